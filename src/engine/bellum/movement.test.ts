import { describe, expect, it } from 'vitest';
import { bellum } from './system';
import { addLeader, addUnit, aquitania, play, toRomanMove } from './testing/states';
import { rngFor } from './testing/forceDice';
import type { BellumAction, BellumState } from './state';

/** A 6.1 state advanced to the Roman movement step (two players, so nothing is automatic). */
function atRomanMove(): BellumState {
  return toRomanMove(aquitania());
}

const has = (s: BellumState, a: BellumAction) => bellum.legalActions(s).some((x) => bellum.actionKey(x) === bellum.actionKey(a));

describe('BG 3.3 movement', () => {
  it('a leader moves with his units to a region sharing a border', () => {
    let s = atRomanMove();
    s = play(s, [{ t: 'select', leader: 'crassus' }]);
    expect(s.selection?.units).toEqual(['allied-cav-1', 'legio-vii', 'numidians']);
    s = play(s, [{ t: 'move', to: 'pictones' }]);
    expect(s.units['legio-vii'].region).toBe('pictones');
    expect(s.leaders['crassus'].region).toBe('pictones');
    expect(s.control['pictones']).toBe('roman'); // BG 2.2.1: occupied only by Roman units
    expect(s.control['veneti']).toBe('roman'); // stays pro-Roman when emptied
  });

  it('BG-ADJ: Atrebates → Suessiones is legal, Nervii → Suessiones is not (corner only)', () => {
    const s = atRomanMove();
    addLeader(s, 'labienus', 'atrebates');
    addLeader(s, 'cicero', 'nervii');
    const a = play(s, [{ t: 'select', leader: 'labienus' }]);
    expect(has(a, { t: 'move', to: 'suessiones' })).toBe(true);
    const b = play(s, [{ t: 'select', leader: 'cicero' }]);
    expect(has(b, { t: 'move', to: 'suessiones' })).toBe(false);
    const r = bellum.apply(b, { t: 'move', to: 'suessiones' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('BG 3.3');
  });

  it('units not stacked with a leader at the start of the phase cannot move', () => {
    const s = atRomanMove();
    // Civis and Roman cavalry stand leaderless in Provincia I (BG 6.1.3)
    expect(s.mayMove).not.toContain('civis');
    expect(bellum.legalActions(s).some((a) => a.t === 'select' && s.leaders[a.leader].region === 'provincia-1')).toBe(false);
    const r = bellum.apply(s, { t: 'move', to: 'bigerriones' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.rule).toBe('BG 3.3.1');
  });

  it('a rejected action leaves the state untouched', () => {
    const s = atRomanMove();
    const before = JSON.stringify(s);
    bellum.apply(s, { t: 'move', to: 'germania' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('leaving a region with an enemy army needs a test: 5–6 blocks everyone (rank-2 leader: no DRM)', () => {
    let s = atRomanMove();
    // Crassus with his units in Tarbelli, where the Gallic army (5 units) stands
    for (const id of ['crassus', 'legio-vii', 'numidians', 'allied-cav-1']) (s.leaders[id] ?? s.units[id]).region = 'tarbelli';
    s.mayMove = ['allied-cav-1', 'legio-vii', 'numidians'];
    s.rng = rngFor([5]);
    s = play(s, [{ t: 'select', leader: 'crassus' }]);
    const r = bellum.apply(s, { t: 'move', to: 'santones' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['legio-vii'].region).toBe('tarbelli');
    expect(r.state.exitTests['tarbelli']).toBe('blocked');
    const roll = r.log.find((e) => e.kind === 'roll');
    expect(roll && roll.kind === 'roll' && roll.rule).toBe('BG 3.3');
    expect(roll && roll.kind === 'roll' && roll.modifiers).toEqual([]);
    expect(bellum.legalActions(r.state).some((a) => a.t === 'select' && a.leader === 'crassus')).toBe(false);
  });

  it('a 4 on the exit test lets the force go', () => {
    let s = atRomanMove();
    for (const id of ['crassus', 'legio-vii', 'numidians', 'allied-cav-1']) (s.leaders[id] ?? s.units[id]).region = 'tarbelli';
    s.mayMove = ['allied-cav-1', 'legio-vii', 'numidians'];
    s.rng = rngFor([4]);
    s = play(s, [{ t: 'select', leader: 'crassus' }, { t: 'move', to: 'santones' }]);
    expect(s.units['legio-vii'].region).toBe('santones');
  });
});

describe('BG 3.3.2 oppida', () => {
  it('unled units may slip into an oppidum of their own region, not another region', () => {
    const s = atRomanMove();
    addUnit(s, 'tarusates-inf', 'nitiobriges');
    s.step = 'gallic.move';
    const legal = bellum.legalActions(s);
    const garrisons = legal.filter((a) => a.t === 'garrison');
    for (const g of garrisons) if (g.t === 'garrison') expect(s.units[g.unit].region).toBeDefined();
    expect(garrisons.some((a) => a.t === 'garrison' && a.unit === 'sotiates-inf' && a.place === 'sotiates-oppidum')).toBe(true);
  });
  it('a force cannot enter an oppidum the enemy besieges', () => {
    const s = atRomanMove();
    s.sieges = [{ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'gallic', turns: 1 }];
    addLeader(s, 'labienus', 'provincia-1');
    const a = play(s, [{ t: 'select', leader: 'labienus' }]);
    expect(bellum.legalActions(a).some((x) => x.t === 'enter' && x.place === 'sotiates-oppidum')).toBe(false);
  });
});

describe('BG 3.4 forced march', () => {
  it('Crassus (rank 2) may force-march Roman units two regions, with an attrition roll for the region crossed', () => {
    let s = atRomanMove();
    s = play(s, [{ t: 'endMove' }]);
    expect(s.step).toBe('roman.forced');
    s = play(s, [{ t: 'select', leader: 'crassus' }]);
    expect(has(s, { t: 'forced', via: 'pictones', to: 'santones' })).toBe(true);
    const r = bellum.apply(s, { t: 'forced', via: 'pictones', to: 'santones' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['legio-vii'].region).toBe('santones');
    expect(r.log.some((e) => e.kind === 'roll' && e.rule === 'BG 3.4')).toBe(true);
  });
  it('no forced marches in winter, and a rank-1 leader cannot lead one', () => {
    let s = atRomanMove();
    s.turn = 1;
    s = play(s, [{ t: 'endMove' }]);
    expect(s.step).not.toBe('roman.forced'); // winter skips II.D
    let t = atRomanMove();
    addLeader(t, 'tribune-1', 'veneti');
    t = play(t, [{ t: 'endMove' }]);
    expect(bellum.legalActions(t).some((a) => a.t === 'select' && a.leader === 'tribune-1')).toBe(false);
  });
  it('Gallic infantry may not force-march (only Roman units and cavalry)', () => {
    const s = atRomanMove();
    s.step = 'gallic.move';
    s.mayMove = Object.keys(s.units).filter((u) => s.units[u].region === 'tarbelli');
    s.moved = [];
    const leader = Object.keys(s.leaders).find((l) => s.leaders[l].region === 'tarbelli');
    if (!leader) return;
    const a = play(s, [{ t: 'select', leader }]);
    expect(bellum.legalActions(a).some((x) => x.t === 'forced')).toBe(false);
  });
});

describe('BG 3.4 forced march pick-ups / BG 3.3.2 leaving an oppidum freely', () => {
  it('collecting units in the region crossed is the player\'s choice', () => {
    let s = atRomanMove();
    s = play(s, [{ t: 'endMove' }]);
    addUnit(s, 'legio-viii', 'pictones');
    s = play(s, [{ t: 'select', leader: 'crassus' }]);
    expect(has(s, { t: 'forced', via: 'pictones', to: 'santones' })).toBe(true);
    expect(has(s, { t: 'forced', via: 'pictones', to: 'santones', pickUp: true })).toBe(true);
    expect(has(s, { t: 'forced', via: 'redones', to: 'venelli', pickUp: true })).toBe(false); // nobody to collect there
    const without = play(s, [{ t: 'forced', via: 'pictones', to: 'santones' }]);
    expect(without.units['legio-viii'].region).toBe('pictones');
    const withPick = play(s, [{ t: 'forced', via: 'pictones', to: 'santones', pickUp: true }]);
    expect(withPick.units['legio-viii'].region).toBe('santones');
  });

  it('a force inside an unbesieged oppidum marches out past an enemy army without the exit test', () => {
    let s = atRomanMove();
    s.step = 'gallic.move';
    // the Sotiates and their chief sit in their oppidum; a Roman army stands outside, no siege
    s.units['sotiates-inf'].place = 'sotiates-oppidum';
    s.leaders['adiatuanus'].place = 'sotiates-oppidum';
    for (const u of ['legio-viii', 'legio-ix', 'legio-x', 'legio-xi', 'legio-xii']) addUnit(s, u, 'bigerriones');
    s.mayMove = ['sotiates-inf'];
    s.moved = [];
    s = play(s, [{ t: 'select', leader: 'adiatuanus' }]);
    expect(s.selection!.place).toBe('sotiates-oppidum');
    const r = bellum.apply(s, { t: 'move', to: 'tarbelli' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.log.some((e) => e.kind === 'roll' && e.rule === 'BG 3.3')).toBe(false);
    expect(r.state.units['sotiates-inf'].region).toBe('tarbelli');
  });
});

describe('BG 6.1 solo', () => {
  it('the Gallic movement phase is skipped and the Gaul never has to act', () => {
    let s = aquitania({ solo: true });
    for (let i = 0; i < 30 && s.turn === 4; i++) {
      expect(bellum.toAct(s)).not.toBe('gallic');
      const legal = bellum.legalActions(s);
      const a = legal.find((x) => x.t === 'done' || x.t === 'endMove') ?? legal[0];
      const r = bellum.apply(s, a);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    expect(s.turn).toBe(5);
  });
});
