/**
 * Hotseat: when the game screen is hidden until the player to act claims it. The setting belongs
 * to the game (chosen on the title screen, changed in the game's header, kept with the game's
 * record), not to the browser: two games side by side may be played differently.
 *
 * - `secret` (the default): whenever the screen would show something a player who may be looking
 *   at it must not see (a side's hidden units, his secret log lines, a secret decision).
 * - `always`: also whenever play passes from one player to another (the pass-and-play of a board
 *   game), so each player looks only at his own screens.
 *
 * There is no "never": the shell never renders a side's secrets before its player has claimed the
 * screen (a player who wants no hand-overs plays solo and takes both sides' decisions).
 */
export type HandOverSetting = 'secret' | 'always';

export const DEFAULT_HAND_OVER: HandOverSetting = 'secret';

export const isHandOverSetting = (v: unknown): v is HandOverSetting => v === 'secret' || v === 'always';

/** A stored value as a setting (anything else, e.g. the old "never", reads as the default). */
export const handOverSetting = (v: unknown): HandOverSetting => (isHandOverSetting(v) ? v : DEFAULT_HAND_OVER);
