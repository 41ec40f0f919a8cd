/**
 * Moving a stack together, and shifting several units between OBMC boxes in one decision.
 *
 * AC 5.2 has units move one at a time; AC 10.3 lets stacks break up and form again freely. A stack
 * move is therefore a shorthand: the units that stand together and have not moved yet go, one
 * after another, to one hex every one of them can reach, each by its own cheapest route and paying
 * its own cost — exactly as if each had been selected and moved in turn, with the Roman's fire at
 * each (AC 20.5, 24.2). The leaders go last, so that a leader arrives with his units rather than
 * alone (AC 19.1, 19.3). The destination must hold the whole stack within the limit (AC 10.1).
 *
 * AC 11.4 — in the off-board phase, any two or more units of one box that may shift go to the same
 * neighbouring box together: the legal list offers the whole box, any part of it may be chosen.
 */
import type { AcAction } from '../actions';
import { AC_IDS, acUnit, UNIT_INDEX } from '../data/units';
import { AT_OBMC, GALLIC, whereOf } from '../where';
import { countsForStacking } from '../data/types';
import { adjacentZones, ZONES } from '../map/zones';
import { STACK_LIMIT, unitsOn } from '../queries';
import { boardIndex } from '../map/index';
import { stackArray, zocArray } from './arrays';
import { recordFlags, unitOf, type AcState } from '../state';
import { canMove, reachOf } from './moves';
import { endIndices } from './reach';
import { withdrawalsDue } from './withdraw';

const byOrder = (a: string, b: string) => (UNIT_INDEX.get(a) ?? 0) - (UNIT_INDEX.get(b) ?? 0);

/** The units moving with the selected one: its side's units in its hex that may move and have not moved yet. */
export function stackMates(s: AcState): string[] {
  const id = s.moving;
  // Stryker disable next-line OptionalChaining: a unit is selected only by selectUnit (moves.ts), which writes its move record.
  if (!id || s.moves[id]?.path.length || !canMove(s, id)) return [];
  const l = unitOf(s, id).loc;
  if (l.at !== 'hex') return [];
  const side = acUnit(id).side;
  // Stryker disable next-line ArrayDeclaration: the selected unit stands on l.hex, so the hex is always in the occupancy.
  const mates = unitsOn(s, l.hex).filter((x) => acUnit(x).side === side && !s.moves[x]?.path.length && canMove(s, x));
  // Stryker disable next-line MethodExpression: occupancy (queries.ts) lists a hex's counters in the order of battle already; the sort only keeps that promise here.
  return mates.length >= 2 ? [...mates].sort(byOrder) : [];
}

/**
 * AC 5.2, 10.3 — every hex the selected unit's stack can reach together. The mates all stand on the
 * selected unit's hex, so each one's hex destinations are its search's end hexes (moves.ts
 * destinations, less the town and the OBMC, which a stack never goes to together), and for one bound
 * to withdraw only those out of the Gallic ZOC (withdraw.ts waysOut): counted per board index, the
 * hexes every mate can end on, in the first one's order.
 */
export function stackLegal(s: AcState): AcAction[] {
  const units = stackMates(s);
  if (!units.length) return [];
  const due = withdrawalsDue(s);
  const b = boardIndex();
  const count = new Uint8Array(b.keys.length);
  const here = unitOf(s, units[0]).loc;
  const fromHex = here.at === 'hex' ? here.hex : null;
  let first: number[] = [];
  for (let x = 0; x < units.length; x++) {
    const u = units[x];
    let ends = endIndices(reachOf(s, u), fromHex);
    if (due.includes(u)) {
      const zoc = zocArray(s, 'gallic');
      ends = ends.filter((i) => !zoc[i]);
    }
    if (!ends.length) return [];
    for (const i of ends) count[i]++;
    if (x === 0) first = ends;
  }
  const side = acUnit(units[0]).side;
  const counting = units.filter((u) => countsForStacking(acUnit(u))).length;
  // queries.ts stackCount, read from the move search's per-hex counts (the same rule, AC 10.1, 10.4).
  const stack = stackArray(s);
  const limit = STACK_LIMIT[side];
  const out: AcAction[] = [];
  for (const i of first) if (count[i] === units.length && stack[i] + counting <= limit) out.push({ t: 'moveStack', units, to: b.keys[i] } as AcAction);
  return out;
}

/** The order the units of a stack move in: the others first, the leaders last. */
export const moveOrder = (units: readonly string[]): string[] => [...units].sort((a, b) => Number(acUnit(a).kind === 'leader') - Number(acUnit(b).kind === 'leader') || byOrder(a, b));

/**
 * AC 11.4 — per box, the units that may shift now, when two or more may: one entry per neighbouring
 * box, the boxes in the order their first unit comes in the order of battle. `off`: recordFlags of the
 * units already off the board this turn, when the caller has it.
 */
export function shiftManyLegal(s: AcState, off: Uint8Array = recordFlags(s, (r) => r.offboard)): AcAction[] {
  const { at, zone: zoneOf } = whereOf(s);
  const [obmc, gallic, ids] = [AT_OBMC, GALLIC, AC_IDS]; // read once, not per counter
  // Per box (ZONES' index): its units, and the boxes in the order they were first met.
  const byZone: (string[] | undefined)[] = [];
  const order: number[] = [];
  for (let i = 0; i < at.length; i++) {
    if (at[i] !== obmc || !gallic[i] || off[i]) continue;
    const z = zoneOf[i];
    const list = byZone[z];
    if (list) list.push(ids[i]);
    else { byZone[z] = [ids[i]]; order.push(z); }
  }
  const out: AcAction[] = [];
  for (const z of order) {
    const units = byZone[z]!;
    if (units.length >= 2) for (const to of adjacentZones(ZONES[z])) out.push({ t: 'shiftMany', units, to });
  }
  return out;
}

/**
 * A multi-unit action as given matched against the legal list: `moveStack` exactly, `shiftMany` as
 * any two or more (distinct) of a listed entry's units to its box. The action returned is built from
 * the legal entry, in its order, never the caller's object.
 */
export function matchMany(legal: readonly AcAction[], a: AcAction): AcAction | undefined {
  if (a.t !== 'shiftMany' || !Array.isArray(a.units)) return undefined;
  const want = new Set(a.units);
  if (want.size !== a.units.length || want.size < 2) return undefined;
  for (const e of legal) {
    if (e.t !== 'shiftMany' || e.to !== a.to) continue;
    if (!a.units.every((u) => e.units.includes(u))) continue;
    return { t: 'shiftMany', units: e.units.filter((u) => want.has(u)), to: e.to };
  }
  return undefined;
}
