/** Scenario victory conditions, checked after the last turn (BG 6.1.5). */
import { regionRef, type Ctx } from './ctx';
import type { BellumState } from './state';
import { venetiFleetEnd } from './naval/exercise';

export interface VictoryCheck {
  /** True when the Roman player meets every condition. */
  roman: boolean;
  /** One line per condition: met or not. */
  details: { text: string; met: boolean }[];
}

export function aquitaniaVictory(s: BellumState): VictoryCheck {
  const details = [
    { text: 'Tarbelli pro-Roman', met: s.control['tarbelli'] === 'roman' },
    { text: 'Bigerriones pro-Roman', met: s.control['bigerriones'] === 'roman' },
    { text: 'Oppidum of the Sotiates destroyed', met: s.destroyed.includes('sotiates-oppidum') },
  ];
  return { roman: details.every((d) => d.met), details };
}

export function victoryCheck(s: BellumState): VictoryCheck {
  switch (s.scenario) {
    case 'aquitania':
      return aquitaniaVictory(s);
    default:
      return { roman: false, details: [] };
  }
}

/** At the end of the last turn: set the outcome. Returns true when the game is over. */
export function checkEndOfGame(ctx: Ctx): boolean {
  const s = ctx.s;
  if (!(s.year === s.endYear && s.turn === s.endTurn)) return false;
  if (s.scenario === 'veneti-fleet') return venetiFleetEnd(ctx); // exercise scenario (BG 5)
  const v = victoryCheck(s);
  const summary = v.details.map((d) => `${d.text}: ${d.met ? 'yes' : 'no'}`).join('; ');
  s.outcome = v.roman
    ? { winner: 'roman', reason: `Crassus has pacified Aquitania — ${summary}.` }
    : { winner: 'gallic', reason: `The Aquitani hold out — ${summary}.` };
  ctx.text(null, `Game over. ${s.outcome.reason}`, 'BG 6.1.5', [regionRef('tarbelli'), regionRef('bigerriones')], { heading: true });
  return true;
}
