/**
 * AG 12.1 Romans, 12.2 Romans, 12.3: Roman units may leave the works but never go, of their own
 * will, "à moins de trois hexagones" — less than three hexes — from a map edge (in 12.3 an outer
 * edge: the seam between the two sheets is no edge).
 *
 * Reading Q20: the band binds open ground outside the works only (area 'outside', no Rampart,
 * Redoubt or camp): the works reach the edge of the West map near Alesia. "Less than three" is an
 * edge distance of 0–2 (the edge hex and the two lines behind it); a hex 3 from the edge hex is
 * open, as 5.45 counts its 3 hexes. Kept at set-up and redeployment (../setup/placement.ts) and in
 * every voluntary move searched by ./reach.ts; a retreat after shock is not voluntary.
 */
import { AG_SCENARIO_FORCES } from '../data';
import { edgeDistance, type SheetId } from '../map/grid';
import type { AgState } from '../state';
import { moveBoard } from './board';

/** Edge distances below this are in the band. */
export const ROMAN_EDGE_BAND = 3;

const cache = new Map<string, Uint8Array>();

/** 1 at each board index in the Roman edge band of the scenario. */
export function romanEdgeBand(scenario: AgState['scenario']): Uint8Array {
  let out = cache.get(scenario);
  if (!out) {
    const mb = moveBoard(scenario);
    const sheets = AG_SCENARIO_FORCES[scenario].maps as readonly SheetId[];
    out = new Uint8Array(mb.n);
    for (let i = 0; i < mb.n; i++) {
      const t = mb.board.hexes.get(mb.keys[i])!;
      if (t.area !== 'outside' || t.rampart || t.redoubt || t.camp) continue;
      const d = edgeDistance(mb.hexes[i], sheets);
      if (d !== null && d < ROMAN_EDGE_BAND) out[i] = 1;
    }
    cache.set(scenario, out);
  }
  return out;
}

/** Is `hex` open ground outside the works less than 3 hexes from an outer map edge? */
export function inRomanEdgeBand(s: Pick<AgState, 'scenario'>, hex: string): boolean {
  const i = moveBoard(s.scenario).index.get(hex);
  return i !== undefined && romanEdgeBand(s.scenario)[i] === 1;
}
