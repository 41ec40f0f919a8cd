/**
 * Building the combat view of a unit (combatUnit.ts) from the game state and its counter
 * (../data/units.ts), for the engine to call once movement exists.
 *
 * AG 2.21, 10.13, 10.64  the TQ showing is the reduced TQ once reduced; a unit has a reduced side
 *                        only if its counter has one (AG 10.63 optional: Alesia BI get theirs).
 * AG 6.72                a Disordered unit's MA is one less.
 * The order of a stack (AG 6.65, top first) is the state's (../stacking.ts `stackPos`): callers pass
 * the stack's unit ids in that order (`stackOn`, position.ts `unitsByHex`).
 */
import { agUnit } from '../data';
import { reducedTqOf } from '../optionalRules';
import type { AgState } from '../state';
import type { CombatUnit, Stack } from './combatUnit';

export function combatUnitOf(s: AgState, id: string, opts: { readonly alesiaRecovery?: boolean } = {}): CombatUnit {
  const def = agUnit(id);
  const st = s.units[id];
  if (!st) throw new RangeError(`${id} is not in this scenario`);
  if (st.loc.at !== 'hex') throw new RangeError(`${id} is not on a map hex`);
  // AG 10.63 optional: the game's option (optionalRules.ts) unless the caller says otherwise.
  const reducedTq = opts.alesiaRecovery === undefined ? reducedTqOf(s, id) : def.reducedTq ?? (opts.alesiaRecovery ? def.optionalReducedTq ?? null : null);
  return {
    id, side: def.side, type: def.type,
    tq: st.reduced && reducedTq !== null ? reducedTq : def.tq,
    hasReducedSide: reducedTq !== null,
    reduced: !!st.reduced,
    hits: st.hits,
    disordered: !!st.disordered,
    routed: !!st.routed,
    ma: Math.max(0, def.ma - (st.disordered ? 1 : 0)),
    ...(def.missile ? { missile: def.missile } : {}),
    hex: st.loc.hex,
    facing: st.facing,
  };
}

/** The stack on `hex`, from its unit ids top first. */
export function stackOf(s: AgState, hex: string, idsTopFirst: readonly string[], opts: { readonly alesiaRecovery?: boolean } = {}): Stack {
  const units = idsTopFirst.map((id) => combatUnitOf(s, id, opts));
  for (const u of units) if (u.hex !== hex) throw new RangeError(`${u.id} is not on ${hex}`);
  return { hex, units };
}
