/**
 * Alésia (GBoH)'s hotseat seats (the shell's hand-over, shell/game/handOver.ts): the Roman and the
 * Gaul. While the game goes on each side's screen holds something the other may not see: the
 * Gaul's the plan — zone assignments (AG 5.31) and, in 12.1, his choice of tribes — his unarrived
 * counters and his own log lines; the Roman's his standing Seizure order (reading X2) and its log
 * line. So the screen is handed over at each change of side (issue 17 §6: before planning and each
 * hidden decision). Once the game is over, nothing is secret (the sheets are shown).
 */
import type { AgState } from '../../engine/alesia-gboh/state';

export const GB_SEATS = ['roman', 'gallic'] as const;

export const gbSeats = (): readonly string[] => GB_SEATS;

/** Whether `viewer`'s screen of this position holds something `watcher` may not see. */
export function gbHides(s: AgState, viewer: string, watcher: string): boolean {
  if (s.outcome) return false;
  return viewer !== watcher;
}
