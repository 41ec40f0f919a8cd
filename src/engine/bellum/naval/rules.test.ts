/** Chapter 5 (ships), rule by rule: each test fails if its rule is broken. */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { Ctx } from '../ctx';
import { rngFor } from '../testing/forceDice';
import { addLeader, addUnit, play } from '../testing/states';
import { addTrireme, fleetBoard, putAtSea, venetiFleetGame } from '../testing/fleets';
import type { BellumAction, BellumState } from '../state';
import { sailTargets, shipsIn } from './geo';
import { cargoOf, eliminateShip, seaRetreatRegions } from './transport';
import { navalInvariants } from './invariants';
import { escapeOptions, navalModifiers } from './combat';
import { roundOdds } from './preview';
import { shieldedByFleet } from '../combat/siege';
import { retreatOptions } from '../combat/retreat';

const legal = (s: BellumState) => bellum.legalActions(s);
const has = (s: BellumState, a: BellumAction) => legal(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
const endPhases = (s: BellumState, until: (s: BellumState) => boolean, max = 40): BellumState => {
  let st = s;
  for (let i = 0; i < max && !until(st); i++) {
    const l = legal(st);
    const a = l.find((x) => x.t === 'endMove') ?? l.find((x) => x.t === 'done') ?? l.find((x) => x.t === 'navalFight') ?? l.find((x) => x.t === 'placeFleet') ?? l[0];
    st = play(st, [a]);
  }
  return st;
};

describe('BG 5.1 — triremes', () => {
  it('a full-strength legion with a leader in a coastal region may build; one without a leader, reduced, or inland may not', () => {
    const s = fleetBoard();
    expect(has(s, { t: 'build', legion: 'legio-x' })).toBe(true); // Pictones, with Brutus
    expect(has(s, { t: 'build', legion: 'legio-xi' })).toBe(true); // Santones, with Labienus
    const t = structuredClone(s);
    t.units['legio-xi'].reduced = true;
    expect(has(t, { t: 'build', legion: 'legio-xi' })).toBe(false);
    const u = structuredClone(s);
    u.leaders.labienus.region = 'pictones';
    expect(has(u, { t: 'build', legion: 'legio-xi' })).toBe(false); // no leader with it
    const v = structuredClone(s);
    v.units['legio-xi'].region = 'lemovices'; // inland
    v.leaders.labienus.region = 'lemovices';
    expect(has(v, { t: 'build', legion: 'legio-xi' })).toBe(false);
  });

  it('the legion goes to the trireme box in II.A of the next turn and a trireme appears; no more than 3 counters', () => {
    let s = fleetBoard('b1');
    s = play(s, [{ t: 'build', legion: 'legio-xi' }]);
    expect(has(s, { t: 'build', legion: 'legio-x' })).toBe(false); // 2 afloat + 1 building = 3
    expect(s.moved).toContain('legio-xi');
    const turn = s.turn;
    s = endPhases(s, (x) => x.step === 'roman.move' && x.turn !== turn);
    expect(s.units['trireme-3']).toMatchObject({ region: 'santones', out: null });
    expect(s.units['legio-xi']).toMatchObject({ region: null, out: null });
    expect(s.naval!.builtBy['trireme-3']).toBe('legio-xi');
    expect(navalInvariants(s, null)).toEqual([]);
  });

  it('a legion that has to fight in its region builds nothing', () => {
    let s = fleetBoard('b2');
    addUnit(s, 'santones-inf', 'santones');
    s = play(s, [{ t: 'build', legion: 'legio-xi' }]);
    const turn = s.turn;
    const before = s;
    s = endPhases(s, (x) => x.turn !== turn && x.step === 'roman.move', 200);
    expect(s.units['trireme-3']?.out ?? 'eliminated').not.toBe(null);
    expect(before.naval!.building).toHaveLength(1);
    expect(s.naval!.building).toHaveLength(0);
    expect(s.naval!.builtBy['trireme-3']).toBeUndefined();
  });

  it('at the start of movement a trireme turns back into its legion, which may move at once', () => {
    let s = fleetBoard('b3');
    s = play(s, [{ t: 'unbuild', ship: 'trireme-1' }]);
    expect(s.units['legio-viii']).toMatchObject({ region: 'pictones', out: null, reduced: false });
    expect(s.units['trireme-1'].out).toBe('eliminated');
    expect(s.naval!.builtBy['trireme-1']).toBeUndefined();
    s = play(s, [{ t: 'select', leader: 'brutus' }]);
    expect(s.selection!.units).toContain('legio-viii');
    // a ship that has sailed this phase cannot turn back
    let t = play(fleetBoard('b4'), [{ t: 'sail', ship: 'trireme-2', to: 'atlantic' }]);
    t = play(t, []);
    expect(has(t, { t: 'unbuild', ship: 'trireme-2' })).toBe(false);
  });
});

describe('BG 5.2 — the Veneti fleet and Corbilo', () => {
  it('is raised with the Veneti: the Gallic player places it at once, in the region or in Corbilo', () => {
    const s = venetiFleetGame('v1');
    expect(bellum.toAct(s)).toBe('gallic');
    expect(legal(s)).toEqual([{ t: 'placeFleet', corbilo: false }, { t: 'placeFleet', corbilo: true }]);
    const a = play(s, [{ t: 'placeFleet', corbilo: true }]);
    expect(a.units['veneti-ship-1']).toMatchObject({ region: 'veneti', place: 'corbilo' });
    expect(a.units['veneti-ship-2']).toMatchObject({ region: 'veneti', place: 'corbilo' });
    expect(legal(a).some((x) => x.t === 'placeFleet')).toBe(false);
    expect(a.naval!.venetiPlaced).toBe(true);
  });

  it('Corbilo cannot be besieged while a Veneti ship is in the Veneti region', () => {
    const s = fleetBoard();
    expect(shieldedByFleet(s, 'corbilo')).toBe(true);
    for (const id of ['veneti-ship-1', 'veneti-ship-2']) s.units[id].place = 'corbilo';
    expect(shieldedByFleet(s, 'corbilo')).toBe(false); // ships inside Corbilo do not shield it
    for (const id of ['veneti-ship-1', 'veneti-ship-2']) s.units[id] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(shieldedByFleet(s, 'corbilo')).toBe(false);
  });
});

describe('BG 5.3 — naval movement', () => {
  it('from a coastal region: its sea or a neighbouring coastal region of the same sea; from a sea: any coastal region of it', () => {
    const s = fleetBoard();
    const fromPictones = sailTargets(s, 'trireme-1').map((x) => x.to).sort();
    expect(fromPictones).toEqual(['atlantic', 'redones', 'santones', 'veneti'].sort());
    putAtSea(s, 'trireme-1', 'atlantic');
    const fromSea = sailTargets(s, 'trireme-1').map((x) => x.to);
    expect(fromSea).toContain('britannia');
    expect(fromSea).toContain('tarbelli');
    expect(fromSea).not.toContain('atlantic');
    expect(fromSea).not.toContain('provincia-1'); // the Mediterranean is another sea
  });

  it('a ship moves once per phase, carrying its passengers', () => {
    let s = fleetBoard('m1');
    s = play(s, [{ t: 'embark', piece: 'brutus', ship: 'trireme-1' }, { t: 'embark', piece: 'legio-x', ship: 'trireme-1' }, { t: 'sail', ship: 'trireme-1', to: 'santones' }]);
    expect(s.units['legio-x'].region).toBe('santones');
    expect(s.leaders.brutus.region).toBe('santones');
    expect(legal(s).some((a) => a.t === 'sail' && a.ship === 'trireme-1')).toBe(false);
  });

  it('a fleet at sea when movement begins must land before the phase can end', () => {
    const s = fleetBoard('m2');
    putAtSea(s, 'trireme-1', 'atlantic');
    s.naval!.mustLand = ['trireme-1'];
    expect(legal(s).some((a) => a.t === 'endMove')).toBe(false);
    const t = play(s, [{ t: 'sail', ship: 'trireme-1', to: 'tarbelli' }]);
    expect(legal(t).some((a) => a.t === 'endMove')).toBe(true);
  });

  it('Gallic ships keep out of Britannia', () => {
    const s = fleetBoard();
    putAtSea(s, 'veneti-ship-1', 'atlantic');
    expect(sailTargets(s, 'veneti-ship-1').map((x) => x.to)).not.toContain('britannia');
  });
});

describe('BG 5.4 — fleet attrition', () => {
  const atSeaAtEnd = (turn: number, die: number) => {
    let s = fleetBoard('a');
    s.turn = turn;
    s = play(s, [{ t: 'sail', ship: 'trireme-1', to: 'atlantic' }]);
    s.rng = rngFor([die]);
    return play(s, [{ t: 'endMove' }]);
  };
  it('loses a counter on 5–6 in turns 1, 2, 9, 10 and only on a 6 otherwise', () => {
    expect(atSeaAtEnd(9, 5).units['trireme-1'].out).toBe('eliminated');
    expect(atSeaAtEnd(2, 5).units['trireme-1'].out).toBe('eliminated');
    expect(atSeaAtEnd(5, 5).units['trireme-1'].out).toBeNull();
    expect(atSeaAtEnd(5, 6).units['trireme-1'].out).toBe('eliminated');
    expect(atSeaAtEnd(10, 4).units['trireme-1'].out).toBeNull();
  });
  it('a fleet in a coastal region does not roll', () => {
    let s = fleetBoard('a2');
    s = play(s, [{ t: 'sail', ship: 'trireme-1', to: 'santones' }]);
    s.rng = rngFor([6]);
    const r = bellum.apply(s, { t: 'endMove' });
    expect(r.ok && r.log.some((e) => e.kind === 'roll' && e.rule === 'BG 5.4')).toBe(false);
  });
});

describe('BG 5.5 — troop transport', () => {
  it('a trireme carries 4 infantry, 1 cavalry and any number of leaders', () => {
    const s = fleetBoard('t1');
    for (const u of ['legio-xii', 'legio-xiii', 'legio-xiv']) addUnit(s, u, 'pictones');
    addUnit(s, 'roman-cav-3', 'pictones');
    addLeader(s, 'fabius', 'pictones');
    s.mayMove.push('legio-xii', 'legio-xiii', 'legio-xiv', 'roman-cav-3');
    let t = play(s, ['legio-x', 'legio-xii', 'legio-xiii', 'legio-xiv', 'roman-cav-2', 'brutus', 'fabius'].map((piece): BellumAction => ({ t: 'embark', piece, ship: 'trireme-1' })));
    expect(has(t, { t: 'embark', piece: 'cretans', ship: 'trireme-1' })).toBe(false); // 5th infantry
    expect(has(t, { t: 'embark', piece: 'roman-cav-3', ship: 'trireme-1' })).toBe(false); // 2nd cavalry
    expect(has(t, { t: 'embark', piece: 'cretans', ship: 'trireme-2' })).toBe(true);
    t = play(t, []);
    expect(cargoOf(t, 'trireme-1')).toHaveLength(7);
  });

  it('units that embark this phase may not land in it; units that sail aboard may land and march on', () => {
    let s = fleetBoard('t2');
    s = play(s, [{ t: 'embark', piece: 'legio-x', ship: 'trireme-1' }]);
    expect(has(s, { t: 'disembark', piece: 'legio-x', ship: 'trireme-1' })).toBe(false);
    expect(legal(s).some((a) => a.t === 'select' && a.leader === 'brutus')).toBe(true);
    s = play(s, [{ t: 'select', leader: 'brutus' }]);
    expect(s.selection!.units).not.toContain('legio-x'); // aboard: no march
    // Next phase, aboard since before: sail, land, march.
    const t = fleetBoard('t3');
    t.naval!.cargo['trireme-1'] = ['brutus', 'legio-x'];
    const u = play(t, [{ t: 'sail', ship: 'trireme-1', to: 'santones' }, { t: 'disembark', piece: 'legio-x', ship: 'trireme-1' }, { t: 'disembark', piece: 'brutus', ship: 'trireme-1' }, { t: 'select', leader: 'brutus' }]);
    expect(u.selection!.units).toContain('legio-x');
    expect(legal(u).some((a) => a.t === 'move' && a.to === 'lemovices')).toBe(true);
  });

  it('the Veneti do not carry troops', () => {
    const s = fleetBoard();
    expect(legal(s).some((a) => a.t === 'embark' && a.ship.startsWith('veneti'))).toBe(false);
  });
});

describe('BG 5.6 / BG 1.IV.A — naval combat', () => {
  const toNavalCombat = (seed: string) => {
    let s = play(venetiFleetGame(seed), [{ t: 'placeFleet', corbilo: false }]);
    s = endPhases(s, (x) => !!x.naval?.fight || x.step === 'combat', 60);
    return s;
  };
  it('fleets in one coastal region fight at the start of the combat phase, before the skirmish, and the Roman decides', () => {
    const s = toNavalCombat('c1');
    expect(s.step).toBe('combat');
    expect(s.naval!.fight!.regions).toEqual(['veneti']);
    expect(s.combat).toBeNull(); // the field combats (a skirmish in Veneti) wait
    expect(bellum.toAct(s)).toBe('roman');
    expect(legal(s)[0]).toEqual({ t: 'navalFight' });
  });
  it('goes on until one fleet is gone, then the field combats open', () => {
    let s = toNavalCombat('c2');
    for (let i = 0; i < 200 && s.naval?.fight; i++) s = play(s, [{ t: 'navalFight' }]);
    expect(s.naval!.fight).toBeNull();
    const r = shipsIn(s, 'veneti', 'roman', false).length;
    const g = shipsIn(s, 'veneti', 'gallic', false).length;
    expect(r === 0 || g === 0).toBe(true);
    expect(s.step === 'combat' || s.step === 'over').toBe(true);
  });
  it('ships in Corbilo\'s harbour do not fight', () => {
    let s = play(venetiFleetGame('c3'), [{ t: 'placeFleet', corbilo: true }]);
    s = endPhases(s, (x) => x.step === 'combat' || !!x.naval?.fight, 60);
    expect(s.naval?.fight ?? null).toBeNull();
  });
});

describe('BG 5.6.1 — a naval combat round', () => {
  it('wind: −1 in turns 1, 2, 9, 10; 1–4 is light', () => {
    const s = fleetBoard('w');
    s.units['trireme-1'].region = 'veneti';
    s.turn = 9;
    s.step = 'gallic.move';
    s.rng = rngFor([5]);
    const r = bellum.apply(s, { t: 'endMove' });
    if (!r.ok) throw new Error(r.rejection.message);
    const wind = r.log.find((e) => e.kind === 'roll' && e.rule === 'BG 5.6.1');
    expect(wind).toMatchObject({ total: 4, modifiers: [{ value: -1 }] });
    expect(r.state.naval!.fight!.rounds[0].light).toBe(true);
    expect(legal(r.state).some((a) => a.t === 'navalEscape')).toBe(true);
  });
  it('escape only in light wind, to a neighbouring Roman coastal region, else the open sea', () => {
    const s = fleetBoard();
    s.control.pictones = 'roman';
    s.control.redones = 'gallic';
    expect(escapeOptions(s, 'veneti')).toEqual(['pictones']);
    s.control.pictones = 'gallic';
    expect(escapeOptions(s, 'veneti')).toEqual(['atlantic']);
  });
  it('modifiers: ship counters, +1 per counter carrying a ranged unit, +1 Roman in light wind', () => {
    const s = fleetBoard();
    s.units['trireme-1'].region = 'veneti';
    s.units['trireme-2'].region = 'veneti';
    s.units.cretans.region = 'veneti';
    s.naval!.cargo['trireme-1'] = ['cretans'];
    const sum = (m: { value: number }[]) => m.reduce((a, b) => a + b.value, 0);
    expect(sum(navalModifiers(s, 'veneti', 'roman', false))).toBe(3);
    expect(sum(navalModifiers(s, 'veneti', 'roman', true))).toBe(4);
    expect(sum(navalModifiers(s, 'veneti', 'gallic', true))).toBe(2);
    for (const m of navalModifiers(s, 'veneti', 'roman', true)) expect(m.rule).toBe('BG 5.6.1');
  });
  it('the lower total loses a ship; a tie loses none', () => {
    const base = () => {
      const s = fleetBoard('r');
      s.units['trireme-1'].region = 'veneti';
      s.step = 'gallic.move';
      return s;
    };
    // wind 6 (strong); Roman 1+1 = 2 vs Gallic 1+2 = 3: Rome loses trireme-1 and Legio VIII with it.
    let s = base();
    s.rng = rngFor([6, 1, 1]);
    s = play(s, [{ t: 'endMove' }, { t: 'navalFight' }]);
    expect(s.units['trireme-1'].out).toBe('eliminated');
    expect(s.units['legio-viii'].out).toBe('eliminated');
    // tie: Roman 2+1 = 3 vs Gallic 1+2 = 3
    let t = base();
    t.rng = rngFor([6, 2, 1]);
    t = play(t, [{ t: 'endMove' }, { t: 'navalFight' }]);
    expect(t.naval!.fight!.rounds[0].loser).toBeNull();
    expect(t.units['trireme-1'].out).toBeNull();
    expect(roundOdds(0, 0)).toEqual({ romanWins: 15, tie: 6, gallicWins: 15 });
  });
});

describe('BG 5.6.2 — a lost ship', () => {
  it('takes its passengers and (a trireme) its builder legion out of the game', () => {
    const s = fleetBoard();
    s.naval!.cargo['trireme-1'] = ['brutus', 'cretans', 'legio-x'];
    const ctx = new Ctx(s);
    eliminateShip(ctx, 'trireme-1', 'test');
    expect(s.units['legio-x'].out).toBe('eliminated');
    expect(s.units.cretans.out).toBe('eliminated');
    expect(s.leaders.brutus.out).toBe('killed');
    expect(s.units['legio-viii'].out).toBe('eliminated');
    expect(s.units['balearics'].out).toBeNull(); // not aboard
    expect(navalInvariants(s, null)).toEqual([]);
  });
});

describe('BG 5.6.3 — retreat from Britannia', () => {
  it('a Roman force beaten in Britannia may retreat to the Atlantic coast of Gaul with enough ships there', () => {
    const s = fleetBoard();
    for (const id of ['brutus', 'legio-x', 'cretans', 'trireme-1']) (s.units[id] ?? s.leaders[id]).region = 'britannia';
    expect(seaRetreatRegions(s, 'britannia', 'roman')).toContain('morini');
    expect(retreatOptions(s, 'britannia', 'roman').length).toBeGreaterThan(0);
    // Five infantry for one trireme: not enough ships.
    for (const id of ['balearics', 'legio-xi', 'legio-xii']) {
      if (!s.units[id]) addUnit(s, id, 'britannia');
      else s.units[id].region = 'britannia';
    }
    expect(seaRetreatRegions(s, 'britannia', 'roman')).toEqual([]);
    expect(retreatOptions(s, 'britannia', 'roman')).toEqual([]);
  });
  it('the ships sail with the retreating force', async () => {
    const { retreatForce } = await import('../combat/retreat');
    const s = fleetBoard();
    for (const id of ['brutus', 'legio-x', 'trireme-1']) (s.units[id] ?? s.leaders[id]).region = 'britannia';
    const ctx = new Ctx(s);
    retreatForce(ctx, 'roman', 'britannia', ['legio-x'], ['brutus'], 'morini', 'BG 4.4.2');
    expect(s.units['trireme-1'].region).toBe('morini');
    expect(s.units['legio-x'].region).toBe('morini');
  });
});

describe('BG 5 — chapter', () => {
  it('warships only in scenarios that have them: 6.1 offers no trireme building, the naval exercise does', async () => {
    const { aquitania, toRomanMove } = await import('../testing/states');
    const s = toRomanMove(aquitania({ seed: 'n61' }));
    expect(s.leaders.crassus.region).toBe('veneti'); // a legion with a leader on the coast
    expect(legal(s).some((a) => a.t === 'build')).toBe(false);
    expect(has(fleetBoard(), { t: 'build', legion: 'legio-x' })).toBe(true);
  });
  it('ships take no part in control or land combat counts', () => {
    const s = fleetBoard();
    s.units['trireme-1'].region = 'veneti';
    expect(s.control.veneti).toBe('gallic');
    addTrireme(s, 'trireme-3', 'morini', 'legio-xii');
    expect(s.control.morini).toBe('gallic');
  });
});
