/** Test kit for the siege rule tests (BG 4.5): a bare 6.1 board, pieces put on it, a siege encounter. */
import type { LogEntry } from '../../core/log';
import type { BellumState } from '../state';
import { addLeader, addUnit, emptyAquitania, place } from '../testing/states';
import type { Encounter } from './types';

export const LEGIONS = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii', 'legio-xiii', 'legio-xiv', 'legio-xv', 'legio-i'];

export function empty(): BellumState {
  const s = emptyAquitania('siege-rules');
  s.losses = [];
  s.sieges = [];
  s.destroyed = [];
  s.spared = [];
  return s;
}

export function put(s: BellumState, ids: string[], region: string, where: string | null = null): void {
  for (const id of ids) {
    if (s.units[id] || s.leaders[id]) place(s, [id], region, where);
    else if (id.startsWith('legio') || id.includes('-inf') || id.includes('-cav') || id.includes('ship')) addUnit(s, id, region, where);
    else addLeader(s, id, region, where);
  }
}

export function siegeEncounter(s: BellumState, region: string, placeId: string, stage = 'start'): Encounter {
  const e: Encounter = { kind: 'siege', region, place: placeId, stage };
  s.combat = { encounters: [e], index: 0, siegesListed: true, sackOffered: [], pending: null, board: null };
  s.step = 'combat';
  return e;
}

export const texts = (log: readonly LogEntry[]) => log.flatMap((x) => (x.kind === 'text' ? [x.text] : []));

/** Legio VII to XI and Crassus besiege the Sotiates' oppidum, held by the Sotiate infantry. */
export function besieged(turns = 1): BellumState {
  const s = empty();
  put(s, LEGIONS.slice(0, 5), 'bigerriones');
  put(s, ['crassus'], 'bigerriones');
  put(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
  s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns }];
  return s;
}
