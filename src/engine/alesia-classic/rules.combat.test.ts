/** Hand-to-hand combat rules on hand-built positions (AC 13–16, 19–21, 24, 25), dice fixed with `rngFor`. */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../hex/coords';
import { neighbours } from '../hex/directions';
import type { AcAction } from './actions';
import { clearHex, inCombat, labelOf, rngFor } from './combat/testkit';
import { battleOdds } from './combat/strength';
import { mayAttack, mayBeAttacked, mustAttack } from './combat/obligations';
import { advanceOptions, retreatOptions } from './combat/retreat';
import { defenceDoubling } from './combat/terrainDefence';
import { acMap, nbrs } from './map/map';
import { at, position } from './movement/testkit';
import { zocOf } from './queries';
import { alesiaClassic, seatToAct } from './system';
import { unitOf, type AcState } from './state';
import type { AfterCombat } from './combat/types';
import { playLogged as play } from './testing';


const legal = (s: AcState) => alesiaClassic.legalActions(s);
const X = clearHex(0, 3);
const [N0, N1, N2, N3, N4, N5] = nbrs(X);
/** The hex beyond N0, two hexes from X. */
const B0 = nbrs(N0).find((k) => distance(parseHexKey(k), parseHexKey(X)) === 2 && !nbrs(k).includes(N1) && !nbrs(k).includes(N5))!;

/** `side` attacks the units at `hex` with `attackers`; the next dice are `dice`. Returns the state after the battle is resolved. */
function fight(where: Record<string, string>, side: 'gallic' | 'roman', attackers: string[], hex: string, dice: number[]) {
  let s = inCombat(position(where), side);
  s = play(s, { t: 'attack', hex }, ...attackers.map((unit) => ({ t: 'join', unit, battle: 0 }) as AcAction), { t: 'fight' }).s;
  s = { ...s, rng: rngFor(...dice) };
  return play(s, { t: 'resolve', battle: 0 });
}

describe('AC 15.3 — each combat result', () => {
  it('AC 15.3 DR: 21 v 5 (4-1), a 3 is DR3 AA1 — the Gaul retreats the Roman 3 hexes, then may advance 1 (into the vacated hex only)', () => {
    const r = fight({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1) }, 'gallic', ['gr-1', 'gr-2', 'gr-3'], X, [3]);
    expect(r.rolls[0].result).toBe('DR3 AA1');
    expect(alesiaClassic.toAct(r.s)).toBe('gallic');
    const retreats = legal(r.s).filter((a): a is Extract<AcAction, { t: 'retreat' }> => a.t === 'retreat');
    expect(retreats.length).toBeGreaterThan(0);
    for (const a of retreats) expect(a.to).not.toBe(X);
    const after = play(r.s, retreats[0]).s;
    const adv = legal(after).filter((a): a is Extract<AcAction, { t: 'advance' }> => a.t === 'advance');
    expect(adv.length).toBeGreaterThan(0);
    expect(new Set(adv.map((a) => a.to))).toEqual(new Set([X]));
  });

  it('AC 15.3 AR: 5 v 6 (1-2), a 3 is AR1 — the Roman retreats the attacking Gaul one hex', () => {
    const r = fight({ 'r-x-1': labelOf(X), 'gr-99': labelOf(N0) }, 'gallic', ['gr-99'], X, [3]);
    expect(r.rolls[0].result).toBe('AR1');
    expect(alesiaClassic.toAct(r.s)).toBe('roman');
    const to = legal(r.s).find((a) => a.t === 'retreat') as Extract<AcAction, { t: 'retreat' }>;
    const done = play(r.s, to).s;
    const loc = unitOf(done, 'gr-99').loc;
    expect(loc.at === 'hex' && nbrs(N0).includes(loc.hex) && loc.hex !== X).toBe(true);
    expect(unitOf(done, 'r-x-1').loc).toEqual({ at: 'hex', hex: X });
  });

  it('AC 15.3 AE and AC 15.3 DA: 5 v 15 (1-3), a 6 is AE DA3 — the Gaul is lost and the Romans may advance into his hex and on', () => {
    const r = fight({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'r-vii-3': labelOf(X), 'gr-99': labelOf(N0) }, 'gallic', ['gr-99'], X, [6]);
    expect(r.rolls[0].result).toBe('AE DA3');
    expect(unitOf(r.s, 'gr-99').loc.at).toBe('gone');
    expect(alesiaClassic.toAct(r.s)).toBe('roman');
    const adv = legal(r.s).filter((a): a is Extract<AcAction, { t: 'advance' }> => a.t === 'advance');
    expect(adv.some((a) => a.to === N0)).toBe(true);
    expect(adv.some((a) => distance(parseHexKey(a.to), parseHexKey(X)) === 3)).toBe(true);
  });

  it('AC 15.3 DE and AC 15.3 AA: 20 v 5 (4-1), a 1 is DE AA3 — the defenders are eliminated, the attackers may advance', () => {
    const r = fight({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-61': labelOf(N1) }, 'gallic', ['gr-1', 'gr-2', 'gr-61'], X, [1]);
    expect(r.rolls[0].result).toBe('DE AA3');
    expect(unitOf(r.s, 'r-vii-1').loc.at).toBe('gone');
    expect(legal(r.s).some((a) => a.t === 'advance' && a.to === X)).toBe(true);
  });

  it('AC 15.3 Melee: 5 v 5 (1-1), a 3 — nobody moves, and the Roman, moving next, must attack or withdraw', () => {
    const r = fight({ 'r-vii-1': labelOf(X), 'gr-99': labelOf(N0) }, 'gallic', ['gr-99'], X, [3]);
    expect(r.rolls[0].result).toBe('Melee');
    expect(r.rules).toContain('AC 15.3 Melee');
    expect(unitOf(r.s, 'gr-99').loc).toEqual({ at: 'hex', hex: N0 });
    expect(unitOf(r.s, 'r-vii-1').loc).toEqual({ at: 'hex', hex: X });
    expect(r.s.phase).toBe('roman-move');
    expect(mustAttack(r.s, 'roman')).toEqual(['r-vii-1']);
  });

  it('AC 15.6: 2 v 10 is worse than 1-4 and is read on the 1-4 column', () => {
    const r = fight({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'gc-1': labelOf(N0) }, 'gallic', ['gc-1'], X, [1]);
    expect(r.rolls[0].cell).toEqual({ table: 'Hand-to-Hand Combat Table', row: '1', col: '1-4' });
    expect(r.rolls[0].result).toBe('AR1');
  });
});

describe('AC 16 — movement after combat', () => {
  it('AC 16.1, AC 16.5: the victor always enters the vacated hex, even in enemy ZOC, but goes no further from there', () => {
    // 21 v 5 at 4-1; a 2 is DR4 AA2. Another cohort at N3 holds X in its ZOC.
    const r = fight({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(N3), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1) }, 'gallic', ['gr-1', 'gr-2', 'gr-3'], X, [2]);
    expect(r.rolls[0].result).toBe('DR4 AA2');
    const retreat = legal(r.s).find((a) => a.t === 'retreat')!;
    const s = play(r.s, retreat).s;
    expect(zocOf(s, 'roman').has(X)).toBe(true);
    expect(advanceOptions(s, 'gr-1', [X], 2)).toEqual([X]);
  });

  it('AC 16.1 (note), AC 21.5: no advance into a hex still holding a unit that was not in the battle; a disrupted unit with the attacker neither retreats nor advances', () => {
    // 5 v 18 (1-4): a 3 is AR3 DA1. The disrupted 5-6 stacked with the attacker is not in the battle.
    const base = position({ 'r-x-1': labelOf(X), 'r-x-2': labelOf(X), 'r-x-3': labelOf(X), 'gr-99': labelOf(N0), 'gr-100': labelOf(N0) });
    unitOf(base, 'gr-100').disrupted = true;
    let s = inCombat(base, 'gallic');
    expect(mayAttack(s, 'gr-100')).toBe(false);
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-99', battle: 0 }, { t: 'fight' }).s;
    const r = play({ ...s, rng: rngFor(3) }, { t: 'resolve', battle: 0 });
    expect(r.rolls[0].result).toBe('AR3 DA1');
    const done = play(r.s, legal(r.s).find((a) => a.t === 'retreat')!).s;
    expect(unitOf(done, 'gr-100').loc).toEqual({ at: 'hex', hex: N0 });
    expect(unitOf(done, 'gr-99').loc).not.toEqual({ at: 'hex', hex: N0 });
    expect(legal(done).some((a) => a.t === 'advance')).toBe(false);
  });

  it('AC 16.4: the beaten Roman is retreated toward his own lines (no farther from the ramparts) when he can be', () => {
    const r = fight({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1) }, 'gallic', ['gr-1', 'gr-2', 'gr-3'], X, [3]);
    const ramparts = [...acMap().hexes.values()].filter((d) => d.rampart).map((d) => d.hex);
    const home = (k: string) => Math.min(...ramparts.map((h) => distance(h, parseHexKey(k))));
    const opts = retreatOptions(r.s, ['r-vii-1'], X, 3);
    expect(opts.length).toBeGreaterThan(0);
    for (const k of opts) expect(home(k), labelOf(k)).toBeLessThanOrEqual(home(X));
  });

  it('AC 20.2: a missile unit never advances into enemy ZOC, while the cohort beside it may', () => {
    // 5 v 6 (5-8 and an archer at 1): 1-2; a 6 is AR4 DA2. A 6-6 behind N0 keeps N0 in Gallic ZOC.
    const r = fight({ 'r-vii-1': labelOf(X), 'r-arch-1': labelOf(X), 'gr-99': labelOf(N0), 'gr-61': labelOf(B0) }, 'gallic', ['gr-99'], X, [6]);
    expect(r.rolls[0].result).toBe('AR4 DA2');
    const s = play(r.s, legal(r.s).find((a) => a.t === 'retreat')!).s;
    expect(zocOf(s, 'gallic').has(N0)).toBe(true);
    expect(advanceOptions(s, 'r-arch-1', [N0], 2)).toEqual([]);
    expect(advanceOptions(s, 'r-vii-1', [N0], 2)).toEqual([N0]);
  });

  it('AC 21.1: a disrupted Gaul who is attacked retreats normally (a DR result moves him)', () => {
    // 10 v 5 (2-1); a 2 is DR1.
    const base = position({ 'gr-99': labelOf(X), 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N1) });
    unitOf(base, 'gr-99').disrupted = true;
    let s = inCombat(base, 'roman');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'join', unit: 'r-vii-2', battle: 0 }, { t: 'fight' }).s;
    const r = play({ ...s, rng: rngFor(2) }, { t: 'resolve', battle: 0 });
    expect(r.rolls[0].result).toBe('DR1');
    const retreat = legal(r.s).find((a) => a.t === 'retreat');
    expect(retreat).toBeDefined();
    const done = play(r.s, retreat!).s;
    expect(unitOf(done, 'gr-99').loc).not.toEqual({ at: 'hex', hex: X });
  });
});

describe('AC 10.2 — a retreat into a full stack; the owner thins it out as the turn ends', () => {
  it('a Gaul beaten back where every open hex holds two Gauls retreats onto one; the Gaul then picks the unit to lose and the turn goes on', () => {
    // 6 v 5 (1-1): a 2 is DR1. Every hex the beaten 5-6 may retreat to already holds a full Gallic stack.
    const open = nbrs(N0).filter((k) => k !== X && !nbrs(X).includes(k));
    expect(open.length).toBe(3);
    const where: Record<string, string> = { 'r-x-1': labelOf(X), 'gr-99': labelOf(N0) };
    open.forEach((k, i) => { where[`gr-${2 * i + 1}`] = labelOf(k); where[`gr-${2 * i + 2}`] = labelOf(k); });
    const r = fight(where, 'roman', ['r-x-1'], N0, [2]);
    expect(r.rolls[0].result).toBe('DR1');
    expect(unitOf(r.s, 'gr-99').loc).toEqual({ at: 'hex', hex: N0 }); // not eliminated for want of room
    const retreats = legal(r.s).flatMap((a) => (a.t === 'retreat' ? [a.to] : []));
    expect(retreats.length).toBeGreaterThan(0);
    for (const k of retreats) expect(open).toContain(k);
    const s = play(r.s, { t: 'retreat', to: retreats[0] }).s;
    // The Roman attacks are over: the turn may not end with three Gauls on one hex.
    expect(s.phase).toBe('roman-combat');
    expect(alesiaClassic.toAct(s)).toBe('gallic');
    const i = open.indexOf(retreats[0]);
    const here = ['gr-99', `gr-${2 * i + 1}`, `gr-${2 * i + 2}`];
    const culls = legal(s);
    expect(culls.every((a) => a.t === 'cull')).toBe(true);
    expect(culls.map((a) => (a as { unit: string }).unit).sort()).toEqual([...here].sort());
    const done = play(s, { t: 'cull', unit: here[1] });
    expect(done.rules).toContain('AC 10.2');
    expect(unitOf(done.s, here[1]).loc.at).toBe('gone');
    expect(unitOf(done.s, 'gr-99').loc).toEqual({ at: 'hex', hex: retreats[0] });
    expect(done.s.phase).toBe('gallic-move');
    expect(done.s.turn).toBe(s.turn + 1);
  });
});

describe('AC 10.2 with three players', () => {
  it('the commander of the overfull stack chooses (the besieged force\'s, for besieged units)', () => {
    const s = position({ 'gb-1': labelOf(X), 'gb-2': labelOf(X), 'gb-3': labelOf(X) }, 'roman-combat');
    s.options = { ...s.options, players: 3 };
    s.combat = { side: 'roman', battles: [], locked: true, fought: [], after: [] };
    expect(alesiaClassic.toAct(s)).toBe('gallic');
    expect(seatToAct(s)).toBe('besieged');
    expect(legal(s).map((a) => a.t)).toEqual(['cull', 'cull', 'cull']);
    const after = play(s, { t: 'cull', unit: 'gb-2' }).s;
    expect(unitOf(after, 'gb-2').loc.at).toBe('gone');
    expect(after.phase).toBe('gallic-move');
  });
});

describe('AC 20.3 — archers and slingers in a Gallic ZOC', () => {
  it('a missile unit stacked with a cohort that is forced back by combat retreats with it', () => {
    // The cohort (5) attacks a 6-6 (1-2); a 4 is AR2. The archer at its side cannot attack, so it is not in the battle.
    const r = fight({ 'r-vii-1': labelOf(X), 'r-arch-1': labelOf(X), 'gr-61': labelOf(N0) }, 'roman', ['r-vii-1'], N0, [4]);
    expect(r.rolls[0].result).toBe('AR2');
    const retreat = legal(r.s).find((a) => a.t === 'retreat')!;
    const s = play(r.s, retreat).s;
    expect(unitOf(s, 'r-vii-1').loc).not.toEqual({ at: 'hex', hex: X });
    expect(unitOf(s, 'r-arch-1').loc).toEqual(unitOf(s, 'r-vii-1').loc);
  });

  it('one that began the Roman turn in a Gallic ZOC must move out of it, even beside a cohort: no end, no other unit, no hex in the ZOC until it has', () => {
    let s = position({ 'r-vii-1': labelOf(X), 'r-arch-1': labelOf(X), 'gr-61': labelOf(N0) }, 'roman-move');
    expect(legal(s).some((a) => a.t === 'end')).toBe(false);
    const end = alesiaClassic.apply(s, { t: 'end' });
    expect(end.ok || end.rejection.rule).toBe('AC 20.3');
    s = play(s, { t: 'select', unit: 'r-arch-1' }).s;
    const moves = legal(s).filter((a) => a.t === 'move');
    expect(moves.length).toBeGreaterThan(0);
    const zoc = zocOf(s, 'gallic');
    for (const a of moves) expect(zoc.has((a as { to: string }).to)).toBe(false);
    expect(legal(s).some((a) => a.t === 'select')).toBe(false);
    s = play(s, moves[0]).s;
    expect(legal(s).some((a) => a.t === 'end')).toBe(true);
    // The cohort may stay and fight.
    expect(unitOf(s, 'r-vii-1').loc).toEqual({ at: 'hex', hex: X });
  });

  it('one with every way out barred may stay beside a cohort', () => {
    // Gauls all round X: each neighbour is enemy-held or in their ZOC, so a step out is a step into a ZOC hex.
    const ring: Record<string, string> = {};
    [N0, N2, N4].forEach((k, i) => { ring[`gr-${61 + i}`] = labelOf(k); });
    const s = position({ 'r-vii-1': labelOf(X), 'r-arch-1': labelOf(X), ...ring }, 'roman-move');
    expect(legal(s).some((a) => a.t === 'end')).toBe(true);
  });
});

describe('AC 24.9 — a vacant fort a Gaul passes through after combat is destroyed', () => {
  /** A hex two steps from `a` straight through its neighbour `b` (the only route of two steps to it runs through `b`). */
  const beyond = (a: string, b: string) => nbrs(b).find((k) => distance(parseHexKey(k), parseHexKey(a)) === 2 && nbrs(k).filter((n) => nbrs(a).includes(n)).length === 1)!;
  function after(where: Record<string, string>, a: AfterCombat): AcState {
    const s = inCombat(position(where), a.chooser === 'roman' && a.kind === 'retreat' ? 'roman' : 'gallic');
    s.combat = { ...s.combat!, locked: true, after: [a] };
    return s;
  }

  it('on a retreat through it, not only one that ends in it', () => {
    // The Roman retreats a beaten Gaul 2 hexes from N0 to a hex whose only 2-hex route runs through a vacant fort.
    const found = nbrs(N0).map((F) => ({ F, E: beyond(N0, F) })).find(({ F, E }) => {
      if (!E) return false;
      const s = after({ 'gr-99': labelOf(N0), 'fort-1': labelOf(F) }, { kind: 'retreat', chooser: 'roman', units: ['gr-99'], from: N0, hexes: 2, rule: 'AC 15.3 DR', thenAdvance: null });
      return legal(s).some((a) => a.t === 'retreat' && a.to === E);
    })!;
    expect(found).toBeDefined();
    const s = after({ 'gr-99': labelOf(N0), 'fort-1': labelOf(found.F) }, { kind: 'retreat', chooser: 'roman', units: ['gr-99'], from: N0, hexes: 2, rule: 'AC 15.3 DR', thenAdvance: null });
    const r = play(s, { t: 'retreat', to: found.E });
    expect(unitOf(r.s, 'gr-99').loc).toEqual({ at: 'hex', hex: found.E });
    expect(unitOf(r.s, 'fort-1').loc.at).toBe('gone');
    expect(r.rules).toContain('AC 24.9');
  });

  it('on an advance through it — the Gaul takes the route through the fort', () => {
    const F = N1;
    const E = beyond(X, F);
    const s = after({ 'gr-1': labelOf(N0), 'fort-1': labelOf(F) }, { kind: 'advance', chooser: 'gallic', units: ['gr-1'], into: [X], hexes: 3, rule: 'AC 15.3 AA' });
    expect(legal(s)).toContainEqual({ t: 'advance', unit: 'gr-1', to: E });
    const r = play(s, { t: 'advance', unit: 'gr-1', to: E });
    expect(unitOf(r.s, 'gr-1').loc).toEqual({ at: 'hex', hex: E });
    expect(unitOf(r.s, 'fort-1').loc.at).toBe('gone');
  });
});

describe('AC 15.3, AC 16.1 — any of the victors may advance, up to the stacking limit', () => {
  it('three cohorts that won a DR2 AA1 may all advance into the vacated hex (three Romans a hex)', () => {
    // 15 v 5 (3-1): a 2 is DR2 AA1.
    const r = fight({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'r-vii-3': labelOf(N1), 'gr-99': labelOf(N0) }, 'roman', ['r-vii-1', 'r-vii-2', 'r-vii-3'], N0, [2]);
    expect(r.rolls[0].result).toBe('DR2 AA1');
    let s = play(r.s, legal(r.s).find((a) => a.t === 'retreat')!).s;
    for (const u of ['r-vii-1', 'r-vii-2', 'r-vii-3']) {
      expect(legal(s), u).toContainEqual({ t: 'advance', unit: u, to: N0 });
      s = play(s, { t: 'advance', unit: u, to: N0 }).s;
    }
    for (const u of ['r-vii-1', 'r-vii-2', 'r-vii-3']) expect(unitOf(s, u).loc).toEqual({ at: 'hex', hex: N0 });
  });

  it('two Gauls may both advance into the vacated hex, a third may not (two Gauls a hex)', () => {
    const s0 = after3();
    let s = play(s0, { t: 'advance', unit: 'gr-1', to: X }, { t: 'advance', unit: 'gr-2', to: X }).s;
    expect(legal(s).some((a) => a.t === 'advance' && a.to === X)).toBe(false);
    expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'hex', hex: X });
    s = play(s, { t: 'hold' }).s;
    expect(unitOf(s, 'gr-3').loc).toEqual({ at: 'hex', hex: N1 });
    function after3(): AcState {
      const p = inCombat(position({ 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1) }), 'gallic');
      p.combat = { ...p.combat!, locked: true, after: [{ kind: 'advance', chooser: 'gallic', units: ['gr-1', 'gr-2', 'gr-3'], into: [X], hexes: 1, rule: 'AC 15.3 AA' }] };
      return p;
    }
  });
});

describe('FAQ on AC 16.1 — advancing off a river hex', () => {
  // A straight stretch of river: R's river neighbours are opposite each other (slots i and i+3), so
  // slots i+1, i+2 are one bank and i+4, i+5 the other.
  const clear = (k: string | undefined) => { const d = k ? acMap().hexes.get(k) : undefined; return !!d && !d.river && !d.trench && !d.rampart && d.area !== 'town' && !d.outerWorks; };
  const site = (() => {
    for (const [R, d] of acMap().hexes) {
      if (!d.river?.restrictive || d.rampart || d.area === 'town') continue;
      const n = neighbours(parseHexKey(R)).map(hexKey);
      const wet = n.map((k) => !!acMap().hexes.get(k)?.river?.branches.some((b) => d.river!.branches.includes(b)));
      for (let i = 0; i < 3; i++) {
        if (!wet[i] || !wet[i + 3] || wet.filter(Boolean).length !== 2) continue;
        const [a1, a2, d1, d2] = [n[i + 1], n[i + 2], n[(i + 4) % 6], n[(i + 5) % 6]];
        if ([a1, a2, d1, d2].every(clear) && nbrs(d1).filter((k) => k !== R && !nbrs(R).includes(k)).every(clear)) return { R, a1, d1, d2 };
      }
    }
    return null;
  })()!;
  const rec = (from: string) => ({ left: 0, from: { at: 'hex' as const, hex: from }, done: true, path: [site.R] });

  it('a unit that crossed onto the river this turn occupies the vacated hex on the far bank but goes no further', () => {
    expect(site).not.toBeNull();
    const s = position({ 'gr-1': labelOf(site.R) }, 'gallic-combat');
    s.moves = { 'gr-1': rec(site.a1) };
    expect(advanceOptions(s, 'gr-1', [site.d1], 3)).toEqual([site.d1]);
  });

  it('one that began its turn on the river, or came onto it from the defender\'s bank, may go on', () => {
    const still = position({ 'gr-1': labelOf(site.R) }, 'gallic-combat');
    expect(advanceOptions(still, 'gr-1', [site.d1], 3).length).toBeGreaterThan(1);
    const sameBank = position({ 'gr-1': labelOf(site.R) }, 'gallic-combat');
    sameBank.moves = { 'gr-1': rec(site.d2) };
    expect(advanceOptions(sameBank, 'gr-1', [site.d1], 3).length).toBeGreaterThan(1);
  });
});

describe('AC 13 and AC 14 — who attacks whom', () => {
  it('AC 13.1, AC 14.32: a unit in enemy ZOC must attack: the battles cannot be fought while it stands idle', () => {
    let s = inCombat(position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(N2), 'gr-1': labelOf(N0), 'gr-2': labelOf(N1) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }).s;
    expect(legal(s).some((a) => a.t === 'fight')).toBe(false);
    s = play(s, { t: 'join', unit: 'gr-2', battle: 0 }).s;
    // gr-2 (next to both X and N2) now attacks: N2 must still be attacked (AC 14.31) — widen the battle.
    expect(legal(s).some((a) => a.t === 'fight')).toBe(false);
    expect(legal(s).some((a) => a.t === 'widen' && a.hex === N2)).toBe(false); // gr-1 is not next to N2 (AC 14.33)
  });

  it('AC 13.2, AC 14.6: a unit attacks once — having joined one battle it may join no other', () => {
    let s = inCombat(position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(N2), 'gr-1': labelOf(N1) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'attack', hex: N2 }, { t: 'join', unit: 'gr-1', battle: 0 }).s;
    expect(legal(s).some((a) => a.t === 'join' && a.unit === 'gr-1')).toBe(false);
  });

  it('AC 14.5: two Gauls of one stack make separate attacks on two Roman hexes', () => {
    let s = inCombat(position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(N2), 'gr-1': labelOf(N1), 'gr-2': labelOf(N1) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'attack', hex: N2 }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'join', unit: 'gr-2', battle: 1 }).s;
    expect(legal(s).some((a) => a.t === 'fight')).toBe(true);
    s = play(s, { t: 'fight' }).s;
    expect(s.combat!.battles.map((b) => b.attackers)).toEqual([['gr-1'], ['gr-2']]);
  });

  it('AC 14.4: stacked defenders are attacked as one — a battle takes the whole hex, its factors combined', () => {
    let s = inCombat(position({ 'r-vii-1': labelOf(X), 'r-cav-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'fight' }).s;
    expect(new Set(s.combat!.battles[0].defenders)).toEqual(new Set(['r-vii-1', 'r-cav-1']));
    expect(battleOdds(s, ['gr-1'], [X]).defence).toBe(7);
  });

  it('AC 13.3: battles are resolved one at a time, each retreat and advance carried out before the next battle', () => {
    let s = inCombat(position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(N3), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1), 'gr-4': labelOf(N4), 'gr-5': labelOf(N4) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'join', unit: 'gr-2', battle: 0 }, { t: 'join', unit: 'gr-3', battle: 0 }, { t: 'attack', hex: N3 }, { t: 'join', unit: 'gr-4', battle: 1 }, { t: 'join', unit: 'gr-5', battle: 1 }, { t: 'fight' }).s;
    const r = play({ ...s, rng: rngFor(3) }, { t: 'resolve', battle: 0 }); // DR3 AA1
    // The Roman, hemmed in by Gallic ZOC, is lost (AC 16.2); the advance into X comes before battle 2 can be resolved.
    expect(r.s.combat!.after.length).toBeGreaterThan(0);
    expect(legal(r.s).some((a) => a.t === 'resolve')).toBe(false);
  });
});

describe('AC 21 — disruption in combat', () => {
  it('AC 21.2: a disrupted Gaul has no ZOC and may not attack; a Roman next to him need not attack', () => {
    const base = position({ 'gr-1': labelOf(X), 'r-vii-1': labelOf(N0) });
    unitOf(base, 'gr-1').disrupted = true;
    const s = inCombat(base, 'roman');
    expect(zocOf(s, 'gallic').has(N0)).toBe(false);
    expect(mustAttack(s, 'roman')).toEqual([]);
    expect(mayAttack({ ...s, phase: 'gallic-combat' }, 'gr-1')).toBe(false);
    expect(legal(s).some((a) => a.t === 'fight')).toBe(true);
  });

  it('AC 21.3: a disrupted unit defends at full strength', () => {
    const base = position({ 'gr-1': labelOf(X), 'r-vii-1': labelOf(N0) });
    unitOf(base, 'gr-1').disrupted = true;
    expect(battleOdds(inCombat(base, 'roman'), ['r-vii-1'], [X]).defence).toBe(7);
  });
});

describe('AC 24 — forts in combat', () => {
  it('AC 24.1: a fort doubles its garrison whatever the attackers stand on', () => {
    const o = battleOdds(inCombat(position({ 'fort-1': labelOf(X), 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic'), ['gr-1'], [X]);
    expect([o.defence, o.hexes[0].reasons.map((r) => r.rule)]).toEqual([10, ['AC 24.1']]);
  });

  it('AC 24.71, AC 24.72: units in a fort project no ZOC and need not attack, yet may attack out of it', () => {
    const s = inCombat(position({ 'fort-1': labelOf(X), 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'gr-1': labelOf(N0) }), 'roman');
    expect(zocOf(s, 'roman').has(N0)).toBe(false);
    expect(mustAttack(s, 'roman')).toEqual([]);
    expect(mustAttack({ ...s, phase: 'gallic-combat' }, 'gallic')).toEqual([]); // nor does the Gaul have to attack the fort (AC 24.7)
    const opened = play(s, { t: 'attack', hex: N0 }).s;
    expect(legal(opened).some((a) => a.t === 'join' && a.unit === 'r-vii-1')).toBe(true);
    // One of the garrison attacks, the other stays out of it.
    const fought = play(opened, { t: 'join', unit: 'r-vii-1', battle: 0 }).s;
    expect(legal(fought).some((a) => a.t === 'fight')).toBe(true);
  });
});

describe('AC 25 — ramparts double their defenders', () => {
  it('a rampart hex is doubled against an attacker off the rampart, and at basic strength from a connected rampart hex (AC 25.1, 25.4)', () => {
    const d = at('D32');
    const off = nbrs(d).find((k) => !acMap().hexes.get(k)?.rampart)!;
    const ctx = { fortAt: () => false, offBoard: false };
    expect(defenceDoubling(d, [off], ctx).doubled).toBe(true);
  });
});

describe('AC 9.5 — the walls of Alesia', () => {
  it('a Roman may never attack Gauls in the town or on its walls', () => {
    const wall = [...acMap().hexes.entries()].find(([, h]) => h.wall)![0];
    const s = position({ 'gb-1': labelOf(wall) }, 'roman-combat');
    expect(mayBeAttacked(s, 'roman', wall)).toBe(false);
    expect(mayBeAttacked(s, 'gallic', wall)).toBe(false); // his own units
  });
});

describe('AC 19 — leaders', () => {
  it('AC 19.3: a leader has no combat factor and cannot attack', () => {
    const s = inCombat(position({ caesar: labelOf(N0), 'r-vii-1': labelOf(N0), 'gr-1': labelOf(X) }), 'roman');
    expect(mayAttack(s, 'caesar')).toBe(false);
    expect(battleOdds(s, ['r-vii-1'], [X]).attack).toBe(5);
  });
});
