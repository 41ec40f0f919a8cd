/** Roman fire during Gallic movement (AC 20, 21, 24.2–24.6): the plan, "ask me", and the limits on each volley. */
import { describe, expect, it } from 'vitest';
import type { DieRollEntry } from '../../core/log';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { line } from '../../hex/line';
import { ring } from '../../hex/shapes';
import type { AcAction } from '../actions';
import { clearHex, labelOf, rngFor } from '../combat/testkit';
import { acMap } from '../map/map';
import { position } from '../movement/testkit';
import { alesiaClassic } from '../system';
import { unitOf, type AcState } from '../state';
import { startFireTurn, fireOptions, clearShot } from './fire';
import { ix } from '../testing';

function play(s: AcState, ...actions: AcAction[]): { s: AcState; rolls: DieRollEntry[] } {
  const rolls: DieRollEntry[] = [];
  for (const a of actions) {
    const r = alesiaClassic.apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.message}`);
    s = r.state;
    for (const e of r.log) if (e.kind === 'roll') rolls.push(e);
  }
  return { s, rolls };
}

const F = clearHex(0, 3);
/** A straight walk towards the fort: A(4), A(3), A(2), A(1) are 4, 3, 2 and 1 hexes from it. */
const walk = line(ring(parseHexKey(F), 4)[0], parseHexKey(F)).map(hexKey);
const A = (d: number) => walk[4 - d];

function fortScene(where: Record<string, string>, fire: 'plan' | 'ask' = 'plan'): AcState {
  const s = position({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), ...where });
  s.options = { ...s.options, fire };
  startFireTurn(s);
  return s;
}

describe('AC 24.2 — a fort fires at Gauls as they come', () => {
  it('with the default plan, a Gaul walking in takes the tertiary, secondary and primary volleys in turn', () => {
    let s = fortScene({ 'gr-1': labelOf(A(4)) });
    s = { ...s, rng: rngFor(1, 1, 1) };
    const r = play(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) });
    const volleys = r.rolls.filter((x) => x.rule === 'AC 24.2').map((x) => x.cell?.col);
    expect(volleys).toEqual(['Tertiary', 'Secondary', 'Primary']);
    expect(r.rolls.every((x) => x.auto)).toBe(true);
    expect(r.s.fire.used['fort-1']).toEqual(['tertiary', 'secondary', 'primary']);
    expect(unitOf(r.s, 'gr-1').loc).toEqual({ at: 'hex', hex: A(1) });
  });

  it('a disruption stops the unit where it was hit (AC 20.6, 21.1)', () => {
    let s = fortScene({ 'gr-1': labelOf(A(4)) });
    s = { ...s, rng: rngFor(5) }; // tertiary 5: D
    const r = play(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) });
    expect(unitOf(r.s, 'gr-1')).toEqual({ loc: { at: 'hex', hex: A(3) }, disrupted: true });
    expect(r.s.moves['gr-1'].done).toBe(true);
  });

  it('a plan that holds the primary volley fires it at the end of movement (AC 24.4), at every unit in the hex on a 6 (E*)', () => {
    let s = fortScene({ 'gr-1': labelOf(A(3)), 'gr-2': labelOf(A(3)) });
    s = play(s, { t: 'end' }, { t: 'end' }).s; // skip to the Roman's turn? No: set the plan directly
    void s;
    let t = fortScene({ 'gr-1': labelOf(A(3)), 'gr-2': labelOf(A(3)) });
    t.fire.plan.forts = { ranges: ['tertiary', 'secondary', 'primary'], minStrength: 0, holdPrimary: true };
    t = { ...t, rng: rngFor(1, 6) };
    let r = play(t, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) });
    expect(r.s.fire.used['fort-1']).toEqual(['secondary']); // it started at 3 — no tertiary (AC 24.51); primary held
    r = play(r.s, { t: 'select', unit: 'gr-2' }, { t: 'move', unit: 'gr-2', to: A(1) }, { t: 'end' });
    const last = r.rolls[r.rolls.length - 1];
    expect(last.cell?.col).toBe('Primary');
    expect(unitOf(r.s, 'gr-1').loc.at).toBe('gone');
    expect(unitOf(r.s, 'gr-2').loc.at).toBe('gone');
  });
});

describe('"ask me" — the move stops at each chance to fire', () => {
  it('hands the decision to the Roman, and holding fire lets the Gaul go on', () => {
    let s = fortScene({ 'gr-1': labelOf(A(4)) }, 'ask');
    s = play(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) }).s;
    expect(alesiaClassic.toAct(s)).toBe('roman');
    const legal = alesiaClassic.legalActions(s);
    expect(legal).toContainEqual({ t: 'fire', shooter: 'fort-1', volley: 'tertiary', target: 'gr-1' });
    expect(legal).toContainEqual({ t: 'holdFire' });
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: A(3) });
    s = play(s, { t: 'holdFire' }).s; // next window at 2 hexes
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: A(2) });
    s = play(s, { t: 'holdFire' }, { t: 'holdFire' }).s;
    expect(alesiaClassic.toAct(s)).toBe('gallic');
    expect(unitOf(s, 'gr-1').loc).toEqual({ at: 'hex', hex: A(1) });
    expect(s.fire.used['fort-1'] ?? []).toEqual([]);
  });
});

describe('limits on fire', () => {
  it('Gauls starting next to a fort take away its secondary and tertiary volleys; at 2 hexes, its tertiary (AC 24.5)', () => {
    expect(fortScene({ 'gr-1': labelOf(A(1)) }).fire.lost['fort-1']).toEqual(['secondary', 'tertiary']);
    expect(fortScene({ 'gr-1': labelOf(A(2)) }).fire.lost['fort-1']).toEqual(['tertiary']);
    expect(fortScene({ 'gr-1': labelOf(A(4)) }).fire.lost['fort-1']).toBeUndefined();
  });

  it('a Gaul that began inside the field can be fired on only once it comes closer (AC 24.51)', () => {
    const s = fortScene({ 'gr-1': labelOf(A(3)) });
    const sideways = ring(parseHexKey(F), 3).map(hexKey).find((k) => distance(parseHexKey(k), parseHexKey(A(3))) === 1)!;
    expect(fireOptions(s, 'gr-1', sideways, false)).toEqual([]);
    expect(fireOptions(s, 'gr-1', A(2), false).map((o) => o.volley)).toEqual(['secondary']);
  });

  it('a Gaul coming on from the OBMC inside the field may take every longer volley in its entry hex (AC 24.6)', () => {
    const s = fortScene({});
    expect(fireOptions(s, 'gr-1', A(2), true).map((o) => o.volley)).toEqual(['tertiary', 'secondary']);
    expect(fireOptions(s, 'gr-1', A(2), false).map((o) => o.volley)).toEqual(['secondary']);
  });

  it('AC 24.5 does not take a fort\'s volleys from a Gaul coming on from the OBMC (its exception, AC 24.6)', () => {
    // gr-2 began the turn next to the fort: its secondary and tertiary volleys are lost against the Gauls on the board…
    const s = fortScene({ 'gr-2': labelOf(A(1)) });
    expect(s.fire.lost['fort-1']).toEqual(['secondary', 'tertiary']);
    expect(fireOptions(s, 'gr-1', A(2), false).map((o) => o.volley)).toEqual([]);
    // …but not against a unit entering from the off-board chart, in its entry hex and on along that move.
    expect(fireOptions(s, 'gr-1', A(3), true).map((o) => o.volley)).toEqual(['tertiary']);
    const entered = { ...s, moves: { 'gr-1': { left: 8, from: { at: 'obmc' as const, zone: 'I' as const }, done: false, entered: true as const, offboard: true as const, path: [A(3)] } } };
    expect(fireOptions(entered, 'gr-1', A(2), false).map((o) => o.volley)).toEqual(['secondary']);
  });

  it('only the walls of Alesia stop a missile (AC 20.7)', () => {
    const town = acMap().townHexes.map(hexKey);
    const pair = [...acMap().hexes.keys()].filter((k) => acMap().hexes.get(k)!.area !== 'town').flatMap((a) =>
      ring(parseHexKey(a), 2).map(hexKey).filter((b) => acMap().hexes.get(b)?.area !== 'town' && line(parseHexKey(a), parseHexKey(b)).slice(1, -1).some((h) => town.includes(hexKey(h)))).map((b) => [a, b]),
    )[0];
    expect(clearShot(pair[0], pair[1])).toBe(false);
    expect(clearShot(A(4), F)).toBe(true);
  });
});

describe('AC 16.3 — fire at units moving after combat', () => {
  it('a Gaul beaten back within range of a fort with a volley left is fired at where it stops', async () => {
    const { nbrs } = await import('../map/map');
    const { inCombat } = await import('../combat/testkit');
    const X = clearHex(1, 3);
    const fortHex = hexKey(ring(parseHexKey(X), 3)[0]);
    const attackFrom = nbrs(X).find((n) => distance(parseHexKey(n), parseHexKey(fortHex)) === 4)!;
    let s = inCombat(position({ 'fort-1': labelOf(fortHex), 'r-vii-2': labelOf(fortHex), 'r-vii-1': labelOf(attackFrom), 'gb-26': labelOf(X) }), 'roman');
    s = play(s, { t: 'attack', hex: X }, { t: 'join', unit: 'r-vii-1', battle: 0 }, { t: 'fight' }).s;
    s = { ...s, rng: rngFor(2) }; // 5 v 5, 1-1: a 2 is DR1
    let r = play(s, { t: 'resolve', battle: 0 });
    expect(r.rolls[0].result).toBe('DR1');
    const retreat = alesiaClassic.legalActions(r.s).find((a) => a.t === 'retreat' && distance(parseHexKey(a.to), parseHexKey(fortHex)) <= 3)!;
    expect(retreat).toBeDefined();
    r = play(r.s, retreat);
    const shot = r.rolls.find((x) => x.rule === 'AC 24.2');
    expect(shot?.purpose).toMatch(/^Fort 1 fires its (primary|secondary|tertiary) volley at .* assault group/);
  });
});

describe('AC 20.4 — a missile unit caught in a Battle Rages', () => {
  it('fires only if it stands with a non-missile unit, and only at the units that attacked it', async () => {
    const { nbrs } = await import('../map/map');
    const { finalOptions } = await import('./fire');
    const X = clearHex(2, 3);
    const [n0, n1] = nbrs(X);
    const scene = (withCohort: boolean) => {
      const s = position({ 'r-sling-1': labelOf(X), ...(withCohort ? { 'r-vii-1': labelOf(X) } : {}), 'gr-1': labelOf(n0), 'gr-2': labelOf(n1) });
      s.units[ix('r-sling-1')] = { ...unitOf(s, 'r-sling-1'), raging: true };
      s.rages = [{ attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-sling-1', ...(withCohort ? ['r-vii-1'] : [])] }];
      startFireTurn(s);
      return s;
    };
    const covered = finalOptions(scene(true)).filter((o) => o.shooter === 'r-sling-1');
    expect(covered.map((o) => o.target)).toEqual(['gr-1']); // its attacker, not the other Gaul
    expect(finalOptions(scene(false)).filter((o) => o.shooter === 'r-sling-1')).toEqual([]);
  });
});
