/** Pure rule computations of chapter 4, each tied to its rule id. */
import { describe, expect, it } from 'vitest';
import { addLeader, addUnit, emptyAquitania, place } from '../testing/states';
import { rngFor } from '../testing/forceDice';
import { Ctx } from '../ctx';
import { skirmishColumn } from '../data/tables/lookup';
import type { BellumState } from '../state';
import { listFieldCombats, commanderCandidates } from './forces';
import { skirmishEvader, battleEvasionModifiers, battleEvasionTarget, refugePlaces } from './evasion';
import { skirmishAttacker, skirmishStrength } from './skirmish';
import { pursuitCandidates, pursuitClass, pursuitLimit } from './battle/pursuit';
import { retreatClass, retreatForce, retreatOptions } from './retreat';
import { updateControl } from '../control';
import { besiegedStrength, besiegerStrength, sackablePlaces, siegeCapacity } from './siege';
import { captureLeader, freeTribune, killLeader, testLeader } from './leaders';
import { autoDeploy, deploymentValid } from './battle/deploy';
import { newBoard, newBoardSide } from './battle/board';
import { battleStep } from './battle/flow';
import { homeSectorLosses, isHomeUnit } from './retreat';
import { shieldedByFleet } from './siege';

/** A quiet 6.1 state: every piece removed from the map, control as set up. */
function empty(): BellumState {
  const s = emptyAquitania('rules');
  s.losses = [];
  return s;
}
const GAULS6 = ['bigerriones-inf', 'convenae-inf', 'consoranni-inf', 'auscii-inf', 'sotiates-inf', 'sotiates-cav'];
const ROMANS5 = ['legio-vii', 'numidians', 'allied-cav-1', 'civis', 'roman-cav-1'];

describe('BG 4.1 types of combat', () => {
  it('two armies fight a pitched battle; otherwise a skirmish; skirmishes come first (BG 1.IV)', () => {
    const s = empty();
    place(s, GAULS6, 'bigerriones');
    place(s, ROMANS5, 'bigerriones');
    place(s, ['tarusates-inf', 'tarusates-cav'], 'tarbelli');
    addUnit(s, 'legio-viii', 'tarbelli');
    expect(listFieldCombats(s)).toEqual([{ kind: 'skirmish', region: 'tarbelli' }, { kind: 'battle', region: 'bigerriones' }]);
  });
  it('units inside an oppidum are not part of field combat (BG 4.1, 2.1.4)', () => {
    const s = empty();
    place(s, GAULS6, 'bigerriones', 'sotiates-oppidum');
    place(s, ROMANS5, 'bigerriones');
    expect(listFieldCombats(s)).toEqual([]);
    place(s, ['sotiates-cav'], 'bigerriones');
    expect(listFieldCombats(s)).toEqual([{ kind: 'skirmish', region: 'bigerriones' }]);
  });
});

describe('BG 4.3.1 skirmish evasion', () => {
  it('only the side with fewer units, and only with more cavalry units and a controlled neighbour', () => {
    const s = empty();
    place(s, ['tarusates-inf', 'tarbelli-inf', 'boii-inf'], 'tarbelli');
    place(s, ['allied-cav-1', 'roman-cav-1'], 'tarbelli');
    s.control.santones = 'roman';
    expect(skirmishEvader(s, 'tarbelli')).toBe('roman');
    s.control.santones = 'gallic';
    expect(skirmishEvader(s, 'tarbelli')).toBeNull(); // no controlled neighbour
    s.control.santones = 'roman';
    place(s, ['tarusates-cav'], 'tarbelli');
    place(s, ['allied-cav-1'], 'veneti');
    expect(skirmishEvader(s, 'tarbelli')).toBeNull(); // 1 cavalry against 1: not more
  });
  it('equal numbers: fewer SPs evades; equal SPs: the Roman', () => {
    const s = empty();
    place(s, ['tarbelli-inf'], 'tarbelli'); // 4 SP
    place(s, ['numidians'], 'tarbelli'); // 4 SP
    s.control.santones = 'roman';
    s.control.nitiobriges = 'gallic';
    expect(skirmishEvader(s, 'tarbelli')).toBeNull(); // the Roman may, but has no cavalry edge
    place(s, ['numidians'], 'veneti');
    place(s, ['roman-cav-1'], 'tarbelli'); // 3 SP cavalry against 4 SP infantry
    expect(skirmishEvader(s, 'tarbelli')).toBe('roman');
  });
});

describe('BG 4.3.2 skirmish resolution', () => {
  it('attacker: more units, then more SPs, then the Roman; odds add the best leader and round for the defender', () => {
    const s = empty();
    place(s, ['tarbelli-inf', 'boii-inf'], 'tarbelli');
    place(s, ['legio-vii'], 'tarbelli');
    expect(skirmishAttacker(s, 'tarbelli')).toBe('gallic');
    place(s, ['numidians'], 'tarbelli');
    expect(skirmishAttacker(s, 'tarbelli')).toBe('roman'); // 9 SP against 6
    place(s, ['crassus'], 'tarbelli');
    expect(skirmishStrength(s, ['legio-vii', 'numidians'], ['crassus'])).toBe(13);
    s.leaders.crassus.wounded = true;
    expect(skirmishStrength(s, ['legio-vii', 'numidians'], ['crassus'])).toBe(12); // wounded rating
    expect(skirmishColumn(11, 4)).toBe('2/1'); // BG-SKR-ROUND: 2.75 → 2/1
  });
});

describe('BG 4.4.1 battle evasion', () => {
  it('Gaul 1–2, Roman 1–3; −1 Gauls in forest/marsh/mountain, −1 double cavalry SPs, −1 leader rated 4+', () => {
    expect(battleEvasionTarget('gallic')).toBe(2);
    expect(battleEvasionTarget('roman')).toBe(3);
    const s = empty();
    place(s, GAULS6, 'bigerriones'); // mountain
    place(s, ROMANS5, 'bigerriones');
    addLeader(s, 'adiatuanus', 'bigerriones');
    expect(battleEvasionModifiers(s, 'bigerriones', 'gallic').map((m) => m.value)).toEqual([-1]);
    place(s, ['crassus'], 'bigerriones'); // rating 4
    const rm = battleEvasionModifiers(s, 'bigerriones', 'roman');
    expect(rm.map((m) => m.reason)).toEqual(["cavalry SPs double the enemy's or more", 'a leader rated 4 or more']); // 5 SP against 2
  });
  it('refuge: an unbesieged oppidum of value 3 or more for the Gauls; only cities for the Roman\'s Gallic allies', () => {
    const s = empty();
    place(s, GAULS6, 'bigerriones');
    place(s, ROMANS5, 'bigerriones');
    expect(refugePlaces(s, 'bigerriones', 'gallic')).toEqual(['sotiates-oppidum']);
    expect(refugePlaces(s, 'bigerriones', 'roman')).toEqual([]);
    s.sieges.push({ place: 'sotiates-oppidum', region: 'bigerriones', besieger: 'roman', turns: 1 });
    expect(refugePlaces(s, 'bigerriones', 'gallic')).toEqual([]);
  });
});

describe('BG 4.4.2 commander, deployment, pursuit, retreat', () => {
  it('commander: highest rank, then rating; ties go to the owner', () => {
    const s = empty();
    for (const l of ['fabius', 'cicero', 'crassus']) addLeader(s, l, 'tarbelli');
    expect(commanderCandidates(s, ['fabius', 'cicero', 'crassus'])).toEqual(['crassus']);
    expect(commanderCandidates(s, ['fabius', 'cicero'])).toEqual(['cicero', 'fabius']);
  });
  it('reserve at most a quarter of the army; the default plan keeps it full', () => {
    const s = empty();
    const units = [...ROMANS5, 'legio-viii', 'legio-ix', 'legio-x'];
    for (const u of units.slice(5)) addUnit(s, u, 'tarbelli');
    const bs = newBoardSide('roman', units, []);
    autoDeploy(s, bs);
    expect(bs.deployed.filter((u) => bs.units[u].wing === 'reserve').length).toBe(2);
    expect(deploymentValid(bs)).toBe(true);
    bs.units['legio-vii'].wing = 'reserve';
    expect(deploymentValid(bs)).toBe(false);
  });
  it('pursuit: 1 to intact cavalry, −2 marsh, −1 forest, minimum 1 (BG-PB-5)', () => {
    expect(pursuitLimit(4, 'clear')).toEqual({ min: 1, max: 4 });
    expect(pursuitLimit(4, 'marsh').max).toBe(2);
    expect(pursuitLimit(4, 'forest').max).toBe(3);
    expect(pursuitLimit(0, 'clear').max).toBe(1);
    expect(pursuitLimit(1, 'marsh').max).toBe(1);
  });
  it('pursuit order: reduced infantry, reduced cavalry, intact infantry, intact cavalry', () => {
    const s = empty();
    const bs = newBoardSide('gallic', ['sotiates-inf', 'sotiates-cav', 'auscii-inf'], []);
    place(s, ['sotiates-inf', 'sotiates-cav', 'auscii-inf'], 'bigerriones');
    expect(pursuitCandidates(s, bs)).toEqual(['auscii-inf', 'sotiates-inf']);
    s.units['sotiates-cav'].reduced = true;
    expect(pursuitClass(s, 'sotiates-cav')).toBe(1);
    expect(pursuitCandidates(s, bs)).toEqual(['sotiates-cav']);
    s.units['auscii-inf'].reduced = true;
    expect(pursuitCandidates(s, bs)).toEqual(['auscii-inf']);
  });
  it('retreat: own-controlled, then enemy-controlled empty, then contested, then enemy-occupied', () => {
    const s = empty();
    // Tarbelli borders Bigerriones, Santones, Nitiobriges; the Gauls control all three.
    expect(retreatOptions(s, 'tarbelli', 'gallic')).toEqual(['bigerriones', 'nitiobriges', 'santones']);
    expect(retreatOptions(s, 'tarbelli', 'roman')).toEqual(['bigerriones', 'nitiobriges', 'santones']); // class 1: empty
    place(s, ['auscii-inf'], 'bigerriones');
    place(s, ['legio-vii'], 'nitiobriges');
    place(s, ['boii-inf'], 'nitiobriges');
    expect(retreatClass(s, 'nitiobriges', 'roman')).toBe(2);
    expect(retreatClass(s, 'bigerriones', 'roman')).toBe(3);
    expect(retreatOptions(s, 'tarbelli', 'roman')).toEqual(['santones']);
    place(s, ['tarusates-inf'], 'santones');
    expect(retreatOptions(s, 'tarbelli', 'roman')).toEqual(['nitiobriges']);
  });
  it('an army retreating onto an enemy army has entered last: it is the attacker there', () => {
    const s = empty();
    place(s, ROMANS5, 'tarbelli');
    place(s, GAULS6, 'bigerriones');
    s.arrivals.bigerriones = 'gallic';
    retreatForce(new Ctx(s), 'roman', 'tarbelli', ROMANS5, [], 'bigerriones', 'BG 4.4.2');
    expect(s.units['legio-vii'].region).toBe('bigerriones');
    expect(s.arrivals.bigerriones).toBe('roman');
  });
  it('a retreat that brings no two armies together leaves the attacker where it was', () => {
    const s = empty();
    place(s, ROMANS5, 'tarbelli');
    place(s, GAULS6.slice(0, 4), 'bigerriones'); // four units: not an army (BG 2.1.3)
    s.arrivals.bigerriones = 'gallic';
    retreatForce(new Ctx(s), 'roman', 'tarbelli', ROMANS5, [], 'bigerriones', 'BG 4.4.2');
    expect(s.arrivals.bigerriones).toBe('gallic');
  });
});

describe('BG 4.2.2 leaders', () => {
  it('BG-CAESAR: "killed" then 1 on a d6 kills him; 2–6 only wounds him', () => {
    for (const [second, out] of [[1, 'killed'], [4, 'wounded']] as const) {
      const s = empty();
      addLeader(s, 'caesar', 'tarbelli');
      s.rng = rngFor([5, 6, second]);
      const ctx = new Ctx(s);
      const t = testLeader(ctx, 'caesar', 'test');
      expect(t).toBeNull(); // never replaced by a tribune
      if (out === 'killed') expect(s.leaders.caesar.out).toBe('killed');
      else expect([s.leaders.caesar.out, s.leaders.caesar.wounded]).toEqual([null, true]);
    }
  });
  it('a killed legate is replaced by a tribune with the army; Labienus never is', () => {
    const s = empty();
    addLeader(s, 'crassus', 'tarbelli');
    addLeader(s, 'labienus', 'tarbelli');
    s.rng = rngFor([5, 6, 6, 5]);
    const ctx = new Ctx(s);
    expect(testLeader(ctx, 'crassus', 'test')).toBe('tribune-1');
    expect(s.leaders['tribune-1']).toMatchObject({ region: 'tarbelli', out: null });
    expect(testLeader(ctx, 'labienus', 'test')).toBeNull();
    expect(s.leaders.labienus.out).toBe('killed');
  });
  it('a killed tribune never returns; a captured one may serve again (BG 4.2.2)', () => {
    const s = empty();
    addLeader(s, 'crassus', 'tarbelli');
    addLeader(s, 'fabius', 'tarbelli');
    addLeader(s, 'cicero', 'tarbelli');
    const ctx = new Ctx(s);
    killLeader(ctx, 'crassus');
    expect(s.leaders['tribune-1']).toMatchObject({ region: 'tarbelli', out: null });
    killLeader(ctx, 'tribune-1'); // the tribune dies: tribune-2 replaces him, tribune-1 is gone for good
    expect(s.leaders['tribune-1'].out).toBe('killed');
    expect(s.leaders['tribune-2']).toMatchObject({ region: 'tarbelli', out: null });
    expect(freeTribune(s)).toBe('tribune-3');
    captureLeader(ctx, 'tribune-2'); // captured: tribune-3 replaces him, and tribune-2 is free again
    expect(s.leaders['tribune-3'].out).toBeNull();
    expect(freeTribune(s)).toBe('tribune-2');
    killLeader(ctx, 'fabius');
    expect(s.leaders['tribune-2']).toMatchObject({ region: 'tarbelli', out: null });
    killLeader(ctx, 'cicero');
    expect(s.leaders['tribune-4'].out).toBeNull();
    expect(freeTribune(s)).toBeNull(); // tribune-1 was killed: only four counters, none free
  });
  it('a captured Gallic chief returns next winter unless indomitable', () => {
    const s = empty();
    addLeader(s, 'adiatuanus', 'bigerriones');
    addLeader(s, 'comnios', 'bigerriones');
    const ctx = new Ctx(s);
    captureLeader(ctx, 'adiatuanus');
    captureLeader(ctx, 'comnios');
    expect(s.leaders.adiatuanus.returnsYear).toBe(55);
    expect(s.leaders.comnios.returnsYear).toBeUndefined();
  });
  it('a wound is dated so the leader recovers next turn; a second wound has no effect', () => {
    const s = empty();
    addLeader(s, 'adiatuanus', 'bigerriones');
    s.rng = rngFor([1, 2, 6, 6]); // 3 → wounded, 12 → wounded
    const ctx = new Ctx(s);
    testLeader(ctx, 'adiatuanus', 'test');
    expect(s.leaders.adiatuanus).toMatchObject({ wounded: true, woundedTurn: (100 - 56) * 10 + s.turn });
    testLeader(ctx, 'adiatuanus', 'test');
    expect(ctx.log.some((e) => e.kind === 'text' && /no further effect/.test(e.text))).toBe(true);
  });
});

describe('BG 4.5 sieges', () => {
  it('BG-SIEGE: besiegers 4 infantry + 2 leaders + Caesar = 7; besieged 3 + 2 infantry + local chief = 6', () => {
    expect(besiegerStrength(['legio-vii', 'legio-viii', 'legio-ix', 'legio-x'], ['caesar', 'labienus'].slice(0, 1).concat(['crassus']))).toBe(7);
    expect(besiegedStrength(3, 'bigerriones', ['sotiates-inf', 'auscii-inf'], ['adiatuanus'])).toBe(6);
    expect(besiegerStrength(['legio-vii', 'roman-cav-1'], ['crassus', 'fabius', 'cicero'])).toBe(1 + 2); // one leader per unit at most
    expect(besiegedStrength(2, 'tarbelli', ['legio-vii'], ['crassus'])).toBe(2 + 1 + 1);
    // This edition's reading: the two Roman-leader bonuses add up (+1 a legate, +2 Caesar or Labienus).
    expect(besiegedStrength(2, 'tarbelli', ['legio-vii'], ['caesar', 'crassus'])).toBe(2 + 1 + 1 + 2);
    expect(besiegedStrength(2, 'tarbelli', ['legio-vii'], ['caesar'])).toBe(2 + 1 + 2);
    expect(besiegedStrength(2, 'tarbelli', ['legio-vii'], ['caesar', 'labienus'])).toBe(2 + 1 + 2);
    expect(besiegedStrength(2, 'tarbelli', ['legio-vii'], ['crassus', 'fabius'])).toBe(2 + 1 + 1);
  });
  it('a siege needs an army and a leader per siege (BG 4.5.1)', () => {
    const s = empty();
    place(s, ROMANS5.slice(0, 4), 'bigerriones');
    addLeader(s, 'crassus', 'bigerriones');
    expect(siegeCapacity(s, 'bigerriones', 'roman')).toBe(0);
    place(s, ['roman-cav-1'], 'bigerriones');
    expect(siegeCapacity(s, 'bigerriones', 'roman')).toBe(1);
  });
  it('empty enemy places may be taken even with enemy units elsewhere in the region (BG 4.5.1)', () => {
    const s = empty();
    place(s, ['legio-vii'], 'bigerriones');
    expect(sackablePlaces(s, 'roman')).toEqual(expect.arrayContaining(['sotiates-oppidum', 'turba']));
    // 6.1's case: a Gallic unit in Turba shields Turba, not the empty oppidum of the Sotiates.
    place(s, ['auscii-inf'], 'bigerriones', 'turba');
    expect(sackablePlaces(s, 'roman')).toContain('sotiates-oppidum');
    expect(sackablePlaces(s, 'roman')).not.toContain('turba');
    // Nor does a Gallic force in the open.
    place(s, ['sotiates-inf', 'tarbelli-inf'], 'bigerriones');
    expect(sackablePlaces(s, 'roman')).toContain('sotiates-oppidum');
    expect(sackablePlaces(s, 'gallic')).toEqual([]); // Gauls take cities, and Bigerriones has none
    // Without units in the open of the region a side takes nothing.
    s.units['legio-vii'].place = 'sotiates-oppidum';
    expect(sackablePlaces(s, 'roman')).toEqual([]);
  });
  it('a place spared by a voluntary surrender may not be taken empty until its own side is back inside (BG 4.5.2)', () => {
    const s = empty();
    place(s, ['legio-vii'], 'bigerriones');
    s.spared.push('sotiates-oppidum');
    expect(sackablePlaces(s, 'roman')).not.toContain('sotiates-oppidum');
    place(s, ['sotiates-inf'], 'bigerriones', 'sotiates-oppidum');
    updateControl(s);
    expect(s.spared).toEqual([]); // a Gallic unit is inside again: spared no longer
    s.units['sotiates-inf'].place = null;
    expect(sackablePlaces(s, 'roman')).toContain('sotiates-oppidum');
  });
});

describe('BG 4.4.2 end of battle after sequence 1', () => {
  function boardState(gallicReduced: string[]): { s: BellumState; ctx: Ctx; e: import('./types').Encounter } {
    const s = empty();
    place(s, GAULS6, 'bigerriones');
    place(s, ROMANS5, 'bigerriones');
    for (const u of gallicReduced) s.units[u].reduced = true;
    const e = { kind: 'battle' as const, region: 'bigerriones', stage: 'pb.check', attacker: 'roman' as const };
    const board = newBoard('bigerriones', 'roman', null, { roman: { units: ROMANS5, leaders: [] }, gallic: { units: GAULS6, leaders: [] } });
    board.sequences.push({ n: 1, odds: '1/1', die: 3, total: 3, attacker: '¼', defender: '¼', winner: 'gallic' });
    s.combat = { encounters: [e], index: 0, siegesListed: false, sackOffered: [], pending: null, board };
    s.step = 'combat';
    return { s, ctx: new Ctx(s), e };
  }
  it('a first line entirely weakened loses at once, whatever the bold result', () => {
    const { s, ctx, e } = boardState(GAULS6);
    battleStep(ctx, e);
    expect(s.combat!.board!.winner).toBe('roman');
    expect(e.stage).toBe('pb.leaders');
  });
  it('otherwise the battle goes on to realignment and sequence 2', () => {
    const { s, ctx, e } = boardState(GAULS6.slice(1));
    battleStep(ctx, e);
    expect(s.combat!.board!.winner).toBeNull();
    expect(e.stage).toBe('pb.realignD');
  });
});

describe('BG 4.2.1 and BG 5.2 special cases', () => {
  it('Germans beaten at home are eliminated instead of retreating', () => {
    const s = empty();
    s.units['german-inf-1'] = { region: 'germania', place: null, out: null, reduced: false };
    s.units['german-cav-1'] = { region: 'germania', place: null, out: null, reduced: false };
    const ctx = new Ctx(s);
    expect(homeSectorLosses(ctx, ['german-inf-1', 'german-cav-1'], 'germania')).toEqual([]);
    expect(s.units['german-inf-1'].out).toBe('eliminated');
    expect(isHomeUnit('german-inf-2', 'bigerriones')).toBe(false);
  });
  it('Corbilo cannot be besieged while a Veneti ship is in the Veneti region', () => {
    const s = empty();
    s.units['veneti-ship-1'] = { region: 'veneti', place: null, out: null, reduced: false };
    expect(shieldedByFleet(s, 'corbilo')).toBe(true);
    s.units['veneti-ship-1'].out = 'eliminated';
    s.units['veneti-ship-1'].region = null;
    expect(shieldedByFleet(s, 'corbilo')).toBe(false);
  });
});
