/**
 * Roman missile fire, rule by rule (AC 20.4–20.7, 21.6, 24.1–24.6): who may shoot, how far, when a
 * Gaul may be shot at, and what a volley does. Each test states what seed 003 says.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { line } from '../../hex/line';
import { ring } from '../../hex/shapes';
import { clearHex, labelOf, rngFor } from '../combat/testkit';
import { acMap, nbrs } from '../map/map';
import { position } from '../movement/testkit';
import { unitOf, type AcState } from '../state';
import { ix, playLogged } from '../testing';
import { clearShot, finalOptions, fire, fireOptions, maxRange, planFires, shooters, startFireTurn, type FireOption } from './fire';
import { AcCtx } from '../ctx';

const F = clearHex(0, 4);
/** A straight walk towards F: A(4) … A(1) lie 4 … 1 hexes from it. */
const walk = line(ring(parseHexKey(F), 4)[0], parseHexKey(F)).map(hexKey);
const A = (d: number) => walk[4 - d];
/** Another hex `d` hexes from F, off the walk. */
const B = (d: number) => ring(parseHexKey(F), d).map(hexKey).find((k) => !walk.includes(k) && distance(parseHexKey(k), parseHexKey(A(d))) > 1)!;

function scene(where: Record<string, string>): AcState {
  const s = position(where);
  startFireTurn(s);
  return s;
}
const fort = (extra: Record<string, string> = {}) => scene({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), ...extra });
const volleys = (os: FireOption[]) => os.map((o) => o.volley);

describe('AC 24.1 — a fort fires only when a Roman unit other than a leader holds it', () => {
  it('an empty fort and a fort with only a leader have no engines; a cohort or an archer wakes them', () => {
    const ids = (s: AcState) => shooters(s).map((x) => x.id);
    expect(ids(scene({ 'fort-1': labelOf(F) }))).toEqual([]);
    expect(ids(scene({ 'fort-1': labelOf(F), caesar: labelOf(F) }))).toEqual([]);
    expect(ids(scene({ 'fort-1': labelOf(F), caesar: labelOf(F), 'r-vii-1': labelOf(F) }))).toEqual(['fort-1']);
    expect(ids(scene({ 'fort-1': labelOf(F), 'r-arch-1': labelOf(F) })).sort()).toEqual(['fort-1', 'r-arch-1']);
  });

  it('a fort with Gauls in it is no Roman fort: it does not fire', () => {
    expect(shooters(scene({ 'fort-1': labelOf(F), 'gr-1': labelOf(F) }))).toEqual([]);
  });

  it('a fort does not fire at a Gaul that was never in its reach: an empty fort offers nothing', () => {
    const s = scene({ 'fort-1': labelOf(F), 'gr-1': labelOf(A(4)) });
    expect(fireOptions(s, 'gr-1', A(1), false)).toEqual([]);
  });
});

describe('AC 20.5, 24.2 — ranges: engines 1 to 3 hexes, archers and slingers 1 and 2', () => {
  it('a fort reaches 3 hexes, a missile unit 2', () => {
    expect(maxRange({ kind: 'fort' })).toBe(3);
    expect(maxRange({ kind: 'missile' })).toBe(2);
  });

  it('a fort fires its tertiary at 3 hexes, its secondary at 2, its primary at 1, and nothing at 4', () => {
    const s = fort();
    expect(volleys(fireOptions(s, 'gr-1', A(4), false))).toEqual([]);
    expect(volleys(fireOptions(s, 'gr-1', A(3), false))).toEqual(['tertiary']);
    expect(volleys(fireOptions(s, 'gr-1', A(2), false))).toEqual(['secondary']);
    expect(volleys(fireOptions(s, 'gr-1', A(1), false))).toEqual(['primary']);
  });

  it('an archer fires at 2 and 1 hexes, not at 3', () => {
    const s = scene({ 'r-arch-1': labelOf(F) });
    expect(volleys(fireOptions(s, 'gr-1', A(3), false))).toEqual([]);
    expect(volleys(fireOptions(s, 'gr-1', A(2), false))).toEqual(['secondary']);
    expect(volleys(fireOptions(s, 'gr-1', A(1), false))).toEqual(['primary']);
    // AC 24.6 as this edition extends it: entering from the OBMC at 2 hexes, both its volleys, never a tertiary.
    expect(volleys(fireOptions(s, 'gr-1', A(2), true))).toEqual(['secondary']);
    expect(volleys(fireOptions(s, 'gr-1', A(1), true))).toEqual(['secondary', 'primary']);
  });

  it('once per range per turn (AC 20.5, 24.2): a volley used is gone, the others remain, and another unit may be fired at with them', () => {
    const s = fort();
    s.fire.used = { 'fort-1': ['secondary'] };
    expect(volleys(fireOptions(s, 'gr-1', A(2), false))).toEqual([]);
    expect(volleys(fireOptions(s, 'gr-1', A(3), false))).toEqual(['tertiary']);
    expect(volleys(fireOptions(s, 'gr-2', A(1), false))).toEqual(['primary']);
  });
});

describe('AC 24.5 — Gauls close at the start of the turn take away a fort\'s longer volleys', () => {
  it('the closest Gaul decides, whichever comes first', () => {
    expect(fort({ 'gr-1': labelOf(A(4)), 'gr-2': labelOf(A(1)) }).fire.lost['fort-1']).toEqual(['secondary', 'tertiary']);
    expect(fort({ 'gr-1': labelOf(A(2)), 'gr-2': labelOf(A(4)) }).fire.lost['fort-1']).toEqual(['tertiary']);
    expect(fort({ 'gr-1': labelOf(A(3)) }).fire.lost['fort-1']).toBeUndefined();
  });

  it('only Gauls on the map count: Romans close by and Gauls off the board take nothing', () => {
    expect(fort({ 'r-vii-2': labelOf(A(1)), 'gr-1': 'obmc:I' }).fire.lost['fort-1']).toBeUndefined();
  });

  it('a lost volley is not offered at another Gaul on the board either', () => {
    const s = fort({ 'gr-1': labelOf(A(2)) });
    expect(volleys(fireOptions(s, 'gr-2', A(3), false))).toEqual([]);
  });

  it('is a rule of forts: an archer with a Gaul beside it at the start keeps its secondary for another Gaul', () => {
    const s = scene({ 'r-arch-1': labelOf(F), 'gr-1': labelOf(A(1)) });
    expect(s.fire.lost['r-arch-1']).toBeUndefined();
    expect(volleys(fireOptions(s, 'gr-2', A(2), false))).toEqual(['secondary']);
  });

  it('a new turn gives every volley back and forgets the last turn\'s window', () => {
    const s = fort({ 'gr-1': labelOf(A(4)) });
    s.fire.used = { 'fort-1': ['tertiary', 'secondary', 'primary'] };
    s.fire.lost = { 'fort-2': ['tertiary'] };
    s.fire.start = { 'gr-9': A(2) };
    s.fire.window = { final: true };
    startFireTurn(s);
    expect(s.fire.used).toEqual({});
    expect(s.fire.lost).toEqual({});
    expect(s.fire.start).toEqual({ 'gr-1': A(4) });
    expect(s.fire.window).toBeNull();
    expect(s.fire.pending).toBeNull();
  });
});

describe('AC 24.51 — a Gaul that began in a field of fire is fired on only as it comes closer', () => {
  it('standing off or moving sideways draws nothing; each step closer draws the volley of its range', () => {
    const s = fort({ 'gr-1': labelOf(A(3)) });
    expect(fireOptions(s, 'gr-1', A(3), false)).toEqual([]);
    expect(fireOptions(s, 'gr-1', B(3), false)).toEqual([]);
    expect(volleys(fireOptions(s, 'gr-1', A(2), false))).toEqual(['secondary']);
    expect(volleys(fireOptions(s, 'gr-1', A(1), false))).toEqual(['primary']);
  });

  it('a Gaul that began outside every field is fired on wherever it enters one', () => {
    const s = fort({ 'gr-1': labelOf(A(4)) });
    expect(volleys(fireOptions(s, 'gr-1', A(3), false))).toEqual(['tertiary']);
    expect(volleys(fireOptions(s, 'gr-1', B(3), false))).toEqual(['tertiary']);
  });

  it('measured per shooter: out of the archer\'s reach at the start, the Gaul is fair game for it at 2 hexes', () => {
    // The Gaul starts 3 from the archer (outside its 2-hex field) and 3 from the fort: moving to 2 from both.
    const s = scene({ 'r-arch-1': labelOf(F), 'gr-1': labelOf(A(3)) });
    expect(volleys(fireOptions(s, 'gr-1', B(2), false))).toEqual(['secondary']);
  });

  it('after a combat (AC 16.3) the unit is fired at where it stops, whatever its start', () => {
    const s = fort({ 'gr-1': labelOf(A(2)) });
    expect(fireOptions(s, 'gr-1', B(2), false)).toEqual([]);
    expect(volleys(fireOptions(s, 'gr-1', B(2), false, shooters(s), true))).toEqual(['secondary']);
  });
});

describe('AC 24.52 — a Gaul that starts in a field of fire and stands still is fired on at the end of movement', () => {
  it('at the fort\'s longest range, 3 hexes, with the tertiary volley', () => {
    const s = fort({ 'gr-1': labelOf(A(3)) });
    const o = finalOptions(s);
    expect(o).toEqual([{ shooter: 'fort-1', volley: 'tertiary', target: 'gr-1', hex: A(3) }]);
  });

  it('at 2 hexes with the secondary volley; an archer at its longest range too', () => {
    expect(finalOptions(fort({ 'gr-1': labelOf(A(2)) }))).toEqual([{ shooter: 'fort-1', volley: 'secondary', target: 'gr-1', hex: A(2) }]);
    expect(finalOptions(scene({ 'r-sling-1': labelOf(F), 'gr-1': labelOf(A(2)) }))).toEqual([{ shooter: 'r-sling-1', volley: 'secondary', target: 'gr-1', hex: A(2) }]);
  });

  it('not beyond the longest range, and not after the volley of that range was spent', () => {
    expect(finalOptions(fort({ 'gr-1': labelOf(A(4)) }))).toEqual([]);
    expect(finalOptions(scene({ 'r-sling-1': labelOf(F), 'gr-1': labelOf(A(3)) }))).toEqual([]);
    const s = fort({ 'gr-1': labelOf(A(3)) });
    s.fire.used = { 'fort-1': ['tertiary'] };
    expect(finalOptions(s)).toEqual([]);
  });

  it('a Gaul that moved (even back to where it began), or came from elsewhere, is not fired on at the end at 2 or 3 hexes', () => {
    const moved = fort({ 'gr-1': labelOf(A(3)) });
    moved.moves = { 'gr-1': { path: [A(2)], done: true } } as unknown as AcState['moves'];
    expect(finalOptions(moved)).toEqual([]);
    const came = fort({ 'gr-1': labelOf(A(4)) });
    came.units[ix('gr-1')] = { loc: { at: 'hex', hex: A(3) } };
    expect(finalOptions(came)).toEqual([]);
  });

  it('a fort may always fire its unused primary at the end (AC 24.4), at every Gaul beside it, moved or not', () => {
    const s = fort({ 'gr-1': labelOf(A(4)) });
    s.units[ix('gr-1')] = { loc: { at: 'hex', hex: A(1) } };
    s.units[ix('gr-2')] = { loc: { at: 'hex', hex: A(1) } };
    expect(finalOptions(s).map((o) => [o.volley, o.target])).toEqual([['primary', 'gr-1'], ['primary', 'gr-2']]);
    s.fire.used = { 'fort-1': ['primary'] };
    expect(finalOptions(s)).toEqual([]);
  });

  it('an archer has no end-of-move volley at a Gaul that moved next to it (only forts do, AC 24.4)', () => {
    const s = scene({ 'r-arch-1': labelOf(F), 'gr-1': labelOf(A(4)) });
    s.units[ix('gr-1')] = { loc: { at: 'hex', hex: A(1) } };
    expect(finalOptions(s)).toEqual([]);
  });

  it('with the standing plan, the stand-still Gaul at 3 hexes takes the tertiary volley when the Gaul ends his movement', () => {
    let s = fort({ 'gr-1': labelOf(A(3)) });
    s.options = { ...s.options, fire: 'plan' };
    s = { ...s, rng: rngFor(6) };
    const r = playLogged(s, { t: 'end' });
    const shot = r.rolls.find((x) => x.rule === 'AC 24.2');
    expect(shot?.cell).toEqual({ table: 'Missile Engine Table', row: '6', col: 'Tertiary' });
    expect(unitOf(r.s, 'gr-1').loc).toEqual({ at: 'gone', why: 'eliminated' });
  });
});

describe('AC 20.4 — a missile unit caught in a Battle Rages', () => {
  it('with only another missile unit beside it, it does not fire', () => {
    const X = clearHex(2, 3);
    const [n0] = nbrs(X);
    const s = position({ 'r-sling-1': labelOf(X), 'r-arch-1': labelOf(X), 'gr-1': labelOf(n0) });
    s.units[ix('r-sling-1')] = { ...unitOf(s, 'r-sling-1'), raging: true };
    s.rages = [{ attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-sling-1', 'r-arch-1'] }];
    expect(shooters(s).map((x) => x.id)).toEqual(['r-arch-1']);
  });

  it('a fort counter or a leader beside it is no cover: it does not fire', () => {
    const X = clearHex(2, 3);
    const [n0] = nbrs(X);
    for (const other of ['fort-1', 'caesar']) {
      const s = position({ 'r-sling-1': labelOf(X), [other]: labelOf(X), 'gr-1': labelOf(n0) });
      s.units[ix('r-sling-1')] = { ...unitOf(s, 'r-sling-1'), raging: true };
      s.rages = [{ attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-sling-1'] }];
      expect(shooters(s).filter((x) => x.id === 'r-sling-1'), other).toEqual([]);
    }
  });

  it('it may fire at the attackers of its own Battle Rages, not at those of another', () => {
    const X = clearHex(2, 3);
    const [n0, n1] = nbrs(X);
    const s = position({ 'r-sling-1': labelOf(X), 'r-vii-1': labelOf(X), 'gr-1': labelOf(n0), 'gr-2': labelOf(n1) });
    s.units[ix('r-sling-1')] = { ...unitOf(s, 'r-sling-1'), raging: true };
    s.rages = [
      { attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-sling-1', 'r-vii-1'] },
      { attackerSide: 'gallic', attackers: ['gr-2'], defenders: ['r-vii-9'] },
    ];
    expect(shooters(s).find((x) => x.id === 'r-sling-1')!.onlyAt).toEqual(['gr-1']);
  });

  it('covered by a cohort, it may fire at its attackers only, during movement too', () => {
    const X = clearHex(2, 3);
    const [n0, n1] = nbrs(X);
    const s = position({ 'r-sling-1': labelOf(X), 'r-vii-1': labelOf(X), 'gr-1': labelOf(n0), 'gr-2': labelOf(n1) });
    s.units[ix('r-sling-1')] = { ...unitOf(s, 'r-sling-1'), raging: true };
    s.rages = [{ attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-sling-1', 'r-vii-1'] }];
    const sh = shooters(s).find((x) => x.id === 'r-sling-1')!;
    expect(sh.onlyAt).toEqual(['gr-1']);
    const far = ring(parseHexKey(X), 2).map(hexKey)[0];
    expect(fireOptions(s, 'gr-3', far, true)).toEqual([]);
    expect(volleys(fireOptions(s, 'gr-1', far, true))).toEqual(['secondary']);
  });
});

describe('AC 20.7 — only the walls of Alesia stop a missile', () => {
  it('a shot along the board\'s edge passes even where the line between two board hexes runs off the board', () => {
    const hexes = acMap().hexes;
    let pair: [string, string] | null = null;
    for (const a of hexes.keys()) {
      for (const h of ring(parseHexKey(a), 2)) {
        const b = hexKey(h);
        if (hexes.has(b) && line(parseHexKey(a), h).slice(1, -1).some((m) => !hexes.has(hexKey(m)))) { pair = [a, b]; break; }
      }
      if (pair) break;
    }
    expect(pair).not.toBeNull();
    expect(clearShot(pair![0], pair![1])).toBe(true);
  });

  it('a Gaul standing on a wall hex is not behind the walls: a slinger two hexes off, with open ground between, may shoot him', () => {
    // This edition's reading: the walls stop a shot that passes over a town hex, not one aimed at a unit on the rim.
    const hexes = acMap().hexes;
    const town = (k: string) => hexes.get(k)?.area === 'town';
    let pair: [string, string] | null = null;
    for (const [k, d] of hexes) {
      if (!d.wall) continue;
      const from = ring(parseHexKey(k), 2).map(hexKey).find((b) => hexes.has(b) && !town(b) && line(parseHexKey(b), parseHexKey(k)).slice(1, -1).every((m) => !town(hexKey(m))));
      if (from) { pair = [from, k]; break; }
    }
    expect(pair).not.toBeNull();
    expect(clearShot(pair![0], pair![1])).toBe(true);
  });
});

describe('AC 24.4, 24.52 — only Gauls are fired at', () => {
  it('Roman units and an empty fort within reach at the end of movement are never targets', () => {
    const s = fort({ 'r-vii-2': labelOf(A(1)), 'fort-2': labelOf(B(1)) });
    expect(finalOptions(s)).toEqual([]);
  });
});

describe('the fire plan (the Roman\'s standing orders for volleys)', () => {
  const o = (shooter: string, volley: FireOption['volley'], target: string): FireOption => ({ shooter, volley, target, hex: A(1) });
  it('fires only the ranges it names, at units at least as strong as its threshold', () => {
    const s = fort();
    s.fire.plan.forts = { ranges: ['secondary', 'primary'], minStrength: 6, holdPrimary: false };
    expect(planFires(s, o('fort-1', 'tertiary', 'gr-1'), false)).toBe(false);
    expect(planFires(s, o('fort-1', 'secondary', 'gr-1'), false)).toBe(true); // a 7
    expect(planFires(s, o('fort-1', 'secondary', 'gr-61'), false)).toBe(true); // a 6: at the threshold
    expect(planFires(s, o('fort-1', 'secondary', 'gr-99'), false)).toBe(false); // a 5
  });

  it('a fort holding its primary fires it only at the end of movement (AC 24.4); missile units have their own orders', () => {
    const s = fort();
    s.fire.plan.forts = { ranges: ['tertiary', 'secondary', 'primary'], minStrength: 0, holdPrimary: true };
    s.fire.plan.missiles = { ranges: ['primary'], minStrength: 0, holdPrimary: true };
    expect(planFires(s, o('fort-1', 'primary', 'gr-1'), false)).toBe(false);
    expect(planFires(s, o('fort-1', 'primary', 'gr-1'), true)).toBe(true);
    expect(planFires(s, o('fort-1', 'secondary', 'gr-1'), false)).toBe(true);
    expect(planFires(s, o('r-arch-1', 'primary', 'gr-1'), false)).toBe(true);
    expect(planFires(s, o('r-arch-1', 'secondary', 'gr-1'), false)).toBe(false);
  });
});

/** A working context to fire one volley with the next die fixed. */
function ctxFor(s: AcState, die: number): AcCtx {
  s.rng = rngFor(die);
  return new AcCtx(s);
}

describe('AC 20.6, 24.2, 24.4 — what a volley does', () => {
  it('the volley is spent whatever the die, and the fort reads the Missile Engine Table', () => {
    const s = fort({ 'gr-1': labelOf(A(3)) });
    s.fire.used = { 'fort-1': ['secondary'] };
    const ctx = ctxFor(s, 1);
    fire(ctx, { shooter: 'fort-1', volley: 'tertiary', target: 'gr-1', hex: A(3) }, false);
    expect(s.fire.used['fort-1']).toEqual(['secondary', 'tertiary']);
    const e = ctx.log[0] as unknown as { rule: string; result: string; cell: unknown; auto?: boolean; side: string; refs: unknown };
    expect(e).toMatchObject({ side: 'roman', rule: 'AC 24.2', result: 'No effect', cell: { table: 'Missile Engine Table', row: '1', col: 'Tertiary' } });
    // The roll names the hex, the target and the shooter; the Roman chose it himself (not the plan).
    expect(e.refs).toEqual([{ kind: 'hex', id: A(3) }, { kind: 'piece', id: 'gr-1' }, { kind: 'piece', id: 'fort-1' }]);
    expect(e.auto).toBeUndefined();
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: A(3) });
  });

  it('an archer reads the Archer/Slinger Table: a 4 at primary range disrupts the one unit fired at', () => {
    const s = scene({ 'r-arch-1': labelOf(F), 'gr-1': labelOf(A(1)), 'gr-2': labelOf(A(1)) });
    const ctx = ctxFor(s, 4);
    fire(ctx, { shooter: 'r-arch-1', volley: 'primary', target: 'gr-1', hex: A(1) }, true);
    const e = ctx.log[0] as unknown as { rule: string; result: string; cell: unknown; auto?: boolean };
    expect(e).toMatchObject({ rule: 'AC 20.6', result: 'Disrupted', cell: { table: 'Archer/Slinger Table', row: '4', col: 'Primary' }, auto: true });
    expect(unitOf(s, 'gr-1').disrupted).toBe(true);
    expect(unitOf(s, 'gr-2').disrupted).toBeFalsy();
    expect(s.fire.used['r-arch-1']).toEqual(['primary']);
  });

  it('an archer\'s secondary 4 misses where its primary 4 disrupts', () => {
    const s = scene({ 'r-arch-1': labelOf(F), 'gr-1': labelOf(A(2)) });
    const ctx = ctxFor(s, 4);
    fire(ctx, { shooter: 'r-arch-1', volley: 'secondary', target: 'gr-1', hex: A(2) }, false);
    expect(ctx.log[0]).toMatchObject({ result: 'No effect', cell: { col: 'Secondary' } });
    expect(unitOf(s, 'gr-1')).toEqual({ loc: { at: 'hex', hex: A(2) } });
  });

  it('E removes the unit fired at, and only it', () => {
    const s = scene({ 'r-sling-1': labelOf(F), 'gr-1': labelOf(A(1)), 'gr-2': labelOf(A(1)) });
    const ctx = ctxFor(s, 6);
    fire(ctx, { shooter: 'r-sling-1', volley: 'primary', target: 'gr-1', hex: A(1) }, false);
    expect(ctx.log[0]).toMatchObject({ result: 'Eliminated' });
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'gone', why: 'eliminated' });
    expect(unitOf(s, 'gr-2').loc).toEqual({ at: 'hex', hex: A(1) });
  });

  it('a primary engine volley\'s D* disrupts every unit in the hex, its E* eliminates them all (AC 24.4)', () => {
    let s = fort({ 'gr-1': labelOf(A(1)), 'gr-2': labelOf(A(1)), 'gr-3': labelOf(A(2)) });
    let ctx = ctxFor(s, 5);
    fire(ctx, { shooter: 'fort-1', volley: 'primary', target: 'gr-1', hex: A(1) }, false);
    expect(ctx.log[0]).toMatchObject({ result: 'Disrupts every unit in the hex' });
    expect([unitOf(s, 'gr-1').disrupted, unitOf(s, 'gr-2').disrupted, unitOf(s, 'gr-3').disrupted]).toEqual([true, true, undefined]);
    s = fort({ 'gr-1': labelOf(A(1)), 'gr-2': labelOf(A(1)), 'gr-3': labelOf(A(2)) });
    ctx = ctxFor(s, 6);
    fire(ctx, { shooter: 'fort-1', volley: 'primary', target: 'gr-1', hex: A(1) }, false);
    expect(ctx.log[0]).toMatchObject({ result: 'Eliminates every unit in the hex' });
    expect([unitOf(s, 'gr-1').loc.at, unitOf(s, 'gr-2').loc.at, unitOf(s, 'gr-3').loc.at]).toEqual(['gone', 'gone', 'hex']);
  });

  it('a second disruption adds nothing (AC 21.6)', () => {
    const s = scene({ 'r-arch-1': labelOf(F), 'gr-1': labelOf(A(1)) });
    s.units[ix('gr-1')] = { ...unitOf(s, 'gr-1'), disrupted: true };
    fire(ctxFor(s, 4), { shooter: 'r-arch-1', volley: 'primary', target: 'gr-1', hex: A(1) }, false);
    expect(unitOf(s, 'gr-1')).toEqual({ loc: { at: 'hex', hex: A(1) }, disrupted: true });
  });

  it('Vercingetorix killed by fire ends the game for Rome (AC 19.2, 26.2); another unit killed does not', () => {
    const s = scene({ 'r-arch-1': labelOf(F), vercingetorix: labelOf(A(1)), caesar: labelOf(A(4)) });
    fire(ctxFor(s, 6), { shooter: 'r-arch-1', volley: 'primary', target: 'vercingetorix', hex: A(1) }, false);
    expect(s.outcome?.winner).toBe('roman');
    expect(s.outcome?.reason).toMatch(/missile fire/);
    // Disrupted, he lives on: the game goes on.
    const d = scene({ 'r-arch-1': labelOf(F), vercingetorix: labelOf(A(1)), caesar: labelOf(A(4)) });
    fire(ctxFor(d, 4), { shooter: 'r-arch-1', volley: 'primary', target: 'vercingetorix', hex: A(1) }, false);
    expect(unitOf(d, 'vercingetorix').disrupted).toBe(true);
    expect(d.outcome ?? null).toBeNull();
    const t = scene({ 'r-arch-1': labelOf(F), 'gr-1': labelOf(A(1)) });
    fire(ctxFor(t, 6), { shooter: 'r-arch-1', volley: 'primary', target: 'gr-1', hex: A(1) }, false);
    expect(t.outcome ?? null).toBeNull();
  });
});
