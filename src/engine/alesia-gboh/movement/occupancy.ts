/**
 * Who stands where, as the mover sees it (AG 6.22, 6.6, 7.2): per-hex arrays built once per reach
 * from the state, so the search reads integers only.
 *
 * AG 7.21  every combat unit but archers and artillery exerts a ZOC into its two front hexes;
 *          archers into front and flank hexes; artillery none. A unit in a Redoubt has front all
 *          round (AG 6.44), so it exerts its ZOC into all six.
 * AG 7.22  a ZOC does not extend into a hex movement may not enter across that hexside (the unfilled
 *          water ditch, the crest wall but at its gates), nor UP over a Rampart or a wall hexside; it
 *          does extend downwards (GB-7.22: the CO on the Rampart W5214 controls W5213, the BI below
 *          does not control W5214). Reading: a wall hexside (camp, Redoubt, stone) without a gate
 *          stops a ZOC from ground level either way; only a unit on a Rampart projects over it.
 */
import { hexKey } from '../../hex/coords';
import { agUnit, isArtillery, isCavalry, isInfantry, type AgUnitDef } from '../data';
import type { AgSide, AgState } from '../state';
import { unitsToRead } from '../ctx';
import { H_ALESIA, H_RAMPART, H_REDOUBT, S_CAMP_WALL, S_CREST, S_DITCH, S_GATE, S_LINK, S_REDOUBT_WALL, S_STONE_WALL, S_WALKWAY, type MoveBoard } from './board';
import { unitIds } from '../unitIds';

export const isTower = (u: Pick<AgUnitDef, 'type'>): boolean => u.type === 'AR' || isArtillery(u);
/** AG 6.63: artillery and auxiliaries (LI, archers) neither pay for nor charge for friendly hexes. */
export const isLightMover = (u: Pick<AgUnitDef, 'type'>): boolean => u.type === 'LI' || u.type === 'AR' || isArtillery(u);

export interface Occupancy {
  /** Friendly combat units per hex (ids), the mover excluded. */
  friends: (string[] | undefined)[];
  /** 1 where a friendly unit other than artillery or an auxiliary stands (AG 6.63), the mover excluded. */
  heavyFriends: Uint8Array;
  /** 1 where an enemy combat unit stands. */
  enemy: Uint8Array;
  /** 1 where a friendly infantry unit stands on a Rampart (AG 6.63, 6.68), the mover excluded. */
  rampartInfantry: Uint8Array;
  /** 1 in an enemy ZOC (AG 7.2). */
  zoc: Uint8Array;
  /** 1 where a tribal counter with units stands (AG 6.22). */
  tribal: Uint8Array;
  /** 1 next to a Gallic combat unit (AG 6.5). */
  nextToGaul: Uint8Array;
  /** 1 where a hex is On Fire (AG 8.43); absent when nothing burns. */
  burning?: Uint8Array;
  /** 1 where a Rampart or Redoubt has burnt down to Rubble (AG 8.45): no longer a work; absent when none. */
  rubble?: Uint8Array;
}

const WORKS = H_RAMPART | H_REDOUBT;

/** AG 8.45: hex `i`'s flags as the works stand now — a Rampart or Redoubt burnt to Rubble is neither. */
export function flagsNow(mb: MoveBoard, rubble: Uint8Array | undefined, i: number): number {
  return rubble?.[i] ? mb.flags[i] & ~WORKS : mb.flags[i];
}

/** AG 8.45: hexside bits as the works stand now — no walkway or Rampart–Redoubt link runs into Rubble. */
export function sideNow(mb: MoveBoard, rubble: Uint8Array | undefined, i: number, d: number): number {
  const s = mb.side[i * 6 + d];
  return rubble && (rubble[i] || rubble[mb.nb[i * 6 + d]]) ? s & ~(S_WALKWAY | S_LINK) : s;
}

/** AG 8.45: the Rubble hexes of `s` as an index array, or undefined when there are none. */
export function rubbleOf(mb: MoveBoard, s: Pick<AgState, 'rubble'>): Uint8Array | undefined {
  let out: Uint8Array | undefined;
  for (const h of s.rubble ?? []) {
    const i = mb.index.get(h);
    if (i !== undefined) (out ??= new Uint8Array(mb.n))[i] = 1;
  }
  return out;
}

/** AG 7.22: whether a ZOC projected from `i` towards direction `d` enters the neighbour. */
export function zocCrosses(mb: MoveBoard, i: number, d: number, sideFill = 0, rubble?: Uint8Array): boolean {
  const j = mb.nb[i * 6 + d];
  if (j < 0) return false;
  const s = mb.side[i * 6 + d];
  if ((s & S_DITCH) && sideFill < 3) return false;
  if ((s & S_CREST) && !(s & S_GATE)) return false;
  // AG 8.45: a Rampart burnt to Rubble is no longer one; a ZOC reaches into it and none is cast down from it.
  const fromRampart = (flagsNow(mb, rubble, i) & H_RAMPART) !== 0;
  if ((flagsNow(mb, rubble, j) & H_RAMPART) && !fromRampart) return false;
  if ((s & (S_CAMP_WALL | S_REDOUBT_WALL | S_STONE_WALL)) && !(s & S_GATE) && !fromRampart) return false;
  return true;
}

/** AG 7.21: the directions a unit exerts its ZOC into. */
export function zocDirections(u: AgUnitDef, facing: number, inRedoubt: boolean): number[] {
  if (isArtillery(u)) return [];
  if (inRedoubt) return [0, 1, 2, 3, 4, 5];
  if (u.type === 'AR') return [facing, facing + 1, facing + 2, facing + 5].map((d) => d % 6);
  return [facing % 6, (facing + 1) % 6];
}

/** zocDirections as a bit per direction (bit d: direction d). */
export function zocMask(u: AgUnitDef, facing: number, inRedoubt: boolean): number {
  if (isArtillery(u)) return 0;
  if (inRedoubt) return 63;
  if (u.type === 'AR') return (1 << (facing % 6)) | (1 << ((facing + 1) % 6)) | (1 << ((facing + 2) % 6)) | (1 << ((facing + 5) % 6));
  return (1 << (facing % 6)) | (1 << ((facing + 1) % 6));
}

/**
 * zocCrosses(mb, i, d) with no Fill and no Rubble — what the map alone says — as a bit per direction,
 * kept per board and hex (bit 6 marks a hex read), so a pass over the units asks no hexside twice.
 */
const CROSS = new WeakMap<MoveBoard, Uint8Array>();
export function zocCrossMask(mb: MoveBoard, i: number): number {
  let t = CROSS.get(mb);
  if (!t) CROSS.set(mb, (t = new Uint8Array(mb.n)));
  let v = t[i];
  if (!v) {
    v = 64;
    for (let d = 0; d < 6; d++) if (zocCrosses(mb, i, d)) v |= 1 << d;
    t[i] = v;
  }
  return v & 63;
}

/** `mover`: the unit moving (AG 6.65: or the units of a stack moving together), left out of the arrays. */
export function occupancy(mb: MoveBoard, s: AgState, side: AgSide, mover: string | null | readonly string[]): Occupancy {
  return build(mb, s, side, mover, null);
}

/** An enemy unit on hex `i`: the hex, and the hexes its ZOC enters (AG 7.21–7.22). */
function markEnemy(mb: MoveBoard, rubble: Uint8Array | undefined, u: AgUnitDef, facing: number, i: number, enemy: Uint8Array, zoc: Uint8Array): void {
  enemy[i] = 1;
  if (!rubble) {
    // No Rubble: the map's own answer, kept per hex (zocCrossMask).
    const m = zocMask(u, facing, (mb.flags[i] & H_REDOUBT) !== 0) & zocCrossMask(mb, i);
    for (let d = 0; d < 6; d++) if (m & (1 << d)) zoc[mb.nb[i * 6 + d]] = 1;
    return;
  }
  for (const d of zocDirections(u, facing, (flagsNow(mb, rubble, i) & H_REDOUBT) !== 0)) if (zocCrosses(mb, i, d, 0, rubble)) zoc[mb.nb[i * 6 + d]] = 1;
}

/** A side's view of the board shared by several movers of one state (`occupancyFor`). */
export interface OccupancyBase {
  side: AgSide;
  /** occupancy(mb, s, side, null). */
  occ: Occupancy;
  /** Per hex, how many Gallic combat units stand next to it (nextToGaul is this > 0). */
  gauls: Uint8Array;
}

/** The side's occupancy with no mover left out, to be narrowed per mover by `occupancyFor`. */
export function occupancyBase(mb: MoveBoard, s: AgState, side: AgSide): OccupancyBase {
  const gauls = new Uint8Array(mb.n);
  return { side, occ: build(mb, s, side, null, gauls), gauls };
}

/**
 * occupancy(mb, s, base.side, mover), computed from the base: only the mover's own hex (and, for a
 * Gallic mover, the hexes next to it) differ, so the rest of the arrays is shared with the base.
 */
export function occupancyFor(mb: MoveBoard, s: AgState, base: OccupancyBase, mover: string): Occupancy {
  const st = s.units[mover];
  if (!st || st.loc.at !== 'hex') return base.occ;
  const i = mb.index.get(st.loc.hex);
  if (i === undefined) return base.occ;
  const u = agUnit(mover);
  if (u.side !== base.side) return occupancy(mb, s, base.side, mover);
  const b = base.occ;
  const out: Occupancy = { ...b };
  const rest = b.friends[i]?.filter((id) => id !== mover) ?? [];
  if (rest.length !== (b.friends[i]?.length ?? 0)) {
    out.friends = b.friends.slice();
    out.friends[i] = rest.length ? rest : undefined;
    const heavy = rest.some((id) => !isLightMover(agUnit(id))) ? 1 : 0;
    if (heavy !== b.heavyFriends[i]) (out.heavyFriends = b.heavyFriends.slice())[i] = heavy;
    const onRampart = (flagsNow(mb, b.rubble, i) & H_RAMPART) !== 0;
    const ri = onRampart && rest.some((id) => isInfantry(agUnit(id))) ? 1 : 0;
    if (ri !== b.rampartInfantry[i]) (out.rampartInfantry = b.rampartInfantry.slice())[i] = ri;
  }
  if (u.side === 'gallic') {
    let next: Uint8Array | null = null;
    for (let d = 0; d < 6; d++) {
      const k = mb.nb[i * 6 + d];
      if (k < 0) continue;
      const v = base.gauls[k] > 1 ? 1 : 0;
      if (v !== b.nextToGaul[k]) (next ??= b.nextToGaul.slice())[k] = v;
    }
    if (next) out.nextToGaul = next;
  }
  return out;
}

function build(mb: MoveBoard, s: AgState, side: AgSide, mover: string | null | readonly string[], gauls: Uint8Array | null): Occupancy {
  const out = typeof mover === 'string' || mover === null ? null : new Set(mover);
  const friends: (string[] | undefined)[] = new Array(mb.n);
  const enemy = new Uint8Array(mb.n);
  const heavyFriends = new Uint8Array(mb.n);
  const rampartInfantry = new Uint8Array(mb.n);
  const zoc = new Uint8Array(mb.n);
  const tribal = new Uint8Array(mb.n);
  const nextToGaul = new Uint8Array(mb.n);
  const rubble = rubbleOf(mb, s); // AG 8.45
  const units = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  for (const id of unitIds(s)) {
    const st = units[id];
    if (st.loc.at !== 'hex' || id === mover || out?.has(id)) continue;
    const i = mb.index.get(st.loc.hex);
    if (i === undefined) continue;
    const u = agUnit(id);
    if (u.side === side) {
      (friends[i] ??= []).push(id);
      if (!isLightMover(u)) heavyFriends[i] = 1;
      if (isInfantry(u) && (flagsNow(mb, rubble, i) & H_RAMPART)) rampartInfantry[i] = 1;
    } else markEnemy(mb, rubble, u, st.facing, i, enemy, zoc);
    if (u.side === 'gallic') for (let d = 0; d < 6; d++) if (mb.nb[i * 6 + d] >= 0) {
      nextToGaul[mb.nb[i * 6 + d]] = 1;
      if (gauls) gauls[mb.nb[i * 6 + d]]++;
    }
  }
  for (const t of Object.values(s.tribes)) {
    if (t.status !== 'placed' || t.noUnits || !t.hex) continue;
    const i = mb.index.get(t.hex);
    if (i !== undefined) tribal[i] = 1;
  }
  // AG 8.43: the hexes On Fire (entering costs more and a Hit; no move ends there).
  let burning: Uint8Array | undefined;
  for (const h of s.burning ?? []) {
    const i = mb.index.get(h);
    if (i !== undefined) (burning ??= new Uint8Array(mb.n))[i] = 1;
  }
  return { friends, heavyFriends, enemy, rampartInfantry, zoc, tribal, nextToGaul, ...(burning ? { burning } : {}), ...(rubble ? { rubble } : {}) };
}

/** The key two units must share to stack on ordinary ground (AG 6.61): type, legion, tribe (a linked tribe is its own). */
function stackKey(u: AgUnitDef): string {
  if (u.type === 'CO') return `CO:${u.legion ?? ''}`;
  if (u.side === 'gallic' && !isCavalry(u)) return `${u.type}:${u.linked ?? u.tribe ?? u.force}`;
  return u.type;
}

/**
 * AG 6.61 — may `mover` end its move in a hex of this kind holding `present` (friendly combat units)?
 * - Rampart: one infantry unit (CO, BI, LI), and with it one archer or artillery unit in the tower;
 *   never cavalry.
 * - Redoubt: two foot units of any kind or Command, or one foot unit and one artillery unit;
 *   never cavalry (AG 6.44).
 * - Elsewhere: two units of the same type (cohorts of one legion; Gallic units of one tribe, a
 *   linked tribe counting as its own), or a foot unit with an artillery unit.
 */
export function mayStack(mover: AgUnitDef, present: readonly AgUnitDef[], kind: 'rampart' | 'redoubt' | 'alesia' | 'other'): boolean {
  // AG 5.64: in the town the Alesia force stacks up to three a hex; anyone else there, the "other" row.
  if (kind === 'alesia') {
    if ([mover, ...present].every((x) => x.force === 'alesia')) return present.length < 3;
    kind = 'other';
  }
  if (present.length === 0) return !(kind !== 'other' && isCavalry(mover));
  const all = [mover, ...present];
  if (kind === 'rampart') {
    if (all.some(isCavalry)) return false;
    return all.filter(isInfantry).length <= 1 && all.filter(isTower).length <= 1;
  }
  if (all.length > 2) return false;
  const [a, b] = all;
  if (kind === 'redoubt') {
    if (all.some(isCavalry)) return false;
    return !(isArtillery(a) && isArtillery(b));
  }
  if (isArtillery(a) !== isArtillery(b)) return !isCavalry(a) && !isCavalry(b);
  if (isArtillery(a)) return false; // AG 8.57: one artillery counter a hex (two Scorpions share a stack key)
  return stackKey(a) === stackKey(b);
}

/** The index of a hex key on the board, or -1. */
export const indexOf = (mb: MoveBoard, hex: string): number => mb.index.get(hex) ?? -1;
export { hexKey };

/** AG 6.61 — whether the friendly units `ids` may stand together on `hex` (its Rampart/Redoubt row read from the map). */
export function stackFits(mb: MoveBoard, hex: string, ids: readonly string[], rubble?: Uint8Array): boolean {
  if (ids.length <= 1) return true;
  const us = ids.map(agUnit);
  if (us.some((u) => u.side !== us[0].side)) return false;
  const i = mb.index.get(hex) ?? -1;
  const f = i >= 0 ? flagsNow(mb, rubble, i) : 0; // AG 8.45: Rubble stacks as open ground
  const kind = f & H_RAMPART ? 'rampart' : f & H_REDOUBT ? 'redoubt' : f & H_ALESIA ? 'alesia' : 'other';
  return mayStack(us[us.length - 1], us.slice(0, -1), kind);
}
