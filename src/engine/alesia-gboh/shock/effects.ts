/**
 * What combat results do to the state (AG 10.1–10.4, 10.7, 9.27): Hits, rout, elimination, the
 * withdrawal tallies, and the retreat hexes a unit may take. Shared by shock (./play.ts) and open to
 * missile fire (a Hit is a Hit, AG 10.11).
 *
 * AG 10.12        a unit's Hits are its running total.
 * AG 10.13, 10.41 a cohort or relief BI not yet reduced routs at Hits ≥ TQ; AG 10.14, 10.64 others
 *                 (and reduced units) are eliminated (../fire/cohesion.ts decides the fate).
 * AG 10.42        a cohort that routs goes at once to its Aquila's hex or a hex next to it, if a path
 *                 free of enemy units and enemy ZOCs leads there; else it is eliminated. Reading
 *                 (AG 10.8): an Aquila not placed apart stands with its legion's legate.
 * AG 10.44        routed Gallic BI go straight to the Gallic Camp (an off-map box, reading Q16).
 * AG 12.1         routed units are eliminated instead (the fate already says so).
 * AG 10.71        each routed or eliminated Gallic unit counts against its tribe's tally (the cavalry
 *                 counter it came through, or the Alesia force); a routed unit later eliminated
 *                 moves from one column to the other.
 */
import { agLeader, agUnit, LEGATE_OF, type AgLegionId } from '../data';
import { landOn } from '../stacking';
import { distance, parseHexKey } from '../../hex/coords';
import { ownLeaders, ownUnit, ownUnits } from '../ctx';
import type { AgCtx } from '../ctx';
import { isCavalryUnit } from '../fire/combatUnit';
import { takeHits, type UnitHits } from '../fire/cohesion';
import { combatUnitOf } from '../fire/fromState';
import { exertsZocInto } from '../fire/zoc';
import { aspectHexes } from '../facing';
import { moveBoard } from '../movement/board';
import { occupancy, rubbleOf, stackFits } from '../movement/occupancy';
import { tallyKey } from '../recovery';
import type { AgState } from '../state';
import { zeroTally } from '../state';
import { boardGround } from '../fire/boardGround';
import { retreatHexes } from './retreat';
import { inEnemyZoc } from '../fire/position';
import { unitEntries, unitIds } from '../unitIds';

const name = (id: string): string => agUnit(id).name;

function tally(s: AgState, id: string, what: 'routed' | 'eliminated', wasRouted: boolean): void {
  const k = tallyKey(s, id);
  if (!k) return;
  const t = (s.ap.tallies[k] ??= zeroTally());
  t[what] += 1;
  if (what === 'eliminated' && wasRouted && t.routed > 0) t.routed -= 1;
}

/** AG 10.14, 10.42: take a unit off for good. */
export function eliminate(ctx: AgCtx, id: string, why: string, rule: string): void {
  const s = ctx.s;
  const st = s.units[id];
  const wasRouted = !!st.routed;
  ownUnits(s)[id] = { ...st, loc: { at: 'gone' } };
  delete ownUnit(s, id).routed;
  tally(s, id, 'eliminated', wasRouted);
  ctx.text(agUnit(id).side, `${name(id)} is eliminated${why}.`, rule);
}

/** AG 10.8, reading X17: a captured Aquila is off the map until its legion is next activated. */
export const CAPTURED = 'captured';

/** AG 10.8, reading X17: the hex of a legion's Aquila — placed apart, else with its legate, else with its first cohort standing — or null. */
export function aquilaHex(s: AgState, legion: string): string | null {
  const placed = s.aquilae?.[legion];
  if (placed === CAPTURED) return null;
  if (placed) return placed;
  const l = s.leaders[LEGATE_OF[legion as AgLegionId]];
  if (l && l.loc.at === 'hex') return l.loc.hex;
  for (const [id, u] of unitEntries(s)) if (u.loc.at === 'hex' && !u.routed && agUnit(id).type === 'CO' && agUnit(id).legion === legion) return u.loc.hex;
  return null;
}

/** AG 10.8: an enemy unit entered the hex of an Aquila standing there without a Roman combat unit: it is captured, and every unit of its legion takes 1 Hit. */
export function checkAquilaCapture(ctx: AgCtx, hex: string): void {
  const s = ctx.s;
  if (unitEntries(s).some(([id, u]) => u.loc.at === 'hex' && u.loc.hex === hex && agUnit(id).side === 'roman')) return;
  for (const legion of s.legions) {
    if (aquilaHex(s, legion) !== hex) continue;
    s.aquilae = { ...(s.aquilae ?? {}), [legion]: CAPTURED };
    ctx.text('roman', `The Aquila of Legio ${legion} is captured: every unit of the legion takes 1 Hit.`, 'AG 10.8');
    for (const [id, u] of unitEntries(s)) {
      if (u.loc.at !== 'hex' || agUnit(id).legion !== legion) continue;
      applyFate(ctx, takeHits(combatUnitOf(s, id), 1, { routedIsEliminated: s.scenario === '12.1' }), ', its Aquila lost');
    }
  }
}

/** AG 10.8: when a legion whose Aquila was captured is next activated, it has a new one (with its legate). */
export function renewAquila(ctx: AgCtx, legion: string): void {
  const s = ctx.s;
  if (s.aquilae?.[legion] !== CAPTURED) return;
  const rest = { ...s.aquilae };
  delete rest[legion];
  s.aquilae = rest;
  ctx.text('roman', `Legio ${legion} raises a new Aquila.`, 'AG 10.8');
}

/** AG 10.42: where a cohort that routs goes — the nearest hex at or next to its Aquila reached by a path free of enemies and their ZOC. */
export function rallyPointOf(s: AgState, id: string): string | null {
  const def = agUnit(id);
  const from = s.units[id].loc;
  if (!def.legion || from.at !== 'hex') return null;
  const eagle = aquilaHex(s, def.legion);
  if (!eagle) return null;
  const mb = moveBoard(s.scenario);
  const occ = occupancy(mb, s, 'roman', id);
  const start = mb.index.get(from.hex);
  const goal = mb.index.get(eagle);
  if (start === undefined || goal === undefined) return null;
  const ok = new Set<number>([goal]);
  for (let d = 0; d < 6; d++) if (mb.nb[goal * 6 + d] >= 0) ok.add(mb.nb[goal * 6 + d]);
  const fits = (j: number): boolean => !occ.enemy[j] && stackFits(mb, mb.keys[j], [...(occ.friends[j] ?? []), id], occ.rubble); // AG 8.45
  // Breadth-first over hexes free of enemy units and ZOC (the unit's own hex excepted).
  const seen = new Uint8Array(mb.n);
  let frontier = [start];
  seen[start] = 1;
  while (frontier.length) {
    const hits = frontier.filter((j) => ok.has(j) && fits(j));
    if (hits.length) return mb.keys[hits.includes(goal) ? goal : hits[0]];
    const next: number[] = [];
    for (const i of frontier) for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || seen[j] || occ.enemy[j] || occ.zoc[j]) continue;
      seen[j] = 1;
      next.push(j);
    }
    frontier = next;
  }
  return null;
}

/**
 * AG 10.46, reading X15: leaders of `side` left on `hex` without a friendly combat unit after a rout
 * or an elimination go to the nearest friendly combat unit on the map (a cohort's legate follows it
 * to its Aquila; a chief is not sent to the Gallic Camp, so he can still command).
 */
export function strandedLeaders(ctx: AgCtx, hex: string, side: 'roman' | 'gallic'): void {
  const s = ctx.s;
  const friends = unitEntries(s).filter(([o, u]) => u.loc.at === 'hex' && agUnit(o).side === side && !u.routed);
  if (friends.some(([, u]) => u.loc.at === 'hex' && u.loc.hex === hex)) return;
  const here = parseHexKey(hex);
  for (const [lid, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'hex' || l.loc.hex !== hex || agLeader(lid).side !== side) continue;
    let best: string | null = null;
    let bestD = Infinity;
    for (const [, u] of friends) {
      if (u.loc.at !== 'hex') continue;
      const d = distance(here, parseHexKey(u.loc.hex));
      if (d < bestD) { bestD = d; best = u.loc.hex; }
    }
    if (!best) continue;
    ownLeaders(s)[lid] = { ...l, loc: { at: 'hex', hex: best } };
    ctx.text(side, `${agLeader(lid).name} joins the nearest of his men.`, 'AG 10.46');
  }
}

/** AG 10.12–10.14, 10.4: put a unit's Hits and fate on the state, with the log line. */
export function applyFate(ctx: AgCtx, h: UnitHits, cause: string): void {
  const s = ctx.s;
  const id = h.unit;
  const def = agUnit(id);
  const st = s.units[id];
  const from = st.loc.at === 'hex' ? st.loc.hex : null;
  fateOf(ctx, h, cause);
  const to = s.units[id].loc;
  if (from && (to.at !== 'hex' || to.hex !== from)) strandedLeaders(ctx, from, def.side);
}

function fateOf(ctx: AgCtx, h: UnitHits, cause: string): void {
  const s = ctx.s;
  const id = h.unit;
  const def = agUnit(id);
  const st = s.units[id];
  if (h.fate === 'eliminated') {
    ownUnits(s)[id] = { ...st, hits: h.total };
    eliminate(ctx, id, ` (${h.total} Hits${cause})`, h.rule);
    return;
  }
  ownUnits(s)[id] = { ...st, hits: h.total };
  if (h.fate === 'steady') {
    if (h.added > 0) ctx.text(def.side, `${name(id)} takes ${h.added} Hit${h.added === 1 ? '' : 's'}${cause} (${h.total} in all).`, h.rule);
    return;
  }
  if (st.routed) return; // a routed unit that took no Hit stays routed
  // It routs (AG 10.13, 10.41).
  if (def.side === 'gallic') {
    ownUnits(s)[id] = { ...s.units[id], routed: true, loc: { at: 'gallic-camp' } };
    tally(s, id, 'routed', false);
    ctx.text('gallic', `${name(id)} routs (${h.total} Hits${cause}) and goes to the Gallic Camp.`, 'AG 10.44');
    return;
  }
  const to = rallyPointOf(s, id);
  if (!to) {
    eliminate(ctx, id, ` (routed with no free path to its Aquila${cause})`, 'AG 10.42');
    return;
  }
  landOn(s, id, to, { routed: true }); // AG 6.65: under any friend there
  ctx.text('roman', `${name(id)} routs (${h.total} Hits${cause}) and falls back on its Aquila.`, 'AG 10.42');
}

/** AG 6.61, 10.21, 6.22: may `id` stand on `hex` now (no enemy there, no tribal counter, stacking strictly kept)? */
export function mayRetreatInto(s: AgState, id: string, hex: string): boolean {
  const mb = moveBoard(s.scenario);
  const side = agUnit(id).side;
  const here: string[] = [];
  for (const [o, u] of unitEntries(s)) {
    if (o === id || u.loc.at !== 'hex' || u.loc.hex !== hex) continue;
    if (agUnit(o).side !== side) return false;
    here.push(o);
  }
  // AG 6.22: no combat unit enters a hex holding a tribal counter with units on it.
  if (Object.values(s.tribes).some((t) => t.status === 'placed' && !t.noUnits && t.hex === hex)) return false;
  return mb.index.has(hex) && stackFits(mb, hex, [...here, id], rubbleOf(mb, s)); // AG 8.45
}

/**
 * AG 10.21–10.22: the hexes the unit may retreat into. AG 7.25, 10.25: a hex in an enemy ZOC (as
 * movement draws it, ../fire/position.ts) is open only when no hex outside every enemy ZOC is.
 */
export function retreatOptions(s: AgState, id: string): string[] {
  const g = boardGround(s);
  const all = retreatHexes(g, combatUnitOf(s, id), (h) => mayRetreatInto(s, id, h));
  const side = agUnit(id).side;
  const free = all.filter((h) => !inEnemyZoc(s, side, h));
  return free.length ? free : all;
}

/** AG 10.25: a hex in the ZOC or a front hex of an enemy unit able to fire. */
export function underEnemyFire(s: AgState, id: string, hex: string): boolean {
  const g = boardGround(s);
  const side = agUnit(id).side;
  for (const [o, u] of unitEntries(s)) {
    if (u.loc.at !== 'hex' || u.routed) continue;
    const d = agUnit(o);
    if (d.side === side || !d.missile) continue;
    const cu = combatUnitOf(s, o);
    if (exertsZocInto(g, cu, hex) || aspectHexes(cu.hex, cu.facing, 'front').includes(hex)) return true;
  }
  return false;
}

/** Move a unit (and leave the leaders behind: AG 10.26 is the owner's choice, reading: leaders stay unless moved with it). */
export function moveUnit(s: AgState, id: string, hex: string): void {
  // AG 6.65: a unit that joins a stack (a retreat into a friend's hex) takes its facing — found by the sim.
  const side = agUnit(id).side;
  const mate = unitIds(s).find((o) => o !== id && s.units[o].loc.at === 'hex' && (s.units[o].loc as { hex: string }).hex === hex && agUnit(o).side === side);
  // AG 6.65: it goes under the units there.
  landOn(s, id, hex, mate ? { facing: s.units[mate].facing } : {});
}

export const cavalryOf = (id: string): boolean => isCavalryUnit(agUnit(id));
