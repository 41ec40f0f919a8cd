/**
 * The bookkeeping of a move clock (a system's timed moves, e.g. Alesia's optional AC 17.7): how
 * much real time the commander at the screen has used on the move he is making. Real-world time
 * belongs to the screen, never to the rules engine: the clock is no part of the replayed game.
 *
 * A move is named by a key the system gives (Alesia: period, turn and commander): a new key starts
 * a fresh count; no key (nothing timed now, e.g. the other side deciding whether to fire) stops
 * the count and keeps the move's time, so the same key resumes where it stood. Time counts only
 * while the clock runs (not paused by a hand-over, a dialog or a replay) and in steps of at most
 * MAX_GAP_MS: a longer gap between two counts means the page was asleep, hidden or blocked by a
 * browser dialog, and is not charged to the player.
 */

/** What a system says of the clock now: the move timed, its limit, and whose it is. */
export interface ClockSpec {
  /** Names the move: a new key starts a fresh count. */
  key: string;
  limitMs: number;
  /** Whose clock, as the clock reads ("Gauls: 7:42 left"). */
  who: string;
  /** The rule of the time limit (its tooltip). */
  rule: string;
}

/** The longest gap between two counts charged to the player. */
export const MAX_GAP_MS = 2500;

export class ClockRun {
  key: string | null = null;
  usedMs = 0;
  /** When time was last counted while running; null while stopped. */
  private last: number | null = null;

  /** Follow the move timed now (or none) and whether the clock may run, at time `now`. Idempotent. */
  sync(key: string | null, running: boolean, now: number): void {
    if (key !== null && key !== this.key) {
      this.key = key;
      this.usedMs = 0;
      this.last = null;
    }
    if (running && key !== null) {
      if (this.last === null) this.last = now;
    } else if (this.last !== null) {
      this.count(now);
      this.last = null;
    }
  }

  get running(): boolean {
    return this.last !== null;
  }

  /** Charge the time since the last count (a long gap only up to MAX_GAP_MS). */
  count(now: number): void {
    if (this.last === null) return;
    const d = now - this.last;
    this.last = now;
    if (d > 0) this.usedMs += Math.min(d, MAX_GAP_MS);
  }

  leftMs(limitMs: number): number {
    return Math.max(0, limitMs - this.usedMs);
  }
}

/** "7:42" (minutes and seconds, rounded up: the clock shows 0:00 only when time is up). */
export function clockWords(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
