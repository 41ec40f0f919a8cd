/**
 * Scenario victory conditions, checked after the last turn (BG 6.x). One function per scenario,
 * registered by scenario id in `VICTORY`; a scenario without one ends as a draw.
 */
import { regionRef, type Ctx } from './ctx';
import type { BellumState } from './state';
import type { VictoryCheck, VictoryRule } from './victoryTypes';
import { helvetiiVictory } from './scenarios/helvetii';
import { lastUprisingVictory } from './lastUprising';

export type { VictoryCheck, VictoryRule };

/** BG 6.1.5 — Rome must control both Aquitanian regions and destroy the oppidum of the Sotiates. */
export function aquitaniaVictory(s: BellumState): VictoryCheck {
  const details = [
    { text: 'Tarbelli pro-Roman', met: s.control['tarbelli'] === 'roman' },
    { text: 'Bigerriones pro-Roman', met: s.control['bigerriones'] === 'roman' },
    { text: 'Oppidum of the Sotiates destroyed', met: s.destroyed.includes('sotiates-oppidum') },
  ];
  const roman = details.every((d) => d.met);
  const summary = details.map((d) => `${d.text}: ${d.met ? 'yes' : 'no'}`).join('; ');
  return {
    winner: roman ? 'roman' : 'gallic',
    details,
    rule: 'BG 6.1.5',
    refs: ['tarbelli', 'bigerriones'],
    reason: roman ? `Crassus has pacified Aquitania — ${summary}.` : `The Aquitani hold out — ${summary}.`,
  };
}

/** Victory conditions by scenario id. */
export const VICTORY: Record<string, VictoryRule> = {
  aquitania: aquitaniaVictory,
  helvetii: helvetiiVictory,
  'last-uprising': lastUprisingVictory,
};

export function victoryCheck(s: BellumState): VictoryCheck {
  const rule = VICTORY[s.scenario];
  if (rule) return rule(s);
  return { winner: 'draw', details: [], rule: 'BG 6', refs: [], reason: 'This scenario has no victory conditions.' };
}

/** At the end of the last turn: set the outcome. Returns true when the game is over. */
export function checkEndOfGame(ctx: Ctx): boolean {
  const s = ctx.s;
  if (!(s.year === s.endYear && s.turn === s.endTurn)) return false;
  const v = victoryCheck(s);
  s.outcome = { winner: v.winner, reason: v.reason };
  ctx.text(null, `Game over. ${v.reason}`, v.rule, v.refs.map(regionRef), { heading: true });
  return true;
}
