/**
 * What the bot's evaluation and policy read of a position, in one place: the map's units of a side
 * with their hex, Hits and TQ, and how much of the active Command has acted. Everything else they
 * read goes through the engine's own queries (victory.ts, flow/phase.ts, invariants.ts currentTq).
 */
import { parseHexKey, type Hex } from '../../hex/coords';
import { agUnit } from '../data';
import { currentTq } from '../invariants';
import type { AgSide, AgState } from '../state';
import { unitIds } from '../unitIds';

export interface MapUnit {
  id: string;
  hex: string;
  at: Hex;
  /** Hits against the TQ they are held against now (AG 10.1, 10.13): 0 fresh, 1 at breaking point. */
  worn: number;
  routed: boolean;
}

const MAP_UNITS = new WeakMap<object, Record<AgSide, MapUnit[]>>();

/** The combat units of each side on a map hex, kept per units record (a state is a value). */
export function mapUnits(s: AgState): Record<AgSide, MapUnit[]> {
  let m = MAP_UNITS.get(s.units);
  if (!m) {
    m = { roman: [], gallic: [] };
    for (const id of unitIds(s)) {
      const u = s.units[id];
      if (u.loc.at !== 'hex') continue;
      const tq = currentTq(s, id);
      m[agUnit(id).side].push({ id, hex: u.loc.hex, at: parseHexKey(u.loc.hex), worn: tq > 0 ? Math.min(1, u.hits / tq) : 1, routed: !!u.routed });
    }
    MAP_UNITS.set(s.units, m);
  }
  return m;
}

/** Units of the active Command that have moved, fired or shocked this activation. */
export function actedInCommand(s: AgState): number {
  const c = s.command;
  if (!c) return 0;
  let n = 0;
  for (const id of c.units) {
    const u = s.units[id];
    if (u && (u.moved || u.fired || u.shocked)) n++;
  }
  return n;
}

/** The size of the active Command. */
export const commandSize = (s: AgState): number => s.command?.units.length ?? 0;

/** A unit's wear (as `MapUnit.worn`) wherever it is. */
export function wornOf(s: AgState, id: string): number {
  const u = s.units[id];
  if (!u) return 0;
  const tq = currentTq(s, id);
  return tq > 0 ? Math.min(1, u.hits / tq) : 1;
}

/** Cohorts of one legion in play (not in the pool or reserve), and how many are routed or eliminated / how worn. */
export function legionWear(s: AgState): Map<string, { inPlay: number; bad: number; worn: number }> {
  const out = new Map<string, { inPlay: number; bad: number; worn: number }>();
  for (const id of unitIds(s)) {
    const def = agUnit(id);
    if (def.type !== 'CO' || !def.legion) continue;
    const u = s.units[id];
    if (u.loc.at === 'pool' || u.loc.at === 'reserve') continue;
    const c = out.get(def.legion) ?? { inPlay: 0, bad: 0, worn: 0 };
    c.inPlay++;
    if (u.loc.at === 'gone' || u.routed) c.bad++;
    else c.worn += wornOf(s, id);
    out.set(def.legion, c);
  }
  return out;
}

/** Gallic combat units of the relief or Alesia force eliminated or routed, and Roman ones. */
export function losses(s: AgState): Record<AgSide, number> {
  const out = { roman: 0, gallic: 0 };
  for (const id of unitIds(s)) {
    const u = s.units[id];
    if (u.loc.at === 'gone' || u.routed) out[agUnit(id).side]++;
  }
  return out;
}
