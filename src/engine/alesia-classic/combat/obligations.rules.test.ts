/** Who may attack and who must (AC 6, 9.5, 11.2, 13.1, 14.3, 15.3 Battle Rages, App. C, 21.2, 24.7), on hand-built frozen positions. */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../../hex/coords';
import { deepFreeze } from '../../core/deepFreeze';
import { acMap, nbrs } from '../map/map';
import { position } from '../movement/testkit';
import { alesiaClassic } from '../system';
import { unitOf, type AcState } from '../state';
import { ix } from '../testing';
import { clearHex, inCombat, labelOf } from './testkit';
import { attackersOf, mayAttack, mayBeAttacked, mustAttack, mustBeAttacked } from './obligations';
import type { Rage } from './types';

const X = clearHex(0, 3);
const [N0, N1, N2, N3] = nbrs(X);
/** A hex two away from X, next to N0 only among X's neighbours. */
const beyond0 = nbrs(N0).find((k) => k !== X && !nbrs(X).includes(k))!;
/** A second open patch, far from the first. */
const Y = Array.from({ length: 200 }, (_, i) => clearHex(i, 1)).find((k) => k && distance(parseHexKey(k), parseHexKey(X)) >= 6)!;
const [M0] = nbrs(Y);

/** `where` on the board with `raging` inverted and `rages` open, in `side`'s combat phase (rages of that side taken into its battles). */
function raging(where: Record<string, string>, flagged: string[], rages: Rage[], side: 'gallic' | 'roman'): AcState {
  const s = position(where);
  for (const id of flagged) s.units[ix(id)] = { ...unitOf(s, id), raging: true };
  s.rages = rages;
  return deepFreeze(inCombat(s, side));
}

describe('AC 15.3 Battle Rages — the defender need not counterattack', () => {
  // Last Gallic turn gr-1 (at N0) attacked r-vii-1 (at X) and the battle raged.
  const rage: Rage = { attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-vii-1'] };

  it('in the Roman turn the inverted defender is not bound to attack the inverted attacker, and nothing must be attacked', () => {
    const s = raging({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) }, ['r-vii-1', 'gr-1'], [rage], 'roman');
    expect(mustAttack(s, 'roman')).toEqual([]);
    expect(mustBeAttacked(s, 'roman')).toEqual([]);
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'end' || a.t === 'fight')).toBe(true);
  });

  it('a fresh Roman brought into the defender\'s hex reinforces it without attacking; an uninverted Gaul beside him still binds him', () => {
    const calm = raging({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'gr-1': labelOf(N0) }, ['r-vii-1', 'gr-1'], [rage], 'roman');
    expect(mustAttack(calm, 'roman')).toEqual([]);
    const bound = raging({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'gr-1': labelOf(N0), 'gr-2': labelOf(N2) }, ['r-vii-1', 'gr-1'], [rage], 'roman');
    expect(mustAttack(bound, 'roman')).toEqual(['r-vii-2']);
    expect(mustBeAttacked(bound, 'roman')).toEqual([N2]);
  });

  it('with a second Battle Rages elsewhere the reinforcing Roman is still free of the first', () => {
    const other: Rage = { attackerSide: 'gallic', attackers: ['gr-3'], defenders: ['r-viii-1'] };
    const s = raging(
      { 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X), 'gr-1': labelOf(N0), 'r-viii-1': labelOf(Y), 'gr-3': labelOf(M0) },
      ['r-vii-1', 'gr-1', 'r-viii-1', 'gr-3'], [rage, other], 'roman',
    );
    expect(mustAttack(s, 'roman')).toEqual([]);
  });

  it('a Gaul the Romans attacked in a raging battle still binds a fresh Roman beside him while a Gallic rage waits elsewhere', () => {
    // Roman turn: r-vii-1 refights his own rage against gb-26 (at N0); a Gallic rage waits at Y.
    const own: Rage = { attackerSide: 'roman', attackers: ['r-vii-1'], defenders: ['gb-26'] };
    const other: Rage = { attackerSide: 'gallic', attackers: ['gr-3'], defenders: ['r-viii-1'] };
    const s = raging(
      { 'r-vii-1': labelOf(X), 'gb-26': labelOf(N0), 'r-vii-2': labelOf(beyond0), 'r-viii-1': labelOf(Y), 'gr-3': labelOf(M0) },
      ['r-vii-1', 'gb-26', 'r-viii-1', 'gr-3'], [own, other], 'roman',
    );
    expect(mustAttack(s, 'roman').sort()).toEqual(['r-vii-1', 'r-vii-2']);
    expect(mustBeAttacked(s, 'roman')).toEqual([N0]);
  });
});

describe('App. C — the refight: Romans brought next to the raging Gauls must be attacked too', () => {
  it('in the Gallic turn the refight is declared, and a Roman moved beside the inverted Gaul binds him: his hex must be attacked as well', () => {
    const rage: Rage = { attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-vii-1'] };
    const a = nbrs(N0).find((k) => k !== X && !nbrs(X).includes(k))!;
    const s = raging({ 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0), 'r-vii-2': labelOf(a) }, ['r-vii-1', 'gr-1'], [rage], 'gallic');
    expect(s.combat!.battles).toHaveLength(1);
    expect(mustAttack(s, 'gallic')).toEqual(['gr-1']);
    expect(mustBeAttacked(s, 'gallic').sort()).toEqual([X, a].sort());
    expect(alesiaClassic.legalActions(s).some((a2) => a2.t === 'fight')).toBe(false);
  });
});

describe('AC 6.1, 9.5 — the town of Alesia', () => {
  const wall = [...acMap().hexes.entries()].find(([k, d]) => d.area === 'town' && nbrs(k).some((n) => acMap().hexes.get(n)!.area !== 'town' && !acMap().hexes.get(n)!.rampart))![0];
  const outside = nbrs(wall).find((n) => acMap().hexes.get(n)!.area !== 'town' && !acMap().hexes.get(n)!.rampart)!;

  it('a Gaul on the walls is not in the ZOC of a Roman beside him: he may attack but need not', () => {
    const s = deepFreeze(inCombat(position({ 'gb-1': labelOf(wall), 'r-vii-1': labelOf(outside) }), 'gallic'));
    expect(mayAttack(s, 'gb-1')).toBe(true);
    expect(mustAttack(s, 'gallic')).toEqual([]);
    expect(mustBeAttacked(s, 'gallic')).toEqual([]);
  });

  it('a Gaul inside the town (off the map hexes) may not attack at all', () => {
    const s = deepFreeze(inCombat(position({ 'gb-1': 'town', 'r-vii-1': labelOf(outside) }), 'gallic'));
    expect(mayAttack(s, 'gb-1')).toBe(false);
    expect(attackersOf(s, 'gallic')).toEqual([]);
  });
});

describe('AC 11.2 — from the OBMC, only units that began the turn in the box', () => {
  it('a Gaul that was only picked up in its box may attack; one that shifted boxes this turn may not', () => {
    const s = position({ 'gr-1': 'obmc:I', 'gr-2': 'obmc:I' });
    const from = { at: 'obmc', zone: 'I' } as const;
    s.moves = { 'gr-1': { left: 12, from, done: true, path: [] }, 'gr-2': { left: 0, from, done: true, path: [], offboard: true } };
    const c = deepFreeze(inCombat(s, 'gallic'));
    expect(mayAttack(c, 'gr-1')).toBe(true);
    expect(mayAttack(c, 'gr-2')).toBe(false);
  });
});

describe('AC 24.7 — a vacant fort', () => {
  it('is no enemy unit: a Gaul next to it has nothing to attack there', () => {
    const s = deepFreeze(inCombat(position({ 'fort-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic'));
    expect(mayBeAttacked(s, 'gallic', X)).toBe(false);
    expect(alesiaClassic.legalActions(s).some((a) => a.t === 'attack')).toBe(false);
  });

  it('with its garrison it may be attacked, though the Gaul beside it is not bound to (AC 24.7)', () => {
    const s = deepFreeze(inCombat(position({ 'fort-1': labelOf(X), 'r-vii-1': labelOf(X), 'gr-1': labelOf(N0) }), 'gallic'));
    expect(mayBeAttacked(s, 'gallic', X)).toBe(true);
    expect(mustAttack(s, 'gallic')).toEqual([]);
  });
});

describe('AC 19.3, 20.1, 21.2 — who has no attack', () => {
  it('leaders, forts, missile units and disrupted units may not attack; a cohort may', () => {
    const s = position({ caesar: labelOf(X), 'fort-1': labelOf(N1), 'r-arch-1': labelOf(N2), 'r-vii-1': labelOf(N3), 'r-vii-2': labelOf(N3) });
    s.units[ix('r-vii-2')] = { ...unitOf(s, 'r-vii-2'), disrupted: true };
    const c = deepFreeze(inCombat(s, 'roman'));
    expect(['caesar', 'fort-1', 'r-arch-1', 'r-vii-1', 'r-vii-2'].map((id) => mayAttack(c, id))).toEqual([false, false, false, true, false]);
    expect(attackersOf(c, 'roman')).toEqual(['r-vii-1']);
  });
});
