/**
 * How much of a cheap GBoH action's cost is its code coming back into the caches (issue 18): plays
 * the bench's games (scripts/lib/agPlayout.ts policy, seeds `gboh-bench-i`, as bench/gbohEngine.ts)
 * and times each action of the chosen kinds three ways —
 *
 *   cold    the legal list and `apply` as the bench times them;
 *   warmed  the same, every other occurrence of the kind, right after running the same code on
 *           other data: the last such action's `apply` again (its state and action kept), and for
 *           the list, the list of a structuredClone of the last state listed at that point (a clone's
 *           records are new, so no per-record cache answers it: the whole code path runs);
 *   again   `apply` of the same state and action at once a second time (code and data warm).
 *
 * The choose and forming steps are split by whether the list is the step's first (after an action
 * of another step) or follows an order / tribe added (reading X2 chooseAfterOrder; a kept
 * commandRangeWhich). Same games, same actions in both halves; the machine's load inflates both.
 *
 *   npx vite-node scripts/gbohColdWarm.ts -- [--games 4] [--kinds commit,seize,noSeize,…]
 */
import { alesiaGboh } from '../src/engine/alesia-gboh/system';
import { computeLegal } from '../src/engine/alesia-gboh/legal';
import type { AgAction } from '../src/engine/alesia-gboh/actions';
import type { AgScenarioId, AgState } from '../src/engine/alesia-gboh/state';
import { seedRng, type RngState } from '../src/engine/core/rng';
import { chooseAgAction } from './lib/agPlayout';

const argv = process.argv.slice(2);
const opt = (k: string, d: string) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
const games = Number(opt('--games', '4'));
const kinds = new Set(opt('--kinds', 'activate,addTribe,commit,seize,noSeize,seizeOrder,reactOrder,combatOrder,ocMove').split(','));

type Row = Record<'legal' | 'apply' | 'again', number[]>;
const rows = new Map<string, Row>();
const row = (k: string): Row => {
  let r = rows.get(k);
  if (!r) rows.set(k, (r = { legal: [], apply: [], again: [] }));
  return r;
};
const now = () => performance.now() * 1000;
let flip = 0;
/** The steps whose lists the near-line kinds are chosen from (a warmed command-step list would take milliseconds). */
const CHEAP_STEPS = new Set(['choose', 'forming', 'seize']);

function play(scenario: AgScenarioId, seed: string, cap: number, record: boolean): void {
  const r0 = alesiaGboh.setup({ scenario, seed, options: {} });
  if (!r0.ok) throw new Error(r0.rejection.message);
  let s = r0.state;
  let rng: RngState = seedRng(`policy:${seed}`);
  let prev = '';
  const lastApply = new Map<string, [AgState, AgAction]>();
  const lastListed = new Map<string, AgState>();
  for (let n = 0; n < cap && !s.outcome; n++) {
    const split = s.step === 'choose' || s.step === 'forming' ? (/Order$|Tribe$/.test(prev) ? ' after' : ' first') : '';
    const at = `${s.step}${split}`;
    const warm = record && flip++ % 2 === 1;
    const listedBefore = lastListed.get(at);
    if (warm && listedBefore && CHEAP_STEPS.has(s.step)) computeLegal(structuredClone(listedBefore));
    const l0 = now();
    const legal = alesiaGboh.legalActions(s);
    const l1 = now();
    let a: AgAction;
    [a, rng] = chooseAgAction(s, legal, rng, { callOffAfter: 10, placeByHand: false, placed: 0 });
    const applied = lastApply.get(a.t);
    if (warm && applied) alesiaGboh.apply(applied[0], applied[1]);
    const a0 = now();
    const res = alesiaGboh.apply(s, a);
    const a1 = now();
    if (!res.ok) throw new Error(`${scenario}/${seed}: legal action refused`);
    if (record && kinds.has(a.t) && (!warm || (listedBefore && CHEAP_STEPS.has(s.step) && applied))) {
      alesiaGboh.apply(s, a);
      const a2 = now();
      const r = row(`${a.t}@${at}${warm ? ' warmed' : ' cold'}`);
      r.legal.push(l1 - l0);
      r.apply.push(a1 - a0);
      r.again.push(a2 - a1);
    }
    lastApply.set(a.t, [s, a]);
    lastListed.set(at, s);
    prev = a.t;
    s = res.state;
  }
}

const SCENARIOS: AgScenarioId[] = ['12.1', '12.2', '12.3'];
for (let i = 0; i < 2; i++) for (const sc of SCENARIOS) play(sc, `gboh-warm-${i}`, 300, false);
for (let i = 0; i < games; i++) for (const sc of SCENARIOS) play(sc, `gboh-bench-${i}`, 1200, true);

const med = (v: number[]) => [...v].sort((x, y) => x - y)[v.length >> 1];
console.log(`${'action@step'.padEnd(36)} ${'n'.padStart(5)} ${'legal'.padStart(7)} ${'apply'.padStart(7)} ${'again'.padStart(7)}  (median µs)`);
for (const [k, r] of [...rows].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
  console.log(`${k.padEnd(36)} ${String(r.legal.length).padStart(5)} ${med(r.legal).toFixed(1).padStart(7)} ${med(r.apply).toFixed(1).padStart(7)} ${med(r.again).toFixed(1).padStart(7)}`);
}
