/** What the combat phase waits for, in words, with its rule (BG 4). */
import { PLACE_BY_ID } from '../../engine/bellum/data/places';
import { REGION_BY_ID } from '../../engine/bellum/data/regions';
import type { BellumState } from '../../engine/bellum/state';
import { currentRound, escapeOptions } from '../../engine/bellum/naval/combat';
import { locName } from '../../engine/bellum/naval/geo';

/** BG 5.6.1 — the naval round waiting for the Roman player. */
function navalInstruction(s: BellumState): { text: string; rule: string } | null {
  const r = currentRound(s);
  if (!r) return null;
  const where = REGION_BY_ID[r.region]?.name ?? r.region;
  if (!r.light) return { text: `Naval combat in ${where}, round ${r.round}: strong wind (${r.windTotal}) — the fleets must fight.`, rule: 'BG 5.6.1' };
  const to = escapeOptions(s, r.region).map(locName).join(' or ');
  return { text: `Naval combat in ${where}, round ${r.round}: light wind (${r.windTotal}) — fight with +1, or escape to ${to}.`, rule: 'BG 5.6.1' };
}

const rn = (id: string) => REGION_BY_ID[id]?.name ?? id;
const pn = (id: string) => PLACE_BY_ID[id]?.name ?? id;
const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

export function combatInstruction(s: BellumState): { text: string; rule: string } {
  const naval = navalInstruction(s);
  if (naval) return naval;
  const c = s.combat;
  const p = c?.pending;
  const enc = c ? c.encounters[c.index] : undefined;
  const where = enc ? rn(enc.region) : 'the region';
  if (!p) return { text: enc ? `Combat in ${where}.` : 'Resolve the combats.', rule: 'BG 4' };
  switch (p.kind) {
    case 'skirmishEvade':
      return { text: `Skirmish in ${where}: evade into a neighbouring region you control, or stand and fight.`, rule: 'BG 4.3.1' };
    case 'battleEvade':
      return { text: `Pitched battle in ${where}: try to evade, or stand and fight.`, rule: 'BG 4.4.1' };
    case 'refuge':
      return { text: `The evasion failed: shut the army into an oppidum or city of ${where}, or stand and fight.`, rule: 'BG 4.4.1' };
    case 'commander':
      return { text: `Designate the Army Commander for the battle in ${where}.`, rule: 'BG 4.4.2' };
    case 'deploy':
      return { text: `Deploy your army on the battle map (left, centre, right, reserve), then confirm.`, rule: 'BG 4.4.2' };
    case 'boardLoss':
      return { text: `${p.mode === 'weaken' ? 'Weaken' : 'Eliminate'} ${units(p.count)} of your first line.`, rule: p.rule };
    case 'realign':
      return { text: 'Realign: move reserve units into the first line, or go on.', rule: 'BG 4.4.2' };
    case 'testLeader':
      return { text: 'Choose the leader who tests on the Leader Table.', rule: 'BG 4.2.2' };
    case 'pursuit':
      return { text: 'Pursuit: eliminate first-line units of the beaten army, or stop.', rule: 'BG 4.4.2' };
    case 'retreat':
      if (p.optional) return { text: `Beaten in a skirmish in ${where}: your ships there can carry the force back to a coastal region of Gaul, or it may stay.`, rule: 'BG 5.6.3' };
      return { text: `Retreat the beaten force from ${where} into a neighbouring region.`, rule: 'BG 4.4.2' };
    case 'reliefSplit':
      return { text: `A relief army stands in ${rn(p.region)}: choose the pieces that stay on siege duty; the rest (at least one unit) face the relief army.`, rule: 'BG 4.5.5' };
    case 'sack':
      return { text: 'Take and destroy empty enemy oppida or cities, or go on.', rule: 'BG 4.5.1' };
    case 'siegeStart':
      return { text: `Besiege ${pn(p.place)}, or leave it.`, rule: 'BG 4.5.1' };
    case 'siegeDefence':
      return { text: `Besieged in ${pn(p.place)}: sally, surrender, or endure the siege.`, rule: 'BG 4.5.3' };
    case 'raze':
      return { text: `${pn(p.place)} has fallen: destroy it or spare it.`, rule: 'BG 4.5.2' };
  }
}
