/** Button labels and rule ids for the naval actions (BG 5). */
import { PLACE_BY_ID } from '../data/places';
import { REGION_BY_ID } from '../data/regions';
import { pieceName } from '../queries';
import type { BellumState } from '../state';
import { locName, shipLoc } from './geo';
import type { NavalAction } from './types';

export function describeNaval(s: BellumState, a: NavalAction): string {
  switch (a.t) {
    case 'build': return `${pieceName(a.legion)} builds a trireme in ${REGION_BY_ID[s.units[a.legion]?.region ?? '']?.name ?? 'its region'}`;
    case 'unbuild': return `Turn ${pieceName(a.ship)} back into its legion`;
    case 'placeFleet': return a.corbilo ? `Raise the Veneti fleet inside ${PLACE_BY_ID.corbilo.name}` : 'Raise the Veneti fleet in the Veneti region';
    case 'sail': {
      const from = shipLoc(s, a.ship);
      const into = a.place ? `into ${PLACE_BY_ID[a.place].name}` : `to ${locName(a.to)}`;
      return from && !('sea' in from) && from.place && !a.place && a.to === from.region ? `Sail ${pieceName(a.ship)} out of ${PLACE_BY_ID[from.place].name}` : `Sail ${pieceName(a.ship)} ${into}`;
    }
    case 'embark': return `Embark ${pieceName(a.piece)} on ${pieceName(a.ship)}`;
    case 'disembark': return `Land ${pieceName(a.piece)} from ${pieceName(a.ship)}`;
    case 'navalFight': return 'Fight this naval round';
    case 'navalEscape': return `Escape to ${locName(a.to)}`;
  }
}

export function navalRule(a: NavalAction): string {
  switch (a.t) {
    case 'build': case 'unbuild': return 'BG 5.1';
    case 'placeFleet': return 'BG 5.2';
    case 'sail': return 'BG 5.3';
    case 'embark': case 'disembark': return 'BG 5.5';
    case 'navalFight': case 'navalEscape': return 'BG 5.6.1';
  }
}
