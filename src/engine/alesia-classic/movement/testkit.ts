/** Hand-built positions for movement tests: the deployed game with only the named counters on the board. */
import { hexKey } from '../../hex/coords';
import { parseAcLabel } from '../map/grid';
import type { Zone } from '../map/zones';
import type { AcState, Loc } from '../state';
import { deployed } from '../testing';
import { UNIT_INDEX } from '../data/units';

export const at = (label: string): string => {
  const h = parseAcLabel(label);
  if (!h) throw new Error(`no hex ${label}`);
  return hexKey(h);
};

/** `where`: unit id → hex label, 'town' or 'obmc:<zone>'. Everyone else is off the board. */
export function position(where: Record<string, string>, phase: AcState['phase'] = 'gallic-move'): AcState {
  const s = structuredClone(deployed('pos')) as AcState;
  s.units = s.units.map(() => ({ loc: { at: 'gone', why: 'eliminated' } }));
  for (const [id, w] of Object.entries(where)) {
    const loc: Loc = w === 'town' ? { at: 'town' } : w.startsWith('obmc:') ? { at: 'obmc', zone: w.slice(5) as Zone } : { at: 'hex', hex: at(w) };
    s.units[UNIT_INDEX.get(id)!] = { loc };
  }
  s.phase = phase;
  s.moves = {};
  s.moving = null;
  return s;
}
