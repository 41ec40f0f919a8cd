/**
 * `useGame`: the game store of Bellum Gallicum II, created with the system's UI (as src/ui/alesia/store.ts is).
 * The machinery is system-neutral (gameStore.ts, replaySession.ts); this file only says how
 * Bellum reveals secrets and how a position and a mode of play are named in the list of games.
 */
import { bellumActionSchema, bellumOptionsSchema } from '../../engine/bellum/schema';
import { pendingSecret } from '../../engine/bellum/secrecy';
import { bellum } from '../../engine/bellum/system';
import type { BellumAction, BellumOptions, BellumState, Side } from '../../engine/bellum/state';
import { afterPaint, flushWhenPageHides } from '../../store/afterPaint';
import { createGameStore, type GameStoreConfig, type GameStoreState } from '../../store/gameStore';
import type { GameSession } from '../../store/replaySession';

export type Session = GameSession<BellumState, BellumAction, Side, Partial<BellumOptions>>;
export type GameState = GameStoreState<BellumState, BellumAction, Side, Partial<BellumOptions>>;

const MONTHS = ['Winter', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'];

/** "The Pacification of Aquitania — May 56 BC" */
export function positionLabel(s: Pick<BellumState, 'scenario' | 'turn' | 'year'>): string {
  const name = bellum.scenarios.find((x) => x.id === s.scenario)?.name ?? s.scenario;
  return `${name} — ${MONTHS[s.turn - 1] ?? `turn ${s.turn}`} ${s.year} BC`;
}

/**
 * Any draw from the dice generator (a roll, a random pick by the solo program) is a secret
 * revealed: undo may not take it back, even when no roll was logged.
 */
export function bellumReveals(before: BellumState, after: BellumState): boolean {
  const a = before.rng;
  const b = after.rng;
  return a.length !== b.length || a.some((x, i) => x !== b[i]);
}

/** How a game is played, for the list of games on the title screen. */
export function modeLabel(o: Pick<BellumOptions, 'solo' | 'gallicAuto'>): string {
  if (!o.solo) return 'Two players, hotseat';
  return o.gallicAuto ? 'Solo, Gallic decisions automatic' : 'Solo, you take the Gallic decisions';
}

/** Who is to act, for the list of games ("The Roman player to act"), or null once the game is over. */
export function toActLabel(s: BellumState): string | null {
  const side = bellum.toAct(s);
  return side ? `The ${side === 'roman' ? 'Roman' : 'Gallic'} player to act` : null;
}

export const bellumStoreConfig: GameStoreConfig<BellumState, BellumAction, Side, Partial<BellumOptions>> = {
  system: bellum,
  defaultViewer: 'roman',
  reveals: bellumReveals,
  label: (session) => positionLabel(session.state),
  mode: (session) => modeLabel(session.state.options),
  toAct: (session) => toActLabel(session.state),
  saveSchemas: { options: bellumOptionsSchema, action: bellumActionSchema },
  pendingSecret,
};

/**
 * The app's store: each action is journalled in the click and written to the game database after
 * the frame is painted; a pending write starts at once when the page hides.
 */
export const useGame = createGameStore({ ...bellumStoreConfig, deferWrite: afterPaint });
flushWhenPageHides(() => useGame.getState().flushSave());
