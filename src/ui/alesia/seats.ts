/**
 * Alesia's hotseat seats (the shell's hand-over, shell/game/handOver.ts): two players sit as the
 * Roman and the Gaul; with three the Gauls are the besieged and the relief commanders (AC 17.1),
 * with four the Romans are Caesar and Labienus too (AC 17.4).
 *
 * What a seat's screen keeps from the other side: a Gallic screen always holds what the Roman may
 * not see — the off-board boxes (AC 11.8), the town's units (AC 9.2), the coordination counter
 * (AC 18.2), the off-board moves in the log. A Roman screen holds something the Gauls may not see
 * only with the optional rules that keep it from them: the spheres of command (AC 17.8) and the
 * counters under the top one on a fort or rampart hex (AC 25.7). Commanders of one side share
 * everything. Once the game is over, nothing is secret.
 */
import { spheresSecret, type Commander } from '../../engine/alesia-classic/commanders';
import { concealedFrom } from '../../engine/alesia-classic/concealment';
import type { AcSide, AcState } from '../../engine/alesia-classic/state';

const SIDE_OF: Record<Commander, AcSide> = { roman: 'roman', caesar: 'roman', labienus: 'roman', gallic: 'gallic', besieged: 'gallic', relief: 'gallic' };

/** The side a seat plays (a commander's side). */
export const seatSide = (seat: string): AcSide | null => SIDE_OF[seat as Commander] ?? null;

/** Every seat of the game, by its number of players (AC 17). */
export function acSeats(s: AcState): readonly Commander[] {
  const gauls: Commander[] = s.options.players >= 3 ? ['besieged', 'relief'] : ['gallic'];
  const romans: Commander[] = s.options.players === 4 ? ['caesar', 'labienus'] : ['roman'];
  return [...romans, ...gauls];
}

/** Whether `viewer`'s screen of this position holds something `watcher` may not see. */
export function acHides(s: AcState, viewer: string, watcher: string): boolean {
  if (s.outcome) return false;
  const v = seatSide(viewer);
  const w = seatSide(watcher);
  if (!v || !w || v === w) return false;
  if (v === 'gallic') return true;
  return spheresSecret(s) || concealedFrom(s, 'gallic').size > 0;
}
