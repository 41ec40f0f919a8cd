/**
 * The costliest functions of a Chromium CPU profile (COMMENTARII_BENCH_PROFILE, gbohUi.ts): each
 * function's self time and its time on the stack (a sample counted once per function however deep
 * it recurses), the top N of each.
 *
 *   npx vite-node scripts/bench/profileTop.ts -- file.json [N] [select|apply|picker] [--click]
 *
 * `--click`: only the samples of the click's own stretch — from the first sample inside the click's
 * event dispatch to the first sample of the work drawn after the painted frame (useAfterPaint), so
 * what the late prompt, track and panel cost is left out.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  kind?: string;
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const clickOnly = process.argv.includes('--click');
const args = process.argv.slice(2).filter((a) => a !== '--' && a !== '--click');
const file = args[0];
const top = Number(args[1]) || 30;
/** Only the profiles of this kind (select, apply, picker). */
const kind = args[2];
if (!file) throw new Error('usage: profileTop.ts file.json [N]');
const read = JSON.parse(readFileSync(file, 'utf8')) as Profile | Profile[];
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;

function add(p: Profile): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const onStack = (id: number, re: RegExp): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (re.test(name(byId.get(at)!))) return true;
    return false;
  };
  const from = clickOnly ? p.samples.findIndex((id) => onStack(id, /^dispatch(Discrete)?Event /)) : 0;
  const lateAt = clickOnly ? p.samples.findIndex((id, i) => i > from && onStack(id, /useAfterPaint/)) : -1;
  const to = lateAt < 0 ? p.samples.length : lateAt;
  p.samples.forEach((id, i) => {
    if (i < from || i >= to) return;
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000;
    const n = byId.get(id)!;
    all += dt;
    self.set(name(n), (self.get(name(n)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = name(byId.get(at)!);
      if (!seen.has(k)) {
        total.set(k, (total.get(k) ?? 0) + dt);
        seen.add(k);
      }
    }
  });
}
const name = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber + 1}`;
for (const p of Array.isArray(read) ? read : [read]) if (!kind || p.kind === kind) add(p);
const list = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`).join('\n');
console.log(`${all.toFixed(0)} ms sampled\n\nself:\n${list(self)}\n\non the stack:\n${list(total)}`);
