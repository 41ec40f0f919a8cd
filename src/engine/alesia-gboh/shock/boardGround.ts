/**
 * Where a hex lies against the works, for withdrawal from the works (AG 10.73). The combat ground
 * itself (what fire and shock read of the map, fires, Rubble and Fill included) is one module for
 * both: ../fire/boardGround.ts.
 */
import type { AgScenarioId } from '../data';
import { H_OUTSIDE, H_RAMPART, moveBoard } from '../movement/board';

/** AG 10.73: a Rampart hex or a hex inside the walls (between the lines, in a camp or Redoubt). */
export function withinWalls(s: { scenario: AgScenarioId }, hex: string): boolean {
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(hex);
  return i !== undefined && ((mb.flags[i] & H_RAMPART) !== 0 || (mb.flags[i] & H_OUTSIDE) === 0);
}
