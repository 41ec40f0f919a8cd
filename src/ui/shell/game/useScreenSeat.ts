/**
 * The game screen's seat: for each position, whether the seat to act's screen is shown, handed
 * over or waits for the others to look away (handOver.ts), and what the player who just acted is
 * shown first — the result of his roll — before the screen passes.
 *
 * Derived during render from the screen as the last position left it, not set by an effect: the
 * screen of a seat is never rendered, even for one frame, before the gate is decided.
 */
import { useState } from 'react';
import { visibleLog, type LogEntry } from '../../../engine/core/log';
import { claimed, gate, SCREEN_OPENED, shown, type Gate, type HandOverSetting, type ScreenSeats, type SeatRules } from './handOver';

export interface SeatInput {
  /** The position (a new one is a new decision). */
  state: unknown;
  /** The seat to act, or null when the game is over. */
  toAct: string | null;
  /** False outside hotseat: the screen is always shown. */
  hotseat: boolean;
  setting: HandOverSetting;
  rules: SeatRules;
  log: readonly LogEntry[];
  /**
   * The computer holds the seat to act (issue 18). It never claims the screen: who may be looking
   * stays as the last person's screen left it (the game screen shows the computer's turn itself).
   */
  computer?: boolean;
}

/** A result the player who just acted sees before the screen passes: his rolls and what they did. */
export interface SeenResult {
  seat: string;
  entries: readonly LogEntry[];
}

interface Frame {
  state: unknown;
  toAct: string | null;
  setting: HandOverSetting;
  computer: boolean;
  logLength: number;
  /** Who may be looking, as this position leaves it. */
  screen: ScreenSeats;
  gate: Gate;
  result: SeenResult | null;
  /** The seat whose screen was shown last, and how many times a seat's screen replaced one that kept secrets from it. */
  shownSeat: string | null;
  generation: number;
}

/**
 * The next frame for a new position (or a new setting): the gate from the screen as the last
 * frame left it; a shown screen brings its seat (and, with `secret`, those it hides nothing from).
 */
export function nextFrame(last: Frame | null, input: SeatInput): Frame {
  const { state, toAct, hotseat, setting, rules, log } = input;
  const computer = !!input.computer;
  const before = last?.screen ?? SCREEN_OPENED;
  if (computer && toAct !== null) {
    return { state, toAct, setting, computer, logLength: log.length, screen: before, gate: 'show', result: null, shownSeat: last?.shownSeat ?? null, generation: last?.generation ?? 0 };
  }
  const g = hotseat ? gate(setting, before, toAct, rules) : 'show';
  const screen = g === 'show' ? shown(setting, before, toAct, rules) : before;
  let result: SeenResult | null = null;
  const actor = before.present;
  // The player who just acted sees the rolls his action brought before the screen passes on.
  if (g === 'handOver' && actor && last && last.state !== state && log.length > last.logLength) {
    const entries = visibleLog(log.slice(last.logLength), actor);
    if (entries.some((e) => e.kind === 'roll')) result = { seat: actor, entries };
  } else if (last && last.state === state && last.gate === g) {
    result = last.result;
  }
  // A seat's screen that replaces, without a hand-over, the screen of a seat that keeps secrets
  // from it (the Roman answering inside the Gallic move) is a new tree: no panel that follows its
  // input a frame late (the log, the inspector) may show the last seat's view for that frame.
  const prev = last?.shownSeat ?? null;
  const fresh = g === 'show' && prev !== null && toAct !== null && prev !== toAct && rules.hides(prev, toAct);
  const shownSeat = g === 'show' ? toAct : prev;
  return { state, toAct, setting, computer, logLength: log.length, screen, gate: g, result, shownSeat, generation: (last?.generation ?? 0) + (fresh ? 1 : 0) };
}

export interface ScreenSeat {
  gate: Gate;
  /** Who may be looking, as this position leaves it (while the computer acts: as the last person's screen left it). */
  screen: ScreenSeats;
  /** Changes when the screen must be built anew for its seat (a key for the game view). */
  generation: number;
  /** The result the last player sees first (then `seen`), or null. */
  result: SeenResult | null;
  /** The player to act says he has the screen. */
  claim(): void;
  /** The player who acted has seen his result: on to the hand-over. */
  seen(): void;
}

export function useScreenSeat(input: SeatInput): ScreenSeat {
  const [frame, setFrame] = useState<Frame>(() => nextFrame(null, input));
  let f = frame;
  if (f.state !== input.state || f.setting !== input.setting || f.toAct !== input.toAct || f.computer !== !!input.computer) {
    f = nextFrame(f, input);
    setFrame(f);
  }
  const now = f;
  return {
    gate: now.gate,
    screen: now.screen,
    generation: now.generation,
    result: now.result,
    claim: () => {
      if (now.toAct === null) return;
      const screen = shown(now.setting, claimed(now.toAct), now.toAct, input.rules);
      setFrame({ ...now, screen, gate: 'show', result: null, shownSeat: now.toAct });
    },
    seen: () => setFrame({ ...now, result: null }),
  };
}
