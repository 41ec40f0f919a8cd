/**
 * determinizeAc on real positions: the sampled state agrees with the view on everything the view
 * shows, its legal list is the real one, its hidden parts are drawn (they vary with the bot's
 * generator, within what the rules and the view allow) and its dice are not the true state's.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import { deepFreeze } from '../../core/deepFreeze';
import { acUnit, AC_IDS } from '../data/units';
import { alesiaClassic } from '../system';
import type { AcSide, AcState } from '../state';
import { determinizeAc } from './determinize';
import { choicePositions, gamePositions } from './testPositions';

const game = gamePositions('bot-det', 700, { fire: 'ask', hiddenStacks: true });
const keys = (s: AcState) => alesiaClassic.legalActions(s).map(alesiaClassic.actionKey);

describe('Alesia bot: determinize', () => {
  for (const side of ['roman', 'gallic'] as AcSide[]) {
    it(`${side}: agrees with the view, keeps the legal list, reseeds the dice`, () => {
      const positions = choicePositions(game, side, 20);
      expect(positions.length).toBeGreaterThan(5);
      for (const [n, s] of positions.entries()) {
        const v = deepFreeze(alesiaClassic.view(s, side));
        const [d] = determinizeAc(v, side, seedRng(n));
        expect(alesiaClassic.toAct(d)).toBe(side);
        expect(alesiaClassic.view(d, side)).toEqual(v);
        expect(keys(d)).toEqual(keys(s));
        expect(d.rng).not.toEqual(s.rng);
        // Every counter has a place; the Roman's unseen Gauls fill each box the chart shows.
        expect(d.units.every((u) => !!u?.loc)).toBe(true);
        if (side === 'roman' && s.phase !== 'roman-redeploy') {
          for (const z of v.presence) expect(d.units.some((u, i) => u.loc.at === 'obmc' && u.loc.zone === z && acUnit(AC_IDS[i]).side === 'gallic')).toBe(true);
          expect(d.units.filter((u) => u.loc.at === 'town').length).toBe(v.inTown);
        }
      }
    });
  }

  it('roman: the hidden Gauls are sampled, not copied — other seeds, other boxes', () => {
    const s = choicePositions(game, 'roman').find((x) => x.phase === 'roman-move' && x.presence.length > 1)!;
    expect(s).toBeDefined();
    const v = alesiaClassic.view(s, 'roman');
    const where = (x: AcState) => JSON.stringify(x.units.map((u) => (u.loc.at === 'obmc' ? u.loc.zone : u.loc.at)));
    const samples = new Set([0, 1, 2, 3, 4].map((k) => where(determinizeAc(v, 'roman', seedRng(`k${k}`))[0])));
    expect(samples.size).toBeGreaterThan(1);
    // The true boxes are one possibility among many, not what the sampler returns.
    expect(samples.has(where(s))).toBe(false);
  });

  it('roman: the secret coordination counter is drawn from 1–3 (two players, garrison not yet free)', () => {
    const s = choicePositions(game, 'roman').find((x) => x.coordination.releaseTurn === null)!;
    const v = alesiaClassic.view(s, 'roman');
    expect(v.coordination.delay).toBeNull();
    const delays = new Set([...Array(12).keys()].map((k) => determinizeAc(v, 'roman', seedRng(k))[0].coordination.delay));
    expect([...delays].sort()).toEqual([1, 2, 3]);
    for (let k = 0; k < 12; k++) {
      const c = determinizeAc(v, 'roman', seedRng(k))[0].coordination;
      if (c.releaseTurn !== null) expect(c.releaseTurn).toBeGreaterThan(s.turn);
    }
  });

  it('is a pure function of view, side and generator', () => {
    const s = choicePositions(game, 'roman')[3];
    const v = deepFreeze(alesiaClassic.view(s, 'roman'));
    const [a, ra] = determinizeAc(v, 'roman', seedRng(9));
    const [b, rb] = determinizeAc(v, 'roman', seedRng(9));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(ra).toEqual(rb);
  });
});

describe('Alesia bot: determinize, four players with secret spheres (AC 17.8)', () => {
  const four = gamePositions('bot-four', 300, { players: 4, secretSpheres: true, hiddenStacks: true });

  it('gallic: samples the hidden first zone of Caesar’s half; the view and the legal list agree', () => {
    const positions = choicePositions(four, 'gallic', 30);
    expect(positions.length).toBeGreaterThan(3);
    for (const [n, s] of positions.entries()) {
      const v = alesiaClassic.view(s, 'gallic');
      expect(v.options.caesarFrom).toBeUndefined();
      const [d] = determinizeAc(v, 'gallic', seedRng(n));
      expect(alesiaClassic.view(d, 'gallic')).toEqual(v);
      expect(keys(d)).toEqual(keys(s));
    }
    const v = alesiaClassic.view(positions[0], 'gallic');
    const zones = new Set([...Array(10).keys()].map((k) => determinizeAc(v, 'gallic', seedRng(k))[0].options.caesarFrom));
    expect(zones.size).toBeGreaterThan(1);
  });

  it('roman: three or four players draw no coordination counter (AC 18.2)', () => {
    const s = choicePositions(four, 'roman')[0];
    for (let k = 0; k < 5; k++) expect(determinizeAc(alesiaClassic.view(s, 'roman'), 'roman', seedRng(k))[0].coordination.delay).toBeNull();
  });
});
