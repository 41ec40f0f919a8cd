/** Scenario victory conditions, checked after the last turn (BG 6.1.5). */
import { regionRef, type Ctx } from './ctx';
import type { BellumState, Side } from './state';
import { REGION_BY_ID } from './data/regions';
import { uprisingScore } from './lastUprising';

/** BG 6.3.5 — count of the regions in revolt at the start now pro-Roman: 7 Rome, 5–6 draw, ≤ 4 Gaul. */
export function lastUprisingVictory(s: BellumState): VictoryCheck {
  const sc = uprisingScore(s);
  const n = sc.held.length;
  const details = [...sc.held, ...sc.lost].sort().map((r) => ({ text: `${REGION_BY_ID[r].name} pro-Roman`, met: s.control[r] === 'roman' }));
  const count = `Rome holds ${n} of the 7 regions that rose`;
  const lost = sc.lost.length ? `; still defiant: ${sc.lost.map((r) => REGION_BY_ID[r].name).join(', ')}` : '';
  const reason =
    sc.winner === 'roman' ? `${count}: the last uprising is crushed.`
    : sc.winner === 'draw' ? `${count} (5–6 is a draw): Gaul is neither free nor quiet${lost}.`
    : `${count} (4 or fewer): the uprising has won${lost}.`;
  return { roman: sc.winner === 'roman', details, verdict: { winner: sc.winner, reason, rule: 'BG 6.3.5', refs: [...sc.held, ...sc.lost] } };
}

export interface VictoryCheck {
  /** True when the Roman player meets every condition. */
  roman: boolean;
  /** One line per condition: met or not. */
  details: { text: string; met: boolean }[];
  /** Scenarios with a draw band give their verdict here (BG 6.3.5); else `roman` decides. */
  verdict?: { winner: Side | 'draw'; reason: string; rule: string; refs: string[] };
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
    case 'last-uprising':
      return lastUprisingVictory(s);
    default:
      return { roman: false, details: [] };
  }
}

/** At the end of the last turn: set the outcome. Returns true when the game is over. */
export function checkEndOfGame(ctx: Ctx): boolean {
  const s = ctx.s;
  if (!(s.year === s.endYear && s.turn === s.endTurn)) return false;
  const v = victoryCheck(s);
  if (v.verdict) {
    s.outcome = { winner: v.verdict.winner, reason: v.verdict.reason };
    ctx.text(null, `Game over. ${v.verdict.reason}`, v.verdict.rule, v.verdict.refs.map(regionRef), { heading: true });
    return true;
  }
  const summary = v.details.map((d) => `${d.text}: ${d.met ? 'yes' : 'no'}`).join('; ');
  s.outcome = v.roman
    ? { winner: 'roman', reason: `Crassus has pacified Aquitania — ${summary}.` }
    : { winner: 'gallic', reason: `The Aquitani hold out — ${summary}.` };
  ctx.text(null, `Game over. ${s.outcome.reason}`, 'BG 6.1.5', [regionRef('tarbelli'), regionRef('bigerriones')], { heading: true });
  return true;
}
