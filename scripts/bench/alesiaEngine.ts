/**
 * Alesia (1983 rules) engine metrics: the cost of one action (legalActions + apply) and of a
 * whole random game (historical deployment, then the random policy of the fuzzer), in Node,
 * without invariant checks. A few games are played first to warm the JIT.
 */
import { alesiaClassic } from '../../src/engine/alesia-classic/system';
import { chooseAction } from '../../src/engine/alesia-classic/testing';
import { playTimedAc, type AcTimedChoose } from '../lib/acTimedPlay';
import { emit, median, note, quantile } from './report';

function play(seed: string): { ms: number; per: number[]; actions: number; finished: boolean } {
  const t0 = performance.now();
  const per: number[] = [];
  // Timed: the legal list and apply, as every caller pays them; the random policy's choice is not;
  // the historical deployment is left out.
  const r = playTimedAc(alesiaClassic, chooseAction as AcTimedChoose, seed, (a, legalUs, applyUs) => {
    if (a.t !== 'historical') per.push(legalUs + applyUs);
  });
  return { ms: performance.now() - t0, per, ...r };
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
