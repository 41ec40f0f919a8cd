/** BG 1 / BG 6 — the game's contract: set-up, who acts, and why an action is refused. */
import { describe, expect, it } from 'vitest';
import type { TextEntry } from '../core/log';
import { bellum, explainIllegal, toAct } from './system';
import { defaultOptions } from './setup';
import { counted } from './words';
import { helvetii } from './testing/helvetii';
import { addLeader, addUnit, aquitania, emptyAtRomanMove, play } from './testing/states';
import type { BellumAction, BellumState } from './state';

describe('BG 6 — set-up', () => {
  it('options: two players, the Gaul automatic in solo play, replacements only when asked', () => {
    expect(defaultOptions()).toEqual({ solo: false, gallicAuto: true });
    expect(defaultOptions({ solo: true, gallicAuto: false, replacements: true })).toEqual({ solo: true, gallicAuto: false, replacements: true });
    expect(defaultOptions({ replacements: false })).toEqual({ solo: false, gallicAuto: true });
  });

  it('an unknown scenario, or solo play where the scenario has none, is refused', () => {
    const r = bellum.setup({ scenario: 'nowhere', seed: 'x', options: {} });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rejection.rule).toBe('BG 6');
      expect(r.rejection.message).toMatch(/^Unknown scenario "nowhere"\. Playable: aquitania, .*helvetii/);
    }
    const h = bellum.setup({ scenario: 'helvetii', seed: 'x', options: { solo: true } });
    expect(h.ok).toBe(false);
    if (!h.ok) expect(h.rejection).toMatchObject({ rule: 'BG 6', message: 'Scenario BG 6.2 has no solo rules.' });
  });

  it('the opening log names the scenario, the players and the seed; a scenario rating and opening Scorched Earth are logged', () => {
    const r = bellum.setup({ scenario: 'helvetii', seed: 'seed-1', options: {} });
    if (!r.ok) throw new Error(r.rejection.message);
    const texts = r.log.filter((e): e is TextEntry => e.kind === 'text');
    expect(texts[0]).toMatchObject({ rule: 'BG 6.2', heading: true, side: null });
    expect(texts[0].text).toMatch(/^BG 6\.2 .+: .+\. Two players\. Seed "seed-1"\.$/);
    expect(texts).toContainEqual(expect.objectContaining({ text: 'Helvetii: mobilisation rating 5 in this scenario (3 counters).', rule: 'BG 6' }));
    expect(texts).toContainEqual(expect.objectContaining({ text: 'Scorched Earth at the start: Helvetii.', rule: 'BG 6.2.7', refs: [{ kind: 'region', id: 'helvetii' }] }));
    const a = bellum.setup({ scenario: 'aquitania', seed: 's', options: { solo: true } });
    if (!a.ok) throw new Error(a.rejection.message);
    expect((a.log[0] as TextEntry).text).toMatch(/\. Solo play\. Seed "s"\.$/);
    expect(a.log.some((e) => e.kind === 'text' && /Scorched Earth at the start/.test(e.text))).toBe(false);
    expect(a.state.seq).toBe(0);
    expect(a.state.version).toBe(1);
    expect(a.state.step).not.toBe('over');
  });

  it('counted words: one unit, two units', () => {
    expect(counted(1, 'unit')).toBe('1 unit');
    expect(counted(2, 'unit')).toBe('2 units');
    expect(counted(0, 'unit')).toBe('0 units');
    expect(counted(2, 'ally', 'allies')).toBe('2 allies');
  });
});

describe('BG 1 — who acts', () => {
  it('by step: the Roman in his supply and movement steps, the Gaul in his, nobody once over', () => {
    const s = emptyAtRomanMove('act');
    for (const step of ['supply.depots', 'supply.dismantle', 'roman.replacements', 'roman.move', 'roman.forced'] as const) {
      s.step = step;
      expect(toAct(s)).toBe('roman');
    }
    for (const step of ['supply.scorch', 'gallic.move'] as const) {
      s.step = step;
      expect(toAct(s)).toBe('gallic');
    }
    s.step = 'over';
    expect(toAct(s)).toBeNull();
    s.step = 'roman.move';
    s.outcome = { winner: 'draw', reason: 'x' };
    expect(toAct(s)).toBeNull();
    expect(bellum.legalActions(s)).toEqual([]);
    expect(bellum.outcome(s)).toEqual({ winner: 'draw', reason: 'x' });
  });

  it('pending losses, reinforcements and a mobilisation go before the step', () => {
    const s = emptyAtRomanMove('act2');
    s.mobilise = ['aedui'];
    expect(toAct(s)).toBe('gallic');
    expect(bellum.legalActions(s)).toEqual([{ t: 'mobilise', tribe: 'aedui' }]);
    s.reinforce = [{ id: 'x', side: 'roman', regions: ['aedui'] }];
    expect(toAct(s)).toBe('roman');
    s.losses = [{ side: 'gallic', rule: 'BG 4.2.1', purpose: 'p', candidates: [], count: 1 } as never];
    expect(toAct(s)).toBe('gallic');
  });
});

describe('why an action is refused', () => {
  const moving = (): BellumState => {
    const s = emptyAtRomanMove('why-sys');
    addLeader(s, 'crassus', 'tarbelli');
    addUnit(s, 'legio-vii', 'tarbelli');
    s.mayMove = ['legio-vii'];
    return play(s, [{ t: 'select', leader: 'crassus' }]);
  };

  it('a malformed action, and any action once the game is over', () => {
    const s = aquitania();
    const r = bellum.apply(s, { nope: 1 } as unknown as BellumAction);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection).toMatchObject({ rule: 'BG 1', message: 'Malformed action.' });
    const o = structuredClone(s);
    o.outcome = { winner: 'roman', reason: 'x' };
    expect(explainIllegal(o, { t: 'done' })).toMatchObject({ rule: 'BG 6', message: 'The game is over.' });
  });

  it('losses first', () => {
    const s = emptyAtRomanMove('why-loss');
    s.losses = [{ side: 'gallic', rule: 'BG 2.3.3', purpose: 'attrition in Tarbelli', candidates: ['tarbelli-inf'], count: 1 } as never];
    expect(explainIllegal(s, { t: 'endMove' })).toMatchObject({ rule: 'BG 2.3.3', message: 'The gallic player must first choose losses (attrition in Tarbelli).' });
  });

  it('BG 3.3 — a move to a region that does not border, or across a barred border; BG 3.4 a forced march', () => {
    const s = moving();
    expect(explainIllegal(s, { t: 'move', to: 'arverni' } as BellumAction)).toMatchObject({ rule: 'BG 3.3', message: 'Tarbelli and Arverni do not share a border.' });
    expect(explainIllegal(s, { t: 'forced', via: 'arverni', to: 'aedui' } as BellumAction)).toMatchObject({ rule: 'BG 3.3', message: 'Tarbelli and Arverni do not share a border.' });
    expect(explainIllegal(s, { t: 'forced', via: 'santones', to: 'pictones' } as BellumAction)).toMatchObject({
      rule: 'BG 3.4',
      message: 'A forced march needs a leader of rank 2 or 3, only Roman units or cavalry, a route through one neighbouring region, and no winter turn.',
    });
    const h = helvetii('why-h');
    h.step = 'roman.move';
    h.selection = { region: 'sequani', place: null, leaders: ['caesar'], units: ['legio-vii'] };
    expect(explainIllegal(h, { t: 'move', to: 'germania' } as BellumAction)).toMatchObject({ rule: 'BG 3.3.3', message: 'Germania: crossing the Rhine needs a Rhenus marker: a turn without fighting in a controlled bank region.' });
  });

  it('BG 3.3.1 — a move without a selected leader', () => {
    const s = emptyAtRomanMove('why-sel');
    expect(explainIllegal(s, { t: 'move', to: 'santones' } as BellumAction)).toMatchObject({ rule: 'BG 3.3.1', message: 'Select a leader first: units move only with a leader.' });
  });

  it('otherwise: the kind of action is named, with the step\'s rule', () => {
    const s = emptyAtRomanMove('why-gen');
    expect(explainIllegal(s, { t: 'scorch', region: 'tarbelli' } as BellumAction)).toMatchObject({ rule: 'BG 3.3', message: 'The roman player cannot "scorch" now (roman.move).' });
    addLeader(s, 'crassus', 'tarbelli');
    expect(explainIllegal(s, { t: 'select', leader: 'caesar' } as BellumAction)).toMatchObject({ rule: 'BG 3.3', message: 'That select is not allowed now.' });
    s.step = 'supply.scorch';
    expect(explainIllegal(s, { t: 'move', to: 'x' } as BellumAction).rule).toBe('BG 3.3.1');
    expect(explainIllegal(s, { t: 'endMove' }).rule).toBe('BG 2.3');
    s.step = 'combat';
    expect(explainIllegal(s, { t: 'endMove' }).rule).toBe('BG 4');
  });

  it('a refused action through apply carries the explanation', () => {
    const s = moving();
    const r = bellum.apply(s, { t: 'move', to: 'arverni' } as BellumAction);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.message).toBe('Tarbelli and Arverni do not share a border.');
  });
});

describe('apply', () => {
  it('counts the actions applied', () => {
    const s = emptyAtRomanMove('seq');
    const n = s.seq;
    expect(play(s, [{ t: 'endMove' }]).seq).toBe(n + 1);
  });
});
