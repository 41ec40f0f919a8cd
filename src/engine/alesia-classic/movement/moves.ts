/**
 * Moving units, one at a time (AC 5.2): where the moving unit may go (who may start is movers.ts), and
 * the move itself, hex by hex, with what entering each hex brings — a fort taken (AC 24.9), the
 * Outer Works crossed (AC 18.1), Vercingetorix caught (AC 19.1, 26.2), a Roman leader caught alone
 * (AC 19.3), Vercingetorix off the board (AC 26.1).
 */
import { distance, parseHexKey } from '../../hex/coords';
import type { Destination } from '../actions';
import type { AcCtx } from '../ctx';
import { acUnit } from '../data/units';
import { hexAt, keyHex } from '../map/map';
import { boardIndex, F_WALL } from '../map/index';
import { acLabel } from '../map/grid';
import { EDGE_ZONES, type Zone } from '../map/zones';
import { unitsOn, zocOf } from '../queries';
import { setLoc, unitOf, type AcState } from '../state';
import { endGame } from '../victory';
import { sealMemo } from '../sealed';
import { eachEnd, edgeStarts, moverOf, pathSlots, Reach, search, wallStarts } from './reach';
import { fortArray, zocArray } from './arrays';
import { RAMPART, NORMAL } from './terrain';
import { fire, fireOptions, planFires, shooters, shootersMayReach, shootersNear, type FireOption } from '../fire/fire';

/** The printed name of each hex met, worked out once (the log names the hex of every move). */
const LABELS = new Map<string, string>();
const label = (k: string): string => {
  let l = LABELS.get(k);
  if (l === undefined) LABELS.set(k, (l = acLabel(parseHexKey(k))));
  return l;
};


export { besiegedReleased, canMove, entriesBegun, movableNow, movableNowIdx, ownRecord, selectEntries } from './movers';
import { canMove, ownRecord, record } from './movers';

/**
 * Where the unit could get to from where it stands, with what it has left this turn. Two units of
 * one side standing together with the same movement left, both cavalry or both not (the mates of a
 * stack move, stack.ts: a cohort and an archer, both of 8 MF) get the same search — it reads of the
 * unit only its side, whether it is cavalry or Vercingetorix (reach.ts moverOf, search), where it
 * stands and its budget; where it may end is read from its own mover (endIndices: leaders) — so on a
 * finished state the second is given the first one's result, under its own name.
 *
 * Searches already made are kept with the finished state (sealed.ts memo), by unit: the legal list and
 * the move that follows share one. Only a handed-out state's: a working copy changes as its action goes
 * on — a stack move searches for each unit in turn on it — so a search kept for it would outlive the
 * position it was made in (AC 5.4: the last unit of a stack move was offered its whole MF again).
 */
export function reachOf(s: AcState, id: string): Reach {
  const memo = sealMemo(s);
  if (!memo) return searchFrom(s, id);
  const byUnit = (memo.reach ??= new Map());
  const known = byUnit.get(id);
  if (known) return known;
  const sig = searchSignature(s, id);
  const same = byUnit.get(sig);
  const r = same ? new Reach(moverOf(s, id), same.budget, same.startList, same.at, same.costs, same.from, same.halts) : searchFrom(s, id);
  byUnit.set(id, r);
  if (!same) byUnit.set(sig, r);
  return r;
}

/** What a unit's search depends on (see reachOf), as a key no unit id can be (ids never begin with '#'). */
function searchSignature(s: AcState, id: string): string {
  const def = acUnit(id);
  const l = unitOf(s, id).loc;
  const where = l.at === 'hex' ? l.hex : l.at === 'obmc' ? `obmc:${l.zone}` : l.at;
  return `#${def.side}|${def.kind === 'cavalry' ? 'cavalry' : ''}|${id === 'vercingetorix' ? 'V' : ''}|${where}|${record(s, id).left}`;
}

function searchFrom(s: AcState, id: string): Reach {
  const u = unitOf(s, id);
  const rec = record(s, id);
  const mover = moverOf(s, id);
  if (u.loc.at === 'town') return search(mover, wallStarts(s), rec.left);
  if (u.loc.at === 'obmc') return search(mover, edgeStarts(s, u.loc.zone), rec.left);
  if (u.loc.at !== 'hex') return search(mover, [], 0);
  return search(mover, [{ hex: u.loc.hex, cost: 0, via: 'hex' }], rec.left);
}

/** Every destination of the unit now moving (AC 5, 9.4, 11.5). */
export function destinations(s: AcState, id: string, r: Reach = reachOf(s, id)): Destination[] {
  const keys = boardIndex().keys;
  const out: Destination[] = [];
  eachDestination(s, id, r, (i) => out.push(keys[i]), (to) => out.push(to));
  return out;
}

/**
 * destinations' work: each hex the unit may end on (its board index, in board order: reach.ts
 * eachEnd) to `hex`, then the town and the OBMC boxes it may go to, in that order, to `other`.
 */
export function eachDestination(s: AcState, id: string, r: Reach, hex: (i: number) => unknown, other: (to: Destination) => unknown): void {
  const u = unitOf(s, id);
  const rec = record(s, id);
  const fromHex = u.loc.at === 'hex' ? u.loc.hex : null;
  eachEnd(r, fromHex, hex);
  const scout = !!s.options.recon && acUnit(id).side === 'roman' && acUnit(id).kind === 'cavalry'; // AC 22.41
  if (acUnit(id).side !== 'gallic' && !scout) return;
  const b = boardIndex();
  if (!scout && u.loc.at !== 'town' && r.at.some((i) => (b.flags[i] & F_WALL) !== 0)) other('town');
  if (u.loc.at !== 'obmc' && !rec.entered && !rec.offboard) {
    const zones = new Set<Zone>();
    const edge = edgeZonesByIndex();
    // Stryker disable next-line EqualityOperator: one step past the end reads no hex (undefined), which is no edge hex
    for (let x = 0; x < r.at.length; x++) {
      const zs = edge[r.at[x]];
      if (zs !== undefined && !r.halts[x] && r.costs[x] + NORMAL <= r.budget) for (const z of zs) zones.add(z);
    }
    for (const z of zones) other(`obmc:${z}`);
  }
}

/** EDGE_ZONES by board index (map/index.ts), made once: a search's hexes are read by index. */
let EDGE_BY_INDEX: (readonly Zone[] | undefined)[] | null = null;
const edgeZonesByIndex = (): (readonly Zone[] | undefined)[] => (EDGE_BY_INDEX ??= boardIndex().keys.map((k) => EDGE_ZONES.get(k)));

/** The hex a move to `to` ends on (for the town and the OBMC: the wall or edge hex it goes by). */
export function targetHex(r: Reach, to: Destination): string {
  if (to !== 'town' && !to.startsWith('obmc:')) return to;
  const b = boardIndex();
  let best = -1;
  // Stryker disable next-line EqualityOperator: one step past the end reads no hex (undefined), which is neither a wall hex nor an edge hex
  for (let x = 0; x < r.at.length; x++) {
    const c = r.costs[x];
    if (to === 'town' ? !(b.flags[r.at[x]] & F_WALL) : r.halts[x] || c + NORMAL > r.budget || !edgeZonesByIndex()[r.at[x]]?.includes(to.slice(5) as Zone)) continue;
    if (best < 0 || c < r.costs[best]) best = x;
  }
  return b.keys[r.at[best]];
}

export function selectUnit(ctx: AcCtx, id: string): void {
  const s = ctx.s;
  if (s.moving && s.moving !== id && s.moves[s.moving]) ownRecord(s, s.moving).done = true;
  s.moving = id;
  if (!s.moves[id]) ownRecord(s, id);
}

/**
 * `origin`: the state the action was applied to, before the working copy was made — its search
 * (made for the legal list) is the one this move follows.
 */
export function moveUnit(ctx: AcCtx, id: string, to: Destination, origin?: AcState, then?: string[], searched?: Reach): void {
  const s = ctx.s;
  const def = acUnit(id);
  const rec = ownRecord(s, id);
  const r = searched ?? reachOf(origin ?? s, id);
  const target = targetHex(r, to);
  // The route as places in the search (start first): each hex's cost read there, not looked up by name.
  const slots = pathSlots(r, target);
  const keys = boardIndex().keys;
  const path = slots.map((x) => keys[r.at[x]]);
  const start = r.starts.get(path[0])!;
  const startLoc = unitOf(s, id).loc;
  if (start.via === 'wall') {
    s.wallExits = { ...s.wallExits, [path[0]]: (s.wallExits[path[0]] ?? 0) + 1 };
    rec.leftTown = true;
    ctx.text(def.side, `${def.name} comes out of Alesia at ${label(path[0])}${start.cost ? ` (${start.cost / 2} MF: crowded wall hex)` : ''}.`, 'AC 9.3', [{ kind: 'hex', id: path[0] }]);
  } else if (start.via === 'edge') {
    s.edgeEntries = { ...s.edgeEntries, [path[0]]: (s.edgeEntries[path[0]] ?? 0) + 1 };
    rec.entered = true;
    rec.offboard = true;
    const zone = startLoc.at === 'obmc' ? startLoc.zone : '?';
    ctx.text(def.side, `${def.name} comes on from zone ${zone} at ${label(path[0])} (${start.cost / 2} MF).`, 'AC 11.1', [{ kind: 'hex', id: path[0] }]);
  }
  const first = start.via === 'hex' ? 1 : 0;
  const steps = path.slice(first);
  const end = slots[slots.length - 1];
  s.fire.pending = {
    unit: id, to, steps, costs: slots.slice(first).map((x) => r.costs[x]), budget: r.budget,
    halts: r.halts[end] === 1, entering: start.via === 'edge', total: r.costs[end], via: start.via,
  };
  if (then?.length) s.fire.pending.then = then;
  continueMove(ctx);
}

/** Walk the move under way hex by hex, stopping for Roman fire as it comes (AC 20.5, 24.2). */
export function continueMove(ctx: AcCtx): void {
  const s = ctx.s;
  const p = s.fire.pending;
  if (!p) return;
  const id = p.unit;
  const rec = ownRecord(s, id);
  // Only the shooters in range of a hex still to enter can fire at this move (fire.ts shootersNear).
  const firing = acUnit(id).side === 'gallic' && s.phase === 'gallic-move' && shootersMayReach(s, p.steps) ? shootersNear(shooters(s), p.steps) : [];
  while (p.steps.length) {
    const k = p.steps.shift()!;
    const cost = p.costs.shift()!;
    const entering = p.entering;
    p.entering = false;
    enterHex(ctx, id, k);
    rec.left = p.budget - cost;
    if (s.outcome || unitOf(s, id).loc.at === 'gone') return stopMove(ctx);
    if (firing.length) {
      const opts = fireOptions(s, id, k, entering, firing);
      if (opts.length && s.options.fire === 'ask') {
        s.fire.window = { target: id, hex: k, entering };
        return;
      }
      if (opts.length) firePlanAt(ctx, opts, false);
      if (hitOrOver(s, id)) return stopMove(ctx);
    }
  }
  finishMove(ctx);
}

/** The unit can go no further: the game is over, or fire has eliminated or disrupted it. */
export const hitOrOver = (s: AcState, id: string): boolean => !!s.outcome || unitOf(s, id).loc.at !== 'hex' || !!unitOf(s, id).disrupted;

/** Fire what the plan says at one target, volley by volley, until it is hit. */
export function firePlanAt(ctx: AcCtx, opts: FireOption[], final: boolean): void {
  const s = ctx.s;
  for (const o of opts) {
    const u = unitOf(s, o.target);
    if (s.outcome || u.loc.at !== 'hex' || u.disrupted) continue;
    if (s.fire.used[o.shooter]?.includes(o.volley)) continue;
    if (planFires(s, o, final)) fire(ctx, o, true);
  }
}

/** The moving unit was disrupted or eliminated by fire: its move ends where it is (AC 20.6, 21.1). */
export function stopMove(ctx: AcCtx): void {
  const s = ctx.s;
  const p = s.fire.pending;
  if (!p) return;
  s.fire.pending = null;
  s.fire.window = null;
  const rec = ownRecord(s, p.unit);
  rec.done = true;
  if (s.moving === p.unit) s.moving = null;
  const u = unitOf(s, p.unit);
  if (u.disrupted && u.loc.at === 'hex') ctx.text('gallic', `${acUnit(p.unit).name} is disrupted and stops at ${label(u.loc.hex)}.`, 'AC 21.1', [{ kind: 'hex', id: u.loc.hex }]);
  if (p.then?.length) moveStack(ctx, p.then, p.to);
}

/**
 * AC 5.2, 10.3 — the units of a stack move to `to` one after another (movement/stack.ts), each by
 * its own cheapest route and at its own cost; a unit that can no longer get there (fire stopped the
 * unit ahead, the hex filled) stays where it is. `origin`: the state the action was applied to, for
 * the first unit's search.
 */
export function moveStack(ctx: AcCtx, units: readonly string[], to: Destination, origin?: AcState): void {
  const s = ctx.s;
  const queue = [...units];
  // The selected unit waits its turn in the stack: picking up its fellows first does not end its move.
  if (s.moving && queue.includes(s.moving) && !s.moves[s.moving]?.path.length) s.moving = null;
  while (queue.length && !s.outcome) {
    const id = queue.shift()!;
    const base = origin ?? s;
    // One search serves the test and the move (on the working copy, nothing keeps it for the next).
    const r = canMove(s, id) ? reachOf(base, id) : null;
    if (!r || !destinations(base, id, r).includes(to)) {
      ctx.text(acUnit(id).side, `${acUnit(id).name} cannot follow to ${label(to)} and stays.`, 'AC 10.3');
      continue;
    }
    selectUnit(ctx, id);
    moveUnit(ctx, id, to, origin, queue, r);
    return;
  }
}

function finishMove(ctx: AcCtx): void {
  const s = ctx.s;
  const p = s.fire.pending!;
  s.fire.pending = null;
  const id = p.unit;
  const def = acUnit(id);
  const rec = ownRecord(s, id);
  const to = p.to as Destination;
  const here = unitOf(s, id).loc;
  const target = here.at === 'hex' ? here.hex : '';
  if (to === 'town') {
    setLoc(s, id, { at: 'town' });
    rec.enteredTown = true;
    rec.done = true;
    ctx.text(def.side, `${def.name} goes into Alesia and stays there this turn.`, 'AC 9.4');
  } else if (to.startsWith('obmc:')) {
    const zone = to.slice(5) as Zone;
    rec.offboard = true;
    rec.done = true;
    if (id === 'vercingetorix') {
      setLoc(s, id, { at: 'gone', why: 'escaped' });
      ctx.text('gallic', `Vercingetorix leaves the board at ${label(target)} into zone ${zone}: Alesia is relieved.`, 'AC 26.1');
      endGame(ctx, 'gallic', 'Vercingetorix escaped off the board (AC 26.1).');
      return;
    }
    setLoc(s, id, { at: 'obmc', zone });
    ctx.text(def.side, `${def.name} leaves the board at ${label(target)} into OBMC zone ${zone}.`, 'AC 11.5');
  } else if (p.via === 'hex' || rec.path.length > 1) {
    ctx.text(def.side, `${def.name} moves to ${label(target)} (${p.total / 2} MF${p.via === 'hex' ? '' : ' in all'}; ${rec.left / 2} left).`, 'AC 5.2', [{ kind: 'hex', id: target }]);
  }
  if (p.halts || rec.left < RAMPART) rec.done = true;
  if (rec.done && s.moving === id) s.moving = null;
  if (p.then?.length) moveStack(ctx, p.then, p.to);
}

const NO_ONE: readonly string[] = Object.freeze([]);

const isAt = (s: AcState, id: string, hex: string): boolean => {
  // Stryker disable next-line OptionalChaining: only counters of the position's table are asked about, and each has a loc
  const l = unitOf(s, id)?.loc;
  // Stryker disable next-line OptionalChaining: l is always defined (above)
  return l?.at === 'hex' && l.hex === hex;
};

/** What entering one hex brings. */
function enterHex(ctx: AcCtx, id: string, k: string): void {
  const s = ctx.s;
  const def = acUnit(id);
  setLoc(s, id, { at: 'hex', hex: k });
  ownRecord(s, id).path.push(k);
  const h = hexAt(k)!;
  // Who else stands on `k`: the finished state's occupancy, less the mover and anything no longer there
  // (a fort taken), says it without a recount — plus the units of the mover's own stack that have
  // already arrived in this same action (AC 10.3: a stack moves one unit after another), which only
  // the move records know of.
  const standing = (hex: string) => {
    // Stryker disable next-line ArrayDeclaration: a made-up id in the list of an empty hex is dropped by isAt (no such counter stands there)
    const here = unitsOn(ctx.origin ?? s, hex).filter((x) => x !== id && isAt(s, x, hex));
    for (const x in s.moves) if (x !== id && !here.includes(x) && isAt(s, x, hex)) here.push(x);
    return here;
  };
  if (def.side === 'gallic') {
    // Forts never move: a hex with none in the position before the action has none now (its array,
    // kept per position), so who else stands there is asked only where a fort stood — or for Vercingetorix.
    const fortBefore = fortArray(ctx.origin ?? s)[boardIndex().index.get(k) ?? -1] === 1;
    const others = fortBefore || id === 'vercingetorix' ? standing(k) : NO_ONE;
    const fort = fortBefore ? others.find((x) => acUnit(x).kind === 'fort') : undefined;
    if (fort) {
      setLoc(s, fort, { at: 'gone', why: 'eliminated' });
      ctx.text('gallic', `${acUnit(fort).name} at ${label(k)} is taken by the Gauls and destroyed.`, 'AC 24.9', [{ kind: 'hex', id: k }]);
    }
    if (def.force === 'relief' && h.outerWorks && !s.owLanded.includes(id)) s.owLanded = [...s.owLanded, id];
    if (id === 'vercingetorix' && zocOf(s, 'roman').has(k)) {
      const shielded = s.options.vercingetorixShielded && others.length > 0; // AC 19.7: any other Gaul (he is the only Gallic leader)
      if (!shielded) {
        setLoc(s, id, { at: 'gone', why: 'eliminated' });
        ctx.text('gallic', `Vercingetorix enters a Roman zone of control at ${label(k)} and is taken.`, 'AC 19.1', [{ kind: 'hex', id: k }]);
        endGame(ctx, 'roman', 'Vercingetorix was taken in a Roman zone of control (AC 19.1, 26.2).');
      }
    }
    return;
  }
  // Roman.
  // (Only a leader asks who else stands there.) A Roman move changes no Gaul and no fort, so the Gallic
  // ZOC is the position's before the action: its array, kept per position (arrays.ts; the same rule as
  // queries.ts zocOf, AC 6.1), rather than the working copy's worked out afresh at every step.
  if (def.kind === 'leader' && zocArray(ctx.origin ?? s, 'gallic')[boardIndex().index.get(k) ?? -1] > 0 && !standing(k).some((x) => acUnit(x).side === 'roman' && acUnit(x).kind !== 'leader' && acUnit(x).kind !== 'fort')) {
    setLoc(s, id, { at: 'gone', why: 'eliminated' });
    ctx.text('roman', `${def.name}, alone in a Gallic zone of control at ${label(k)}, is killed.`, 'AC 19.3', [{ kind: 'hex', id: k }]);
    return;
  }
  // Reading (AC 26.2): a Roman LEADER moving next to Vercingetorix does not win the game — a leader
  // alone takes no one (and AC 19.3 kills him in a Gallic ZOC). AC 24.1 does call leaders units, so an
  // owner may read it otherwise; stated in docs/mutation/mut-moves.md and the issue note.
  // Stryker disable next-line OptionalChaining: a position's table always holds Vercingetorix's counter
  const v = unitOf(s, 'vercingetorix')?.loc;
  // Stryker disable next-line OptionalChaining: v is always defined (above)
  // Next to him: one hex apart (the same test as his hex among the step's six neighbours, without making them).
  if (def.kind !== 'leader' && v?.at === 'hex' && distance(h.hex, keyHex(v.hex)) === 1) {
    const shielded = s.options.vercingetorixShielded && standing(v.hex).some((x) => x !== 'vercingetorix'); // AC 19.7: any other Gaul
    if (!shielded) {
      ctx.text('roman', `${def.name} reaches ${label(k)}, next to Vercingetorix.`, 'AC 26.2', [{ kind: 'hex', id: k }]);
      endGame(ctx, 'roman', 'A Roman unit moved next to Vercingetorix (AC 26.2).');
    }
  }
}
