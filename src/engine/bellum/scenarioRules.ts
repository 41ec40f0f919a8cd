/**
 * Reading a scenario's data (data/scenarios.ts): its piece groups, its special-rule flags and
 * the order of the movement phases. The rules that use them cite their ids where they apply.
 */
import { SCENARIOS, type PieceGroup, type ScenarioSetup } from './data/scenarios';
import { LEADER_BY_ID } from './data/leaders';
import { UNIT_BY_ID } from './data/units';
import type { BellumState, Side } from './state';

export function scenarioOf(s: { scenario: string }): ScenarioSetup | undefined {
  return SCENARIOS[s.scenario];
}

/** Does the piece (unit or leader id) belong to the group? */
export function inGroup(piece: string, g: PieceGroup): boolean {
  if (g.pieces?.includes(piece)) return true;
  const d = UNIT_BY_ID[piece] ?? LEADER_BY_ID[piece];
  if (!d) return false;
  if (g.side !== undefined && d.side === g.side) return true;
  return d.tribe !== undefined && (g.tribes?.includes(d.tribe) ?? false);
}

/** The special rule barring the piece from oppida and cities, if any (BG 6.2.7). */
export function placesBarRule(s: BellumState, piece: string): string | null {
  for (const r of scenarioOf(s)?.special?.noPlaces ?? []) if (inGroup(piece, r.group)) return r.rule;
  return null;
}

/** True when none of the pieces is barred from oppida and cities by the scenario (BG 6.2.7). */
export function mayUsePlaces(s: BellumState, pieces: readonly string[]): boolean {
  return pieces.every((p) => placesBarRule(s, p) === null);
}

/** BG 1 — the side whose movement phase comes first this scenario (BG 6.2.7 and 6.3.6 reverse II and III). */
export function firstMover(s: BellumState): Side {
  return scenarioOf(s)?.firstMover ?? 'roman';
}
