/**
 * Hotseat: which seat may be at the screen, and when a side's screen must wait until its player
 * has claimed it. The shell's rule, for every system and every case: nothing of a seat's screen
 * is rendered while a player who may be looking holds a seat that screen keeps secrets from.
 *
 * A seat is whoever sits at the screen: a side, or a commander when several players share a side
 * (Alesia with three or four players). The system says, for a position, which seats the game has
 * and whether one seat's screen holds something another may not see (`SeatRules`); the shell
 * keeps track of who may be looking (`ScreenSeats`) and decides (`gate`).
 *
 * Who may be looking: everybody until a seat claims the screen; after a claim, that seat alone.
 * With the `secret` setting the others come back whenever the screen shows nothing secret from
 * them (they watch the open game together); with `always` they wait to be handed the screen.
 */
import type { HandOverSetting } from '../../../store/handOverSetting';

export type { HandOverSetting } from '../../../store/handOverSetting';

export const HAND_OVER_SETTINGS: readonly { value: HandOverSetting; label: string }[] = [
  { value: 'secret', label: 'when something is secret' },
  { value: 'always', label: 'at every change of player' },
];

/** What a system says about its seats in one position. */
export interface SeatRules {
  /** Every seat of the game. */
  seats: readonly string[];
  /** Whether `viewer`'s screen now holds something `watcher` may not see. */
  hides(viewer: string, watcher: string): boolean;
}

/** Who may be at the screen. */
export interface ScreenSeats {
  /** The seats that may be looking at the screen ('all' until a seat has claimed it). */
  watchers: 'all' | readonly string[];
  /** The seat known to be at the screen (it claimed it, or its screen was shown), or null. */
  present: string | null;
}

/** A game just opened: anybody may be looking, nobody has claimed the screen. */
export const SCREEN_OPENED: ScreenSeats = { watchers: 'all', present: null };

const watching = (screen: ScreenSeats, rules: SeatRules): readonly string[] => (screen.watchers === 'all' ? rules.seats : screen.watchers);

/** The seats that may be looking and may not see what `viewer`'s screen holds now. */
export function secretFrom(screen: ScreenSeats, viewer: string, rules: SeatRules): string[] {
  return watching(screen, rules).filter((w) => w !== viewer && rules.hides(viewer, w));
}

/**
 * What the screen does for `viewer`, the seat to act (null: the game is over, all is shown):
 * - `show`: render its screen;
 * - `handOver`: render only the hand-over until its player claims the screen;
 * - `lookAway`: its player is at the screen already (he just acted, or his screen was shown), but
 *   someone else may be looking who may not see what comes: only a notice asking the others to
 *   look away, never a hand-over to the player who just acted.
 */
export type Gate = 'show' | 'handOver' | 'lookAway';

export function gate(setting: HandOverSetting, screen: ScreenSeats, viewer: string | null, rules: SeatRules): Gate {
  if (viewer === null) return 'show';
  const secret = secretFrom(screen, viewer, rules).length > 0;
  const passes = setting === 'always' && screen.present !== viewer;
  if (!secret && !passes) return 'show';
  return screen.present === viewer ? 'lookAway' : 'handOver';
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

/** Who may be looking once `viewer`'s screen is shown (without a claim). */
export function shown(setting: HandOverSetting, screen: ScreenSeats, viewer: string | null, rules: SeatRules): ScreenSeats {
  if (viewer === null) return SCREEN_OPENED;
  const come = setting === 'secret' ? rules.seats.filter((w) => w === viewer || !rules.hides(viewer, w)) : [viewer];
  return { watchers: union(watching(screen, rules), come), present: viewer };
}

/** `seat`'s player claimed the screen: he alone is looking. */
export function claimed(seat: string): ScreenSeats {
  return { watchers: [seat], present: seat };
}

/**
 * While the computer acts (issue 18): the person's seat whose own screen is shown, read-only, or
 * null. With one person at the table (`rules.seats` holds only persons' seats), his — the only
 * screen ever shown to him; with several, the seat known to be at the screen (it claimed it, or
 * its screen was shown), and only while nobody who may be looking may not see what it shows. Never
 * the computer's own screen, never a seat that is not at the screen.
 */
export function watcherSeat(screen: ScreenSeats, rules: SeatRules): string | null {
  const seat = rules.seats.length === 1 ? rules.seats[0] : screen.present;
  if (seat === null || !rules.seats.includes(seat)) return null;
  return secretFrom(screen, seat, rules).length === 0 ? seat : null;
}
