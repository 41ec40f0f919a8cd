/**
 * Entering hexes during the shock segment and moving through fire (AG 6.45, 8.43, 9.22, 9.31, 10.22),
 * through the legal list and `apply` on frozen states of the real board.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import type { LogEntry } from '../../core/log';
import { hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import type { AgAction } from '../actions';
import { aspectHexes } from '../facing';
import { moveBoard } from '../movement/board';
import { reach } from '../movement/reach';
import { stepCost } from '../movement/step';
import { occupancy } from '../movement/occupancy';
import { alesiaGboh } from '../system';
import { deployed, withDice } from '../testing';
import type { AgState, Facing } from '../state';
import { openSpot, position } from './kit';
import { retreatOptions } from './effects';

const nb = (hex: string, d: number): string => hexKey(neighbour(parseHexKey(hex), ((d % 6) + 6) % 6));
const legal = (s: AgState) => alesiaGboh.legalActions(s);
function step(s: AgState, a: AgAction): { s: AgState; log: LogEntry[] } {
  const r = alesiaGboh.apply(deepFreeze(s), a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.rule} ${r.rejection.message}`);
  return { s: r.state, log: r.log };
}
const choices = (s: AgState) => legal(s).map((a) => (a as { choice: string }).choice);

const base = deployed('12.2', 'entering');
const mb = moveBoard(base.scenario);
const BI = 'bi-arverni-1';
const CO = 'co-vi-1';

/** Clear, level ground next to `i` across no hexside feature, outside the works. */
const plainNext = (i: number, d: number): boolean => {
  const j = mb.nb[i * 6 + d];
  if (j < 0 || mb.side[i * 6 + d]) return false;
  const t = mb.board.hexes.get(mb.keys[j])!;
  return !t.rampart && !t.redoubt && !t.forest && !t.camp && !t.alesia && !t.deathGarden && mb.level[j] === mb.level[i];
};

/**
 * A Death Garden hex D and a facing F such that the hex P ahead of D (where the attacker stands)
 * and one of D's rear hexes are clear level ground: a cohort on D facing F can be pushed back, and
 * the Gaul on P must then advance into the Death Garden.
 */
function gardenSpot(): { d: string; p: string; f: Facing; dg: 'outer' | 'inner' } {
  for (const k of [...mb.board.hexes.keys()].sort()) {
    const t = mb.board.hexes.get(k)!;
    if (!t.deathGarden) continue;
    const i = mb.index.get(k)!;
    for (let f = 0; f < 6; f++) {
      if (!plainNext(i, f)) continue;
      if (!plainNext(i, (f + 3) % 6) && !plainNext(i, (f + 4) % 6)) continue;
      return { d: k, p: mb.keys[mb.nb[i * 6 + f]], f: f as Facing, dg: t.deathGarden };
    }
  }
  throw new Error('no Death Garden spot');
}

describe('AG 6.45, 9.31 — an advance after shock into a Death Garden costs its Hits', () => {
  it('the cohort fails its pre-shock test and falls back; the BI that must advance into the Death Garden takes 2 (outer) or 3 (inner) Hits', () => {
    const g = gardenSpot();
    const s = deepFreeze(position(base, 'gallic', [
      { id: CO, hex: g.d, facing: g.f },
      { id: BI, hex: g.p, facing: ((g.f + 3) % 6) as Facing, from: nb(nb(g.p, g.f), g.f) },
    ], { units: [BI], tribes: ['arverni'] }, (x) => {
      x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    }));
    const { s: asked } = step(withDice(s, [9]), { t: 'toShock' });
    const at = asked.units[CO].loc;
    expect(at.at === 'hex' && at.hex !== g.d).toBe(true);
    expect(asked.shock?.pending?.kind).toBe('advance');
    const { s: after, log } = step(asked, legal(asked)[0]);
    expect(after.units[BI].loc).toEqual({ at: 'hex', hex: g.d });
    expect(after.units[BI].hits).toBe(g.dg === 'outer' ? 2 : 3);
    expect(log.some((e) => e.kind === 'text' && (e as { rule?: string }).rule === 'AG 6.45')).toBe(true);
  });
});

const O = openSpot(base);
const F: Facing = 0;
/** A light horse on O facing F; a BI that moved in from two hexes off, in its front hex, facing it. */
function duel(extra?: (x: AgState) => void): AgState {
  const biHex = nb(O, F);
  return deepFreeze(position(base, 'gallic', [
    { id: 'lc-iberian-1', hex: O, facing: F },
    { id: BI, hex: biHex, facing: ((F + 3) % 6) as Facing, from: nb(nb(biHex, F), F) },
  ], { units: [BI], tribes: ['arverni'] }, (x) => {
    x.tribes.arverni = { ...x.tribes.arverni, status: 'placed', zone: 'I', released: 1 };
    x.combatOrders = { roman: { rbs: 'ask', hold: 'hold', weapon: 'best', leftover: 'auto', retreat: 'auto', escape: 'never' } };
    extra?.(x);
  }));
}

describe('AG 9.22, 8.43 — the retreat before shock and the pursuit are moves: fire bars ending, and costs', () => {
  it('a retreat before shock may not end in a hex On Fire (it could before these moves were searched by movement/reach.ts)', () => {
    const rear = aspectHexes(O, F, 'rear');
    const plain = choices(step(duel(), { t: 'toShock' }).s);
    expect(plain).toEqual(expect.arrayContaining(rear));
    const burnt = choices(step(duel((x) => { x.burning = [rear[0]]; }), { t: 'toShock' }).s);
    expect(burnt).not.toContain(rear[0]);
    expect(burnt).toContain(rear[1]);
  });

  it('the pursuit may not end in a hex On Fire (first into the hex left, as any move)', () => {
    const rear = aspectHexes(O, F, 'rear');
    const burning = [0, 1, 2, 3, 4, 5].map((d) => nb(O, d)).filter((h) => h !== rear[0] && h !== nb(O, F));
    const { s: asked } = step(duel((x) => { x.burning = burning; }), { t: 'toShock' });
    expect(choices(asked)).toContain(rear[0]);
    const { s: after } = step(asked, { t: 'answer', choice: rear[0] } as AgAction);
    const pursuit = choices(after);
    expect(pursuit).toContain(O);
    for (const c of pursuit) expect(burning).not.toContain(c);
  });

  it('AG 10.22, 8.43: a retreat after shock is not into a hex On Fire', () => {
    const s = duel();
    const rear = aspectHexes(O, F, 'rear');
    expect(retreatOptions(s, 'lc-iberian-1')).toEqual(expect.arrayContaining(rear));
    const hot = deepFreeze({ ...s, burning: [rear[0]] });
    expect(retreatOptions(hot, 'lc-iberian-1')).not.toContain(rear[0]);
  });
});

describe('AG 8.43 — reach and the applied move agree on a hex On Fire (reading X60: 2 MP on top of the ground)', () => {
  it('a move through a burning hex costs its ground + 2 MP and 1 Hit, the same in the search, in each step and once applied', () => {
    const s = position(base, 'roman', [{ id: CO, hex: O, facing: F }], { units: [CO], kind: 'legion', leader: 'sulpicius' });
    const ahead = nb(O, F);
    const beyond = nb(ahead, F);
    const cold = reach(deepFreeze(s), CO)!;
    const hotState = deepFreeze({ ...s, burning: [ahead, nb(O, F + 1), nb(O, F + 5)] });
    const hot = reach(hotState, CO)!;
    expect(hot.ends.has(ahead)).toBe(false);
    expect(hot.why(ahead)?.rule).toBe('AG 8.43');
    const e = hot.ends.get(beyond)!;
    expect(e.cost).toBe(cold.ends.get(beyond)!.cost + 2);
    expect(e.hits).toBe(1);
    // Each step priced by movement/step.ts sums to the search's cost.
    const occ = occupancy(mb, hotState, 'roman', CO);
    const m = { cavalry: false, infantry: true, light: false, fromRampart: false, hexFill: () => 0, sideFill: () => 0 };
    let sum = 0;
    for (let k = 1; k < e.path.length; k++) {
      const i = mb.index.get(e.path[k - 1])!;
      const d = [0, 1, 2, 3, 4, 5].find((x) => mb.nb[i * 6 + x] === mb.index.get(e.path[k]))!;
      sum += stepCost(mb, occ, m, i, d, k === 1, null);
    }
    expect(sum).toBe(e.cost);
    const move = legal(hotState).find((a) => a.t === 'move' && a.unit === CO && a.path[a.path.length - 1] === beyond && a.facing === F)!;
    const { s: moved, log } = step(hotState, move);
    expect(moved.units[CO].hits).toBe(1);
    expect(log.some((x) => x.kind === 'text' && (x as { text?: string }).text?.includes(`for ${e.cost} MP`))).toBe(true);
  });
});
