/** Actions in words, with hexes by their printed names (AC PBM). */
import { parseHexKey } from '../hex/coords';
import type { AcAction, Destination } from './actions';
import { acUnit } from './data/units';
import { acLabel } from './map/grid';
import { ZONES } from './map/zones';
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
    case 'shiftMany': return `${a.units.length} units to OBMC zone ${a.to}: ${a.units.map((u) => acUnit(u).name).join(', ')}`;
    case 'moveStack': return `The stack (${a.units.map((u) => acUnit(u).name).join(', ')}) to ${placeName(a.to)}`;
    case 'attack': return `Attack the units at ${placeName(a.hex)}`;
    case 'join': return `${acUnit(a.unit).name} joins battle ${a.battle + 1}`;
    case 'unjoin': return `${acUnit(a.unit).name} leaves its battle`;
    case 'widen': return `Battle ${a.battle + 1} also attacks ${placeName(a.hex)}`;
    case 'drop': return `Call off battle ${a.battle + 1}`;
    case 'fight': return 'Fight the battles declared';
    case 'resolve': return `Resolve battle ${a.battle + 1}`;
    case 'retreat': return a.to === 'off' ? 'Retreat off the board' : `Retreat to ${placeName(a.to)}`;
    case 'advance': return `${acUnit(a.unit).name} advances to ${placeName(a.to)}`;
    case 'hold': return 'No further advance';
    case 'cull': return `Eliminate ${acUnit(a.unit).name} (stack over the limit)`;
    case 'fire': return `${acUnit(a.shooter).name}: ${a.volley} volley at ${acUnit(a.target).name}`;
    case 'holdFire': return 'Hold fire';
    case 'plan': return `Fire plan for the ${a.who}: ${a.ranges}${a.minStrength ? `, strength ${a.minStrength}+` : ''}${a.holdPrimary ? ', hold the primary volley' : ''}`;
    case 'revive': return `Revive ${acUnit(a.unit).name}${a.to === 'town' ? ' in Alesia' : a.to === 'pool' ? '' : ` in zone ${a.to.slice(5)}`}`;
    case 'spheres': return `Caesar takes the lines facing zones ${a.caesarFrom}–${ZONES[(ZONES.indexOf(a.caesarFrom) + 4) % 10]}, Labienus the rest`;
    case 'end': return 'End';
  }
}
