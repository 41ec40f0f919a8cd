/**
 * AC 12.2, 12.3 — nightfall at the end of the first Assault Period. Wherever they are, the surviving
 * besieged units (Vercingetorix with them) go back into Alesia — from the board and from an
 * off-board box alike (AC 12.2) — and the surviving relief units on the map (on a hex or inside the
 * town) go off the board to the box of the zone nearest to them (AC 12.3); relief units already in a
 * box stay there. Roman scouts in a box come home to be set up again (AC 22.4, 12.6). When a relief
 * unit is as near to two or more zones the Gallic player chooses between them: a `withdraw` decision
 * per such unit, before revival. The presence chart (AC 11.9) is then brought up to date.
 */
import type { AcAction } from './actions';
import { ROMAN_SEATS, type AcCtx } from './ctx';
import { acUnit } from './data/units';
import { acMap } from './map/map';
import { hexKey } from '../hex/coords';
import type { Zone } from './map/zones';
import { nearestZones } from './zonesNear';
import { setFlag, setLoc, unitEntries, unitOf, type AcState, type Loc } from './state';

/** A relief unit waiting for the Gaul to choose its box, and the zones as near to it. */
export interface Withdrawal {
  unit: string;
  zones: Zone[];
}

/** The zones nearest to where a unit stands; in the town, from the town hex nearest to each zone. */
function zonesFrom(loc: Loc): Zone[] {
  if (loc.at === 'hex') return nearestZones(loc.hex);
  return nearestZones(...acMap().townHexes.map(hexKey));
}

/** Move everybody as night falls; returns the relief units whose box the Gaul must choose. */
export function nightfallMoves(ctx: AcCtx): Withdrawal[] {
  const s = ctx.s;
  const ask: Withdrawal[] = [];
  for (const [id, u] of unitEntries(s)) {
    const def = acUnit(id);
    if (u.loc.at === 'gone') continue;
    if (def.side === 'roman') {
      if (u.loc.at === 'obmc') setLoc(s, id, { at: 'pool' }); // scouts come home to be set up again (AC 22.4, 12.6)
      continue;
    }
    setFlag(s, id, 'disrupted', false);
    if (def.force === 'besieged') {
      setLoc(s, id, { at: 'town' }); // (one already in the town stays there)
      continue;
    }
    if (u.loc.at === 'obmc') continue;
    const zones = zonesFrom(u.loc);
    if (zones.length === 1) setLoc(s, id, { at: 'obmc', zone: zones[0] });
    else ask.push({ unit: id, zones });
  }
  return ask;
}

/** The Gaul's choices of box for the relief units as near to two zones (AC 12.3). */
export function withdrawLegal(s: AcState): AcAction[] {
  return (s.nightfall ?? []).flatMap((w) => w.zones.map((to): AcAction => ({ t: 'withdraw', unit: w.unit, to })));
}

export function withdraw(ctx: AcCtx, unit: string, to: Zone): void {
  const s = ctx.s;
  const from = unitOf(s, unit).loc;
  setLoc(s, unit, { at: 'obmc', zone: to });
  // Stryker disable next-line ArrayDeclaration: a withdrawal is legal only while choices are pending (s.nightfall is set)
  s.nightfall = (s.nightfall ?? []).filter((w) => w.unit !== unit);
  ctx.text('gallic', `${acUnit(unit).name} withdraws${from.at === 'town' ? ' from Alesia' : ''} to off-board zone ${to}.`, 'AC 12.3', undefined, { hiddenFrom: ROMAN_SEATS });
}
