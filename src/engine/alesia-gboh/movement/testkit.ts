/** Test positions for movement: a 12.3 game (both sheets) with only the named units on the map. */
import { hexKey } from '../../hex/coords';
import { parseGbohLabel } from '../map/grid';
import { deepFreeze } from '../tables/types';
import type { AgState, AgUnitState, Facing } from '../state';
import { edit, fresh } from '../testing';

export const key = (label: string): string => {
  const h = parseGbohLabel(label);
  if (!h) throw new Error(`no hex ${label}`);
  return hexKey(h);
};

export type Placing = { at: string; facing?: Facing } & Partial<Omit<AgUnitState, 'loc' | 'facing'>>;

/** A deep-frozen 12.3 state holding only `units` on the map (labels like W3911). */
export function position(units: Record<string, Placing>, base: AgState = BASE): AgState {
  return deepFreeze(
    edit(base, (x) => {
      for (const u of Object.values(x.units)) if (u.loc.at === 'hex') u.loc = { at: 'pool' };
      for (const [id, p] of Object.entries(units)) {
        if (!x.units[id]) throw new Error(`no unit ${id} in 12.3`);
        const { at, facing, ...rest } = p;
        x.units[id] = { ...x.units[id], ...rest, loc: { at: 'hex', hex: key(at) }, facing: facing ?? 0 };
      }
    }),
  );
}

const BASE = fresh('12.3');
