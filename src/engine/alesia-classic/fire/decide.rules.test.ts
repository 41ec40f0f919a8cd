/**
 * The Roman's decision to fire (AC 20.5, 20.6, 20.8, 24.2–24.4, 24.52, 16.3), played through the
 * system: in "ask me" mode the Gallic move halts at each chance to fire and the Roman fires or lets
 * it go on; at the end of Gallic movement he is asked about the volleys the rules still allow.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { line } from '../../hex/line';
import { ring } from '../../hex/shapes';
import type { AcAction } from '../actions';
import { clearHex, inCombat, labelOf, rngFor } from '../combat/testkit';
import { nbrs } from '../map/map';
import { position } from '../movement/testkit';
import { alesiaClassic } from '../system';
import { unitOf, type AcState } from '../state';
import { playLogged } from '../testing';
import { PLAN_RANGES, planLegal, setPlan, windowOptions } from './decide';
import { startFireTurn } from './fire';

const F = clearHex(0, 4);
const walk = line(ring(parseHexKey(F), 4)[0], parseHexKey(F)).map(hexKey);
const A = (d: number) => walk[4 - d];
const legal = (s: AcState) => alesiaClassic.legalActions(s);
const fires = (s: AcState) => legal(s).filter((a): a is Extract<AcAction, { t: 'fire' }> => a.t === 'fire');

function askScene(where: Record<string, string>, dice: number[] = [1]): AcState {
  const s = position({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), ...where });
  s.options = { ...s.options, fire: 'ask' };
  startFireTurn(s);
  return { ...s, rng: rngFor(...dice) };
}

describe('AC 20.5, 24.2 — "ask me": the Gaul\'s move halts at each chance to fire', () => {
  it('a miss lets the Gaul go on to the next range, where the Roman is asked again (AC 20.8, 24.3)', () => {
    let s = askScene({ 'gr-1': labelOf(A(4)) }, [1]);
    s = playLogged(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) }).s;
    expect(fires(s)).toEqual([{ t: 'fire', shooter: 'fort-1', volley: 'tertiary', target: 'gr-1' }]);
    const r = playLogged(s, fires(s)[0]);
    expect(r.rolls.map((x) => x.result)).toEqual(['No effect']);
    expect(unitOf(r.s, 'gr-1').loc).toEqual({ at: 'hex', hex: A(2) });
    expect(alesiaClassic.toAct(r.s)).toBe('roman');
    expect(fires(r.s)).toEqual([{ t: 'fire', shooter: 'fort-1', volley: 'secondary', target: 'gr-1' }]);
  });

  it('a hit stops the Gaul where he was hit, and the move is over (AC 20.6, 21.1)', () => {
    let s = askScene({ 'gr-1': labelOf(A(4)) }, [5]);
    s = playLogged(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) }).s;
    const r = playLogged(s, fires(s)[0]);
    expect(r.rolls.map((x) => x.result)).toEqual(['Disrupted']);
    expect(unitOf(r.s, 'gr-1')).toEqual({ loc: { at: 'hex', hex: A(3) }, disrupted: true });
    expect(r.s.fire.window).toBeNull();
    expect(r.s.moves['gr-1'].done).toBe(true);
    expect(alesiaClassic.toAct(r.s)).toBe('gallic');
    expect(r.rules).toContain('AC 21.1');
  });

  it('an eliminated Gaul is gone and the Gaul moves another unit', () => {
    let s = askScene({ 'gr-1': labelOf(A(4)) }, [6]);
    s = playLogged(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(1) }).s;
    const r = playLogged(s, fires(s)[0]);
    expect(unitOf(r.s, 'gr-1').loc.at).toBe('gone');
    expect(r.s.fire.window).toBeNull();
    expect(alesiaClassic.toAct(r.s)).toBe('gallic');
  });

  it('with two shooters in reach, a miss by one leaves the other\'s volley on offer before the Gaul moves on', () => {
    let s = askScene({ 'gr-1': labelOf(A(4)), 'r-arch-1': labelOf(A(1)) }, [1]);
    s = playLogged(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(2) }).s;
    // At A(3): the fort's tertiary and the archer's secondary (2 hexes from A(1)).
    expect(fires(s).map((a) => `${a.shooter}:${a.volley}`).sort()).toEqual(['fort-1:tertiary', 'r-arch-1:secondary']);
    const r = playLogged(s, { t: 'fire', shooter: 'fort-1', volley: 'tertiary', target: 'gr-1' });
    expect(unitOf(r.s, 'gr-1').loc).toEqual({ at: 'hex', hex: A(3) });
    expect(fires(r.s)).toEqual([{ t: 'fire', shooter: 'r-arch-1', volley: 'secondary', target: 'gr-1' }]);
  });
});

describe('AC 24.4, 24.52 — the end of Gallic movement', () => {
  it('the Roman is asked about a Gaul that stood in a field of fire; holding fire ends the window and moves nobody', () => {
    const s = askScene({ 'gr-1': labelOf(A(3)) });
    const asked = playLogged(s, { t: 'end' }).s;
    expect(asked.fire.window).toEqual({ final: true });
    expect(alesiaClassic.toAct(asked)).toBe('roman');
    expect(fires(asked)).toEqual([{ t: 'fire', shooter: 'fort-1', volley: 'tertiary', target: 'gr-1' }]);
    const held = playLogged(asked, { t: 'holdFire' }).s;
    expect(held.fire.window).toBeNull();
    expect(unitOf(held, 'gr-1').loc).toEqual({ at: 'hex', hex: A(3) });
  });

  it('after the last volley the window closes by itself; while volleys are left it stays open', () => {
    const s = askScene({ 'gr-1': labelOf(A(3)), 'gr-2': labelOf(A(3)) }, [1, 1]);
    let t = playLogged(s, { t: 'end' }).s;
    expect(fires(t).map((a) => a.target)).toEqual(['gr-1', 'gr-2']);
    t = playLogged(t, fires(t)[0]).s; // the tertiary is spent: nothing is left
    expect(t.fire.window).toBeNull();
    const u = askScene({ 'gr-1': labelOf(A(1)), 'r-arch-1': labelOf(A(3)) }, [1, 1]);
    // The fort's primary and the archer's secondary on gr-1 (2 hexes from A(3)) are both on offer.
    let v = playLogged(u, { t: 'end' }).s;
    expect(fires(v).length).toBe(2);
    v = playLogged(v, fires(v)[0]).s;
    expect(v.fire.window).toEqual({ final: true });
    expect(fires(v).length).toBe(1);
  });

  it('with nothing to fire at, nobody is asked', () => {
    const s = askScene({ 'gr-1': labelOf(A(4)) });
    const t = playLogged(s, { t: 'end' }).s;
    expect(t.fire.window).toBeNull();
    expect(windowOptions(t)).toEqual([]);
  });
});

describe('the standing fire plan', () => {
  it('missile units never hold their primary: only forts may (AC 24.4 is a rule of forts)', () => {
    const s = position({});
    setPlan(s, { t: 'plan', who: 'missiles', ranges: 'close', minStrength: 6, holdPrimary: true });
    expect(s.fire.plan.missiles).toEqual({ ranges: ['secondary', 'primary'], minStrength: 6, holdPrimary: false });
    setPlan(s, { t: 'plan', who: 'forts', ranges: 'primary', minStrength: 0, holdPrimary: true });
    expect(s.fire.plan.forts).toEqual({ ranges: ['primary'], minStrength: 0, holdPrimary: true });
  });

  it('the ranges of each plan', () => {
    expect(PLAN_RANGES).toEqual({ all: ['tertiary', 'secondary', 'primary'], close: ['secondary', 'primary'], primary: ['primary'], none: [] });
  });

  it('every other plan is offered, never the one in force', () => {
    const s = position({});
    const plans = planLegal(s);
    // forts: 4 ranges × 4 thresholds × hold or not; archers and slingers: 4 × 4; less the two plans in force.
    expect(plans.length).toBe(4 * 4 * 2 + 4 * 4 - 2);
    for (const who of ['forts', 'missiles'] as const) {
      const cur = s.fire.plan[who];
      expect(plans.some((p) => p.t === 'plan' && p.who === who && p.minStrength === cur.minStrength && p.holdPrimary === cur.holdPrimary && PLAN_RANGES[p.ranges].join() === cur.ranges.join())).toBe(false);
    }
    expect(plans.some((p) => p.t === 'plan' && p.who === 'missiles' && p.holdPrimary)).toBe(false);
  });
});

describe('AC 16.3 — "ask me" after a combat: units retreating or advancing may be fired on where they stop', () => {
  const X = clearHex(1, 3);
  const fortHex = hexKey(ring(parseHexKey(X), 3)[0]);
  /** A battle at X, `side` attacking from a hex 4 from the fort; the first die that gives a DR result. */
  function beaten(side: 'roman' | 'gallic', fire: 'ask' | 'plan') {
    const from = nbrs(X).find((n) => distance(parseHexKey(n), parseHexKey(fortHex)) === 4)!;
    const where: Record<string, string> = side === 'roman'
      ? { 'fort-1': labelOf(fortHex), 'r-vii-2': labelOf(fortHex), 'r-vii-1': labelOf(from), 'gb-26': labelOf(X) }
      : { 'fort-1': labelOf(fortHex), 'r-vii-2': labelOf(fortHex), 'r-vii-1': labelOf(X), 'gr-1': labelOf(from), 'gr-2': labelOf(from) };
    const attackers = side === 'roman' ? ['r-vii-1'] : ['gr-1', 'gr-2'];
    for (let die = 1; die <= 6; die++) {
      let s = inCombat(position(where), side);
      s.options = { ...s.options, fire };
      startFireTurn(s);
      s = playLogged(s, { t: 'attack', hex: X }, ...attackers.map((unit) => ({ t: 'join', unit, battle: 0 }) as AcAction), { t: 'fight' }).s;
      const r = playLogged({ ...s, rng: rngFor(die, 1, 1, 1) }, { t: 'resolve', battle: 0 });
      if (/^DR/.test(r.rolls[0].result)) return r.s;
    }
    throw new Error('no DR');
  }
  const retreatNear = (s: AcState) => legal(s).find((a) => a.t === 'retreat' && distance(parseHexKey(a.to), parseHexKey(fortHex)) <= 3)!;

  it('the Roman is asked; he may fire the volley of the range, or hold and the Gaul stays', () => {
    const s = beaten('roman', 'ask');
    const r = retreatNear(s) as Extract<AcAction, { t: 'retreat' }>;
    expect(r).toBeDefined();
    const after = playLogged(s, r).s;
    expect(after.fire.window).toEqual({ after: true, hex: r.to, units: ['gb-26'] });
    expect(alesiaClassic.toAct(after)).toBe('roman');
    const f = fires(after);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ shooter: 'fort-1', target: 'gb-26' });
    const held = playLogged(after, { t: 'holdFire' }).s;
    expect(held.fire.window).toBeNull();
    expect(unitOf(held, 'gb-26').loc).toEqual({ at: 'hex', hex: r.to });
    const shot = playLogged(after, f[0]);
    expect(shot.rolls).toHaveLength(1);
    expect(shot.rolls[0].auto).toBeUndefined(); // the Roman's own decision, not the plan
    expect(shot.s.fire.window).toBeNull(); // nothing left to fire at
  });

  it('a Roman retreating within his own fort\'s reach is never fired on', () => {
    for (const fire of ['ask', 'plan'] as const) {
      const s = beaten('gallic', fire);
      const r = retreatNear(s);
      expect(r, fire).toBeDefined();
      const after = playLogged(s, r);
      expect(after.rolls.filter((x) => x.rule === 'AC 24.2')).toEqual([]);
      expect(after.s.fire.window).toBeNull();
    }
  });
});

describe('the volley fired is the one chosen', () => {
  it('of two shooters, the second one picked is the one that fires', () => {
    let s = askScene({ 'gr-1': labelOf(A(4)), 'r-arch-1': labelOf(A(1)) }, [1]);
    s = playLogged(s, { t: 'select', unit: 'gr-1' }, { t: 'move', unit: 'gr-1', to: A(2) }).s;
    const r = playLogged(s, { t: 'fire', shooter: 'r-arch-1', volley: 'secondary', target: 'gr-1' });
    expect(r.s.fire.used).toEqual({ 'r-arch-1': ['secondary'] });
    expect(r.rolls[0].rule).toBe('AC 20.6');
  });

  it('of two targets of one volley, the one named is hit', () => {
    const s = askScene({ 'gr-1': labelOf(A(3)), 'gr-2': labelOf(A(3)) }, [6]);
    const asked = playLogged(s, { t: 'end' }).s;
    const r = playLogged(asked, { t: 'fire', shooter: 'fort-1', volley: 'tertiary', target: 'gr-2' });
    expect(unitOf(r.s, 'gr-2').loc.at).toBe('gone');
    expect(unitOf(r.s, 'gr-1').loc.at).toBe('hex');
  });

  it('with the standing plan the end-of-move volleys are fired at once and play goes on, nobody asked', () => {
    let s = askScene({ 'gr-1': labelOf(A(3)) }, [1]);
    s.options = { ...s.options, fire: 'plan' };
    const r = playLogged(s, { t: 'end' });
    expect(r.rolls.filter((x) => x.rule === 'AC 24.2')).toHaveLength(1);
    expect(r.s.fire.window).toBeNull();
    expect(r.s.phase).not.toBe('gallic-move');
  });

  it('every plan offered is a plan action', () => {
    expect(planLegal(position({})).every((p) => p.t === 'plan')).toBe(true);
  });
});
