/**
 * The combat phase as the players see it (AC 11.2, 13.1, 13.2, 14.31, 15.3 BR, 16.1–16.2, 19.6):
 * what is declared and logged, why a declaration cannot be fought yet, the retreats and advances
 * carried out and their log lines. Frozen states, dice fixed with `rngFor`.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import type { AcAction } from '../actions';
import { acUnit } from '../data/units';
import { acMap, nbrs } from '../map/map';
import { EDGE_HEXES, EDGE_ZONES, ZONES, type Zone } from '../map/zones';
import { nearestZone } from '../zonesNear';
import { position } from '../movement/testkit';
import { alesiaClassic } from '../system';
import { unitOf, type AcState } from '../state';
import { ix, playLogged as play } from '../testing';
import { offBoardNeighbours } from './obligations';
import { startCombat, unmet } from './phase';
import { OFF } from './retreat';
import { clearHex, inCombat, labelOf, rngFor } from './testkit';

const X = clearHex(0, 3);
const [N0, N1, , N3] = nbrs(X);
const L = labelOf(X);
const CAESAR = { caesar: 'D32' };
const legal = (s: AcState) => alesiaClassic.legalActions(s);
const name = (id: string) => acUnit(id).name;
/** A hex two from X beyond N3, next to no other neighbour of X. */
const B3 = nbrs(N3).find((k) => k !== X && !nbrs(X).includes(k))!;

/** `side` attacks `hex` with `attackers`; the next dice are `dice`; the state after the resolve. */
function fight(where: Record<string, string>, side: 'gallic' | 'roman', attackers: string[], hex: string, dice: number[]) {
  let s = inCombat(position({ ...CAESAR, ...where }), side);
  s = play(s, { t: 'attack', hex }, ...attackers.map((unit) => ({ t: 'join', unit, battle: 0 }) as AcAction), { t: 'fight' }).s;
  return play(deepFreeze({ ...s, rng: rngFor(...dice) }), { t: 'resolve', battle: 0 });
}

describe('AC 13.2 — the declaration is logged', () => {
  it('one battle, two battles, none', () => {
    const one = play(deepFreeze(inCombat(position({ ...CAESAR, 'r-vii-1': L, 'gr-1': labelOf(N0) }), 'gallic')), { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'fight' });
    expect(one.texts).toEqual(['1 battle declared.']);
    expect(one.rules).toEqual(['AC 13.2']);
    const two = play(deepFreeze(inCombat(position({ ...CAESAR, 'r-vii-1': L, 'r-vii-2': labelOf(B3), 'gr-1': labelOf(N0), 'gr-2': labelOf(N3) }), 'gallic')), { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'attack', hex: B3 }, { t: 'join', unit: 'gr-2', battle: 1 }, { t: 'fight' });
    expect(two.texts).toEqual(['2 battles declared.']);
    const none = play(deepFreeze(inCombat(position({ ...CAESAR, 'gr-1': L }), 'gallic')), { t: 'fight' });
    expect(none.texts[0]).toBe('No battles.');
  });
});

describe('AC 13.1, 14.31 — why the battles cannot be fought yet', () => {
  it('a Gaul idle in Roman ZOC must attack; a battle with no attacker cannot be fought', () => {
    const s = deepFreeze(inCombat(position({ ...CAESAR, 'r-vii-1': L, 'gr-1': labelOf(N0) }), 'gallic'));
    expect(unmet(s, s.combat!)).toBe(`${name('gr-1')} stands in an enemy zone of control and must attack (AC 13.1).`);
    const declared = play(s, { t: 'attack', hex: X }).s;
    expect(unmet(declared, declared.combat!)).toBe('Every battle needs at least one attacker.');
    expect(legal(declared).some((a) => a.t === 'fight')).toBe(false);
  });

  it('AC 14.31: every enemy hex whose ZOC holds one of the attacker’s units must be attacked', () => {
    // The cohort at X stands between two Gauls; attacking one of them leaves the other's hex owed.
    const s = deepFreeze(inCombat(position({ ...CAESAR, 'r-vii-1': L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N3) }), 'roman'));
    const one = play(s, { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }).s;
    expect(unmet(one, one.combat!)).toBe(`The units at ${labelOf(N3)} hold one of yours in their zone of control and must be attacked (AC 14.31).`);
    const both = play(one, { t: 'widen', hex: N3, battle: 0 }).s;
    expect(unmet(both, both.combat!)).toBeNull();
  });
});

describe('AC 15.3 BR — the defender of a Battle Rages may strike back, at every original attacker', () => {
  /** gr-1 (N0) and gr-2 (N1) attacked r-vii-1 at X last turn and the battle raged. */
  function raged(): AcState {
    const s = position({ ...CAESAR, 'r-vii-1': L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N1) });
    for (const id of ['r-vii-1', 'gr-1', 'gr-2']) s.units[ix(id)] = { ...unitOf(s, id), raging: true };
    s.rages = [{ attackerSide: 'gallic', attackers: ['gr-1', 'gr-2'], defenders: ['r-vii-1'] }];
    return s;
  }

  it('a counterattack on one of the two attacking hexes is not enough', () => {
    const s = play(deepFreeze(inCombat(raged(), 'roman')), { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }).s;
    expect(unmet(s, s.combat!)).toBe('A counterattack on a Battle Rages must attack every one of its original attackers (AC 15.3).');
  });

  it('striking at both ends the Battle Rages: it is not refought in the Gallic phase', () => {
    const s = play(deepFreeze(inCombat(raged(), 'roman')), { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'widen', hex: N1, battle: 0 }, { t: 'fight' }).s;
    expect(s.rages).toEqual([]);
  });

  it('a raging unit joins no battle but its own refight or a counterattack', () => {
    const s = raged();
    s.units[ix('r-vii-2')] = { loc: { at: 'hex', hex: B3 } };
    s.units[ix('gr-3')] = { loc: { at: 'hex', hex: N3 } };
    const c = deepFreeze(inCombat(s, 'gallic'));
    // The refight of X is declared already; gr-1 and gr-2 may attack nothing else.
    expect(c.combat!.battles).toEqual([{ attackers: ['gr-1', 'gr-2'], hexes: [X], rages: true, no: 1 }]);
    const withB3 = play(c, { t: 'attack', hex: B3 }).s;
    const joins = legal(withB3).filter((a) => a.t === 'join' && a.battle === 1).map((a) => (a as { unit: string }).unit);
    expect(joins).toEqual(['gr-3']);
  });

  it('a refight attacker disrupted since (AC 21.2) cannot be taken out of it, so the refight can always be fought', () => {
    // Found by the arena: gr-1 taken out of its refight could join nothing again (a disrupted unit
    // may not attack), and a refight is never dropped — the phase could not end.
    const s = raged();
    s.units[ix('gr-1')] = { ...unitOf(s, 'gr-1'), disrupted: true };
    const c = deepFreeze(inCombat(s, 'gallic'));
    expect(c.combat!.battles[0].attackers).toContain('gr-1');
    const unjoins = legal(c).filter((a) => a.t === 'unjoin').map((a) => (a as { unit: string }).unit);
    expect(unjoins).toEqual(['gr-2']);
    const out = play(c, { t: 'unjoin', unit: 'gr-2' }).s;
    expect(legal(out)).toContainEqual({ t: 'join', unit: 'gr-2', battle: 0 });
    expect(legal(c)).toContainEqual({ t: 'fight' });
  });

  it('a defender carried away from its attackers since leaves no refight, and the rage’s units are released', () => {
    // Found by the arena: the Roman defender had fought elsewhere and retreated; the refight then
    // named a hex next to none of its attackers and the resolve threw.
    const s = raged();
    s.units[ix('r-vii-1')] = { ...unitOf(s, 'r-vii-1'), loc: { at: 'hex', hex: B3 } };
    const c = deepFreeze(inCombat(s, 'gallic'));
    expect(c.combat!.battles).toEqual([]);
    for (const id of ['gr-1', 'gr-2', 'r-vii-1']) expect(unitOf(c, id).raging).toBeUndefined();
  });

  it('a refight keeps the attackers still next to the defender; one carried off is released', () => {
    const s = raged();
    const away = nbrs(N1).find((k) => k !== X && k !== N0 && !nbrs(X).includes(k) && !nbrs(N0).includes(k) && acMap().hexes.has(k))!;
    s.units[ix('gr-2')] = { ...unitOf(s, 'gr-2'), loc: { at: 'hex', hex: away } };
    const c = deepFreeze(inCombat(s, 'gallic'));
    expect(c.combat!.battles).toEqual([{ attackers: ['gr-1'], hexes: [X], rages: true, no: 1 }]);
    expect(unitOf(c, 'gr-2').raging).toBeUndefined();
    expect(unitOf(c, 'gr-1').raging).toBe(true);
  });

  it('a declared battle whose attacker is no longer next to the defending hex is not fought (no throw)', () => {
    const s = play(deepFreeze(inCombat(position({ ...CAESAR, 'r-vii-1': L, 'gr-1': labelOf(N0) }), 'gallic')), { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }, { t: 'fight' }).s;
    const moved = structuredClone(s);
    moved.units[ix('gr-1')] = { loc: { at: 'hex', hex: B3 } };
    const r = play(deepFreeze(moved), { t: 'resolve', battle: 0 });
    expect(r.texts[0]).toBe(`The battle at ${L} is not fought: no attacker is left.`);
  });

  it('no refight when its defenders are gone', () => {
    const s = raged();
    s.units[ix('r-vii-1')] = { loc: { at: 'gone', why: 'eliminated' } };
    expect(startCombat(structuredClone(s), 'gallic').battles).toEqual([]);
  });
});

describe('AC 16 — retreats and advances carried out, and logged', () => {
  it('AC 15.3 AR: the retreat is logged with its length, its ends and the rule', () => {
    const r = fight({ 'r-x-1': L, 'gr-99': labelOf(N0) }, 'gallic', ['gr-99'], X, [3]);
    expect(r.rolls[0].result).toBe('AR1');
    const to = legal(r.s).find((a) => a.t === 'retreat') as Extract<AcAction, { t: 'retreat' }>;
    const done = play(deepFreeze(r.s), to);
    expect(done.texts[0]).toBe(`${name('gr-99')} retreat 1 from ${labelOf(N0)} to ${labelOf(to.to)}.`);
    expect(done.rules[0]).toBe('AC 15.3 AR');
  });

  it('AC 16.2: a relief Gaul on the edge retreats off the board into the nearest zone, which the chart then shows', () => {
    const edge = EDGE_HEXES.map(hexKey).find((k) => nbrs(k).length >= 3 && clearOf(k))!;
    const inner = nbrs(edge).find((k) => clearOf(k) && !EDGE_HEXES.map(hexKey).includes(k))!;
    const r = fight({ 'r-vii-1': labelOf(inner), 'r-vii-2': labelOf(inner), 'r-vii-3': labelOf(inner), 'gr-1': labelOf(edge) }, 'roman', ['r-vii-1', 'r-vii-2', 'r-vii-3'], edge, [2]);
    expect(r.rolls[0].result).toMatch(/^DR/);
    expect(legal(r.s)).toContainEqual({ t: 'retreat', to: OFF });
    const zone = nearestZone(edge);
    const before = r.s.presence;
    const off = play(deepFreeze(r.s), { t: 'retreat', to: OFF });
    expect(unitOf(off.s, 'gr-1').loc).toEqual({ at: 'obmc', zone });
    expect(off.s.presence).toEqual(ZONES.filter((z) => z === zone || before.includes(z)));
    expect(off.texts[0]).toBe(`${name('gr-1')} retreat off the board into zone ${zone}.`);
    expect(off.rules[0]).toBe('AC 16.2');
  });

  it('AC 16.1: each victor advances on its own, logged, and only once', () => {
    // Three Gauls beat the cohort at X (a 2 is DR and AA at these odds): the two at N0 may both advance into X.
    const r = fight({ 'r-vii-1': L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N0), 'gr-3': labelOf(N1) }, 'gallic', ['gr-1', 'gr-2', 'gr-3'], X, [2]);
    expect(r.rolls[0].result).toMatch(/^DR\d AA\d$/);
    const back = play(r.s, legal(r.s).find((a) => a.t === 'retreat')!).s;
    const first = play(deepFreeze(back), { t: 'advance', unit: 'gr-1', to: X });
    expect(first.texts[0]).toBe(`${name('gr-1')} advances from ${labelOf(N0)} to ${L}.`);
    const next = legal(first.s).filter((a) => a.t === 'advance').map((a) => (a as { unit: string }).unit);
    expect(next).toContain('gr-2');
    expect(next).not.toContain('gr-1');
    const both = play(first.s, { t: 'advance', unit: 'gr-2', to: X }).s;
    expect(legal(both).some((a) => a.t === 'advance' && a.unit === 'gr-2')).toBe(false);
  });
});

describe('AC 19.6 — the Roman’s choice for a leader is logged', () => {
  function soakOff() {
    let s = inCombat(position({ ...CAESAR, labienus: L, 'r-vii-1': L, 'r-vii-2': L, 'r-vii-3': L, 'gb-1': labelOf(N0), 'gb-2': labelOf(N0), 'gr-99': labelOf(nbrs(X)[2]) }), 'roman');
    s = play(s, { t: 'attack', hex: N0 }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'attack', hex: nbrs(X)[2] }, { t: 'join', unit: 'r-vii-2', battle: 1 }, { t: 'join', unit: 'r-vii-3', battle: 1 }, { t: 'fight' }).s;
    return deepFreeze(play(deepFreeze({ ...s, rng: rngFor(5, 6) }), { t: 'resolve', battle: 0 }).s);
  }
  it('standing clear, or sharing the attackers’ fate', () => {
    const s = soakOff();
    const aside = play(s, { t: 'standAside', unit: 'labienus', aside: true });
    expect(aside.texts[0]).toBe('Labienus stands clear of the result with the units not in the battle.');
    expect(aside.rules[0]).toBe('AC 19.6');
    const share = play(s, { t: 'standAside', unit: 'labienus', aside: false });
    expect(share.texts[0]).toBe('Labienus shares the fate of the attackers.');
  });
});

describe('AC 11.2 — from the OBMC, two units for each imaginary hex beyond the edge hex', () => {
  it('an edge hex with two off-board neighbours takes four attackers from the box, one with a single neighbour two', () => {
    const byCount = (n: number) => EDGE_HEXES.map(hexKey).find((k) => offBoardNeighbours(k).length === n && EDGE_ZONES.get(k)?.length === 1 && clearOf(k));
    for (const n of [1, 2]) {
      const edge = byCount(n);
      if (!edge) continue;
      const zone = EDGE_ZONES.get(edge)![0] as Zone;
      const box = Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`gr-${i}`, `obmc:${zone}`]));
      let s = inCombat(position({ ...CAESAR, 'r-vii-1': labelOf(edge), ...box }), 'gallic');
      s = play(s, { t: 'attack', hex: edge }).s;
      let joined = 0;
      for (;;) {
        const j = legal(s).find((a) => a.t === 'join');
        if (!j) break;
        s = play(s, j).s;
        joined += 1;
      }
      expect(joined).toBe(2 * n);
    }
    expect(byCount(2)).toBeDefined();
  });
});

function clearOf(k: string): boolean {
  const d = acMap().hexes.get(k)!;
  return !d.river && !d.trench && !d.rampart && !d.outerWorks && d.area !== 'town' && !d.campInterior;
}

describe('AC 14 — what the attacker is offered while he declares', () => {
  it('AC 14.4: a hex is attacked in one battle only, and is not offered again once declared', () => {
    const s = deepFreeze(inCombat(position({ ...CAESAR, 'r-vii-1': L, 'gr-1': labelOf(N0), 'gr-2': labelOf(N1) }), 'gallic'));
    expect(legal(s)).toContainEqual({ t: 'attack', hex: X });
    const one = play(s, { t: 'attack', hex: X }).s;
    expect(legal(one)).not.toContainEqual({ t: 'attack', hex: X });
  });

  it('AC 14.33: a battle against two hexes takes only units next to both; widening needs every attacker next to the new hex', () => {
    // Romans at X and N0 (neighbours); gr-1 on a hex next to both, gr-2 next to X only.
    const both = nbrs(N0).find((k) => nbrs(X).includes(k))!;
    const xOnly = nbrs(X).find((k) => k !== N0 && k !== both && !nbrs(N0).includes(k))!;
    const s = deepFreeze(inCombat(position({ ...CAESAR, 'r-vii-1': L, 'r-vii-2': labelOf(N0), 'gr-1': labelOf(both), 'gr-2': labelOf(xOnly) }), 'gallic'));
    const declared = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'gr-1', battle: 0 }).s;
    expect(legal(declared)).toContainEqual({ t: 'widen', hex: N0, battle: 0 });
    const wide = play(declared, { t: 'widen', hex: N0, battle: 0 }).s;
    const joins = legal(wide).filter((a) => a.t === 'join').map((a) => (a as { unit: string }).unit);
    expect(joins).not.toContain('gr-2');
    // With gr-2 in the battle, N0 (not next to gr-2) may not be added.
    const withTwo = play(declared, { t: 'join', unit: 'gr-2', battle: 0 }).s;
    expect(legal(withTwo).some((a) => a.t === 'widen')).toBe(false);
  });

  it('AC 14.6: a unit that has fought this phase is offered no other battle', () => {
    const s = inCombat(position({ ...CAESAR, 'r-vii-1': L, 'r-vii-2': labelOf(B3), 'gr-1': labelOf(N3) }), 'gallic');
    s.combat!.fought = ['gr-1'];
    const f = deepFreeze(s);
    expect(legal(f).some((a) => a.t === 'attack')).toBe(false);
  });
});

describe('AC 13.2 — a combat phase with nothing to fight ends at once', () => {
  it('the Roman ends his move far from any Gaul: "No battle to fight.", and the turn goes on', () => {
    const away = [...acMap().hexes.keys()].find((k) => clearOf(k) && distance(parseHexKey(k), parseHexKey(X)) === 6)!;
    const s = deepFreeze(position({ ...CAESAR, 'r-vii-1': L, 'gr-1': labelOf(away) }, 'roman-move'));
    const end = legal(s).find((a) => a.t === 'end')!;
    const r = play(s, end);
    expect(r.texts).toContain('No battle to fight.');
    expect(r.s.phase).not.toBe('roman-combat');
  });

  it('with a Gaul next to the cohort the phase opens and waits for the Roman', () => {
    const s = deepFreeze(position({ ...CAESAR, 'r-vii-1': L, 'gr-1': labelOf(N0) }, 'roman-move'));
    const r = play(s, legal(s).find((a) => a.t === 'end')!);
    expect(r.texts).not.toContain('No battle to fight.');
    expect(r.s.phase).toBe('roman-combat');
  });
});
