/** BG 6.2.7 — the Helvetian free-passage negotiation, with the rolls and lines the players read. */
import { describe, expect, it } from 'vitest';
import type { DieRollEntry, TextEntry } from '../../core/log';
import { Ctx } from '../ctx';
import { rngFor } from '../testing/forceDice';
import { helvetii, passTo } from '../testing/helvetii';
import { logOf } from '../testing/states';
import type { BellumState } from '../state';
import { mobilisableTribes, negotiate, negotiateLegal, negotiationThisPhase, refusedPassage } from './helvetii';

const texts = (log: readonly { kind: string }[]) => log.filter((e): e is TextEntry => e.kind === 'text').map((e) => e.text);
let base: BellumState | null = null;
const april = (): BellumState => structuredClone((base ??= passTo(helvetii('neg'), 'gallic.move', 3)));

describe('BG 6.2.7 — free passage', () => {
  it('the roll names the region, and each result is read out', () => {
    for (const [die, result] of [[1, 'refused: the force stays where it is this phase'], [2, 'refused: the force stays where it is this phase'], [3, 'no effect'], [5, 'no effect'], [6, 'welcomed: free passage and a tribe joins']] as const) {
      const s = april();
      s.rng = rngFor([die]);
      const ctx = new Ctx(s);
      negotiate(ctx, 'helvetii', 'sequani');
      const r = ctx.log.find((e): e is DieRollEntry => e.kind === 'roll')!;
      expect(r).toMatchObject({ side: 'gallic', rule: 'BG 6.2.7', purpose: 'Helvetii negotiate free passage into Sequani', result });
      expect(s.negotiations.at(-1)).toMatchObject({ from: 'helvetii', to: 'sequani', roll: die, result: die <= 2 ? 'refused' : die <= 5 ? 'none' : 'welcome' });
    }
  });

  it('a refusal holds every Gallic piece of that region this phase, and says so', () => {
    const s = april();
    s.rng = rngFor([1]);
    const { state, log } = logOf(s, [{ t: 'negotiate', from: 'helvetii', to: 'sequani' }]);
    expect(texts(log)).toContain('Passage refused: no Gallic piece may leave Helvetii this phase.');
    expect(refusedPassage(state, 'helvetii')).toBe(true);
    expect(refusedPassage(state, 'sequani')).toBe(false);
    expect(negotiationThisPhase(state)).toMatchObject({ result: 'refused' });
    const later = structuredClone(state);
    later.step = 'roman.move';
    expect(negotiationThisPhase(later)).toBeUndefined();
    expect(refusedPassage(later, 'helvetii')).toBe(false);
  });

  it('a 6 with no tribe left to raise says so, and raises nobody', () => {
    const s = april();
    for (const t of mobilisableTribes(s, 'sequani')) s.units[`${t}-inf`] = { region: null, place: null, out: 'eliminated', reduced: false };
    expect(mobilisableTribes(s, 'sequani')).toEqual([]);
    s.rng = rngFor([6]);
    const ctx = new Ctx(s);
    negotiate(ctx, 'helvetii', 'sequani');
    expect(texts(ctx.log)).toEqual(['No tribe of that sector rated 3 or less is left to mobilise.']);
    expect(s.mobilise).toBeNull();
  });

  it('a raised tribe deploys at home, outside its oppida, and the log names its counters', () => {
    const s = april();
    s.rng = rngFor([6]);
    const { log, state } = logOf(s, [{ t: 'negotiate', from: 'helvetii', to: 'sequani' }, { t: 'mobilise', tribe: 'lingones' }]);
    expect(texts(log)).toContain('The Lingones join the Helvetii: Lingones deploy in Lingones, outside their oppida.');
    expect(state.control.lingones).toBe('gallic');
  });

  it('offered only in the Gallic movement phase, before any move, once per phase, never to a region named before', () => {
    const s = april();
    expect(negotiateLegal(s)).toEqual([{ t: 'negotiate', from: 'helvetii', to: 'sequani' }]);
    const sel = structuredClone(s);
    sel.selection = { region: 'helvetii', place: null, leaders: ['orgetorix'], units: [] };
    expect(negotiateLegal(sel)).toEqual([]);
    const mob = structuredClone(s);
    mob.mobilise = ['lingones'];
    expect(negotiateLegal(mob)).toEqual([]);
    const named = structuredClone(s);
    named.negotiations = [{ from: 'x', to: 'sequani', turn: 0, roll: 3, result: 'none' }];
    expect(negotiateLegal(named)).toEqual([]);
    const rom = structuredClone(s);
    rom.step = 'roman.move';
    expect(negotiateLegal(rom)).toEqual([]);
    const moved = structuredClone(s);
    moved.moved = ['x'];
    expect(negotiateLegal(moved)).toEqual([]);
  });

  it('a Helvetian piece inside a place or off the map offers no negotiation from its region', () => {
    const s = april();
    for (const id of Object.keys(s.units)) if (s.units[id].region === 'helvetii') s.units[id].place = 'somewhere';
    for (const id of Object.keys(s.leaders)) if (s.leaders[id].region === 'helvetii') s.leaders[id].out = 'killed';
    expect(negotiateLegal(s)).toEqual([]);
  });
});
