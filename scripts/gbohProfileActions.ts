/**
 * A CPU profile of chosen GBoH actions only (issue 17): plays the bench's games under the V8 sampling
 * profiler and keeps the samples taken while the legal list or `apply` of an action of the chosen
 * types ran (and whose cost lay in [lo, hi] µs), then prints the functions by self and by inclusive
 * share of those samples. What the median action pays, without the long moves drowning it.
 *
 *   npx vite-node scripts/gbohProfileActions.ts -- --types activate,commit --part apply --lo 100 --hi 3000
 *   (--part legal | apply | both; --top 40)
 */
import { Session, type Profiler } from 'node:inspector';
import type { AgScenarioId } from '../src/engine/alesia-gboh/state';
import { playTimedGboh } from './lib/agTimedPlay';

const argv = process.argv.slice(2);
const opt = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const types = new Set(opt('--types', 'activate,commit,seize,noSeize,addTribe,seizeOrder,combatOrder,reactOrder,ocMove').split(','));
const part = opt('--part', 'both');
const lo = Number(opt('--lo', '100'));
const hi = Number(opt('--hi', '3000'));
const top = Number(opt('--top', '40'));

// Windows in the profiler's clock (µs of the monotonic clock, as process.hrtime).
const now = () => Number(process.hrtime.bigint() / 1000n);
const windows: [number, number][] = [];
function play(scenario: AgScenarioId, seed: string, cap: number, record: boolean): void {
  playTimedGboh(scenario, seed, cap, now, ({ action: a, legal0, legal1, apply0, apply1 }) => {
    const cost = legal1 - legal0 + apply1 - apply0;
    if (!record || !types.has(a.t) || cost < lo || cost > hi) return;
    if (part !== 'apply') windows.push([legal0, legal1]);
    if (part !== 'legal') windows.push([apply0, apply1]);
  });
}

const scenarios: AgScenarioId[] = ['12.1', '12.2', '12.3'];
for (let i = 0; i < 2; i++) for (const sc of scenarios) play(sc, `gboh-warm-${i}`, 300, false);
const session = new Session();
session.connect();
const post = <T>(method: string, params: object = {}) =>
  new Promise<T>((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r as T))));
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', { interval: 20 });
await post('Profiler.start');
for (let i = 0; i < 4; i++) for (const sc of scenarios) play(sc, `gboh-bench-${i}`, 1200, true);
const { profile } = await post<{ profile: Profiler.Profile }>('Profiler.stop');

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: Profiler.ProfileNode) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const incl = new Map<string, number>();
let t = profile.startTime;
let w = 0;
let kept = 0;
for (let i = 0; i < (profile.samples ?? []).length; i++) {
  t += profile.timeDeltas![i];
  while (w < windows.length && windows[w][1] < t) w++;
  if (w >= windows.length || windows[w][0] > t) continue;
  kept++;
  let id: number | undefined = profile.samples![i];
  const leaf = name(nodes.get(id)!);
  self.set(leaf, (self.get(leaf) ?? 0) + 1);
  const seen = new Set<string>();
  for (; id !== undefined; id = parent.get(id)) {
    const k = name(nodes.get(id)!);
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + 1);
  }
}
const show = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, c]) => `${((100 * c) / kept).toFixed(1).padStart(5)}% ${k}`).join('\n');
const span = windows.reduce((n, [a, b]) => n + b - a, 0);
console.log(`${windows.length} windows, ${(span / 1000).toFixed(0)} ms, ${kept} samples in them`);
console.log('--- self\n' + show(self));
console.log('--- inclusive\n' + show(incl));
