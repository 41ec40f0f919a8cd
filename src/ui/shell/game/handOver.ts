/**
 * Hotseat hand-over: when the screen is hidden until the player to act says they have it.
 *
 * - `secret` (the default): only before a decision the other side must not see (the system says
 *   which: in Bellum Gallicum II, the battle-evasion declarations of BG 4.4.1). Both players may
 *   watch everything else, so nothing else interrupts play. The screen is hidden once per such
 *   decision, even when the same side acted last: the other player has been watching.
 * - `always`: whenever play passes from one side to the other (the pass-and-play of a board game).
 * - `never`: the players look away by themselves.
 */
export type HandOverSetting = 'secret' | 'always' | 'never';

export const HAND_OVER_SETTINGS: readonly { value: HandOverSetting; label: string }[] = [
  { value: 'secret', label: 'when something is secret' },
  { value: 'always', label: 'at every change of side' },
  { value: 'never', label: 'never' },
];

/** Who took the screen last, and after how many actions of the game. */
export interface Seat {
  side: string | null;
  at: number;
}

export const NOBODY_SEATED: Seat = { side: null, at: -1 };

/**
 * Whether to hide the board now. `toAct` is the side to act (null when the game is over),
 * `secret` whether its decision is hidden from the other side, `at` the number of actions played.
 */
export function needsHandOver(setting: HandOverSetting, toAct: string | null, secret: boolean, seat: Seat, at: number, secretRuns = false): boolean {
  if (toAct === null || setting === 'never') return false;
  if (setting === 'always') return seat.side !== toAct;
  // A run of secret decisions by the same side (or commander): hidden once, when it begins.
  if (secretRuns) return secret && seat.side !== toAct;
  return secret && !(seat.side === toAct && seat.at === at);
}

const KEY = 'commentarii.handOver';

const isSetting = (v: unknown): v is HandOverSetting => v === 'secret' || v === 'always' || v === 'never';

/** The player's hand-over preference (kept in the browser for every hotseat game). */
export function readHandOverSetting(): HandOverSetting {
  try {
    const v = globalThis.localStorage?.getItem(KEY);
    return isSetting(v) ? v : 'secret';
  } catch {
    return 'secret';
  }
}

export function writeHandOverSetting(v: HandOverSetting): void {
  try {
    globalThis.localStorage?.setItem(KEY, v);
  } catch {
    /* a preference: losing it only brings back the default */
  }
}
