/**
 * BG 6.1.5 victory and the end of the game; BG 4.4.1 secret declarations; scenario rule flags
 * (BG 6.2.7); BG 3.3.3 winter marches into the mountains.
 */
import { describe, expect, it } from 'vitest';
import type { DieRollEntry, TextEntry } from '../core/log';
import { Ctx } from './ctx';
import { aquitaniaVictory, checkEndOfGame, victoryCheck } from './victory';
import { decisionIsSecret, pendingSecret } from './secrecy';
import { firstMover, inGroup, mayUsePlaces, placesBarRule, scenarioOf } from './scenarioRules';
import { needsWinterMountainRoll, winterMountainAttrition } from './winterMarch';
import { aquitania, emptyAtRomanMove } from './testing/states';
import { helvetii } from './testing/helvetii';
import type { BellumState } from './state';

const FIVE = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi'];

describe('BG 6.1.5 — Aquitania', () => {
  const won = (): BellumState => {
    const s = aquitania();
    s.control.tarbelli = 'roman';
    s.control.bigerriones = 'roman';
    s.destroyed = ['sotiates-oppidum'];
    return s;
  };

  it('Rome wins with both regions pro-Roman and the Sotiates\' oppidum destroyed; each condition is listed', () => {
    const v = aquitaniaVictory(won());
    expect(v.winner).toBe('roman');
    expect(v.details).toEqual([
      { text: 'Tarbelli pro-Roman', met: true },
      { text: 'Bigerriones pro-Roman', met: true },
      { text: 'Oppidum of the Sotiates destroyed', met: true },
    ]);
    expect(v.rule).toBe('BG 6.1.5');
    expect(v.refs).toEqual(['tarbelli', 'bigerriones']);
    expect(v.reason).toBe('Crassus has pacified Aquitania — Tarbelli pro-Roman: yes; Bigerriones pro-Roman: yes; Oppidum of the Sotiates destroyed: yes.');
  });

  it('any condition missing: the Gauls win', () => {
    for (const miss of [(s: BellumState) => { s.control.tarbelli = 'contested'; }, (s: BellumState) => { s.control.bigerriones = 'gallic'; }, (s: BellumState) => { s.destroyed = []; }]) {
      const s = won();
      miss(s);
      expect(aquitaniaVictory(s).winner).toBe('gallic');
    }
    const s = won();
    s.destroyed = [];
    expect(aquitaniaVictory(s).reason).toBe('The Aquitani hold out — Tarbelli pro-Roman: yes; Bigerriones pro-Roman: yes; Oppidum of the Sotiates destroyed: no.');
  });

  it('a scenario without conditions ends as a draw', () => {
    const s = aquitania();
    s.scenario = 'no-such';
    expect(victoryCheck(s)).toEqual({ winner: 'draw', details: [], rule: 'BG 6', refs: [], reason: 'This scenario has no victory conditions.' });
    expect(victoryCheck(won()).winner).toBe('roman');
  });

  it('the game ends only at the end of the last turn of the last year, with the verdict logged', () => {
    const s = won();
    s.turn = s.endTurn;
    s.year = s.endYear;
    const ctx = new Ctx(s);
    expect(checkEndOfGame(ctx)).toBe(true);
    expect(s.outcome).toEqual({ winner: 'roman', reason: aquitaniaVictory(s).reason });
    const line = ctx.log[0] as TextEntry;
    expect(line).toMatchObject({ kind: 'text', side: null, text: `Game over. ${aquitaniaVictory(s).reason}`, rule: 'BG 6.1.5', heading: true });
    expect(line.refs).toEqual([{ kind: 'region', id: 'tarbelli' }, { kind: 'region', id: 'bigerriones' }]);
    for (const [turn, year] of [[s.endTurn - 1, s.endYear], [s.endTurn, s.endYear + 1]]) {
      const t = won();
      t.turn = turn;
      t.year = year;
      const c = new Ctx(t);
      expect(checkEndOfGame(c)).toBe(false);
      expect(t.outcome).toBeNull();
      expect(c.log).toEqual([]);
    }
  });
});

describe('BG 4.4.1 — the secret battle-evasion declaration', () => {
  const declaring = (evade: Record<string, boolean | undefined> | undefined, kind = 'battleEvade'): BellumState => {
    const s = aquitania();
    s.combat = { encounters: [{ region: 'tarbelli', kind: 'battle', evade }], index: 0, pending: { kind } } as never;
    return s;
  };
  it('the declaration is secret while it is being made; no other decision is', () => {
    expect(decisionIsSecret(declaring({}))).toBe(true);
    expect(decisionIsSecret(declaring({}, 'retreat'))).toBe(false);
    expect(decisionIsSecret(aquitania())).toBe(false);
  });
  it('a declaration made and not yet revealed is a pending secret; none made, none', () => {
    expect(pendingSecret(declaring({ roman: true }))).toEqual({ rule: 'BG 4.4.1', reason: 'a battle-evasion declaration is made and not yet revealed' });
    expect(pendingSecret(declaring({ gallic: false }))).not.toBeNull();
    expect(pendingSecret(declaring({ roman: undefined }))).toBeNull();
    expect(pendingSecret(declaring({}))).toBeNull();
    expect(pendingSecret(declaring(undefined))).toBeNull();
    expect(pendingSecret(declaring({ roman: true }, 'retreat'))).toBeNull();
    expect(pendingSecret(aquitania())).toBeNull();
  });
});

describe('scenario rule flags', () => {
  it('groups: listed pieces, a side, or the tribes\' units and chiefs', () => {
    expect(inGroup('caesar', { name: 'x', pieces: ['caesar'] })).toBe(true);
    expect(inGroup('caesar', { name: 'x', side: 'roman' })).toBe(true);
    expect(inGroup('caesar', { name: 'x', side: 'gallic' })).toBe(false);
    expect(inGroup('helvetii-inf', { name: 'x', tribes: ['helvetii'] })).toBe(true);
    expect(inGroup('orgetorix', { name: 'x', tribes: ['helvetii'] })).toBe(true);
    expect(inGroup('orgetorix', { name: 'x', tribes: ['aedui'] })).toBe(false);
    expect(inGroup('orgetorix', { name: 'x' })).toBe(false);
    expect(inGroup('legio-x', { name: 'x', tribes: ['helvetii'] })).toBe(false); // no tribe
    expect(inGroup('nobody', { name: 'x', side: 'roman', tribes: ['helvetii'] })).toBe(false);
  });

  it('BG 6.2.7: the Helvetian column and the Germans may not use oppida; others may; 6.1 bars nobody', () => {
    const s = helvetii();
    expect(placesBarRule(s, 'helvetii-inf')).toBe('BG 6.2.7');
    expect(placesBarRule(s, 'german-inf-1')).toBe('BG 6.2.7');
    expect(placesBarRule(s, 'sequani-inf')).toBeNull();
    expect(mayUsePlaces(s, ['sequani-inf', 'aedui-inf'])).toBe(true);
    expect(mayUsePlaces(s, ['sequani-inf', 'helvetii-inf'])).toBe(false);
    const a = aquitania();
    expect(placesBarRule(a, 'helvetii-inf')).toBeNull();
  });

  it('who moves first: Rome, unless the scenario reverses phases II and III', () => {
    expect(firstMover(aquitania())).toBe('roman');
    expect(firstMover(helvetii())).toBe('gallic');
    const s = aquitania();
    s.scenario = 'no-such';
    expect(firstMover(s)).toBe('roman');
    expect(scenarioOf(s)).toBeUndefined();
  });
});

describe('BG 3.3.3 — a winter march into the mountains', () => {
  it('an army crossing into a mountain region in the Winter turn rolls; not within the region, not in the plain, not a smaller force, not after Winter', () => {
    expect(needsWinterMountainRoll(1, 'tarbelli', 'bigerriones', FIVE)).toBe(true);
    expect(needsWinterMountainRoll(1, 'bigerriones', 'bigerriones', FIVE)).toBe(false);
    expect(needsWinterMountainRoll(1, 'bigerriones', 'tarbelli', FIVE)).toBe(false);
    expect(needsWinterMountainRoll(1, 'tarbelli', 'bigerriones', FIVE.slice(0, 4))).toBe(false);
    expect(needsWinterMountainRoll(2, 'tarbelli', 'bigerriones', FIVE)).toBe(false);
  });

  it('the roll is on the Attrition Table for the mountain, named for the march', () => {
    const s = emptyAtRomanMove('winter');
    s.turn = 1;
    const ctx = new Ctx(s);
    winterMountainAttrition(ctx, 'roman', 'tarbelli', 'bigerriones', FIVE);
    const r = ctx.log.find((e): e is DieRollEntry => e.kind === 'roll')!;
    expect(r).toMatchObject({ side: 'roman', rule: 'BG 3.3.3', purpose: 'Roman winter march into the mountains of Bigerriones (5 units, mountain)' });
    const none = new Ctx(s);
    winterMountainAttrition(none, 'roman', 'tarbelli', 'bigerriones', FIVE.slice(0, 4));
    expect(none.log).toEqual([]);
  });
});
