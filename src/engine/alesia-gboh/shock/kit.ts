/**
 * Test helpers for the shock segment in play: real map spots found on the scenario's board and a
 * state cleared down to the units a test names (the rest go back to the pool), frozen by the caller.
 */
import { agUnit, CO_TQ } from '../data';
import { moveBoard } from '../movement/board';
import type { ActiveCommand, AgState, Facing } from '../state';
import { edit } from '../testing';
import { unitIds } from '../unitIds';

/** AG 9.23 ground: an outer Rampart hex with two outer Death Garden hexes ahead of it, all at one level, nothing on the hexsides. */
export function rampartSpot(s: AgState): { rampart: string; a: string; b: string; v: Facing } {
  const mb = moveBoard(s.scenario);
  const keys = [...mb.board.hexes.keys()].sort();
  for (const k of keys) {
    const t = mb.board.hexes.get(k)!;
    if (t.rampart !== 'outer') continue;
    const i = mb.index.get(k)!;
    for (let v = 0; v < 6; v++) {
      const [ja, jb] = [mb.nb[i * 6 + v], mb.nb[i * 6 + ((v + 1) % 6)]];
      if (ja < 0 || jb < 0) continue;
      const [ta, tb] = [mb.board.hexes.get(mb.keys[ja])!, mb.board.hexes.get(mb.keys[jb])!];
      if (ta.deathGarden !== 'outer' || tb.deathGarden !== 'outer') continue;
      if (ta.level !== t.level || tb.level !== t.level || ta.forest || tb.forest) continue;
      if (mb.side[i * 6 + v] || mb.side[i * 6 + ((v + 1) % 6)]) continue;
      return { rampart: k, a: mb.keys[ja], b: mb.keys[jb], v: v as Facing };
    }
  }
  throw new Error('no Rampart spot on this board');
}

/** Open, level, clear ground: a hex whose six neighbours and their neighbours are clear, level and outside the works. */
export function openSpot(s: AgState, skip = 0): string {
  const mb = moveBoard(s.scenario);
  const clear = (j: number) => {
    const t = mb.board.hexes.get(mb.keys[j])!;
    return t.area === 'outside' && !t.rampart && !t.deathGarden && !t.forest && !t.redoubt && !t.camp && !t.alesia;
  };
  let found = 0;
  for (const k of [...mb.board.hexes.keys()].sort()) {
    const i = mb.index.get(k)!;
    if (!clear(i)) continue;
    let ok = true;
    for (let d = 0; d < 6 && ok; d++) {
      const j = mb.nb[i * 6 + d];
      if (j < 0 || !clear(j) || mb.side[i * 6 + d] || mb.level[j] !== mb.level[i]) ok = false;
      else for (let e = 0; e < 6 && ok; e++) {
        const m = mb.nb[j * 6 + e];
        if (m < 0 || !clear(m) || mb.side[j * 6 + e] || mb.level[m] !== mb.level[i]) ok = false;
      }
    }
    if (ok && found++ === skip) return k;
  }
  throw new Error('no open spot');
}

/**
 * Relief BI of one tribe for two stacks (GB-9.23): the tribe with the most BI of TQ `tq` (CO TQ + 1,
 * the best), ordered so that the units at even places — the tops of the stacks [0,1] and [2,3] — are
 * of that TQ and come first in the state's unit order.
 */
export function reliefBi(s: AgState, n: number, tq = CO_TQ + 1): { tribe: string; ids: string[] } {
  const best = new Map<string, string[]>();
  const rest = new Map<string, string[]>();
  for (const id of unitIds(s)) {
    const d = agUnit(id);
    if (d.type !== 'BI' || d.force !== 'relief' || d.linked) continue;
    const m = d.tq === tq ? best : rest;
    m.set(d.tribe!, [...(m.get(d.tribe!) ?? []), id]);
  }
  const tribe = [...best].sort((a, b) => b[1].length - a[1].length)[0][0];
  const tops = best.get(tribe)!;
  const under = [...tops.slice(Math.ceil(n / 2)), ...(rest.get(tribe) ?? [])];
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(i % 2 === 0 ? tops[i / 2] : under[(i - 1) / 2]);
  if (ids.some((x) => !x)) throw new Error(`no tribe with ${n} BI for two stacks`);
  return { tribe, ids };
}

export interface Placed {
  id: string;
  hex: string;
  facing: Facing;
  hits?: number;
  /** Where it began the phase (default: where it is). */
  from?: string;
}

/**
 * A state with only `placed` units on the map (everything else in the pool, leaders off the map),
 * `owner`'s Command made of `command` activated, in the `command` step.
 */
export function position(s0: AgState, owner: 'roman' | 'gallic', placed: Placed[], command: Partial<ActiveCommand> & { units: string[] }, extra?: (x: AgState) => void): AgState {
  return edit(s0, (x) => {
    for (const id of Object.keys(x.units)) x.units[id] = { loc: { at: 'pool' }, facing: 0, hits: 0 };
    for (const id of Object.keys(x.leaders)) x.leaders[id] = { loc: { at: 'pool' } };
    for (const p of placed) x.units[p.id] = { loc: { at: 'hex', hex: p.hex }, facing: p.facing, hits: p.hits ?? 0, ...(p.from && p.from !== p.hex ? { moved: true } : {}) };
    x.step = 'command';
    x.ap.owner = owner;
    x.ap.phases = 3;
    x.command = { leader: command.leader ?? (owner === 'roman' ? 'caesar' : 'vercassivellaunus'), kind: command.kind ?? (owner === 'roman' ? 'legion' : 'tribes'), tribes: command.tribes ?? [], units: command.units, outOfRange: [] };
    const at: Record<string, string> = {};
    for (const p of placed) at[p.id] = p.from ?? p.hex;
    x.phaseStart = { at, inEnemyZoc: [], enemyInZoc: [] };
    x.shock = null;
    extra?.(x);
  });
}
