/**
 * What a shot in play reads of the position (AG 6.66, 7.21–7.22, 8.13, 8.15): stacks, Zones of
 * Control and the `Shot` handed to the pure resolution (shot.ts), built from the state.
 *
 * AG 7.21–7.22  ZOC as movement draws it (../movement/occupancy.ts `zocDirections`/`zocCrosses`), so
 *          a unit stops, fires and is fired on by the same ZOC.
 * AG 8.13  "if there are enemy units in the firing unit's ZOC, one of them must be its target":
 *          read literally — the enemies standing in hexes the FIRER projects its ZOC into (artillery,
 *          which has none, is never bound). `Shot.enemiesInZoc` carries that list.
 * AG 6.65–6.66  a hex's stack reads top first in the order the state keeps (../stacking.ts
 *          `stackPos`), and "the top infantry unit" of 6.66 is the first non-artillery one.
 */
import { distance, parseHexKey } from '../../hex/coords';
import { agUnit, isArtillery } from '../data';
import { H_REDOUBT, moveBoard, type MoveBoard } from '../movement/board';
import { zocCrosses, zocDirections } from '../movement/occupancy';
import type { AgState, AgUnitState } from '../state';
import { sortStack } from '../stacking';
import type { CombatUnit, Stack } from './combatUnit';
import { combatUnitOf } from './fromState';
import type { ReactionKind, Shot } from './shot';
import { unitEntries } from '../unitIds';

/** Combat units on a map hex, by hex, top first (AG 6.65: the stack order the state keeps, ../stacking.ts). */
export function unitsByHex(s: AgState): Map<string, string[]> {
  const m = new Map<string, string[]>();
  let stacked = false;
  for (const [id, u] of unitEntries(s)) {
    if (u.loc.at !== 'hex') continue;
    const l = m.get(u.loc.hex);
    if (l) {
      l.push(id);
      stacked = true;
    } else m.set(u.loc.hex, [id]);
  }
  if (stacked) for (const l of m.values()) sortStack(s, l);
  return m;
}

export const hexDist = (a: string, b: string): number => distance(parseHexKey(a), parseHexKey(b));

/** AG 7.21–7.22: the hexes unit `id` (as `st`) projects its ZOC into. */
export function zocOf(s: AgState, id: string, st: AgUnitState = s.units[id], mb: MoveBoard = moveBoard(s.scenario)): Set<string> {
  const out = new Set<string>();
  if (st.loc.at !== 'hex') return out;
  const i = mb.index.get(st.loc.hex);
  if (i === undefined) return out;
  for (const d of zocDirections(agUnit(id), st.facing, (mb.flags[i] & H_REDOUBT) !== 0)) {
    if (zocCrosses(mb, i, d)) out.add(mb.keys[mb.nb[i * 6 + d]]);
  }
  return out;
}

/** AG 7.2: is `hex` in the ZOC of an enemy of `side` (other than the units in `except`)? */
export function inEnemyZoc(s: AgState, side: string, hex: string, except: readonly string[] = []): boolean {
  const mb = moveBoard(s.scenario);
  for (const [id, u] of unitEntries(s)) {
    if (u.loc.at !== 'hex' || except.includes(id) || agUnit(id).side === side) continue;
    if (hexDist(u.loc.hex, hex) !== 1) continue;
    if (zocOf(s, id, u, mb).has(hex)) return true;
  }
  return false;
}

/** A state in which the units of `over` stand as given (AG 8.6 simultaneity: the views before a shot). */
export function withUnits(s: AgState, over: Readonly<Record<string, AgUnitState>> | undefined): AgState {
  return over && Object.keys(over).length ? { ...s, units: { ...s.units, ...over } } : s;
}

export interface ShotSpec {
  firer: string;
  /** The target hex. */
  target: string;
  /** Only these units of the target hex are fired at (reaction fire aims at one unit); default: all. */
  targetUnits?: readonly string[];
  fireArrows?: boolean;
  scoot?: boolean;
  moves?: boolean;
  reaction?: ReactionKind;
  readRange?: number;
}

/** The `Shot` of `spec` in state `s` (throws if the firer is off the map). */
export function shotOf(s: AgState, spec: ShotSpec, byHex: Map<string, string[]> = unitsByHex(s)): Shot {
  const f = combatUnitOf(s, spec.firer);
  const own = byHex.get(f.hex) ?? [];
  const top = own.find((id) => !isArtillery(agUnit(id)));
  const ids = spec.targetUnits ?? (byHex.get(spec.target) ?? []);
  const units: CombatUnit[] = ids.filter((id) => s.units[id]?.loc.at === 'hex').map((id) => combatUnitOf(s, id));
  const target: Stack = { hex: spec.target, units };
  const occupied = new Set<string>();
  for (const h of byHex.keys()) if (h !== f.hex && h !== spec.target) occupied.add(h);
  const enemiesInZoc: CombatUnit[] = [];
  for (const h of zocOf(s, spec.firer)) {
    for (const id of byHex.get(h) ?? []) if (agUnit(id).side !== f.side) enemiesInZoc.push(combatUnitOf(s, id));
  }
  const st = s.units[spec.firer];
  return {
    firer: f,
    firerOnTop: top === undefined || top === spec.firer,
    target,
    ...(spec.fireArrows ? { cls: 'AFire' as const } : {}),
    ...(spec.scoot ? { shootAndScoot: true } : {}),
    moves: !!spec.moves,
    night: s.ap.night,
    ...(spec.readRange !== undefined ? { readRange: spec.readRange } : {}),
    ...(spec.reaction ? { reaction: spec.reaction } : {}),
    ...(isArtillery(agUnit(spec.firer)) ? { artilleryMode: st.mode === 'move' ? 'move' as const : 'fire' as const } : {}),
    occupied,
    enemiesInZoc,
  };
}
