/**
 * A profiling harness for the Alesia (1983 rules) move path (issue 18): plays the bench's games
 * (the standard scenario, testing.ts chooseAction, the bench's seeds) once to time every `move`
 * (the legal list it was chosen from + its apply), then `--reps` more times calling the legal list
 * and the apply of each move whose time was at most `--under` × the median through functions of
 * their own (`typicalLegal`, `typicalApply`), so that a CPU profile shows where a typical move's
 * time goes, apart from the outliers (a first Gallic move of a turn, a long stack) that weigh most
 * in a profile's totals but not in the bench's median.
 *
 *   node --cpu-prof node_modules/vite-node/dist/cli.mjs scripts/acMoveProfile.ts -- [--reps 3] [--under 1.3]
 */
import { alesiaClassic } from '../src/engine/alesia-classic/system';
import { chooseAction } from '../src/engine/alesia-classic/testing';
import type { AcAction } from '../src/engine/alesia-classic/actions';
import type { AcState } from '../src/engine/alesia-classic/state';
import { seedRng } from '../src/engine/core/rng';

const argv = process.argv.slice(2);
const arg = (k: string, d: number) => (argv.includes(k) ? Number(argv[argv.indexOf(k) + 1]) : d);
const reps = arg('--reps', 3);
const under = arg('--under', 1.3);

function typicalLegal(s: AcState): readonly AcAction[] { return alesiaClassic.legalActions(s); }
function otherLegal(s: AcState): readonly AcAction[] { return alesiaClassic.legalActions(s); }
function typicalApply(s: AcState, a: AcAction) { return alesiaClassic.apply(s, a); }
function otherApply(s: AcState, a: AcAction) { return alesiaClassic.apply(s, a); }

/** Plays every game once; `typical(n)` says whether the n-th move goes through the typical functions. */
function playAll(typical: (n: number) => boolean, times: number[]): void {
  let n = 0;
  for (let g = 0; g < 12; g++) {
    const seed = `ac-bench-${g}`;
    const res0 = alesiaClassic.setup({ scenario: 'standard', seed, options: {} });
    if (!res0.ok) throw new Error(res0.rejection.message);
    let s = res0.state;
    let rng = seedRng(`policy:${seed}`);
    let moves = 0;
    let phase = s.phase;
    for (let k = 0; k < 20000 && !s.outcome; k++) {
      if (s.phase !== phase) { phase = s.phase; moves = 0; }
      // Whether the action chosen here is a move is known only after the list: the list's time is kept aside until then.
      const t0 = performance.now();
      const pick = s.moving !== null && typical(n);
      const legal = pick ? typicalLegal(s) : otherLegal(s);
      const t1 = performance.now();
      let a: AcAction;
      [a, rng] = chooseAction(s, legal as AcAction[], rng, moves);
      const t2 = performance.now();
      const res = a.t === 'move' && pick ? typicalApply(s, a) : otherApply(s, a);
      const t3 = performance.now();
      if (!res.ok) throw new Error(res.rejection.message);
      if (a.t === 'move') { times.push(t1 - t0 + t3 - t2); n++; }
      if (a.t === 'move' || a.t === 'shift') moves++;
      s = res.state;
    }
  }
}

const first: number[] = [];
playAll(() => false, first);
const median = [...first].sort((a, b) => a - b)[first.length >> 1];
for (let r = 0; r < reps; r++) playAll((n) => first[n] <= under * median, []);
console.log(`${first.length} moves, median ${(median * 1000).toFixed(1)} µs; ${first.filter((t) => t <= under * median).length} typical`);
