/** AG 6.46–6.49 — Fill: what can be filled, its values, carrying, laying, its effect on movement, its decay. */
import { describe, expect, it } from 'vitest';
import { hexsideBetween } from '../../hex/hexside';
import { alesiaGboh } from '../system';
import { AgCtx, cloneAg } from '../ctx';
import { endAp } from '../flow/phase';
import { edit } from '../testing';
import { agUnit } from '../data';
import { gbohLabel } from '../map/grid';
import type { AgState } from '../state';
import { H_DG_INNER, H_DG_OUTER, H_RAMPART, H_REDOUBT, S_DITCH, S_RIVER, S_STREAM, S_WALKWAY, moveBoard } from './board';
import { decayFill, fillProblems, fillSpots, hexFillNeeded, layFill, sideFillNeeded } from './fill';
import { movementAllowance, reach } from './reach';
import { key, position } from './testkit';

const mb = moveBoard('12.3');
const BI = 'bi-aedui-1';
const CO = 'co-x-1';

/** The Gaul's phase, a chief's Command holding `units`. */
function gallicCommand(units: string[], base: AgState): AgState {
  return edit(base, (x) => {
    x.step = 'command';
    x.ap.owner = 'gallic';
    x.command = { leader: 'eporedorix', kind: 'tribes', tribes: ['aedui'], units, outOfRange: [] };
  });
}

/** A hexside (hex, direction) carrying exactly the water feature `bit`, between two plain hexes. */
function waterSide(bit: number): [number, number] {
  for (let i = 0; i < mb.n; i++) {
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      const s = mb.side[i * 6 + d];
      if (j < 0 || s !== bit || ((mb.flags[i] | mb.flags[j]) & (H_RAMPART | H_REDOUBT | H_DG_INNER | H_DG_OUTER))) continue;
      return [i, d];
    }
  }
  throw new Error('no such hexside');
}

describe('AG 6.46, 6.48 — what can be filled, and the value that cancels it', () => {
  it('outer DG 2, inner DG 3, deep water ditch 3, stream 3, small river 4; other ground none', () => {
    const outer = mb.keys.findIndex((_, i) => mb.flags[i] & H_DG_OUTER);
    const inner = mb.keys.findIndex((_, i) => mb.flags[i] & H_DG_INNER);
    expect(hexFillNeeded(mb, outer)).toBe(2);
    expect(hexFillNeeded(mb, inner)).toBe(3);
    expect(hexFillNeeded(mb, mb.index.get(key('W4616'))!)).toBeNull();
    expect(sideFillNeeded(mb, ...waterSide(S_STREAM))).toBe(3);
    expect(sideFillNeeded(mb, ...waterSide(S_RIVER))).toBe(4);
    let ditch: [number, number] | null = null;
    for (let i = 0; i < mb.n && !ditch; i++) for (let d = 0; d < 6; d++) if (mb.side[i * 6 + d] === S_DITCH) ditch = [i, d];
    expect(sideFillNeeded(mb, ...ditch!)).toBe(3);
    const plain = mb.keys.findIndex((_, i) => [0, 1, 2, 3, 4, 5].every((d) => mb.side[i * 6 + d] === 0));
    expect([0, 1, 2, 3, 4, 5].map((d) => sideFillNeeded(mb, plain, d))).toEqual([null, null, null, null, null, null]);
  });
});

describe('AG 6.47 — Fill counters 1–4: the first laid is a 1, each later one the next value', () => {
  it('lays 1, then 2, then 3', () => {
    const s = edit(position({}), () => {});
    expect(layFill(s, 'k')).toBe(1);
    expect(layFill(s, 'k')).toBe(2);
    expect(layFill(s, 'k')).toBe(3);
    expect(s.fill).toEqual({ k: 3 });
  });
});

describe('AG 6.49 — at the end of each Assault Period every Fill loses 1', () => {
  it('decayFill: 3 → 2, 1 → gone, nothing left → none', () => {
    expect(decayFill({ a: 3, b: 1 })).toEqual({ a: 2 });
    expect(decayFill({ b: 1 })).toBeUndefined();
    expect(decayFill(undefined)).toBeUndefined();
  });
  it('the end of an AP (AG 3.0 D) decays the Fill lying on the map', () => {
    const outer = mb.keys.find((_, i) => mb.flags[i] & H_DG_OUTER)!;
    const inner = mb.keys.find((_, i) => mb.flags[i] & H_DG_INNER)!;
    const s = edit(position({}), (x) => { x.fill = { [outer]: 1, [inner]: 3 }; });
    const ctx = new AgCtx(cloneAg(s));
    endAp(ctx, 'Test.', 'AG 3.0');
    expect(ctx.s.fill).toEqual({ [inner]: 2 });
  });
});

describe('AG 6.47 — carrying Fill', () => {
  it('costs the carrier 1 MA', () => {
    const s = position({ [BI]: { at: 'W6213', facing: 5 } });
    const c = position({ [BI]: { at: 'W6213', facing: 5, fill: true } });
    expect(movementAllowance(c, BI)).toBe(movementAllowance(s, BI) - 1);
    expect(reach(c, BI)!.budget).toBe(agUnit(BI).ma - 1);
  });
  it('a BI of the Command waiting on its counter may take one; not a cohort, not a BI already on a hex (AG 6.47: never later)', () => {
    const base = edit(position({ 'bi-aedui-3': { at: 'W6213', facing: 5 } }), (x) => {
      x.units[BI] = { ...x.units[BI], loc: { at: 'counter', tribe: 'aedui' } };
    });
    const s = gallicCommand([BI, 'bi-aedui-3'], base);
    const carry = alesiaGboh.legalActions(s).filter((a) => a.t === 'carryFill');
    expect(carry).toEqual([{ t: 'carryFill', unit: BI }]);
    const x = alesiaGboh.apply(s, carry[0]);
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    expect(x.state.units[BI].fill).toBe(true);
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.47')).toBe(true);
    // One counter a unit.
    expect(alesiaGboh.legalActions(x.state).some((a) => a.t === 'carryFill')).toBe(false);
    expect(fillProblems(edit(position({}), (y) => { y.units[CO].fill = true; }))[0]).toMatch(/^AG 6.47/);
  });
});

describe('AG 6.47–6.48 — laying Fill, and its effect', () => {
  it('GB-6.31 with the Fill from the state: a BI W6213 → W6113 (outer DG with Fill 2) pays 2 MP and takes no Hit', () => {
    const s = edit(position({ [BI]: { at: 'W6213', facing: 5 } }), (x) => { x.fill = { [key('W6113')]: 2 }; });
    expect(reach(s, BI)!.ends.get(key('W6113'))).toMatchObject({ cost: 2, hits: 0 });
  });
  it('a carrier entering the outer DG W6113 may lay its Fill there for +1 MP: Fill 1 lies there, the unit took the 2 Hits and carries no more', () => {
    const s = gallicCommand([BI], position({ [BI]: { at: 'W6213', facing: 5, fill: true } }));
    const r = reach(s, BI)!;
    const end = r.ends.get(key('W6113'))!;
    const legal = alesiaGboh.legalActions(s);
    const laying = legal.filter((a) => a.t === 'move' && a.fill === 'hex' && a.path[a.path.length - 1] === key('W6113'));
    // Every facing it can end with there within MA − 1 (the +1 MP of laying).
    expect(laying.length).toBe(end.facings.filter((f) => f.cost + 1 <= r.budget).length);
    expect(laying.length).toBeGreaterThan(0);
    const x = alesiaGboh.apply(s, laying[0]);
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    expect(x.state.fill).toEqual({ [key('W6113')]: 1 });
    expect(x.state.units[BI].fill).toBeUndefined();
    expect(x.state.units[BI].hits).toBe(2);
    expect(x.log.some((l) => l.kind === 'text' && l.rule === 'AG 6.47' && /Fill 1/.test(l.text))).toBe(true);
    expect(s.fill).toBeUndefined();
  });
  it('a second Fill raises it to 2, and none is offered beyond the value the outer DG needs (AG 6.48)', () => {
    const one = edit(position({ [BI]: { at: 'W6213', facing: 5, fill: true } }), (x) => { x.fill = { [key('W6113')]: 1 }; });
    const i = mb.index.get(key('W6113'))!;
    expect(fillSpots(one, mb, i, true)).toContain('hex');
    const two = edit(one, (x) => { x.fill = { [key('W6113')]: 2 }; });
    expect(fillSpots(two, mb, i, true)).not.toContain('hex');
    const s = gallicCommand([BI], two);
    expect(alesiaGboh.legalActions(s).some((a) => a.t === 'move' && a.fill === 'hex' && a.path[a.path.length - 1] === key('W6113'))).toBe(false);
    // A DG hex the unit did not enter (it stands there) takes no Fill from it.
    expect(fillSpots(one, mb, i, false)).not.toContain('hex');
  });
  it('without moving, across a stream hexside of its hex (layFill): the Fill lies on the hexside and the unit has moved', () => {
    const [i, d] = waterSide(S_STREAM);
    const at = mb.keys[i];
    const label = alesiaGbohLabel(at);
    const s = gallicCommand([BI], position({ [BI]: { at: label, facing: 0, fill: true } }));
    const lay = alesiaGboh.legalActions(s).filter((a) => a.t === 'layFill');
    expect(lay).toContainEqual({ t: 'layFill', unit: BI, side: d });
    const x = alesiaGboh.apply(s, { t: 'layFill', unit: BI, side: d });
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    const side = hexsideBetween(mb.hexes[i], mb.hexes[mb.nb[i * 6 + d]])!;
    expect(x.state.fill).toEqual({ [side]: 1 });
    expect(x.state.units[BI]).toMatchObject({ moved: true });
    expect(x.state.units[BI].fill).toBeUndefined();
    // Fill 3 lets the stream be crossed at no extra cost (AG 6.48): the step costs 1 MP.
    const crossed = edit(position({ 'bi-aedui-2': { at: label, facing: d as 0 } }), (y) => { y.fill = { [side]: 3 }; });
    const plain = position({ 'bi-aedui-2': { at: label, facing: d as 0 } });
    const to = mb.keys[mb.nb[i * 6 + d]];
    expect(reach(plain, 'bi-aedui-2')!.ends.get(to)?.cost).toBe(3);
    expect(reach(crossed, 'bi-aedui-2')!.ends.get(to)?.cost).toBe(1);
  });
  it('a walkway is no place to lay Fill (no fillable feature on a Rampart hex)', () => {
    const r = mb.keys.findIndex((_, i) => (mb.flags[i] & H_RAMPART) && [0, 1, 2, 3, 4, 5].some((d) => mb.side[i * 6 + d] & S_WALKWAY));
    expect(fillSpots(position({}), mb, r, true)).not.toContain('hex');
  });
});

function alesiaGbohLabel(k: string): string {
  return gbohLabel(mb.hexes[mb.index.get(k)!]);
}

describe('AG 6.47 — the Alesia force’s BI take Fill before they come out onto a hex', () => {
  it('a BI of the activated Alesia force in the oppidum may take one; its archers may not', () => {
    const s = edit(position({}), (x) => {
      x.step = 'command';
      x.ap.owner = 'gallic';
      x.command = { leader: 'vercingetorix', kind: 'alesia', tribes: [], units: ['bi-alesia-1', ...Object.keys(x.units).filter((id) => agUnit(id).force === 'alesia' && agUnit(id).type !== 'BI').slice(0, 1)], outOfRange: [] };
    });
    expect(s.units['bi-alesia-1'].loc.at).toBe('alesia');
    expect(alesiaGboh.legalActions(s).filter((a) => a.t === 'carryFill')).toEqual([{ t: 'carryFill', unit: 'bi-alesia-1' }]);
  });
});
