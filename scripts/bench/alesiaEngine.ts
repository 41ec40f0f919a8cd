/**
 * Alesia (1983 rules) engine metrics: the cost of one action (legalActions + apply) and of a
 * whole random game (historical deployment, then the random policy of the fuzzer), in Node,
 * without invariant checks. A few games are played first to warm the JIT.
 */
import { seedRng } from '../../src/engine/core/rng';
import { alesiaClassic } from '../../src/engine/alesia-classic/system';
import { chooseAction } from '../../src/engine/alesia-classic/testing';
import type { AcAction } from '../../src/engine/alesia-classic/actions';
import { emit, median, note, quantile } from './report';

function play(seed: string): { ms: number; per: number[]; actions: number; finished: boolean } {
  const t0 = performance.now();
  const r = alesiaClassic.setup({ scenario: 'standard', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  let rng = seedRng(`policy:${seed}`);
  const per: number[] = [];
  let moves = 0;
  let phase = s.phase;
  let n = 0;
  for (; n < 20000 && !s.outcome; n++) {
    if (s.phase !== phase) { phase = s.phase; moves = 0; }
    // Timed: the legal list and apply, as every caller pays them; the random policy's choice is not.
    const a0 = performance.now();
    const legal = alesiaClassic.legalActions(s);
    const a1 = performance.now();
    let a: AcAction;
    [a, rng] = chooseAction(s, legal, rng, moves);
    const a2 = performance.now();
    const res = alesiaClassic.apply(s, a);
    const a3 = performance.now();
    if (!res.ok) throw new Error(`seed ${seed}: legal action refused: ${res.rejection.message}`);
    if (a.t !== 'historical') per.push((a1 - a0 + (a3 - a2)) * 1000);
    if (a.t === 'move' || a.t === 'shift') moves++;
    s = res.state;
  }
  return { ms: performance.now() - t0, per, actions: n, finished: s.outcome !== null };
}

export function alesiaEngineBench(games = 12, warm = 4): void {
  for (let i = 0; i < warm; i++) play(`ac-warm-${i}`);
  const all = Array.from({ length: games }, (_, i) => play(`ac-bench-${i}`));
  const per = all.flatMap((g) => g.per);
  const unfinished = all.filter((g) => !g.finished).length;
  if (unfinished) note(`${unfinished} Alesia games did not finish within the step cap`);
  emit('alesia-classic.actionCostMedianUs', median(per), 'us');
  emit('alesia-classic.actionCostP95Us', quantile(per, 0.95), 'us');
  emit('alesia-classic.playoutMedianMs', median(all.map((g) => g.ms)), 'ms');
  emit('alesia-classic.actionsPerGameMedian', median(all.map((g) => g.actions)), 'actions');
}
