/** The worked examples of the Avalon Hill rules (shared/spec/worked-examples.md, AH-*) as tests, dice fixed with `rngFor`. */
import { describe, expect, it } from 'vitest';
import { hexKey, parseHexKey, distance } from '../hex/coords';
import { line } from '../hex/line';
import { ring } from '../hex/shapes';
import { clearHex, inCombat, labelOf, rngFor } from './combat/testkit';
import { battleOdds } from './combat/strength';
import { mustAttack } from './combat/obligations';
import { oddsRatio } from './combat/odds';
import { defenceDoubling } from './combat/terrainDefence';
import { startFireTurn } from './fire/fire';
import { acMap, hexAt, nbrs, rampartBetween } from './map/map';
import { besiegedReleased } from './movement/moves';
import { position } from './movement/testkit';
import { alesiaClassic as SYSTEM, seatToAct } from './system';
import { unitOf } from './state';
import { playLogged as play } from './testing';

const alesiaClassic = () => SYSTEM;

const key = (q: number, r: number) => hexKey({ q, r });

describe('AH-15.1 — AC 15.1 odds reduction, rounded for the defender', () => {
  it('14 v 8 is 1-1, 8 v 14 is 1-2, 14 v 6 is 2-1, 4 v 14 is 1-4', () => {
    expect([oddsRatio(14, 8), oddsRatio(8, 14), oddsRatio(14, 6), oddsRatio(4, 14)].map((r) => r.label)).toEqual(['1-1', '1-2', '2-1', '1-4']);
  });
});

describe('AH-14.3 — AC 14.3 dividing combat, AC 14.31 every Roman in whose ZOC a Gaul stands attacked, AC 14.7 the 1-2 soak-off', () => {
  // Romans in a row: the "4" at P1, the two "5"s at P2, the "6" at P3; Gauls north of them.
  const X = clearHex(0, 3);
  const { q, r } = parseHexKey(X);
  const [P1, P2, P3] = [key(q - 1, r), X, key(q + 1, r)];
  const [G6, G9, G7, G87] = [key(q - 1, r - 1), key(q, r - 1), key(q + 1, r - 1), key(q + 2, r - 1)];
  const where = {
    'r-rec-1': labelOf(P1), 'r-vii-1': labelOf(P2), 'r-vii-2': labelOf(P2), 'r-x-1': labelOf(P3),
    'gr-61': labelOf(G6), 'gb-1': labelOf(G9), 'gr-1': labelOf(G7), 'gb-5': labelOf(G87), 'gr-2': labelOf(G87),
  };
  it('the 6 may only attack the 4 and the 8 only the 6: three battles, 15-4 (3-1), 7-10 (1-2) and 15-6 (2-1)', () => {
    expect(nbrs(G6).filter((k) => [P1, P2, P3].includes(k))).toEqual([P1]);
    expect(nbrs(G87).filter((k) => [P1, P2, P3].includes(k))).toEqual([P3]);
    let s = inCombat(position(where), 'gallic');
    s = play(s, { t: 'attack', hex: P1 }, { t: 'join', unit: 'gr-61', battle: 0 }, { t: 'join', unit: 'gb-1', battle: 0 }, { t: 'attack', hex: P3 }, { t: 'join', unit: 'gb-5', battle: 1 }, { t: 'join', unit: 'gr-2', battle: 1 }).s;
    // The 5s must be attacked too (AC 14.31): the 7 is still idle in their ZOC.
    expect(alesiaClassic().legalActions(s).some((a) => a.t === 'fight')).toBe(false);
    expect(alesiaClassic().legalActions(s).some((a) => a.t === 'join' && a.unit === 'gr-61' && a.battle === 1)).toBe(false); // AC 14.33
    s = play(s, { t: 'attack', hex: P2 }, { t: 'join', unit: 'gr-1', battle: 2 }).s;
    expect(alesiaClassic().legalActions(s).some((a) => a.t === 'fight')).toBe(true);
    const odds = s.combat!.battles.map((b) => battleOdds(s, b.attackers, b.hexes));
    expect(odds.map((o) => `${o.attack}-${o.defence} ${o.ratio.label}`)).toEqual(['15-4 3-1', '15-6 2-1', '7-10 1-2']);
  });
});

describe('AH-19.6 — AC 19.6 Labienus and a soak-off', () => {
  it('a cohort soaking off at 1-4 is lost on a 5 and a 6 (AE both), Labienus stays with the others and gives their attack two dice', () => {
    const X = clearHex(0, 3);
    const [N0, , N2] = nbrs(X);
    let s = inCombat(position({ labienus: labelOf(X), 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'r-vii-3': labelOf(X), 'gb-1': labelOf(N0), 'gb-2': labelOf(N0), 'gr-99': labelOf(N2) }), 'roman');
    s = play(s, { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'attack', hex: N2 }, { t: 'join', unit: 'r-vii-2', battle: 1 }, { t: 'join', unit: 'r-vii-3', battle: 1 }, { t: 'fight' }).s;
    expect(battleOdds(s, ['r-vii-1'], [N0]).ratio.label).toBe('1-4');
    const rolled = play({ ...s, rng: rngFor(5, 6) }, { t: 'resolve', battle: 0 });
    expect(rolled.rolls[0].dice).toEqual([5, 6]);
    expect(rolled.rolls[0].result).toBe('AE DA3');
    // AC 19.6: the Roman is asked whether Labienus stands clear (the other two cohorts are not in this battle).
    expect(alesiaClassic().toAct(rolled.s)).toBe('roman');
    expect(alesiaClassic().legalActions(rolled.s)).toEqual([{ t: 'standAside', unit: 'labienus', aside: true }, { t: 'standAside', unit: 'labienus', aside: false }]);
    const soak = play(rolled.s, { t: 'standAside', unit: 'labienus', aside: true });
    expect(unitOf(soak.s, 'r-vii-1').loc.at).toBe('gone');
    expect(unitOf(soak.s, 'labienus').loc).toEqual({ at: 'hex', hex: X });
    const main = play(soak.s, ...alesiaClassic().legalActions(soak.s).filter((a) => a.t === 'hold'), { t: 'resolve', battle: 0 });
    expect(main.rolls[0].dice.length).toBe(2);
    // Had the Roman chosen otherwise, Labienus would have fallen with the soak-off cohort.
    const shared = play(rolled.s, { t: 'standAside', unit: 'labienus', aside: false });
    expect(unitOf(shared.s, 'labienus').loc.at).toBe('gone');
    expect(unitOf(shared.s, 'r-vii-1').loc.at).toBe('gone');
    // With four players the choice is Labienus's commander's, whoever holds the combat phase.
    const four = play({ ...s, options: { ...s.options, players: 4 }, rng: rngFor(5, 6) }, { t: 'resolve', battle: 0 }).s;
    expect(seatToAct(four)).toBe('labienus');
    expect(seatToAct(play(four, { t: 'standAside', unit: 'labienus', aside: true }).s)).toBe('relief'); // then the Gauls' DA3 advance
  });
});

describe('AC 19.6 — a leader standing clear of a retreat', () => {
  it('the soak-off cohort is beaten back (AR1): Labienus retreats with it only if the Roman so chooses', () => {
    const X = clearHex(0, 3);
    const [N0, , N2] = nbrs(X);
    let s = inCombat(position({ labienus: labelOf(X), 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'r-vii-3': labelOf(X), 'gb-1': labelOf(N0), 'gb-2': labelOf(N0), 'gr-99': labelOf(N2) }), 'roman');
    s = play(s, { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'attack', hex: N2 }, { t: 'join', unit: 'r-vii-2', battle: 1 }, { t: 'join', unit: 'r-vii-3', battle: 1 }, { t: 'fight' }).s;
    const rolled = play({ ...s, rng: rngFor(1, 1) }, { t: 'resolve', battle: 0 });
    expect(rolled.rolls[0].result).toBe('AR1');
    const share = play(rolled.s, { t: 'standAside', unit: 'labienus', aside: false }).s;
    expect(share.combat!.after[0]).toMatchObject({ kind: 'retreat', units: ['r-vii-1', 'labienus'] });
    const aside = play(rolled.s, { t: 'standAside', unit: 'labienus', aside: true }).s;
    expect(aside.combat!.after[0]).toMatchObject({ kind: 'retreat', units: ['r-vii-1'] });
  });
});

describe('AH-18.2 and AH-FAQ-1 — AC 18 Gallic attack coordination', () => {
  const X = clearHex(0, 3);
  const [N0] = nbrs(X);
  const relief = (from: number, n: number) => Array.from({ length: n }, (_, i) => `gr-${from + i}`);
  /** Gallic off-board movement ends on `turn` with `landed` relief units on the Outer Works this turn; one battle (a Melee) is fought. */
  const turnWith = (turn: number, landed: string[], delay: 1 | 2 | 3 | null) => {
    const s = position({ caesar: 'D32', 'r-vii-1': labelOf(X), 'gr-99': labelOf(N0) }, 'gallic-offboard');
    s.turn = turn;
    s.owLanded = landed;
    s.coordination = { releaseTurn: null, delay };
    let r = play(s, { t: 'end' }).s;
    r = play(r, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-99', battle: 0 }, { t: 'fight' }).s;
    return play({ ...r, rng: rngFor(3) }, { t: 'resolve', battle: 0 }).s; // 5 v 5, a 3: Melee
  };
  it('AC 18.2: ten land on turn 2 and the drawn counter is 3 — the besieged may not leave before turn 6', () => {
    const s = turnWith(2, relief(1, 10), 3);
    expect(s.coordination.releaseTurn).toBe(6);
    expect(besiegedReleased({ ...s, turn: 5 })).toBe(false);
    expect(besiegedReleased({ ...s, turn: 6 })).toBe(true);
  });
  it('AC 18.1 with no delay drawn (two Gallic players): free the next turn', () => {
    expect(turnWith(2, relief(1, 10), null).coordination.releaseTurn).toBe(3);
  });
  it('AC FAQ.1: three land on turn 1 and seven on turn 2 — the ten must land in the same turn, so the garrison is not freed', () => {
    const t1 = turnWith(1, relief(1, 3), null);
    expect(t1.coordination.releaseTurn).toBeNull();
    // Roman movement, then his attack on the Gaul left next to him (a Melee again): the turn ends.
    const rc = play(t1, { t: 'end' }, { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'fight' }).s;
    const end = play({ ...rc, rng: rngFor(3) }, { t: 'resolve', battle: 0 }).s;
    expect([end.turn, end.owLanded]).toEqual([2, []]);
    expect(turnWith(2, relief(4, 7), null).coordination.releaseTurn).toBeNull();
  });
});

describe('AH-FAQ-5 — AC FAQ.5 an advance into a hex committed to a later battle', () => {
  it('the later battle keeps its odds and its result touches only the units that were there', () => {
    const X = clearHex(0, 3);
    const [N0, N1, N2] = nbrs(X);
    const dq = parseHexKey(N2).q - parseHexKey(X).q, dr = parseHexKey(N2).r - parseHexKey(X).r;
    const P = key(parseHexKey(N2).q + dq, parseHexKey(N2).r + dr);
    let s = inCombat(position({ caesar: 'D32', 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(P), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1), 'gr-4': labelOf(N2) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'join', unit: 'gr-2', battle: 0 }, { t: 'join', unit: 'gr-3', battle: 0 }, { t: 'attack', hex: P }, { t: 'join', unit: 'gr-4', battle: 1 }, { t: 'fight' }).s;
    const before = battleOdds(s, ['gr-4'], [P]);
    const won = play({ ...s, rng: rngFor(1) }, { t: 'resolve', battle: 0 }); // 21 v 5, 4-1: DE AA3
    expect(won.rolls[0].result).toBe('DE AA3');
    let t = play(won.s, { t: 'advance', unit: 'gr-1', to: N2 }, { t: 'hold' }).s;
    expect(unitOf(t, 'gr-1').loc).toEqual({ at: 'hex', hex: N2 });
    expect(t.combat!.battles[0].attackers).toEqual(['gr-4']);
    const r = play({ ...t, rng: rngFor(5) }, { t: 'resolve', battle: 0 }); // 7 v 5, 1-1: AR2
    expect(r.rolls[0].result).toBe('AR2');
    expect(battleOdds(t, ['gr-4'], [P]).attack).toBe(before.attack);
    t = play(r.s, alesiaClassic().legalActions(r.s).find((a) => a.t === 'retreat')!).s;
    expect(unitOf(t, 'gr-1').loc).toEqual({ at: 'hex', hex: N2 });
    expect(unitOf(t, 'gr-4').loc).not.toEqual({ at: 'hex', hex: N2 });
  });
});

describe('AH-APP-B — AC App.B a Gallic assault on a fort', () => {
  const F = clearHex(0, 3);
  const walk = line(ring(parseHexKey(F), 4)[0], parseHexKey(F)).map(hexKey);
  const A = (d: number) => walk[4 - d];

  it('the fort fires its tertiary volley (5: D) and its secondary (2: miss) during movement, its held primary at the end (3: D on one unit only)', () => {
    const s = position({ 'fort-1': labelOf(F), 'r-rec-1': labelOf(F), 'gr-1': labelOf(A(4)), 'gr-2': labelOf(A(4)), 'gb-5': labelOf(A(4)), 'gb-6': labelOf(ring(parseHexKey(F), 4).map(hexKey).find((k) => k !== A(4))!) });
    s.fire.plan.forts = { ranges: ['tertiary', 'secondary', 'primary'], minStrength: 0, holdPrimary: true };
    startFireTurn(s);
    let r = play({ ...s, rng: rngFor(5, 2, 3) }, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) });
    expect(unitOf(r.s, 'gr-1')).toEqual({ loc: { at: 'hex', hex: A(3) }, disrupted: true }); // Z
    r = play(r.s, { t: 'select', unit: 'gr-2' }, { t: 'move', unit: 'gr-2', to: A(1) }); // through Z into Y, missed, on
    expect(r.rolls.map((x) => [x.cell?.col, x.result])).toEqual([['Secondary', 'No effect']]);
    expect(unitOf(r.s, 'gr-2').loc).toEqual({ at: 'hex', hex: A(1) });
    r = play(r.s, { t: 'select', unit: 'gb-5' }, { t: 'move', unit: 'gb-5', to: A(1) });
    expect(r.rolls).toEqual([]); // only the held primary is left
    r = play(r.s, { t: 'end' });
    expect(r.rolls.map((x) => [x.cell?.col, x.result])).toEqual([['Primary', 'Disrupted']]);
    expect([unitOf(r.s, 'gr-2').disrupted, unitOf(r.s, 'gb-5').disrupted].filter(Boolean)).toHaveLength(1);
  });

  it('two soak-offs on the flank cohorts and three 8-6s at 24-8 (3-1) on the fort: a 5 is a Melee, void against a fort (AC 24.7); the cohorts must attack or withdraw next', () => {
    const X = clearHex(0, 3);
    const [N0, N1, N2, , , N5] = nbrs(X);
    const outer = (a: string, b: string) => nbrs(a).find((k) => nbrs(b).includes(k) && k !== X)!;
    let s = inCombat(position({
      caesar: 'D32', 'fort-1': labelOf(X), 'r-rec-1': labelOf(X), 'r-vii-1': labelOf(N5), 'r-vii-2': labelOf(N2),
      'gb-5': labelOf(N0), 'gb-6': labelOf(N0), 'gb-7': labelOf(N1), 'gb-8': labelOf(outer(N0, N5)), 'gb-9': labelOf(outer(N1, N2)),
    }), 'gallic');
    s = play(s,
      { t: 'attack', hex: X }, { t: 'join', unit: 'gb-5', battle: 0 }, { t: 'join', unit: 'gb-6', battle: 0 }, { t: 'join', unit: 'gb-7', battle: 0 },
      { t: 'attack', hex: N5 }, { t: 'join', unit: 'gb-8', battle: 1 }, { t: 'attack', hex: N2 }, { t: 'join', unit: 'gb-9', battle: 2 }, { t: 'fight' }).s;
    const o = battleOdds(s, ['gb-5', 'gb-6', 'gb-7'], [X]);
    expect(`${o.attack}-${o.defence} ${o.ratio.label}`).toBe('24-8 3-1');
    const r = play({ ...s, rng: rngFor(5, 3, 3) }, { t: 'resolve', battle: 0 }, { t: 'resolve', battle: 0 }, { t: 'resolve', battle: 0 });
    expect(r.rolls.map((x) => x.result)).toEqual(['Melee', 'Melee', 'Melee']);
    expect(r.rules).toContain('AC 24.7');
    expect(unitOf(r.s, 'r-rec-1').loc).toEqual({ at: 'hex', hex: X });
    expect(r.s.phase).toBe('roman-move');
    expect(mustAttack({ ...r.s, phase: 'roman-combat' }, 'roman').sort()).toEqual(['r-vii-1', 'r-vii-2']);
  });
});

describe('AH-APP-D — AC App.D doubled rampart positions', () => {
  it('a rampart hex is doubled from off the rampart and at basic strength from a connected rampart hex of equal strength', () => {
    const ctx = { fortAt: () => false, offBoard: false };
    const found = [...acMap().hexes.entries()].find(([k, h]) => h.rampart === 'perimeter' && h.elevation === 'low' && !h.river && !h.trench &&
      nbrs(k).some((n) => hexAt(n)?.rampart === 'perimeter' && rampartBetween(k, n) && !hexAt(n)!.river) && nbrs(k).some((n) => hexAt(n) && !hexAt(n)!.rampart && !hexAt(n)!.river && !hexAt(n)!.trench))!;
    const [A] = found;
    const B = nbrs(A).find((n) => hexAt(n)?.rampart === 'perimeter' && rampartBetween(A, n) && !hexAt(n)!.river)!;
    const bare = nbrs(A).find((n) => hexAt(n) && !hexAt(n)!.rampart && !hexAt(n)!.river && !hexAt(n)!.trench)!;
    expect(defenceDoubling(A, [bare], ctx).doubled).toBe(true);
    expect(defenceDoubling(A, [B], ctx).doubled).toBe(false);
    expect(defenceDoubling(A, [B, bare], ctx).doubled).toBe(false); // AC 25.4: one connected attacker is enough
    expect(distance(parseHexKey(A), parseHexKey(B))).toBe(1);
  });
});


describe('AH-APP-C — AC App.C Battle Rages: reinforcement and the refight', () => {
  it('the Roman reinforces next to the inverted Gauls without attacking; next turn the Gaul refights and must also attack the new hex, with a 7 stripped off the refight', () => {
    const X = clearHex(0, 3);
    const [N0, N1, N2] = nbrs(X);
    const far = nbrs(N1).find((k) => k !== X && k !== N0 && k !== N2)!;
    const start = nbrs(far).find((k) => !nbrs(N0).includes(k) && k !== N1 && !nbrs(X).includes(k))!;
    let s = inCombat(position({ caesar: 'D32', 'r-x-1': labelOf(X), 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'r-vii-1': labelOf(start) }), 'gallic');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'join', unit: 'gr-2', battle: 0 }, { t: 'fight' }).s;
    s = play({ ...s, rng: rngFor(1) }, { t: 'resolve', battle: 0 }).s; // 14 v 6, 2-1: Battle Rages
    expect(s.rages).toHaveLength(1);
    // Roman turn: hex A (N1) is next to the inverted Gauls only — reinforcing it obliges no attack (AC 15.3 BR).
    s = play(s, { t: 'select', unit: 'r-vii-1' }, { t: 'move', unit: 'r-vii-1', to: N1 }, { t: 'end' }).s;
    expect(s.phase).toBe('roman-combat');
    expect(mustAttack(s, 'roman')).toEqual([]);
    s = play(s, { t: 'fight' }).s;
    expect([s.phase, s.rages.length, unitOf(s, 'gr-1').raging]).toEqual(['gallic-move', 1, true]);
    // Gallic turn: the refight is declared; hex A must be attacked as well (AC 14.31).
    s = play(s, { t: 'end' }, { t: 'end' }).s;
    expect(s.phase).toBe('gallic-combat');
    expect(s.combat!.battles).toEqual([{ attackers: ['gr-1', 'gr-2'], hexes: [X], rages: true, no: 1 }]);
    expect(alesiaClassic().legalActions(s).some((a) => a.t === 'fight')).toBe(false);
    s = play(s, { t: 'unjoin', unit: 'gr-2' }, { t: 'attack', hex: N1 }, { t: 'join', unit: 'gr-2', battle: 1 }).s;
    expect(alesiaClassic().legalActions(s).some((a) => a.t === 'fight')).toBe(true);
  });
});
