/**
 * The Alesia force's sortie (AG 5.6): where its units (and Vercingetorix, Critognatus) start the
 * move that brings them out.
 *
 * AG 5.61 every unit inside the oppidum at the start of an AP belongs to the besieged army; the
 *   oppidum is its starting point.
 * AG 5.62–5.63 it comes into play by its own roll (system.ts `activate`); once in, it may do what any
 *   Gallic unit may.
 * AG 5.64 (12.3, both sheets: the whole oppidum on the map; loc `alesia`) when it comes in, its units
 *   are placed anywhere in Alesia, up to three a hex, and leave the town through the gates of the
 *   crest wall; outside it, normal stacking. Reading: a unit still in the oppidum is placed as it
 *   moves — its move starts on the Alesia hex of the player's choice, at no cost and with the facing
 *   of his choice (like a unit on its tribal counter, entry/onCounter.ts); one that does not move
 *   stays in the oppidum, off the board, for a later activation. The three-a-hex stacking holds on
 *   Alesia hexes for the Alesia force (movement/occupancy.ts `mayStack`, kind 'alesia').
 * AG 12.1, 12.2 (W sheet only; loc `east-edge`) the force waits off the map along the east edge and,
 *   when activated, comes on through W3733–W4034 and/or W4333–W4533. Reading (rules browser, 12.1):
 *   it pays the normal cost of the edge hex it enters (movement/step.ts `offBoardEntryCost`), with
 *   the facing of its choice, and may go on with what is left of its MA.
 * No leash (AG 5.49 exception): these units have no tribal counter.
 * AG 12.2 Reinforcements (loc `reserve`, once their group's entry site is named) come on the same
 *   way through the site's hexes (flow/reinforcements.ts).
 */
import { hexKey } from '../../hex/coords';
import { enteringSite, siteHexes } from '../flow/reinforcements';
import { agUnit } from '../data';
import { labelRun } from '../map/grid';
import { H_ALESIA, moveBoard, type MoveBoard } from '../movement/board';
import type { AgLoc, AgState } from '../state';

/** AG 12.1, 12.2 — the sortie ranges, as the seed prints them. */
export const SORTIE_RANGES = [['W3733', 'W4034'], ['W4333', 'W4533']] as const;

/** AG 12.1, 12.2 — the sortie hexes (axial keys): the east-edge hexes of lines 37–40 and 43–45. */
export const SORTIE_HEXES: readonly string[] = SORTIE_RANGES.flatMap(([a, b]) => labelRun(a, b)!.map(hexKey));

/** The off-board starting points: the Alesia force's two, and the Roman reinforcements' (AG 12.2, flow/reinforcements.ts). */
export const isOffBoardStart = (loc: AgLoc | undefined): boolean => loc?.at === 'east-edge' || loc?.at === 'alesia' || loc?.at === 'reserve';

export interface OffBoardStart {
  /** The hexes the move may begin on (axial keys, all on the board of the scenario). */
  hexes: string[];
  /** True: the unit comes on from off the map and pays for the first hex; false: it is placed there free (AG 5.64). */
  pays: boolean;
}

/** AG 5.64 — the Alesia hexes of the scenario's board (axial keys). */
export function alesiaHexes(s: AgState): string[] {
  const mb = moveBoard(s.scenario);
  let kept = ALESIA_HEXES.get(mb);
  if (!kept) {
    kept = [];
    for (let i = 0; i < mb.n; i++) if (mb.flags[i] & H_ALESIA) kept.push(mb.keys[i]);
    ALESIA_HEXES.set(mb, kept);
  }
  return kept.slice();
}
const ALESIA_HEXES = new WeakMap<MoveBoard, string[]>();

/** Where unit or leader `id` at `loc` starts its move from off the board, or null when it stands on the map (or may not move). */
export function offBoardStart(s: AgState, loc: AgLoc | undefined, id: string): OffBoardStart | null {
  if (!loc || !isOffBoardStart(loc)) return null;
  if (loc.at === 'reserve') {
    // AG 12.2: a called group whose entry site is named comes on through the site's hexes, paying for them.
    const site = enteringSite(s, id);
    return site ? { hexes: siteHexes(s, site), pays: true } : null;
  }
  if (!s.alesiaEntered) return null;
  const mb = moveBoard(s.scenario);
  if (loc.at === 'east-edge') return { hexes: SORTIE_HEXES.filter((k) => mb.index.has(k)), pays: true };
  return { hexes: alesiaHexes(s), pays: false };
}

/** Whether this unit of the active Command may come on from off the board now (sortie or reinforcement). */
export function maySortie(s: AgState, unit: string): boolean {
  return !!s.command?.units.includes(unit) && offBoardStart(s, s.units[unit]?.loc, unit) !== null;
}

/**
 * Units waiting off the board in the same state are interchangeable (same counter values, same
 * Hits, same carried Fill, same starting place): only the first of each kind is offered a move, so
 * the legal list stays short (44 Alesia units would otherwise each list every hex of the town).
 * Reading of play, not of the rules: the player loses no choice, since moving another unit of the
 * same kind is the same move.
 */
export function offBoardRepresentatives(s: AgState, ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => {
    const u = s.units[id];
    if (!isOffBoardStart(u?.loc)) return true;
    const d = agUnit(id);
    const k = `${u.loc.at}/${d.type}/${d.tq}/${d.ma}/${d.missile ?? ''}/${d.force}/${d.legion ?? ''}/${u.hits}/${u.reduced ? 1 : 0}/${u.disordered ? 1 : 0}/${u.fill ? 1 : 0}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Whether the active Command's leader (Vercingetorix, Critognatus; a reinforcement's legate or Zone Commander) may come on now. */
export function leaderMaySortie(s: AgState, leader: string): boolean {
  return s.command?.leader === leader && offBoardStart(s, s.leaders[leader]?.loc, leader) !== null;
}
