/**
 * Scenario 6.2 (BG 6.2.1–6.2.7) and the general rules it brought in: reinforcements (BG 3.1 in
 * steps BG 1.II.A / BG 1.III.A), the Rhine and the Britannia/Germania bars (BG 3.3.3).
 */
import { describe, expect, it } from 'vitest';
import { bellum } from '../system';
import { Ctx } from '../ctx';
import { crossingBar, gallicTribal } from '../borders';
import { refugePlaces } from '../combat/evasion';
import { retreatOptions } from '../combat/retreat';
import { earnRhenus, watchRhine } from '../rhine';
import { unitsIn } from '../queries';
import { checkEndOfGame, victoryCheck } from '../victory';
import { helvetiiVictory, mobilisableTribes } from './helvetii';
import { rngFor } from '../testing/forceDice';
import { helvetii, passTo, passToChoice } from '../testing/helvetii';
import { addLeader, addUnit, aquitania, place, play } from '../testing/states';
import type { BellumAction, BellumState } from '../state';

const legal = (s: BellumState) => bellum.legalActions(s);
const moveTargets = (s: BellumState) => legal(s).filter((a): a is Extract<BellumAction, { t: 'move' }> => a.t === 'move').map((a) => a.to).sort();
const HELVETII_UNITS = ['helvetii-cav', 'helvetii-inf', 'helvetii-inf2', 'raurici-inf'];
const GERMANS = ['german-cav-1', 'german-cav-2', 'german-inf-1', 'german-inf-2', 'german-inf-3', 'german-inf-4'];

describe('BG 6.2 — set-up', () => {
  const s = helvetii();
  it('BG 6.2.1: April to November 58 BC, 8 turns', () => {
    expect([s.year, s.turn, s.endYear, s.endTurn]).toEqual([58, 3, 58, 10]);
    expect(bellum.scenarios.find((x) => x.id === 'helvetii')).toMatchObject({ turns: 8, level: 'Easy', balance: 'Balanced', playable: true, solo: false });
  });
  it('BG 6.2.2: Rome controls Cisalpina and the two Provinces, the Gauls everything else', () => {
    expect(Object.keys(s.control).filter((r) => s.control[r] === 'roman').sort()).toEqual(['cisalpina', 'provincia-1', 'provincia-2']);
  });
  it('BG 6.2.3: Caesar and the VII in Provincia II; four legates, five legions, auxiliaries and cavalry in Cisalpina', () => {
    expect(s.leaders['caesar'].region).toBe('provincia-2');
    expect(unitsIn(s, 'provincia-2', 'roman')).toEqual(['legio-vii']);
    for (const l of ['labienus', 'trebonius', 'cicero', 'crassus']) expect(s.leaders[l].region).toBe('cisalpina');
    expect(unitsIn(s, 'cisalpina', 'roman')).toHaveLength(10);
    expect(s.units['allied-cav-1']).toBeUndefined(); // arrives in July
  });
  it('BG 6.2.4 / BG 6: Helvetii (rating 5: 3 counters) and Raurici in the Helvetii region, outside oppida, with Orgetorix and Divico', () => {
    expect(unitsIn(s, 'helvetii', 'gallic', 'all')).toEqual(HELVETII_UNITS);
    expect(Object.keys(s.units).filter((u) => u.startsWith('helvetii'))).toHaveLength(3);
    expect(s.leaders['orgetorix'].region).toBe('helvetii');
    expect(s.leaders['divico'].region).toBe('helvetii');
    for (const id in s.units) expect(s.units[id].place).toBeNull();
  });
  it('BG 6.2.7: a Scorched Earth marker lies on the Helvetii region at the start', () => {
    expect(helvetii().scorched).toEqual(['helvetii']);
  });
  it('6.1 keeps its set-up: no opening Scorched Earth, no reinforcements, the Roman moves first', () => {
    const a = aquitania();
    expect(a.scorched).not.toContain('helvetii');
    expect(a.reinforce).toEqual([]);
    let t = a;
    while (t.step.startsWith('supply')) t = play(t, [legal(t).find((x) => x.t === 'done') ?? legal(t)[0]]);
    expect(t.step).toBe('roman.move');
  });
});

describe('BG 6.2.7 / BG 1 — phases II and III reversed', () => {
  it('the Gallic movement phase comes first, then the Roman phase, then combat', () => {
    let s = passTo(helvetii(), 'gallic.move', 3);
    expect(bellum.toAct(s)).toBe('gallic');
    s = play(s, [{ t: 'endMove' }]);
    expect(s.step).toBe('roman.move');
    s = play(s, [{ t: 'endMove' }, { t: 'endMove' }]);
    expect(['combat', 'supply.depots', 'supply.dismantle', 'supply.scorch', 'gallic.move']).toContain(s.step);
    expect(s.turn === 4 || s.step === 'combat').toBe(true);
  });
});

describe('BG 3.1 / BG 6.2.5 — reinforcements', () => {
  it('BG 1.III.A: Ariovistus, the Suebi chief and six Germanic units arrive in Germania in July, not before', () => {
    const june = passTo(helvetii(), 'gallic.move', 5);
    expect(june.leaders['ariovistus']).toBeUndefined();
    const july = passTo(june, 'gallic.move', 6);
    expect(july.leaders['ariovistus'].region).toBe('germania');
    expect(july.leaders['suebi-chief'].region).toBe('germania');
    expect(unitsIn(july, 'germania', 'gallic')).toEqual(GERMANS);
    expect(july.mayMove).toEqual(expect.arrayContaining(GERMANS)); // with a leader as movement begins
  });
  it('BG 1.II.A: the Roman picks a region holding a Roman leader for the two Gallic cavalry', () => {
    const s = passToChoice(helvetii(), 6);
    expect(s.step).toBe('roman.move');
    expect(bellum.toAct(s)).toBe('roman');
    const opts = legal(s);
    expect(opts.every((a) => a.t === 'reinforce')).toBe(true);
    expect(opts.map((a) => (a as { region: string }).region).sort()).toEqual(['cisalpina', 'provincia-2']);
    const t = play(s, [{ t: 'reinforce', id: 'aedui-horse', region: 'provincia-2' }]);
    expect(unitsIn(t, 'provincia-2', 'roman')).toEqual(['allied-cav-1', 'allied-cav-2', 'legio-vii']);
    expect(t.mayMove).toEqual(expect.arrayContaining(['allied-cav-1', 'allied-cav-2']));
    expect(t.reinforce).toEqual([]);
  });
  it('with a single region holding a Roman leader the cavalry arrive there at once', () => {
    let s = passTo(helvetii(), 'gallic.move', 6);
    for (const l of ['labienus', 'trebonius', 'cicero', 'crassus']) place(s, [l], 'provincia-2');
    s = play(s, [{ t: 'endMove' }]);
    expect(s.reinforce).toEqual([]);
    expect(s.units['allied-cav-1'].region).toBe('provincia-2');
  });
  it('BG 4.2.2 with BG 1.III.A: a wounded Gallic leader recovers in his reinforcement step', () => {
    let s = passTo(helvetii(), 'roman.move', 3);
    s.leaders['divico'].wounded = true;
    s.leaders['divico'].woundedTurn = 363;
    s = passTo(s, 'gallic.move', 4);
    expect(s.leaders['divico'].wounded).toBe(false);
  });
});

describe('BG 3.3.3 — the Rhine', () => {
  /** Caesar and the VII stand in Sequani as April begins (watched from the start of the turn). */
  function caesarOnTheRhine(): BellumState {
    const s = passTo(helvetii(), 'gallic.move', 3);
    place(s, ['caesar', 'legio-vii'], 'sequani');
    watchRhine(s);
    return s;
  }
  it('a force without a Rhenus marker may not cross, and the refusal names BG 3.3.3', () => {
    let s = play(caesarOnTheRhine(), [{ t: 'endMove' }]);
    s = play(s, [{ t: 'select', leader: 'caesar' }]);
    expect(moveTargets(s)).not.toContain('germania');
    expect(moveTargets(s)).toContain('lingones');
    const r = bellum.apply(s, { t: 'move', to: 'germania' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection).toMatchObject({ rule: 'BG 3.3.3' });
    if (!r.ok) expect(r.rejection.message).toMatch(/Rhenus marker/);
  });
  it('a whole turn without fighting in a controlled bank region earns the marker; the force may then cross, and the marker is used up', () => {
    let s = passTo(caesarOnTheRhine(), 'gallic.move', 4);
    expect(s.rhenus['caesar']).toBe('sequani');
    expect(s.rhenus['legio-vii']).toBe('sequani');
    s = play(s, [{ t: 'endMove' }, { t: 'select', leader: 'caesar' }]);
    expect(moveTargets(s)).toContain('germania');
    s = play(s, [{ t: 'move', to: 'germania' }]);
    expect(s.leaders['caesar'].region).toBe('germania');
    expect(s.rhenus['caesar']).toBeUndefined();
  });
  it('a piece that joined during the turn earns nothing, and holds the crossing back for the whole force', () => {
    let s = caesarOnTheRhine();
    s = play(s, [{ t: 'endMove' }]);
    place(s, ['legio-viii'], 'sequani'); // arrives after the turn began
    s = passTo(s, 'gallic.move', 4);
    expect(s.rhenus['legio-viii']).toBeUndefined();
    s = play(s, [{ t: 'endMove' }, { t: 'select', leader: 'caesar' }]);
    expect(moveTargets(s)).not.toContain('germania');
    s = play(s, [{ t: 'toggle', piece: 'legio-viii' }]);
    expect(moveTargets(s)).toContain('germania');
  });
  it('no marker in a contested region or after a combat there', () => {
    const s = caesarOnTheRhine();
    addUnit(s, 'sequani-inf', 'sequani');
    const ctx = new Ctx(s);
    earnRhenus(ctx);
    expect(ctx.s.rhenus['caesar']).toBeUndefined(); // contested
    const t = caesarOnTheRhine();
    t.combat = { encounters: [{ region: 'sequani', kind: 'skirmish', stage: 'done' }], index: 1, siegesListed: true, sackOffered: [], pending: null, board: null } as unknown as BellumState['combat'];
    const ctx2 = new Ctx(t);
    earnRhenus(ctx2);
    expect(ctx2.s.rhenus['caesar']).toBeUndefined(); // fought there
  });
  it('anti-Roman Gallic pieces, who may never enter Germania, earn no marker', () => {
    const s = passTo(helvetii(), 'gallic.move', 4);
    expect(s.leaders['orgetorix'].region).toBe('helvetii');
    expect(s.rhenus['orgetorix']).toBeUndefined();
    expect(s.rhenus['helvetii-inf']).toBeUndefined();
  });
  it('a marker lapses when its piece leaves the region', () => {
    let s = passTo(caesarOnTheRhine(), 'gallic.move', 4);
    s = play(s, [{ t: 'endMove' }, { t: 'select', leader: 'caesar' }, { t: 'move', to: 'lingones' }]);
    expect(s.rhenus['caesar']).toBeUndefined();
  });
  it('retreats obey the Rhine too: no retreat across without a marker', () => {
    const s = caesarOnTheRhine();
    expect(retreatOptions(s, 'sequani', 'roman')).not.toContain('germania');
    s.rhenus['caesar'] = 'sequani';
    s.rhenus['legio-vii'] = 'sequani';
    s.control['germania'] = 'roman';
    expect(retreatOptions(s, 'sequani', 'roman')).toContain('germania');
  });
});

describe('BG 3.3.3 — Britannia and Germania', () => {
  it('anti-Roman Gallic units may never enter Germania, even with a marker', () => {
    const s = passTo(helvetii(), 'gallic.move', 3);
    for (const p of ['orgetorix', ...HELVETII_UNITS]) s.rhenus[p] = 'helvetii';
    expect(crossingBar(s, 'helvetii', 'germania', ['orgetorix', ...HELVETII_UNITS])?.why).toMatch(/anti-Roman Gallic/);
    const t = play(s, [{ t: 'select', leader: 'orgetorix' }]);
    expect(moveTargets(t)).not.toContain('germania');
  });
  it('the anti-Roman Gallic test (shared with BG 6.2.6) leaves out British and Germanic counters', () => {
    expect(gallicTribal('helvetii-cav')).toBe(true);
    expect(gallicTribal('catuvellauni-cav')).toBe(false);
    expect(gallicTribal('german-inf-1')).toBe(false);
    expect(gallicTribal('allied-cav-1')).toBe(false);
  });
  it('pro-Roman Gallic units enter only with a Roman force', () => {
    const s = helvetii();
    s.rhenus['allied-cav-1'] = 'sequani';
    s.rhenus['caesar'] = 'sequani';
    expect(crossingBar(s, 'sequani', 'germania', ['allied-cav-1'])?.why).toMatch(/only with a Roman force/);
    expect(crossingBar(s, 'sequani', 'germania', ['caesar', 'allied-cav-1'])).toBeNull();
  });
});

describe('BG 6.2.7 — special rules', () => {
  const july = () => passTo(helvetii(), 'gallic.move', 6);
  it('Ariovistus and his host cross the Rhine the turn they arrive, without a marker', () => {
    const s = play(july(), [{ t: 'select', leader: 'ariovistus' }]);
    expect(moveTargets(s)).toEqual(['helvetii', 'sequani']);
  });
  it('the Germans may not enter Gallia Belgica', () => {
    const s = july();
    expect(crossingBar(s, 'germania', 'mediomatrici', ['ariovistus'])?.rule).toBe('BG 6.2.7');
    place(s, ['ariovistus', ...GERMANS], 'lingones');
    const t = play(s, [{ t: 'select', leader: 'ariovistus' }]);
    expect(moveTargets(t)).not.toContain('mediomatrici');
    expect(moveTargets(t)).not.toContain('remi');
    expect(moveTargets(t)).toContain('aedui');
  });
  it('the Helvetii and the Germans may not use oppida: no entering, no garrisoning, no refuge', () => {
    let s = passTo(helvetii(), 'gallic.move', 3);
    place(s, ['orgetorix', ...HELVETII_UNITS], 'sequani');
    s = play(s, [{ t: 'select', leader: 'orgetorix' }]);
    expect(legal(s).some((a) => a.t === 'enter')).toBe(false);
    s = play(s, [{ t: 'deselect' }]);
    expect(legal(s).some((a) => a.t === 'garrison' && HELVETII_UNITS.includes(a.unit))).toBe(false);
    expect(refugePlaces(s, 'sequani', 'gallic')).toEqual([]);
    // a Sequanian unit on its own may still garrison its oppidum
    addUnit(s, 'sequani-inf', 'sequani');
    expect(legal(s).some((a) => a.t === 'garrison' && a.unit === 'sequani-inf')).toBe(true);
  });
  it('the free-passage negotiation is offered at the start of the Gallic phase, towards regions of independent Gaul the force may enter', () => {
    const s = passTo(helvetii(), 'gallic.move', 3);
    expect(legal(s).filter((a) => a.t === 'negotiate')).toEqual([{ t: 'negotiate', from: 'helvetii', to: 'sequani' }]);
    const moved = play(s, [{ t: 'select', leader: 'orgetorix' }]);
    expect(legal(moved).some((a) => a.t === 'negotiate')).toBe(false); // only before any move
  });
  it('it is not compulsory: the Helvetii may march without negotiating', () => {
    const s = play(passTo(helvetii(), 'gallic.move', 3), [{ t: 'select', leader: 'orgetorix' }, { t: 'move', to: 'sequani' }]);
    expect(s.leaders['orgetorix'].region).toBe('sequani');
  });
  it('1–2: the force may not move this phase', () => {
    const s = passTo(helvetii(), 'gallic.move', 3);
    s.rng = rngFor([2]);
    const t = play(s, [{ t: 'negotiate', from: 'helvetii', to: 'sequani' }]);
    expect(t.negotiations[0]).toMatchObject({ to: 'sequani', roll: 2, result: 'refused' });
    expect(legal(t).some((a) => a.t === 'select')).toBe(false);
    expect(legal(t).some((a) => a.t === 'negotiate')).toBe(false); // one negotiation per phase
  });
  it('3–5: no effect — the force moves as it likes', () => {
    const s = passTo(helvetii(), 'gallic.move', 3);
    s.rng = rngFor([4]);
    const t = play(s, [{ t: 'negotiate', from: 'helvetii', to: 'sequani' }, { t: 'select', leader: 'orgetorix' }, { t: 'move', to: 'sequani' }]);
    expect(t.negotiations[0].result).toBe('none');
    expect(t.mobilise).toBeNull();
    expect(t.leaders['orgetorix'].region).toBe('sequani');
  });
  it('6: free passage and a tribe of the entered sector rated 3 or less mobilises in its home region, outside oppida', () => {
    const s = passTo(helvetii(), 'gallic.move', 3);
    s.rng = rngFor([6]);
    const t = play(s, [{ t: 'negotiate', from: 'helvetii', to: 'sequani' }]);
    expect(t.mobilise).toEqual(mobilisableTribes(t, 'sequani'));
    expect(t.mobilise).toContain('lingones');
    expect(t.mobilise).not.toContain('sequani'); // rated 4
    expect(t.mobilise).not.toContain('aedui'); // rated 5
    expect(t.mobilise).not.toContain('helvetii'); // already on the map
    expect(t.mobilise).not.toContain('arverni'); // another sector
    expect(bellum.toAct(t)).toBe('gallic');
    const u = play(t, [{ t: 'mobilise', tribe: 'lingones' }]);
    expect(u.units['lingones-inf']).toMatchObject({ region: 'lingones', place: null, out: null });
    expect(u.mobilise).toBeNull();
    expect(legal(u).some((a) => a.t === 'select' && a.leader === 'orgetorix')).toBe(true);
  });
  it('only one negotiation per region in the whole scenario', () => {
    let s = passTo(helvetii(), 'gallic.move', 3);
    s.rng = rngFor([4]);
    s = play(s, [{ t: 'negotiate', from: 'helvetii', to: 'sequani' }]);
    s = passTo(s, 'gallic.move', 4);
    expect(legal(s).some((a) => a.t === 'negotiate')).toBe(false);
  });
});

describe('BG 6.2.6 — victory', () => {
  function atEnd(): BellumState {
    const s = helvetii();
    s.turn = 10;
    return s;
  }
  it('Gallic: Orgetorix and anti-Roman Gallic units in Santones, uncontested', () => {
    const s = atEnd();
    place(s, ['orgetorix', 'helvetii-inf'], 'santones');
    expect(helvetiiVictory(s).winner).toBe('gallic');
    addUnit(s, 'legio-x', 'santones'); // contested
    expect(helvetiiVictory(s).winner).not.toBe('gallic');
  });
  it('Orgetorix alone, or Gallic units without him, are not enough', () => {
    const s = atEnd();
    place(s, ['orgetorix'], 'pictones');
    expect(helvetiiVictory(s).winner).toBe('draw');
    place(s, ['orgetorix'], 'helvetii');
    place(s, ['helvetii-inf', 'raurici-inf'], 'pictones');
    expect(helvetiiVictory(s).winner).toBe('draw');
  });
  it('Germanic units are not anti-Roman Gallic units', () => {
    const s = atEnd();
    addLeader(s, 'orgetorix', 'pictones');
    addUnit(s, 'german-inf-1', 'pictones');
    expect(helvetiiVictory(s).winner).toBe('draw');
  });
  it('Roman: no Gallic win and Sequani pro-Roman; otherwise a draw, set as the outcome after November', () => {
    const s = atEnd();
    addUnit(s, 'legio-x', 'sequani');
    expect(victoryCheck(s).winner).toBe('roman');
    const ctx = new Ctx(atEnd());
    expect(checkEndOfGame(ctx)).toBe(true);
    expect(ctx.s.outcome).toMatchObject({ winner: 'draw' });
    expect(ctx.s.outcome!.reason).toMatch(/Sequani pro-Roman: no/);
  });
});
