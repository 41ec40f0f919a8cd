/**
 * Scenario 6.4 — victory (BG 6.4.5, reconstructed). Rome wins holding the Remi region and at least
 * 5 of the 7 league regions at the end; the Gauls win if the Remi region is not Roman, or if Rome
 * holds 2 or fewer of the seven; anything else is a draw.
 */
import { REGION_BY_ID } from '../data/regions';
import { LEAGUE_REGIONS } from '../data/scenarios/belgica';
import type { BellumState } from '../state';
import type { VictoryCheck } from '../victoryTypes';

export const ROMAN_WIN_AT = 5;
export const GALLIC_WIN_AT = 2;

/** League regions now pro-Roman. */
export function leagueHeld(s: BellumState): string[] {
  return LEAGUE_REGIONS.filter((r) => s.control[r] === 'roman');
}

export function belgicaVictory(s: BellumState): VictoryCheck {
  const held = leagueHeld(s);
  const remi = s.control['remi'] === 'roman';
  const details = [
    { text: 'Remi pro-Roman', met: remi },
    ...LEAGUE_REGIONS.map((r) => ({ text: `${REGION_BY_ID[r].name} pro-Roman`, met: held.includes(r) })),
  ];
  const refs = ['remi', ...LEAGUE_REGIONS];
  const count = `Rome holds ${held.length} of the 7 league regions`;
  if (!remi) return { winner: 'gallic', details, rule: 'BG 6.4.5', refs, reason: `The Belgae have overrun the Remi, Rome's only friends in the north (${count}).` };
  if (held.length >= ROMAN_WIN_AT) return { winner: 'roman', details, rule: 'BG 6.4.5', refs, reason: `${count} and the Remi: the Belgic league is broken.` };
  if (held.length <= GALLIC_WIN_AT) return { winner: 'gallic', details, rule: 'BG 6.4.5', refs, reason: `${count}: the Belgae keep their freedom.` };
  return { winner: 'draw', details, rule: 'BG 6.4.5', refs, reason: `${count} (3–4 is a draw): Belgica is neither conquered nor free.` };
}
