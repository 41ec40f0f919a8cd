/**
 * How good a Bellum Gallicum II position is for one side (core/bot/adapter.ts `evaluate`), for
 * playouts cut before the end. Three things, for the Roman (the Gaul's value is its complement):
 *  - the verdict if the game ended now (victory.ts: 1 Roman, ½ draw, 0 Gallic),
 *  - his progress towards the scenario's conditions (outlook.ts `romanOutlook`: control of the
 *    named regions, a siege under way, the Veneti ships; where the victory rule is a threshold —
 *    6.2's coast-or-Sequani, 6.3's 7 / 5–6 / 4 regions — his expected score at the end),
 *  - the balance of strength against the scenario's opening balance (SPs on the map, and those of
 *    the scenario's reinforcements still to come, BG 3.1: their arrival is no gain in itself — counted
 *    only on arrival, the Germans' July made any playout that reached it look like a Gallic victory).
 * Early in the game progress and strength count most; the nearer the last turn, the more the
 * verdict decides. Weights are a first guess (arena figures in docs/bot.md), not tuned by self-play.
 */
import { SCENARIOS } from '../data/scenarios';
import { UNIT_BY_ID } from '../data/units';
import { scenarioReinforcements } from '../reinforcements';
import { setupBellum } from '../setup';
import { victoryCheck } from '../victory';
import type { BellumState, Side } from '../state';
import { strengths, timeLeft } from './goals';
import { romanOutlook } from './outlook';

export const EVAL_WEIGHTS = { progress: 0.65, strength: 0.35, verdictAtEnd: 0.75, strengthSlope: 1.5 } as const;

/** SPs of each side on the map and still to come as the scenario's reinforcements (BG 3.1). */
export function forces(s: BellumState): Record<Side, number> {
  const sp = strengths(s);
  for (const r of scenarioReinforcements(s)) for (const u of r.units) if (!s.units[u] && UNIT_BY_ID[u].kind !== 'ship') sp[r.side] += UNIT_BY_ID[u].sp;
  return sp;
}

/** Roman share of the forces (`forces`) at each scenario's start (from the engine's own set-up). */
const OPENING = new Map<string, number>();
function openingShare(scenario: string): number {
  let v = OPENING.get(scenario);
  if (v === undefined) {
    const r = setupBellum({ scenario, seed: 'bot-eval', options: {} });
    const sp = r.ok ? forces(r.state) : { roman: 1, gallic: 1 };
    v = sp.roman + sp.gallic > 0 ? sp.roman / (sp.roman + sp.gallic) : 0.5;
    OPENING.set(scenario, v);
  }
  return v;
}

export function romanValue(s: BellumState): number {
  const sc = SCENARIOS[s.scenario];
  const f = sc ? timeLeft(s, sc.year, sc.startTurn) : 0.5;
  const verdict = victoryCheck(s).winner;
  const v = verdict === 'roman' ? 1 : verdict === 'draw' ? 0.5 : 0;
  const sp = forces(s);
  const shareNow = sp.roman + sp.gallic > 0 ? sp.roman / (sp.roman + sp.gallic) : 0.5;
  const m = Math.max(0, Math.min(1, 0.5 + EVAL_WEIGHTS.strengthSlope * (shareNow - openingShare(s.scenario))));
  const soft = EVAL_WEIGHTS.progress * romanOutlook(s) + EVAL_WEIGHTS.strength * m;
  const w = EVAL_WEIGHTS.verdictAtEnd * (1 - f);
  return w * v + (1 - w) * soft;
}

export function evaluateBellum(s: BellumState, side: Side): number {
  if (s.outcome) return s.outcome.winner === side ? 1 : s.outcome.winner === 'draw' ? 0.5 : 0;
  const r = romanValue(s);
  return side === 'roman' ? r : 1 - r;
}
