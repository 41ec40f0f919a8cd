/**
 * AC 17.7 (optional) — timed moves, this edition's reading. The players agree on the minutes each
 * move may take (title screen: minutes for each Gallic and each Roman move; by default the rule's
 * suggestions — three players: Gauls 10, Roman 20; four players: 10 for every commander — and,
 * with two players, 20 each: each player then moves a whole side alone, as the lone Roman does
 * with three).
 *
 * What is timed: each commander's movement in a turn. The Gauls' clock covers their moves on the
 * board and, for whoever makes them, off it (AC 4.1–4.2); each Gallic or Roman commander of a
 * three- or four-player game has a clock of his own, since on the rule's table the two commanders
 * of a side move at the same time. Set-up, combat, revival and redeployment are not timed, nor the
 * Roman's fire decisions during the Gallic move (the Gaul's clock stops while the Roman decides).
 *
 * When time is up the move ends: the clock says so and the screen plays the step's own `end` for
 * the commander (the unit moving stops where it is), a legal action that the log and a replay show
 * like any other. The clock itself is real time and lives in the UI (src/ui/shell/game/clockRun.ts),
 * never in the rules engine or the saved game; only the agreed minutes are kept with the options.
 * Light module: type imports only, so the title screen may use the defaults.
 */
import type { AcAction } from '../../engine/alesia-classic/actions';
import type { AcState } from '../../engine/alesia-classic/state';
import type { ClockSpec } from '../shell/game/clockRun';

export interface MoveClockMinutes {
  gallic: number;
  roman: number;
}

/** The agreed minutes may be 1 to this many. */
export const MAX_CLOCK_MINUTES = 60;

/** The suggested minutes per move for the number of players (AC 17.7; two players: this edition's). */
export function suggestedMinutes(players: number): MoveClockMinutes {
  if (players === 4) return { gallic: 10, roman: 10 };
  if (players === 3) return { gallic: 10, roman: 20 };
  return { gallic: 20, roman: 20 };
}

const GALLIC_SEATS: Record<string, string> = { gallic: 'Gauls', besieged: 'Besieged Gauls', relief: 'Relief army' };
const ROMAN_SEATS: Record<string, string> = { roman: 'Roman', caesar: 'Caesar', labienus: 'Labienus' };

/** AC 17.7 — the move the clock times now (null: the option is off, or the decision is not a move). */
export function acClockSpec(s: AcState, seat: string | null): ClockSpec | null {
  const m = s.options.moveClock;
  if (!m || !seat || s.outcome || s.fire.window) return null;
  const gallic = (s.phase === 'gallic-move' || s.phase === 'gallic-offboard') && seat in GALLIC_SEATS;
  const roman = s.phase === 'roman-move' && seat in ROMAN_SEATS;
  if (!gallic && !roman) return null;
  return {
    key: `${s.period}.${s.turn}.${seat}`,
    limitMs: (gallic ? m.gallic : m.roman) * 60_000,
    who: gallic ? GALLIC_SEATS[seat] : ROMAN_SEATS[seat],
    rule: 'AC 17.7',
  };
}

/** AC 17.7 — time is up: the move ends, by the step's own `end` (null when nothing timed is open). */
export function acTimeUp(s: AcState, legal: readonly AcAction[]): AcAction | null {
  if (!s.options.moveClock || s.fire.window || !(s.phase === 'gallic-move' || s.phase === 'gallic-offboard' || s.phase === 'roman-move')) return null;
  return legal.find((a) => a.t === 'end') ?? null;
}
