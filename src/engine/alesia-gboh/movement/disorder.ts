/**
 * Disorder as far as movement goes (AG 6.7). AG 6.72: a Disordered unit has 1 less MA
 * (./reach.ts `movementAllowance`). AG 6.73: it sheds Disorder by spending 2 MP when activated —
 * not while it stands on a Rampart next to friendly infantry on a Rampart.
 */
import { agUnit } from '../data';
import type { AgState } from '../state';
import { H_RAMPART, moveBoard } from './board';
import { occupancy } from './occupancy';
import { rampartRowBarred } from './step';

export const CLEAR_DISORDER_MP = 2;

/** AG 6.73: the rule that stops `unit` shedding Disorder now, or null if it may (for 2 MP). */
export function clearDisorderRefusal(s: AgState, unit: string): string | null {
  const st = s.units[unit];
  if (!st?.disordered) return 'AG 6.71';
  if (st.loc.at !== 'hex') return 'AG 6.73';
  const mb = moveBoard(s.scenario);
  const i = mb.index.get(st.loc.hex);
  if (i === undefined) return 'AG 6.73';
  if (!(mb.flags[i] & H_RAMPART)) return null;
  const occ = occupancy(mb, s, agUnit(unit).side, unit);
  return rampartRowBarred(mb, occ, i) ? 'AG 6.73' : null;
}
