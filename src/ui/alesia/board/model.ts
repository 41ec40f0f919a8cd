/**
 * What the board shows of a position and what a click there means: the stacks on each hex,
 * the units in the town and the OBMC boxes the viewer may see, and the legal actions each hex,
 * counter or box offers. Works on the full state and on a side's view (AC 9.2, 11.8).
 */
import { perPosition } from '../../hexboard/perPosition';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { ZONES, type Zone } from '../../../engine/alesia-classic/map/zones';
import { unitEntries, unitOf, type AcState } from '../../../engine/alesia-classic/state';
import type { AcView } from '../../../engine/alesia-classic/view';
import { stackOrder } from '../../../engine/alesia-classic/queries';

export type BoardState = AcState | AcView;

/**
 * Counters on each hex, bottom first: the fort, the units by rising strength, then archers and
 * slingers, then the leaders on top (AC 10.5: Vercingetorix never hides under his infantry); the
 * moving unit drawn last so it is seen.
 */
/**
 * Each hex's counters, bottom first, kept per position (the store's prefetch makes them ahead of the
 * click that installs it, warm.ts): read-only, as the lists are shared.
 */
export const stacksOf: (s: BoardState) => ReadonlyMap<string, readonly string[]> = perPosition(stacksOfState);

function stacksOfState(s: BoardState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, u] of unitEntries(s)) {
    if (u.loc.at !== 'hex') continue;
    const list = out.get(u.loc.hex);
    if (list) list.push(id);
    else out.set(u.loc.hex, [id]);
  }
  for (const [hex, list] of out) out.set(hex, ordered(list, s.moving));
  return out;
}

/** The counters on one hex, bottom first, as stacksOf orders them. */
export function stackAt(s: BoardState, hex: string): string[] {
  const list: string[] = [];
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && u.loc.hex === hex) list.push(id);
  return list.length ? ordered(list, s.moving) : list;
}

function ordered(list: string[], moving: string | null | undefined): string[] {
  list.sort((a, b) => acUnit(a).cf - acUnit(b).cf || a.localeCompare(b));
  // AC 10.5: the engine's stack order (fort, units, archers and slingers, leaders on top).
  const out = stackOrder(list);
  const at = out.indexOf(moving ?? '');
  if (at >= 0) out.push(...out.splice(at, 1));
  return out;
}

export interface OffBoard {
  /** Units in each OBMC box that the viewer sees (none for the Roman). */
  zones: Record<Zone, string[]>;
  /** Units in the town the viewer sees, and how many there are (the Roman knows only the count). */
  town: string[];
  inTown: number;
  /** The Roman counters not yet set up (AC 3.2). */
  pool: string[];
}

/** Kept per position (warm.ts). */
export const offBoardOf: (s: BoardState) => OffBoard = perPosition(offBoardOfState);

function offBoardOfState(s: BoardState): OffBoard {
  const zones = Object.fromEntries(ZONES.map((z) => [z, [] as string[]])) as Record<Zone, string[]>;
  const town: string[] = [];
  const pool: string[] = [];
  for (const [id, u] of unitEntries(s)) {
    if (u.loc.at === 'obmc') zones[u.loc.zone].push(id);
    else if (u.loc.at === 'town') town.push(id);
    else if (u.loc.at === 'pool') pool.push(id);
  }
  return { zones, town, pool, inTown: 'inTown' in s ? s.inTown : town.length };
}

/** Legal actions the board offers, indexed by where they are taken. */
export interface BoardActions {
  /**
   * What a hex offers, by hex key: a move or a set-up placement ending there, a retreat or an
   * advance there, an attack on it or its addition to a battle, a volley at a unit there (the
   * first, when there are several: `choices` holds them all).
   */
  toHex: Map<string, AcAction>;
  /** The hexes offering several choices (advances of different units, volleys of different shooters), with all of them. */
  choices: Map<string, AcAction[]>;
  /** A move into the town or an OBMC box, by destination ('town', 'obmc:IV'). */
  offBoard: Map<string, AcAction>;
  /** Select (movement) or pick (set-up) a unit, by unit id. */
  unit: Map<string, AcAction>;
  /** AC 11.4 — moves of a unit to a neighbouring OBMC box, by unit id. */
  shift: Map<string, AcAction[]>;
  /** AC 10.3 — the selected unit's stack moved together, by destination hex. */
  stackTo: Map<string, AcAction>;
  /** AC 11.4 — several units of one box shifted at once: the legal entries (each a whole box; any two or more of it may go). */
  shiftMany: Extract<AcAction, { t: 'shiftMany' }>[];
}

/**
 * The hex a decision about a hex names: a retreat's or an advance's end (AC 15.3, 16.1), a
 * battle's defending hex (AC 14), the hex of the unit a volley is aimed at (AC 20.5, 24) or of a
 * unit to eliminate from an overfull stack (AC 10.2), or null.
 */
export function decisionHex(a: AcAction, s?: BoardState): string | null {
  switch (a.t) {
    case 'retreat':
      return a.to === 'off' ? null : a.to;
    case 'advance':
      return a.to;
    case 'attack':
    case 'widen':
      return a.hex;
    case 'fire':
    case 'cull': {
      // The unit fired at, or a unit of the overfull stack one must be taken from (AC 10.2).
      const l = s && unitOf(s, a.t === 'fire' ? a.target : a.unit)?.loc;
      return l && l.at === 'hex' ? l.hex : null;
    }
    default:
      return null;
  }
}

const ACTS_KEPT = new WeakMap<readonly AcAction[], { s: BoardState | undefined; acts: BoardActions }>();

/**
 * `s`: the position shown, to find the hex of a unit fired at (without it volleys are left to the
 * prompt). Kept per legal list and position (the store's prefetch makes it ahead, warm.ts).
 */
export function boardActions(legal: readonly AcAction[], s?: BoardState): BoardActions {
  const kept = ACTS_KEPT.get(legal);
  if (kept && kept.s === s) return kept.acts;
  const acts = boardActionsOf(legal, s);
  ACTS_KEPT.set(legal, { s, acts });
  return acts;
}

function boardActionsOf(legal: readonly AcAction[], s?: BoardState): BoardActions {
  const toHex = new Map<string, AcAction>();
  const choices = new Map<string, AcAction[]>();
  const offBoard = new Map<string, AcAction>();
  const unit = new Map<string, AcAction>();
  const shift = new Map<string, AcAction[]>();
  const stackTo = new Map<string, AcAction>();
  const shiftMany: Extract<AcAction, { t: 'shiftMany' }>[] = [];
  for (const a of legal) {
    if (a.t === 'shift') shift.set(a.unit, [...(shift.get(a.unit) ?? []), a]);
    else if (a.t === 'moveStack') stackTo.set(a.to, a);
    else if (a.t === 'shiftMany') shiftMany.push(a);
    if (a.t === 'move') (a.to === 'town' || a.to.startsWith('obmc:') ? offBoard : toHex).set(a.to, a);
    else if (a.t === 'place') toHex.set(a.hex, a);
    else if (a.t === 'select' || a.t === 'pick') unit.set(a.unit, a);
    else {
      const hex = decisionHex(a, s);
      if (hex === null) continue;
      const first = toHex.get(hex);
      if (!first) toHex.set(hex, a);
      else choices.set(hex, [...(choices.get(hex) ?? [first]), a]);
    }
  }
  return { toHex, choices, offBoard, unit, shift, stackTo, shiftMany };
}

/** The board's actions with the whole stack moving: the lit hexes are where the stack can go together. */
export function withStack(acts: BoardActions): BoardActions {
  return { ...acts, toHex: acts.stackTo, choices: new Map() };
}

/**
 * What activating a hex does: the move, placement or decision there if one is legal, else the
 * selections of the units standing there. One action is taken at once; several go to the prompt as
 * suggested.
 */
export function hexChoices(acts: BoardActions, hex: string, stack: readonly string[] = []): AcAction[] {
  const many = acts.choices.get(hex);
  if (many) return many;
  const here = acts.toHex.get(hex);
  if (here) return [here];
  return [...stack].reverse().flatMap((id) => acts.unit.get(id) ?? []);
}

/** Groups of like counters (same side, kind and factors), for the off-board boxes. */
export interface UnitGroup {
  key: string;
  units: string[];
}

export function groupUnits(ids: readonly string[]): UnitGroup[] {
  const out = new Map<string, string[]>();
  for (const id of ids) {
    const u = acUnit(id);
    const key = `${u.side} ${u.force ?? ''} ${u.kind} ${u.cf}-${u.mf}`;
    const list = out.get(key);
    if (list) list.push(id);
    else out.set(key, [id]);
  }
  return [...out.entries()].map(([key, units]) => ({ key, units })).sort((a, b) => acUnit(b.units[0]).cf - acUnit(a.units[0]).cf || a.key.localeCompare(b.key));
}
