/**
 * Engine metrics: the cost of one action (legalActions + apply, as every caller pays it) and
 * of a whole random Aquitania game, in Node, without invariant checks.
 *
 * Method. V8 runs new code in its interpreter and optimises it only once it is hot, so the
 * first few hundred actions cost several times the steady-state price. A player's session
 * runs thousands of actions, so the metrics are taken in the steady state: `warmGames` games
 * of each kind are played first and not timed. Then `rounds` rounds of `games` games each are
 * timed; the metric is the median over every action (or game) of every round, and the spread
 * between the best and the worst round's median is printed too, so a noisy machine shows.
 */
import { bellum } from '../../src/engine/bellum/system';
import type { BellumAction, BellumState } from '../../src/engine/bellum/state';
import { seedRng } from '../../src/engine/core/rng';
import { pickRandom, policySeed, setupOptions } from '../lib/playout';
import { emit, median, note, quantile } from './report';

export interface EngineBenchOptions {
  games: number;
  rounds: number;
  warmGames: number;
}

interface Played {
  ms: number;
  perActionUs: number[];
  midState: BellumState;
  log: BellumAction[];
  finished: boolean;
}

function playTimed(seed: string, solo: boolean, maxSteps = 20000): Played {
  const t0 = performance.now();
  const r = bellum.setup(setupOptions('aquitania', seed, solo));
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  let rng = seedRng(policySeed(seed));
  const perActionUs: number[] = [];
  const log: BellumAction[] = [];
  const states: BellumState[] = [];
  for (let i = 0; i < maxSteps && !bellum.outcome(s); i++) {
    const a0 = performance.now();
    const legal = bellum.legalActions(s);
    const [action, next] = pickRandom(rng, legal);
    rng = next;
    const res = bellum.apply(s, action);
    const a1 = performance.now();
    if (!res.ok) throw new Error(`seed ${seed}: legal action refused: ${res.rejection.message}`);
    perActionUs.push((a1 - a0) * 1000);
    s = res.state;
    log.push(action);
    if (i % 16 === 0) states.push(s);
  }
  return { ms: performance.now() - t0, perActionUs, midState: states[Math.floor(states.length / 2)] ?? s, log, finished: bellum.outcome(s) !== null };
}

function measure(kind: 'solo' | 'hotseat', opts: EngineBenchOptions): { per: number[]; games: Played[]; roundMedians: number[] } {
  const solo = kind === 'solo';
  const per: number[] = [];
  const games: Played[] = [];
  const roundMedians: number[] = [];
  for (let r = 0; r < opts.rounds; r++) {
    const round: number[] = [];
    for (let i = 0; i < opts.games; i++) {
      const g = playTimed(`bench-${kind}-${r}-${i}`, solo);
      games.push(g);
      round.push(...g.perActionUs);
    }
    per.push(...round);
    roundMedians.push(median(round));
  }
  const unfinished = games.filter((g) => !g.finished).length;
  if (unfinished) note(`${unfinished} ${kind} games did not finish within the step cap`);
  return { per, games, roundMedians };
}

export function engineBench(opts: EngineBenchOptions): void {
  for (let i = 0; i < opts.warmGames; i++) {
    playTimed(`bench-warm-${i}`, true);
    playTimed(`bench-warm-${i}`, false);
  }
  const solo = measure('solo', opts);
  const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)} µs`;
  note(`solo action cost: round medians ${spread(solo.roundMedians)} over ${opts.rounds} rounds of ${opts.games} games`);
  emit('bellum.actionCostMedianUs', median(solo.per), 'us');
  emit('bellum.actionCostP95Us', quantile(solo.per, 0.95), 'us');
  emit('bellum.aquitaniaPlayoutMedianMs', median(solo.games.map((g) => g.ms)), 'ms');
  emit('bellum.aquitaniaActionsPerGameMedian', median(solo.games.map((g) => g.log.length)), 'actions');
  emit('bellum.stateBytes', JSON.stringify(solo.games[0].midState).length, 'bytes');
  emit('bellum.saveBytesMedian', median(solo.games.map((g) => JSON.stringify(g.log).length)), 'bytes');
  const hot = measure('hotseat', opts);
  note(`hotseat action cost: round medians ${spread(hot.roundMedians)}`);
  emit('bellum.hotseat.actionCostMedianUs', median(hot.per), 'us');
  emit('bellum.hotseat.aquitaniaPlayoutMedianMs', median(hot.games.map((g) => g.ms)), 'ms');
  if (typeof globalThis.gc === 'function') globalThis.gc();
  emit('node.heapUsedMb', process.memoryUsage().heapUsed / 1048576, 'MB');
}
