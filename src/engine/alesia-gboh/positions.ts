/**
 * Where things stand, as the command rules need it (AG 4.11–4.14, 4.24): a unit's or leader's hex,
 * or the zone of the tribal counter it stands on.
 *
 * Command Range (AG 4.24) is counted in Movement Points along a path that enemy units, empty hexes
 * in enemy ZOC and terrain a leader cannot cross block (movement/commandRange.ts traces it).
 * Tribal counters stand on hexes (AG 5.45, entry/placementHexes.ts); a counter with no hex
 * (hand-made test states) is read as in range of a leader standing on a counter of its zone.
 */
import { distance } from '../hex/coords';
import { hexOfKey } from './hexOfKey';
import { commandRangeHasAny, commandRangeHexes, commandRangeWhich } from './movement/commandRange';
import { agLeader } from './data';
import { unitsToRead } from './ctx';
import type { AgLoc, AgState, EntryZone } from './state';

export type Pos = { hex: string } | { zone: EntryZone } | null;

export function posOf(s: AgState, loc: AgLoc): Pos {
  if (loc.at === 'hex') return { hex: loc.hex };
  if (loc.at === 'counter') {
    const t = s.tribes[loc.tribe];
    if (t?.hex) return { hex: t.hex };
    if (t?.zone) return { zone: t.zone };
  }
  return null;
}

export function tribePos(s: AgState, tribe: string): Pos {
  const t = s.tribes[tribe];
  if (!t || t.status !== 'placed') return null;
  if (t.hex) return { hex: t.hex };
  return t.zone ? { zone: t.zone } : null;
}

/**
 * AG 4.24 — a test of whether a position lies within `leader`'s Command Range, traced in MP (see the
 * header). The range is traced once, on the first hex asked about, so a caller asking about many
 * units of one state (a Command's units, a chief's tribes) pays one trace — in an `apply`'s working
 * copy too, where the trace is not cached (movement/commandRange.ts): the state must not change
 * while the test is in use.
 */
export function commandRangeOf(s: AgState, leader: string): (target: Pos) => boolean {
  const l = s.leaders[leader];
  const from = l ? posOf(s, l.loc) : null;
  const fromHex = from && 'hex' in from ? hexOfKey(from.hex) : null;
  const range = agLeader(leader)?.range ?? 0;
  let hexes: ReadonlyMap<string, number> | null | undefined;
  return (target) => {
    if (!from || !target) return false;
    if ('hex' in from && 'hex' in target) {
      // Every step of the trace costs 1 MP or more (commandRange.rules.test.ts checks it), so a hex
      // farther than the range in hexes is out of it without tracing.
      if (distance(fromHex!, hexOfKey(target.hex)) > range) return false;
      if (hexes === undefined) hexes = commandRangeHexes(s, leader);
      return hexes?.has(target.hex) ?? false;
    }
    const za = 'zone' in from ? from.zone : null;
    const zb = 'zone' in target ? target.zone : null;
    return za !== null && za === zb;
  };
}

/**
 * AG 4.24 — whether any of `targets` lies within `leader`'s Command Range: what commandRangeOf says of
 * each, asked of a trace that stops at the first hex found (the choice list's "is there a Command").
 */
export function anyInCommandRange(s: AgState, leader: string, targets: readonly Pos[]): boolean {
  const l = s.leaders[leader];
  const from = l ? posOf(s, l.loc) : null;
  if (!from) return false;
  const range = agLeader(leader)?.range ?? 0;
  const hexes = new Set<string>();
  const fromHex = 'hex' in from ? hexOfKey(from.hex) : null; // read once, not once per target
  for (const target of targets) {
    if (!target) continue;
    if (fromHex && 'hex' in target) {
      // A target on the leader's own hex: the answer is the trace start's (commandRangeHasAny), whatever else is asked.
      if (target.hex === (from as { hex: string }).hex) return commandRangeHasAny(s, leader, new Set([target.hex]));
      if (distance(fromHex, hexOfKey(target.hex)) <= range) hexes.add(target.hex); // see commandRangeOf
    } else if ('zone' in from && 'zone' in target && from.zone === target.zone) return true;
  }
  return commandRangeHasAny(s, leader, hexes);
}

/**
 * anyInCommandRange(s, leader, ids.map((id) => posOf(s, s.units[id].loc))), each unit's place read as
 * it is reached, without the list of places. (The choice list no longer asks it: activatable.ts reads
 * the auxiliaries' and the cavalry's places once and asks anyInCommandRange of each Zone Commander
 * and Prefect, AG 4.11.)
 */
export function anyUnitInCommandRange(s: AgState, leader: string, ids: readonly string[]): boolean {
  const l = s.leaders[leader];
  const from = l ? posOf(s, l.loc) : null;
  if (!from) return false;
  const range = agLeader(leader)?.range ?? 0;
  const hexes = new Set<string>();
  const fromKey = 'hex' in from ? from.hex : null;
  const fromHex = fromKey !== null ? hexOfKey(fromKey) : null;
  const fromZone = 'zone' in from ? from.zone : null;
  const units = unitsToRead(s); // a plain map, not a working copy's guard (ctx.ts)
  for (const id of ids) {
    // posOf, read in place.
    const loc = units[id].loc;
    let hex: string | null = null;
    let zone: EntryZone | null = null;
    if (loc.at === 'hex') hex = loc.hex;
    else if (loc.at === 'counter') {
      const t = s.tribes[loc.tribe];
      if (t?.hex) hex = t.hex;
      else if (t?.zone) zone = t.zone;
    }
    if (hex === null && zone === null) continue;
    if (fromHex && hex !== null) {
      if (hex === fromKey) return commandRangeHasAny(s, leader, new Set([hex]));
      if (distance(fromHex, hexOfKey(hex)) <= range) hexes.add(hex);
    } else if (fromZone !== null && zone !== null && fromZone === zone) return true;
  }
  return commandRangeHasAny(s, leader, hexes);
}

/**
 * AG 4.24 — for each of `targets`, what commandRangeOf says of it, the hexes asked of one trace that
 * stops once it has met them all (commandRangeWhich), not of the whole range.
 */
export function inCommandRangeEach(s: AgState, leader: string, targets: readonly Pos[]): boolean[] {
  const l = s.leaders[leader];
  const from = l ? posOf(s, l.loc) : null;
  const out = new Array<boolean>(targets.length).fill(false);
  if (!from) return out;
  if (!('hex' in from)) {
    // A leader on a counter with no hex: a target in his zone (see commandRangeOf).
    for (let k = 0; k < targets.length; k++) {
      const target = targets[k];
      out[k] = !!target && 'zone' in target && target.zone === from.zone;
    }
    return out;
  }
  const fromKey = from.hex;
  const fromHex = hexOfKey(fromKey);
  const range = agLeader(leader)?.range ?? 0;
  // See commandRangeOf: a hex farther than the range in hexes is out of it without tracing.
  const asked = new Set<string>();
  const near: number[] = [];
  for (let k = 0; k < targets.length; k++) {
    const target = targets[k];
    if (!target || !('hex' in target)) continue;
    if (target.hex === fromKey || distance(fromHex, hexOfKey(target.hex)) <= range) {
      asked.add(target.hex);
      near.push(k);
    }
  }
  if (!asked.size) return out;
  const within = commandRangeWhich(s, leader, asked);
  for (const k of near) out[k] = within.has((targets[k] as { hex: string }).hex);
  return out;
}

/** AG 4.24 — whether `target` lies within `leader`'s Command Range (one question: commandRangeOf for many). */
export const inCommandRange = (s: AgState, leader: string, target: Pos): boolean => commandRangeOf(s, leader)(target);

export const adjacent = (a: Pos, b: Pos): boolean =>
  !!a && !!b && 'hex' in a && 'hex' in b && distance(hexOfKey(a.hex), hexOfKey(b.hex)) === 1;
