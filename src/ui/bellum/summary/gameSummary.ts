/**
 * The game-over summary of Bellum Gallicum II, read from the final position and the log: losses
 * by side (units eliminated; units on their reduced side), leaders lost (killed or captured,
 * BG 4.2.2), and every combat — skirmish, pitched battle, siege — with how it ended.
 */
import { LEADER_BY_ID } from '../../../engine/bellum/data/leaders';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import { pieceName } from '../../../engine/bellum/queries';
import type { BellumState, Side } from '../../../engine/bellum/state';
import type { LogEntry } from '../../../engine/core/log';

export interface SideLosses {
  eliminated: number;
  reduced: number;
}

export interface CombatRecord {
  kind: 'skirmish' | 'battle' | 'siege';
  /** The log's heading, e.g. "Skirmish in Sotiates." */
  title: string;
  /** How it ended, in the log's words (the last telling line before the next heading). */
  result: string;
  rule: string;
  /** Where in the log it starts. */
  at: number;
}

export interface GameSummary {
  losses: Record<Side, SideLosses>;
  leaders: { name: string; side: Side; fate: 'killed' | 'captured' }[];
  combats: CombatRecord[];
}

const KIND: [RegExp, CombatRecord['kind'], string][] = [
  [/^Skirmish in /, 'skirmish', 'BG 4.3'],
  [/^Pitched battle in /, 'battle', 'BG 4.4'],
  [/^(Possible siege|Siege) of /, 'siege', 'BG 4.5'],
];

const TELLING =
  /loses the skirmish|no winner and no loser|wins the (pitched battle|sally)|avoids? (the )?(battle|skirmish)|withdraws|take refuge|falls|surrender|raised|is spared|is destroyed|do not besiege|lay siege|turn \d of at most 4|lapses|is over/i;

const SIEGE_OVER = /falls|surrender|raised|is spared|is destroyed|do not besiege|lapses|is over/i;

export function gameSummary(state: BellumState, log: readonly LogEntry[]): GameSummary {
  const losses: Record<Side, SideLosses> = { roman: { eliminated: 0, reduced: 0 }, gallic: { eliminated: 0, reduced: 0 } };
  for (const [id, u] of Object.entries(state.units)) {
    const side = UNIT_BY_ID[id]?.side;
    if (!side) continue;
    if (u.out) losses[side].eliminated += 1;
    else if (u.reduced) losses[side].reduced += 1;
  }
  const leaders: GameSummary['leaders'] = [];
  for (const [id, l] of Object.entries(state.leaders)) {
    if (l.out === 'killed' || l.out === 'captured') leaders.push({ name: pieceName(id), side: LEADER_BY_ID[id].side, fate: l.out });
  }
  const combats: CombatRecord[] = [];
  let open: CombatRecord | null = null;
  log.forEach((e, i) => {
    // An attempt to avoid the combat is a roll (BG 4.3.1, 4.4.1): its result may end the combat.
    if (open && e.kind === 'roll' && /avoid/i.test(e.purpose)) open.result = `${e.purpose}: ${e.result}.`;
    if (e.kind !== 'text') return;
    if (e.heading) {
      const k = KIND.find(([re]) => re.test(e.text));
      open = k ? { kind: k[1], title: e.text, result: '', rule: k[2], at: i } : null;
      if (open) combats.push(open);
      return;
    }
    if (open && TELLING.test(e.text)) open.result = e.text;
  });
  // A siege's heading comes back every siege turn: fold the turns of one siege into one record,
  // until a result ends it (a later siege of the same place is a new record).
  const merged: CombatRecord[] = [];
  const running = new Map<string, CombatRecord>();
  for (const c of combats) {
    if (c.kind !== 'siege') {
      merged.push(c);
      continue;
    }
    const title = c.title.replace(/^Possible siege/, 'Siege');
    const prev = running.get(title);
    if (prev) {
      if (c.result) prev.result = c.result;
    } else {
      const rec = { ...c, title };
      merged.push(rec);
      running.set(title, rec);
    }
    const cur = running.get(title)!;
    if (SIEGE_OVER.test(cur.result)) running.delete(title);
  }
  return { losses, leaders, combats: merged.map((c) => ({ ...c, result: c.result || 'No result recorded.' })) };
}
