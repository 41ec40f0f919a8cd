/**
 * What must hold after every action of a game (checked by the simulator and the fuzz test):
 * each counter in one known place; no stack over its limit in the Gallic movement phases (AC 10.2:
 * a retreat may overfill a stack, which the owner thins out as the turn ends — overstack.ts);
 * no Roman in the town (AC 9.1) or in the OBMC, no hex shared by both sides (AC 5.5); no Gaul in
 * a fort hex; the presence chart matching the OBMC in the Roman's turn (AC 11.9); the side to act
 * has something to do unless the game is over.
 */
import { acUnit } from './data/units';
import { countsForStacking } from './data/types';
import { hexAt } from './map/map';
import { ZONES } from './map/zones';
import { occupancy, STACK_LIMIT } from './queries';
import { computeLegal } from './legal';
import { unitEntries, type AcState } from './state';

export function checkInvariants(s: AcState): string[] {
  const out: string[] = [];
  const occ = occupancy(s);
  for (const [id, u] of unitEntries(s)) {
    const def = acUnit(id);
    if (u.loc.at === 'hex' && !hexAt(u.loc.hex)) out.push(`${id} on ${u.loc.hex}, which is not a hex of the board`);
    const scout = u.loc.at === 'obmc' && def.kind === 'cavalry' && !!s.options.recon; // AC 22.41
    if (def.side === 'roman' && (u.loc.at === 'town' || (u.loc.at === 'obmc' && !scout))) out.push(`Roman ${id} in ${u.loc.at}`);
    if (u.loc.at === 'hex' && def.side === 'roman' && hexAt(u.loc.hex)?.area === 'town') out.push(`Roman ${id} in the town at ${u.loc.hex}`);
    if (u.loc.at === 'obmc' && !ZONES.includes(u.loc.zone)) out.push(`${id} in an unknown zone ${u.loc.zone}`);
  }
  for (const [hex, ids] of occ) {
    const sides = new Set(ids.map((x) => acUnit(x).side));
    if (sides.size > 1) out.push(`both sides on ${hex}: ${ids.join(', ')}`);
    if (!s.fire.pending && (s.phase === 'gallic-move' || s.phase === 'gallic-offboard')) {
      for (const side of ['roman', 'gallic'] as const) {
        const n = ids.filter((x) => acUnit(x).side === side && countsForStacking(acUnit(x))).length;
        if (n > STACK_LIMIT[side]) out.push(`${n} ${side} units on ${hex}`);
      }
    }
    if (ids.filter((x) => acUnit(x).kind === 'fort').length > 1) out.push(`two forts on ${hex}`);
  }
  if (s.phase === 'roman-move') {
    const zones = new Set(unitEntries(s).filter(([id, u]) => u.loc.at === 'obmc' && acUnit(id).side === 'gallic').map(([, u]) => (u.loc as { zone: string }).zone));
    const shown = new Set(s.presence);
    for (const z of ZONES) if (zones.has(z) !== shown.has(z)) out.push(`presence chart shows zone ${z} ${shown.has(z) ? 'occupied' : 'empty'} but it is ${zones.has(z) ? 'occupied' : 'empty'}`);
  }
  if (!s.outcome && computeLegal(s).length === 0) out.push(`dead end: no legal action in ${s.phase}`);
  return out;
}
