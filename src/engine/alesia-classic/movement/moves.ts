/**
 * Moving units, one at a time (AC 5.2): who may start moving, where the moving unit may go, and
 * the move itself, hex by hex, with what entering each hex brings — a fort taken (AC 24.9), the
 * Outer Works crossed (AC 18.1), Vercingetorix caught (AC 19.1, 26.2), a Roman leader caught alone
 * (AC 19.3), Vercingetorix off the board (AC 26.1).
 */
import { setLoc } from '../state';
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import type { Destination } from '../actions';
import type { AcCtx } from '../ctx';
import { acUnit } from '../data/units';
import { acHex } from '../map/map';
import { acLabel } from '../map/grid';
import { EDGE_ZONES, type Zone } from '../map/zones';
import { occupancy, zocOf } from '../queries';
import type { AcState, MoveRecord } from '../state';
import { endGame } from '../victory';
import { edgeStarts, endHexes, moverOf, pathTo, search, wallStarts, type Reach } from './reach';
import { RAMPART, NORMAL } from './terrain';
import { commanderOf } from '../commanders';
import { fire, fireOptions, planFires, shooters, type FireOption } from '../fire/fire';

const label = (k: string) => acLabel(parseHexKey(k));

/** The besieged force may leave the town only once released (AC 18.1, 18.2). */
export function besiegedReleased(s: AcState): boolean {
  return s.coordination.releaseTurn !== null && s.turn >= s.coordination.releaseTurn;
}

function record(s: AcState, id: string): MoveRecord {
  return s.moves[id] ?? { left: acUnit(id).mf * 2, from: s.units[id].loc, done: false, path: [] };
}

/** May this unit begin (or go on) moving in the current phase? */
export function canMove(s: AcState, id: string): boolean {
  const def = acUnit(id);
  const u = s.units[id];
  const rec = s.moves[id];
  if (def.kind === 'fort' || u.disrupted || u.raging || rec?.done) return false;
  if (s.step && commanderOf(s, id) !== s.step) return false; // AC 17.2, 17.4: each commander moves his own units
  // AC 22.42 (optional): a Roman squadron scouting the OBMC comes back on as the Gauls do.
  if (s.phase === 'roman-move') return def.side === 'roman' && (u.loc.at === 'hex' || (u.loc.at === 'obmc' && !!s.options.recon && !rec?.offboard));
  if (s.phase !== 'gallic-move' || def.side !== 'gallic') return false;
  if (u.loc.at === 'hex') return true;
  if (u.loc.at === 'town') return !rec?.enteredTown && (def.force !== 'besieged' || besiegedReleased(s));
  if (u.loc.at === 'obmc') return !rec?.offboard;
  return false;
}

/** Searches already made, by state and unit: the legal list and the move that follows share one. */
const REACH = new WeakMap<AcState, Map<string, Reach>>();

/** Where the unit could get to from where it stands, with what it has left this turn. */
export function reachOf(s: AcState, id: string): Reach {
  let byUnit = REACH.get(s);
  const known = byUnit?.get(id);
  if (known) return known;
  const r = searchFrom(s, id);
  if (!byUnit) REACH.set(s, (byUnit = new Map()));
  byUnit.set(id, r);
  return r;
}

function searchFrom(s: AcState, id: string): Reach {
  const u = s.units[id];
  const rec = record(s, id);
  const mover = moverOf(s, id);
  if (u.loc.at === 'town') return search(mover, wallStarts(s), rec.left);
  if (u.loc.at === 'obmc') return search(mover, edgeStarts(s, u.loc.zone), rec.left);
  if (u.loc.at !== 'hex') return search(mover, [], 0);
  return search(mover, [{ hex: u.loc.hex, cost: 0, via: 'hex' }], rec.left);
}

/** Every destination of the unit now moving (AC 5, 9.4, 11.5). */
export function destinations(s: AcState, id: string): Destination[] {
  const u = s.units[id];
  const rec = record(s, id);
  const r = reachOf(s, id);
  const fromHex = u.loc.at === 'hex' ? u.loc.hex : null;
  const out: Destination[] = endHexes(r, fromHex);
  const scout = !!s.options.recon && acUnit(id).side === 'roman' && acUnit(id).kind === 'cavalry'; // AC 22.41
  if (acUnit(id).side !== 'gallic' && !scout) return out;
  if (!scout && u.loc.at !== 'town' && [...r.cost.keys()].some((k) => acHex(parseHexKey(k))?.wall)) out.push('town');
  if (u.loc.at !== 'obmc' && !rec.entered && !rec.offboard) {
    const zones = new Set<Zone>();
    for (const [k, c] of r.cost) {
      const zs = EDGE_ZONES.get(k);
      if (zs && !r.halted.has(k) && c + NORMAL <= r.budget) for (const z of zs) zones.add(z);
    }
    for (const z of zones) out.push(`obmc:${z}`);
  }
  return out;
}

/** The hex a move to `to` ends on (for the town and the OBMC: the wall or edge hex it goes by). */
export function targetHex(r: Reach, to: Destination): string {
  if (to !== 'town' && !to.startsWith('obmc:')) return to;
  let best: string | null = null;
  for (const [k, c] of r.cost) {
    if (to === 'town' ? !acHex(parseHexKey(k))?.wall : r.halted.has(k) || c + NORMAL > r.budget || !EDGE_ZONES.get(k)?.includes(to.slice(5) as Zone)) continue;
    if (best === null || c < r.cost.get(best)!) best = k;
  }
  return best!;
}

export function selectUnit(ctx: AcCtx, id: string): void {
  const s = ctx.s;
  if (s.moving && s.moving !== id && s.moves[s.moving]) s.moves[s.moving].done = true;
  s.moving = id;
  s.moves[id] ??= record(s, id);
}

/**
 * `origin`: the state the action was applied to, before the working copy was made — its search
 * (made for the legal list) is the one this move follows.
 */
export function moveUnit(ctx: AcCtx, id: string, to: Destination, origin?: AcState): void {
  const s = ctx.s;
  const def = acUnit(id);
  const rec = (s.moves[id] ??= record(s, id));
  const r = reachOf(origin ?? s, id);
  const target = targetHex(r, to);
  const path = pathTo(r, target);
  const start = r.starts.get(path[0])!;
  const startLoc = s.units[id].loc;
  if (start.via === 'wall') {
    s.wallExits[path[0]] = (s.wallExits[path[0]] ?? 0) + 1;
    rec.leftTown = true;
    ctx.text(def.side, `${def.name} comes out of Alesia at ${label(path[0])}${start.cost ? ` (${start.cost / 2} MF: crowded wall hex)` : ''}.`, 'AC 9.3', [{ kind: 'hex', id: path[0] }]);
  } else if (start.via === 'edge') {
    s.edgeEntries[path[0]] = (s.edgeEntries[path[0]] ?? 0) + 1;
    rec.entered = true;
    rec.offboard = true;
    const zone = startLoc.at === 'obmc' ? startLoc.zone : '?';
    ctx.text(def.side, `${def.name} comes on from zone ${zone} at ${label(path[0])} (${start.cost / 2} MF).`, 'AC 11.1', [{ kind: 'hex', id: path[0] }]);
  }
  const steps = start.via === 'hex' ? path.slice(1) : path;
  s.fire.pending = {
    unit: id, to, steps, costs: steps.map((k) => r.cost.get(k)!), budget: r.budget,
    halts: r.halted.has(target), entering: start.via === 'edge', total: r.cost.get(target)!, via: start.via,
  };
  continueMove(ctx);
}

/** Walk the move under way hex by hex, stopping for Roman fire as it comes (AC 20.5, 24.2). */
export function continueMove(ctx: AcCtx): void {
  const s = ctx.s;
  const p = s.fire.pending;
  if (!p) return;
  const id = p.unit;
  const rec = s.moves[id];
  const firing = acUnit(id).side === 'gallic' && s.phase === 'gallic-move' ? shooters(s) : [];
  while (p.steps.length) {
    const k = p.steps.shift()!;
    const cost = p.costs.shift()!;
    const entering = p.entering;
    p.entering = false;
    enterHex(ctx, id, k);
    rec.left = p.budget - cost;
    if (s.outcome || s.units[id].loc.at === 'gone') return stopMove(ctx);
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
export const hitOrOver = (s: AcState, id: string): boolean => !!s.outcome || s.units[id].loc.at !== 'hex' || !!s.units[id].disrupted;

/** Fire what the plan says at one target, volley by volley, until it is hit. */
export function firePlanAt(ctx: AcCtx, opts: FireOption[], final: boolean): void {
  const s = ctx.s;
  for (const o of opts) {
    const u = s.units[o.target];
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
  const rec = s.moves[p.unit];
  rec.done = true;
  if (s.moving === p.unit) s.moving = null;
  const u = s.units[p.unit];
  if (u.disrupted && u.loc.at === 'hex') ctx.text('gallic', `${acUnit(p.unit).name} is disrupted and stops at ${label(u.loc.hex)}.`, 'AC 21.1', [{ kind: 'hex', id: u.loc.hex }]);
}

function finishMove(ctx: AcCtx): void {
  const s = ctx.s;
  const p = s.fire.pending!;
  s.fire.pending = null;
  const id = p.unit;
  const def = acUnit(id);
  const rec = s.moves[id];
  const to = p.to as Destination;
  const here = s.units[id].loc;
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
  } else if (rec.path.length > 0 && (p.via === 'hex' || rec.path.length > 1)) {
    ctx.text(def.side, `${def.name} moves to ${label(target)} (${p.total / 2} MF${p.via === 'hex' ? '' : ' in all'}; ${rec.left / 2} left).`, 'AC 5.2', [{ kind: 'hex', id: target }]);
  }
  if (p.halts || rec.left < RAMPART) rec.done = true;
  if (rec.done && s.moving === id) s.moving = null;
}

/** What entering one hex brings. */
function enterHex(ctx: AcCtx, id: string, k: string): void {
  const s = ctx.s;
  const def = acUnit(id);
  setLoc(s, id, { at: 'hex', hex: k });
  s.moves[id].path.push(k);
  const h = acHex(parseHexKey(k))!;
  const occ = occupancy(s);
  if (def.side === 'gallic') {
    const fort = (occ.get(k) ?? []).find((x) => acUnit(x).kind === 'fort');
    if (fort) {
      setLoc(s, fort, { at: 'gone', why: 'eliminated' });
      ctx.text('gallic', `${acUnit(fort).name} at ${label(k)} is taken by the Gauls and destroyed.`, 'AC 24.9', [{ kind: 'hex', id: k }]);
    }
    if (def.force === 'relief' && h.outerWorks && !s.owLanded.includes(id)) s.owLanded.push(id);
    if (id === 'vercingetorix' && zocOf(s, 'roman', occ).has(k)) {
      const shielded = s.options.vercingetorixShielded && (occ.get(k) ?? []).some((x) => x !== id && acUnit(x).kind !== 'leader');
      if (!shielded) {
        setLoc(s, id, { at: 'gone', why: 'eliminated' });
        ctx.text('gallic', `Vercingetorix enters a Roman zone of control at ${label(k)} and is taken.`, 'AC 19.1', [{ kind: 'hex', id: k }]);
        endGame(ctx, 'roman', 'Vercingetorix was taken in a Roman zone of control (AC 19.1, 26.2).');
      }
    }
    return;
  }
  // Roman.
  if (def.kind === 'leader' && zocOf(s, 'gallic', occ).has(k) && !(occ.get(k) ?? []).some((x) => x !== id && acUnit(x).side === 'roman' && acUnit(x).kind !== 'leader' && acUnit(x).kind !== 'fort')) {
    setLoc(s, id, { at: 'gone', why: 'eliminated' });
    ctx.text('roman', `${def.name}, alone in a Gallic zone of control at ${label(k)}, is killed.`, 'AC 19.3', [{ kind: 'hex', id: k }]);
    return;
  }
  const v = s.units.vercingetorix?.loc;
  if (def.kind !== 'leader' && v?.at === 'hex' && neighbours(h.hex).some((n) => hexKey(n) === v.hex)) {
    const shielded = s.options.vercingetorixShielded && (occ.get(v.hex) ?? []).some((x) => x !== 'vercingetorix' && acUnit(x).kind !== 'leader');
    if (!shielded) {
      ctx.text('roman', `${def.name} reaches ${label(k)}, next to Vercingetorix.`, 'AC 26.2', [{ kind: 'hex', id: k }]);
      endGame(ctx, 'roman', 'A Roman unit moved next to Vercingetorix (AC 26.2).');
    }
  }
}
