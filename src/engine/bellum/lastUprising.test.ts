import { describe, expect, it } from 'vitest';
import { bellum } from './system';
import { Ctx, cloneState } from './ctx';
import { SCENARIOS, SCENARIO_INFOS } from './data/scenarios';
import { LEADER_BY_ID } from './data/leaders';
import { UNIT_BY_ID } from './data/units';
import { UPRISING_REGIONS } from './data/scenarios/lastUprising';
import { hibernaId } from './hiberna';
import { entryBarred, lastUprisingVictory, oppidumNeedsRoll, oppidumOpenToGauls, uprisingScore } from './lastUprising';
import { checkEndOfGame } from './victory';
import { placeUsableBy } from './queries';
import { rngFor } from './testing/forceDice';
import { addLeader, addUnit, play } from './testing/states';
import type { BellumState } from './state';

function uprising(seed = 'lu'): BellumState {
  const r = bellum.setup({ scenario: 'last-uprising', seed, options: {} });
  if (!r.ok) throw new Error(r.rejection.message);
  return cloneState(r.state);
}

/** Pass supply decisions until the first movement step. */
function toMovement(s0: BellumState): BellumState {
  let s = s0;
  for (let i = 0; i < 20 && !s.step.endsWith('.move'); i++) { const l = bellum.legalActions(s); s = play(s, [l.find((a) => a.t === 'done') ?? l.find((a) => a.t === 'loss')!]); }
  return s;
}

describe('BG 6.3 — set-up', () => {
  it('BG 6.3.1: is playable from the title screen: Winter – November 51 BC, favours the Romans', () => {
    const info = SCENARIO_INFOS.find((x) => x.id === 'last-uprising')!;
    expect(info).toMatchObject({ playable: true, balance: 'Favours the Romans', length: 'Winter – November 51 BC', turns: 10 });
    const s = uprising();
    expect([s.year, s.turn, s.endYear, s.endTurn]).toEqual([51, 1, 51, 10]);
  });
  it('its set-up is the printed one: no reconstruction mark, no counters invented for it', () => {
    expect(SCENARIOS['last-uprising'].reconstructed).toBeUndefined();
    expect(Object.keys(uprising().leaders)).not.toContain('caninius');
  });
  it('BG 6.3.2: Pictones, Carnutes, Bellovaci, Eburones, Treveri Gallic; Arverni and Bituriges contested; every other region Roman', () => {
    const s = uprising();
    for (const r of ['bellovaci', 'carnutes', 'pictones', 'eburones', 'treveri']) expect(s.control[r], r).toBe('gallic');
    for (const r of ['bituriges', 'arverni']) expect(s.control[r], r).toBe('contested');
    const others = Object.keys(s.control).filter((r) => !UPRISING_REGIONS.includes(r));
    expect(others.length).toBeGreaterThan(20);
    for (const r of others) expect(s.control[r], r).toBe('roman'); // Britannia and Germania included: no exception printed
  });
  it('BG 6.3.3: the Roman set-up as printed, piece for piece and place for place', () => {
    const s = uprising();
    const at = (region: string) => [
      ...Object.keys(s.leaders).filter((l) => s.leaders[l].region === region && LEADER_BY_ID[l].side === 'roman'),
      ...Object.keys(s.units).filter((u) => s.units[u].region === region && UNIT_BY_ID[u].side === 'roman'),
    ].sort();
    expect(at('aedui')).toEqual(['allied-cav-1', 'allied-cav-2', 'antonius', 'caesar', 'cretans', 'fabius', 'legio-i', 'legio-v', 'legio-vi', 'legio-xi', 'legio-xiii', 'legio-xiv', 'numidians', 'roman-cav-1'].sort());
    expect(at('mediomatrici')).toEqual(['allied-cav-3', 'balearics', 'labienus', 'legio-vii', 'legio-xii', 'roman-cav-2'].sort());
    expect(at('remi')).toEqual(['cicero', 'legio-ix', 'legio-viii']);
    expect(at('arverni')).toEqual(['legio-x', 'trebonius']);
    expect(at('bituriges')).toEqual(['brutus', 'legio-xv']);
    const placed = Object.keys(s.units).filter((u) => UNIT_BY_ID[u].side === 'roman' && s.units[u].region !== null);
    expect(placed).toHaveLength(11 + 5 + 2 + 1 + 1);
    // Counted by kind: 6 + 2 + 2 + 1 + 1 legions; 2 Roman cavalry; 3 pro-Roman Gallic cavalry.
    expect(placed.filter((u) => UNIT_BY_ID[u].category === 'legion')).toHaveLength(12);
    expect(placed.filter((u) => UNIT_BY_ID[u].category === 'roman-cavalry')).toHaveLength(2);
    expect(placed.filter((u) => UNIT_BY_ID[u].category === 'allied-cavalry')).toHaveLength(3);
    expect(Object.keys(s.leaders).filter((l) => LEADER_BY_ID[l].side === 'roman').sort()).toEqual(['antonius', 'brutus', 'caesar', 'cicero', 'fabius', 'labienus', 'trebonius']);
  });
  it('BG 6 / BG 4.5.7: the Romans of the three Roman-held posts start in hiberna; Trebonius and Brutus, among rebels, in the open', () => {
    const s = uprising();
    expect(s.hiberna).toEqual(['aedui', 'mediomatrici', 'remi']);
    expect(s.units['legio-x']).toMatchObject({ region: 'arverni', place: null });
    expect(s.units['legio-xiv'].place).toBe(hibernaId('aedui'));
    expect(s.leaders['caesar'].place).toBe(hibernaId('aedui'));
    expect(s.units['legio-vii'].place).toBe(hibernaId('mediomatrici'));
    expect(s.units['legio-xv']).toMatchObject({ region: 'bituriges', place: null });
  });
  it('every scenario hiberna site passes the construction rule (set-up would refuse it otherwise)', () => {
    const bad = { ...SCENARIOS['last-uprising'], hiberna: ['bituriges'] };
    SCENARIOS['bad-test'] = { ...bad, info: { ...bad.info, id: 'bad-test' } };
    try {
      const r = bellum.setup({ scenario: 'bad-test', seed: 'x', options: {} });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.rejection.rule).toBe('BG 4.5.7');
    } finally {
      delete SCENARIOS['bad-test'];
    }
  });
  it('BG 6.3.4: one tribe in each rebel region, with all its counters and its chiefs, outside oppida; no one else', () => {
    const s = uprising();
    const gauls = (region: string) => [
      ...Object.keys(s.units).filter((u) => s.units[u].region === region && UNIT_BY_ID[u].side === 'gallic'),
      ...Object.keys(s.leaders).filter((l) => s.leaders[l].region === region && LEADER_BY_ID[l].side === 'gallic'),
    ].sort();
    expect(gauls('carnutes')).toEqual(['carnutes-cav', 'carnutes-inf', 'gutruatos']);
    expect(gauls('treveri')).toEqual(['indutiomarus', 'treveri-cav', 'treveri-inf']);
    expect(gauls('pictones')).toEqual(['pictones-inf']);
    expect(gauls('arverni')).toEqual(['cadurci-inf', 'lucterios']);
    expect(gauls('bituriges')).toEqual(['bituriges-cav', 'bituriges-inf']);
    expect(gauls('bellovaci')).toEqual(['bellovaci-cav', 'bellovaci-inf', 'bellovaci-inf2', 'correos']);
    expect(gauls('eburones')).toEqual(['ambiorix', 'catuvolcos', 'eburones-inf']);
    const all = [...Object.keys(s.units).filter((u) => UNIT_BY_ID[u].side === 'gallic' && s.units[u].region !== null), ...Object.keys(s.leaders).filter((l) => LEADER_BY_ID[l].side === 'gallic')];
    expect(all).toHaveLength(12 + 6); // 12 units and 6 chiefs, nothing else: no Andes, Atrebates, Drappes or Dumnacos
    for (const u of all) expect((s.units[u] ?? s.leaders[u]).place, u).toBeNull();
  });
});

describe('BG 6.3.6 — special rules', () => {
  it('phases II and III are swapped: the Gallic player moves first, then the Roman, then combat', () => {
    let s = toMovement(uprising());
    expect(s.step).toBe('gallic.move');
    s = play(s, [{ t: 'endMove' }]);
    expect(s.step).toBe('roman.move');
    s = play(s, [{ t: 'endMove' }]); // Winter: no forced marches, straight on
    expect(['combat', 'supply.depots', 'supply.dismantle', 'supply.scorch', 'gallic.move']).toContain(s.step);
  });
  it('Gallic forces may not enter Gallia Aquitania (the Romans may)', () => {
    const s = uprising();
    expect(entryBarred(s, 'gallic', 'tarbelli')).toBe(true);
    expect(entryBarred(s, 'gallic', 'bigerriones')).toBe(true);
    expect(entryBarred(s, 'roman', 'tarbelli')).toBe(false);
    expect(entryBarred(s, 'gallic', 'santones')).toBe(false);
    // A Gallic force in Santones is not offered the move.
    let t = toMovement(uprising());
    addUnit(t, 'santones-inf', 'santones');
    addLeader(t, 'vercassivellaunos', 'santones');
    t = play(t, [{ t: 'select', leader: 'vercassivellaunos' }]);
    const moves = bellum.legalActions(t).filter((a) => a.t === 'move').map((a) => (a as { to: string }).to);
    expect(moves).toContain('pictones');
    expect(moves).not.toContain('tarbelli');
  });
  it('oppida of the regions in revolt are open; elsewhere the Gauls must roll 1–4, once per oppidum', () => {
    const s = uprising();
    expect(oppidumNeedsRoll(s, 'uxellodunum')).toBe(false);
    expect(placeUsableBy(s, 'uxellodunum', 'gallic')).toBe(true);
    expect(oppidumNeedsRoll(s, 'vellaunodunum')).toBe(true);
    expect(placeUsableBy(s, 'vellaunodunum', 'gallic')).toBe(false);
  });
  it('the roll is the scenario\'s data flag (BG 6.3.6): without it, every oppidum is open to the Gauls', () => {
    expect(SCENARIOS['last-uprising'].special?.oppidumRoll?.rule).toBe('BG 6.3.6');
    const s = uprising();
    s.scenario = 'helvetii';
    expect(oppidumNeedsRoll(s, 'vellaunodunum')).toBe(false);
    expect(placeUsableBy(s, 'vellaunodunum', 'gallic')).toBe(true);
  });
  it('a roll of 4 opens the oppidum for good; the force goes in', () => {
    let s = toMovement(uprising());
    addUnit(s, 'senones-inf', 'senones');
    addLeader(s, 'acco', 'senones');
    s.mayMove = [...s.mayMove, 'senones-inf'].sort();
    s.rng = rngFor([4]);
    s = play(s, [{ t: 'select', leader: 'acco' }, { t: 'enter', place: 'vellaunodunum' }]);
    expect(s.units['senones-inf'].place).toBe('vellaunodunum');
    expect(s.oppidumTests).toEqual({ vellaunodunum: true });
    expect(oppidumOpenToGauls(s, 'vellaunodunum')).toBe(true);
  });
  it('a roll of 5 shuts it for the rest of the game; the force stays and may not try again', () => {
    let s = toMovement(uprising());
    addUnit(s, 'senones-inf', 'senones');
    addLeader(s, 'acco', 'senones');
    s.mayMove = [...s.mayMove, 'senones-inf'].sort();
    s.rng = rngFor([5]);
    s = play(s, [{ t: 'select', leader: 'acco' }, { t: 'enter', place: 'vellaunodunum' }]);
    expect(s.units['senones-inf'].place).toBeNull();
    expect(s.oppidumTests).toEqual({ vellaunodunum: false });
    s = play(s, [{ t: 'select', leader: 'acco' }]);
    const enters = bellum.legalActions(s).filter((a) => a.t === 'enter').map((a) => (a as { place: string }).place);
    expect(enters).not.toContain('vellaunodunum');
    expect(enters).toContain('agedincum'); // the other oppidum may still be tried
    expect(bellum.legalActions(s).some((a) => a.t === 'garrison' && a.place === 'vellaunodunum')).toBe(false);
  });
  it('the rule belongs to 6.3 only', () => {
    const r = bellum.setup({ scenario: 'aquitania', seed: 'x', options: {} });
    if (!r.ok) throw new Error();
    expect(oppidumNeedsRoll(r.state, 'vellaunodunum')).toBe(false);
    expect(entryBarred(r.state, 'gallic', 'tarbelli')).toBe(false);
  });
});

describe('BG 6.3.5 — victory: 7 Rome, 5–6 draw, 4 or fewer the Gauls', () => {
  const withRoman = (n: number): BellumState => {
    const s = uprising();
    UPRISING_REGIONS.forEach((r, i) => (s.control[r] = i < n ? 'roman' : i % 2 ? 'contested' : 'gallic'));
    return s;
  };
  it.each([
    [7, 'roman'],
    [6, 'draw'],
    [5, 'draw'],
    [4, 'gallic'],
    [0, 'gallic'],
  ])('%i regions pro-Roman → %s', (n, winner) => {
    expect(uprisingScore(withRoman(n)).winner).toBe(winner);
    expect(lastUprisingVictory(withRoman(n)).winner).toBe(winner);
  });
  it('the game ends after November with the verdict and the count', () => {
    const s = withRoman(5);
    s.turn = 10;
    const ctx = new Ctx(s);
    expect(checkEndOfGame(ctx)).toBe(true);
    expect(ctx.s.outcome).toMatchObject({ winner: 'draw' });
    expect(ctx.s.outcome!.reason).toMatch(/Rome holds 5 of the 7/);
    expect(ctx.log.some((e) => e.kind === 'text' && e.rule === 'BG 6.3.5')).toBe(true);
  });
});

describe('BG 6.3.6 / BG 3.3.3 — the prompt says when a die decides', () => {
  it('an untried oppidum and a winter march into the mountains are labelled, with their rule', async () => {
    const { describeAction, actionRule } = await import('./describe');
    let s = toMovement(uprising());
    addUnit(s, 'senones-inf', 'senones');
    addLeader(s, 'acco', 'senones');
    s.mayMove = [...s.mayMove, 'senones-inf'].sort();
    s = play(s, [{ t: 'select', leader: 'acco' }]);
    expect(describeAction(s, { t: 'enter', place: 'vellaunodunum' })).toMatch(/die roll of 1–4/);
    expect(actionRule(s, { t: 'enter', place: 'vellaunodunum' })).toBe('BG 6.3.6');
    expect(describeAction(s, { t: 'enter', place: 'cenabum' })).not.toMatch(/die roll/);
    s.selection = { region: 'aedui', place: null, leaders: ['caesar'], units: ['legio-i', 'legio-xi', 'legio-xiv', 'cretans', 'numidians'] };
    expect(describeAction(s, { t: 'move', to: 'arverni' })).toMatch(/attrition roll/);
    expect(actionRule(s, { t: 'move', to: 'arverni' })).toBe('BG 3.3.3');
    expect(describeAction(s, { t: 'move', to: 'bituriges' })).toBe('Move to Bituriges');
  });
});
