/**
 * Alésia (GBoH, seed 002) engine metrics, in Node, without invariant checks (issue 17):
 *
 * - `alesia-gboh.actionCostMedianUs` (target ≤ 25, issue 18; issue 17 asked 100): one action as every caller pays it, the legal
 *   list then `apply`, over random games of all three scenarios (the random policy of
 *   scripts/lib/agPlayout.ts; the sample deployment's one action is left out, as Alesia's bench
 *   leaves out its historical set-up). The p95 is printed too.
 * - `alesia-gboh.reachP95Ms` (target ≤ 2): one unit's reach with facing (movement/reach.ts) on 12.3's
 *   board (both sheets), for every Roman unit of the sample deployment and every unit of positions
 *   taken from random 12.3 games, the per-board arrays already built.
 * - `alesia-gboh.playoutMedianMs`: a whole random game (set-up to outcome, or to the action cap —
 *   the count of capped games is noted; victory is being wired in the same session).
 *
 * A few games are played first to warm the JIT.
 */
import { alesiaGboh } from '../../src/engine/alesia-gboh/system';
import { reach } from '../../src/engine/alesia-gboh/movement/reach';
import type { AgScenarioId, AgState } from '../../src/engine/alesia-gboh/state';
import { playTimedGboh } from '../lib/agTimedPlay';
import { emit, median, note, quantile } from './report';

export interface GbohPlayed {
  ms: number;
  per: number[];
  actions: number;
  finished: boolean;
  /** States met along the game (every `keepEvery`-th), for the reach timing. */
  kept: AgState[];
}

export function playGboh(scenario: AgScenarioId, seed: string, maxActions: number, keepEvery = 0): GbohPlayed {
  const t0 = performance.now();
  const per: number[] = [];
  const kept: AgState[] = [];
  // Timed: the legal list and apply; the policy's choice is not.
  const { state, actions } = playTimedGboh(scenario, seed, maxActions, () => performance.now(), (t, n) => {
    if (t.action.t !== 'sample') per.push((t.legal1 - t.legal0 + (t.apply1 - t.apply0)) * 1000);
    if (keepEvery && n % keepEvery === 0 && t.after.step === 'command') kept.push(t.after);
  });
  return { ms: performance.now() - t0, per, actions, finished: state.outcome !== null, kept };
}

/** One unit's reach timed over every unit on a hex of each state (ms each). */
export function reachTimes(states: readonly AgState[]): number[] {
  const out: number[] = [];
  for (const s of states) {
    for (const [id, u] of Object.entries(s.units)) {
      if (u.loc.at !== 'hex') continue;
      const t0 = performance.now();
      reach(s, id);
      out.push(performance.now() - t0);
    }
  }
  return out;
}

export function reachStates(): AgState[] {
  const r = alesiaGboh.setup({ scenario: '12.3', seed: 'gboh-reach', options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  const dep = alesiaGboh.apply(r.state, { t: 'sample' });
  if (!dep.ok) throw new Error(dep.rejection.message);
  const states = [dep.state];
  for (let i = 0; i < 3; i++) states.push(...playGboh('12.3', `gboh-reach-${i}`, 600, 25).kept.slice(0, 6));
  return states;
}

export function gbohEngineBench(o: { games?: number; warm?: number; maxActions?: number } = {}): void {
  const games = o.games ?? 4;
  const warm = o.warm ?? 2;
  const cap = o.maxActions ?? 1200;
  const scenarios: AgScenarioId[] = ['12.1', '12.2', '12.3'];
  for (let i = 0; i < warm; i++) for (const sc of scenarios) playGboh(sc, `gboh-warm-${i}`, 300);
  const all: GbohPlayed[] = [];
  for (let i = 0; i < games; i++) for (const sc of scenarios) all.push(playGboh(sc, `gboh-bench-${i}`, cap));
  const per = all.flatMap((g) => g.per);
  const unfinished = all.filter((g) => !g.finished).length;
  if (unfinished) note(`${unfinished} of ${all.length} Alésia (GBoH) games stopped at the ${cap}-action cap`);
  emit('alesia-gboh.actionCostMedianUs', median(per), 'us');
  emit('alesia-gboh.actionCostP95Us', quantile(per, 0.95), 'us');
  emit('alesia-gboh.playoutMedianMs', median(all.map((g) => g.ms)), 'ms');
  emit('alesia-gboh.actionsPerGameMedian', median(all.map((g) => g.actions)), 'actions');
  const states = reachStates();
  reachTimes(states); // warm
  const times = reachTimes(states);
  note(`alesia-gboh reach: ${times.length} reaches over ${states.length} positions of 12.3`);
  emit('alesia-gboh.reachP95Ms', quantile(times, 0.95), 'ms');
  emit('alesia-gboh.reachMedianMs', median(times), 'ms');
}
