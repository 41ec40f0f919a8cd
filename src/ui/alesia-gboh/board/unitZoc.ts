/**
 * The selected unit's own Zone of Control (AG 7.21–7.22): the hexes it projects a ZOC into — its
 * two front hexes, an archer's front and flank, all round in a Redoubt, none for artillery; not into
 * a hex across which movement is barred, nor up over a Rampart or a wall — read from the engine's
 * movement board (movement/occupancy.ts `zocDirections`, `zocCrosses`), the same rules every move
 * of the enemy is stopped by. Pure.
 */
import { agUnit } from '../../../engine/alesia-gboh/data';
import { H_REDOUBT, moveBoard } from '../../../engine/alesia-gboh/movement/board';
import { zocCrosses, zocDirections } from '../../../engine/alesia-gboh/movement/occupancy';
import type { AgState } from '../../../engine/alesia-gboh/state';

export function unitZocHexes(s: Pick<AgState, 'scenario' | 'units'>, unit: string): string[] {
  const st = s.units[unit];
  if (!st || st.loc.at !== 'hex') return [];
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(st.loc.hex);
  if (i === undefined) return [];
  const dirs = zocDirections(agUnit(unit), st.facing, (mb.flags[i] & H_REDOUBT) !== 0);
  return dirs.filter((d) => zocCrosses(mb, i, d)).map((d) => mb.keys[mb.nb[i * 6 + d]]);
}
