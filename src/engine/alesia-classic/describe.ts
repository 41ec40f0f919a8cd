/** Actions in words, with hexes by their printed names (AC PBM). */
import { parseHexKey } from '../hex/coords';
import type { AcAction, Destination } from './actions';
import { acUnit } from './data/units';
import { acLabel } from './map/grid';
import type { AcState } from './state';

export function placeName(to: Destination): string {
  if (to === 'town') return 'into Alesia';
  if (to.startsWith('obmc:')) return `off the board into zone ${to.slice(5)}`;
  return acLabel(parseHexKey(to));
}

export function describeAction(_s: AcState, a: AcAction): string {
  switch (a.t) {
    case 'pick': return `Set up ${acUnit(a.unit).name}`;
    case 'place': return `Place ${acUnit(a.unit).name} on ${placeName(a.hex)}`;
    case 'unplace': return `Take ${acUnit(a.unit).name} back`;
    case 'historical': return 'Set up the rest as Caesar did (historical deployment)';
    case 'select': return `Move ${acUnit(a.unit).name}`;
    case 'move': return `${acUnit(a.unit).name} to ${placeName(a.to)}`;
    case 'shift': return `${acUnit(a.unit).name} to OBMC zone ${a.to}`;
    case 'end': return 'End';
  }
}
