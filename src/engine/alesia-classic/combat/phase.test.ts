/** Hand-to-hand combat on hand-built positions: the seed's examples and the special results (AC 13–16, 19, 24.7). */
import { describe, expect, it } from 'vitest';
import { nbrs } from '../map/map';
import { position } from '../movement/testkit';
import { alesiaClassic } from '../system';
import { unitOf, type AcState } from '../state';
import { clearHex, inCombat, labelOf, rngFor } from './testkit';
import { battleOdds } from './strength';
import { ix } from '../testing';
import { playLogged as play } from '../testing';


const X = clearHex();
const [N0, N1, N2, N3, N4, N5] = nbrs(X);

describe('AC 15.2 — the seed’s example: a cohort and a cavalry squadron attacked by two 8-6s and a 6-6', () => {
  it('is 22 against 7, 3-1, and a 4 sends the Romans back one hex', () => {
    const base = position({ 'r-vii-1': labelOf(X), 'r-cav-1': labelOf(X), 'gb-5': labelOf(N0), 'gb-6': labelOf(N0), 'gb-20': labelOf(N1) });
    let s = inCombat(base, 'gallic');
    expect(battleOdds(s, ['gb-5', 'gb-6', 'gb-20'], [X]).attack).toBe(22);
    const o = battleOdds(s, ['gb-5', 'gb-6', 'gb-20'], [X]);
    expect([o.defence, o.ratio.label, o.column]).toEqual([7, '3-1', '3-1']);
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gb-5', battle: 0 }, { t: 'join', unit: 'gb-6', battle: 0 }, { t: 'join', unit: 'gb-20', battle: 0 }, { t: 'fight' }).s;
    s = { ...s, rng: rngFor(4) };
    const r = play(s, { t: 'resolve', battle: 0 });
    expect(r.rolls[0].dice).toEqual([4]);
    expect(r.rolls[0].result).toBe('DR1');
    expect(r.rolls[0].cell).toEqual({ table: 'Hand-to-Hand Combat Table', row: '4', col: '3-1' });
    // The Gaul (the winner) picks where the beaten stack goes: one hex away, out of Gallic ZOC.
    const retreats = alesiaClassic.legalActions(r.s).filter((a) => a.t === 'retreat');
    expect(retreats.length).toBeGreaterThan(0);
    expect(alesiaClassic.toAct(r.s)).toBe('gallic');
    const done = play(r.s, retreats[0]).s;
    const loc = unitOf(done, 'r-vii-1').loc;
    expect(loc.at === 'hex' && loc.hex !== X && nbrs(X).includes(loc.hex)).toBe(true);
    expect(unitOf(done, 'r-cav-1').loc).toEqual(loc);
  });
});

describe('AC 13–14 — the duty to attack', () => {
  it('a unit in enemy ZOC must attack and the enemy holding it must be attacked before battles are fought', () => {
    const s = inCombat(position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic');
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'fight')).toBe(false);
    const opened = play(s, { t: 'attack', hex: X }).s;
    expect(alesiaClassic.legalActions(opened).some((a) => a.t === 'fight')).toBe(false); // no attacker yet
    const ready = play(opened, { t: 'join', unit: 'gr-1', battle: 0 }).s;
    expect(alesiaClassic.legalActions(ready).some((a) => a.t === 'fight')).toBe(true);
  });

  it('a unit fights once: after its battle it cannot join another (AC 14.8)', () => {
    let s = inCombat(position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(N2), 'gr-1': labelOf(N1) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'widen', hex: N2, battle: 0 }).s;
    // One Gaul next to two Roman hexes attacks both in one battle (AC 14.2).
    expect(s.combat!.battles[0].hexes).toEqual([X, N2]);
    const o = battleOdds(s, ['gr-1'], [X, N2]);
    expect(o.defence).toBe(10);
  });
});

describe('AC 15.4, 15.5 — automatic eliminations', () => {
  it('Gauls surrounded by Roman ZOC and attacked at 2-1 are eliminated without a roll; the Romans may advance up to 4', () => {
    const ring = { 'r-vii-1': N0, 'r-vii-2': N2, 'r-vii-3': N4 } as Record<string, string>;
    const where: Record<string, string> = { 'gb-26': labelOf(X) };
    for (const [id, h] of Object.entries(ring)) where[id] = labelOf(h);
    let s = inCombat(position(where), 'roman');
    const o = battleOdds(s, ['r-vii-1', 'r-vii-2'], [X]);
    expect(o.surrounded).toBe(true);
    expect(o.automatic).toBe('AC 15.4');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'join', unit: 'r-vii-2', battle: 0 }, { t: 'join', unit: 'r-vii-3', battle: 0 }, { t: 'fight' }).s;
    const r = play(s, { t: 'resolve', battle: 0 });
    expect(unitOf(r.s, 'gb-26').loc.at).toBe('gone');
    expect(r.rolls[0]?.dice ?? []).toEqual([]);
    const adv = alesiaClassic.legalActions(r.s).filter((a) => a.t === 'advance');
    expect(adv.some((a) => a.t === 'advance' && a.to === X)).toBe(true);
  });

  it('not surrounded when one neighbour is free of Roman ZOC', () => {
    const s = inCombat(position({ 'gb-26': labelOf(X), 'r-vii-1': labelOf(N0), 'r-vii-2': labelOf(N1) }), 'roman');
    expect(battleOdds(s, ['r-vii-1', 'r-vii-2'], [X]).surrounded).toBe(false);
  });

  it('6-1 or more eliminates the defender without a roll (AC 15.5)', () => {
    const s = inCombat(position({ 'r-arch-1': labelOf(X), 'gb-1': labelOf(N0) }), 'gallic');
    const o = battleOdds(s, ['gb-1'], [X]);
    expect([o.attack, o.defence, o.automatic]).toEqual([9, 1, 'AC 15.5']); // an archer defends at 1 (AC 20.1)
  });
});

describe('AC 19.4–19.5 — Roman leaders roll extra dice, the Roman keeps the best', () => {
  it('Caesar adds two dice, Labienus one, both three', () => {
    const rollsWith = (leaders: Record<string, string>) => {
      let s = inCombat(position({ 'r-vii-1': labelOf(N0), 'gr-1': labelOf(X), ...leaders }), 'roman');
      s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'fight' }).s;
      return play(s, { t: 'resolve', battle: 0 }).rolls[0];
    };
    expect(rollsWith({}).dice.length).toBe(1);
    expect(rollsWith({ labienus: labelOf(N0) }).dice.length).toBe(2);
    expect(rollsWith({ caesar: labelOf(N0) }).dice.length).toBe(3);
    const both = rollsWith({ caesar: labelOf(N0), labienus: labelOf(N0) });
    expect(both.dice.length).toBe(4);
    expect(both.rule).toBe('AC 19.5');
  });
});

describe('AC 15.3 — Battle Rages', () => {
  it('inverts every unit in the battle, freezes them, and the attacker must fight it again next turn', () => {
    let s = inCombat(position({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic'); // 7 v 5: 1-1
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'fight' }).s;
    s = { ...s, rng: rngFor(1) };
    const r = play(s, { t: 'resolve', battle: 0 });
    expect(r.rolls[0].result).toBe('Battle Rages');
    expect(unitOf(r.s, 'gr-1').raging && unitOf(r.s, 'r-vii-1').raging).toBe(true);
    expect(r.s.rages).toHaveLength(1);
    // Frozen: neither may move in the Roman movement phase that follows.
    expect(r.s.phase).toBe('roman-move');
    expect(alesiaClassic.legalActions(r.s).some((a) => a.t === 'select' && a.unit === 'r-vii-1')).toBe(false);
    // Next Gallic combat phase: the battle is declared again and may not be dropped.
    const next = inCombat({ ...r.s, phase: 'gallic-move' }, 'gallic');
    expect(next.combat!.battles).toEqual([{ attackers: ['gr-1'], hexes: [X], rages: true, no: 1 }]);
    expect(alesiaClassic.legalActions(next).some((a) => a.t === 'drop')).toBe(false);
  });

  it('is void when the whole defending force is in a fort (AC 24.7)', () => {
    let s = inCombat(position({ 'fort-1': labelOf(X), 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'join', unit: 'gr-2', battle: 0 }, { t: 'fight' }).s;
    // 14 against 5 doubled = 10: 1-1; a 1 is Battle Rages — void in a fort.
    s = { ...s, rng: rngFor(1) };
    const r = play(s, { t: 'resolve', battle: 0 });
    expect(r.rolls[0].result).toBe('Battle Rages');
    expect(r.s.rages).toHaveLength(0);
    expect(r.texts.some((t) => t.includes('void'))).toBe(true);
  });
});

describe('AC 16.2 — no way back', () => {
  it('a beaten stack with every retreat blocked by ZOC is eliminated', () => {
    // A Gaul at X with Romans all around it at distance 2 (their ZOC covers every neighbour of X).
    const where: Record<string, string> = { 'gb-26': labelOf(X), 'r-vii-1': labelOf(N0) };
    const far = [N1, N2, N3, N4, N5].map((n) => nbrs(n).find((m) => m !== X && !nbrs(X).includes(m))!);
    far.forEach((h, i) => (where[`r-viii-${i + 1}`] = labelOf(h)));
    let s = inCombat(position(where), 'roman');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'fight' }).s;
    // 5 v 5 at 1-1; a 2 is DR1.
    s = { ...s, rng: rngFor(2) };
    const r = play(s, { t: 'resolve', battle: 0 });
    expect(r.rolls[0].result).toBe('DR1');
    expect(unitOf(r.s, 'gb-26').loc.at).toBe('gone');
  });
});

describe('AC 23 — the Outer Works', () => {
  it('a Gaul on the Outer Works in Roman ZOC rolls, and a 6 eliminates it', async () => {
    const { acMap } = await import('../map/map');
    const ow = [...acMap().hexes.values()].find((d) => d.outerWorks === 'outer' && nbrs(`${d.hex.q},${d.hex.r}`).some((n) => acMap().hexes.get(n)!.rampart === 'perimeter'))!;
    const owKey = `${ow.hex.q},${ow.hex.r}`;
    const wall = nbrs(owKey).find((n) => acMap().hexes.get(n)!.rampart === 'perimeter')!;
    let s = position({ 'gr-1': labelOf(owKey), 'r-vii-1': labelOf(wall) }, 'gallic-offboard');
    s = { ...s, rng: rngFor(6) };
    const r = play(s, { t: 'end' });
    const roll = r.rolls.find((x) => x.rule === 'AC 23.2')!;
    expect(roll.dice).toEqual([6]);
    expect(unitOf(r.s, 'gr-1').loc.at).toBe('gone');
  });
});

describe('AC 11.2 — attacks from off the board', () => {
  it('Gauls in an OBMC box attack Romans on its edge hexes, two per imaginary hex, never against a doubled defence', async () => {
    const { entryHexes, EDGE_ZONES } = await import('../map/zones');
    const { hexKey } = await import('../../hex/coords');
    const { offBoardNeighbours } = await import('./obligations');
    const edge = entryHexes('I').map(hexKey).find((k) => offBoardNeighbours(k).length === 1 && EDGE_ZONES.get(k)!.length === 1)!;
    let s = inCombat(position({ 'r-vii-1': labelOf(edge), 'gr-1': 'obmc:I', 'gr-2': 'obmc:I', 'gr-3': 'obmc:I', 'gr-4': 'obmc:II' }), 'gallic');
    const legal = alesiaClassic.legalActions(s);
    expect(legal).toContainEqual({ t: 'attack', hex: edge });
    s = play(s, { t: 'attack', hex: edge }).s;
    const joins = alesiaClassic.legalActions(s).filter((a) => a.t === 'join').map((a) => (a as { unit: string }).unit);
    expect(joins).toEqual(expect.arrayContaining(['gr-1', 'gr-2', 'gr-3']));
    expect(joins).not.toContain('gr-4'); // zone II is not this edge's zone
    s = play(s, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'join', unit: 'gr-2', battle: 0 }).s;
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'join')).toBe(false); // one imaginary hex: two units
    const o = battleOdds(s, ['gr-1', 'gr-2'], [edge]);
    expect(o.hexes[0].cancelledBy?.rule).toBe('AC 11.2');
    expect(o.hexes[0].doubled).toBe(false);
    s = play(s, { t: 'fight' }, { t: 'resolve', battle: 0 }).s;
    // The attackers stay in their box whatever happens.
    for (const u of ['gr-1', 'gr-2']) expect(['obmc', 'gone']).toContain(unitOf(s, u).loc.at);
  });
});

describe('AC 13.1 — the duty to attack, when a Battle Rages refight holds every target (this edition’s reading)', () => {
  // Romans on X and N0 (next to each other); gr-1 fought both last turn and the battle raged. gr-2
  // stands next to N0 only: in the Roman ZOC, bound to attack, but N0 is the refight's hex, and the
  // refight (X and N0) may be joined only by units next to both.
  const far = nbrs(N0).find((k) => k !== X && !nbrs(X).includes(k))!;
  const shared = nbrs(N0).find((k) => nbrs(X).includes(k))!;
  function raging(): AcState {
    const s = position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(N0), 'gr-1': labelOf(shared), 'gr-2': labelOf(far) });
    for (const id of ['r-vii-1', 'r-vii-2', 'gr-1']) s.units[ix(id)] = { ...unitOf(s, id), raging: true };
    s.rages = [{ attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-vii-1', 'r-vii-2'] }];
    return s;
  }

  it('excuses a unit locked out of the refight, so the phase can be fought', () => {
    const s = inCombat(raging(), 'gallic');
    expect(s.combat!.battles.map((b) => ({ ...b, hexes: [...b.hexes].sort() }))).toEqual([{ attackers: ['gr-1'], hexes: [X, N0].sort(), rages: true, no: 1 }]);
    const legal = alesiaClassic.legalActions(s);
    expect(legal.some((a) => a.t === 'join' && a.unit === 'gr-2')).toBe(false);
    expect(legal.some((a) => a.t === 'fight')).toBe(true);
  });

  it('does not excuse it from an ordinary battle on the same hexes, which could be called off', () => {
    const calm = raging();
    calm.rages = [];
    calm.units = calm.units.map((u) => ({ loc: u.loc }));
    let s = inCombat(calm, 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'widen', hex: N0, battle: 0 }).s;
    const legal = alesiaClassic.legalActions(s);
    expect(legal.some((a) => a.t === 'fight')).toBe(false);
    expect(legal.some((a) => a.t === 'drop')).toBe(true);
  });
});
