/**
 * The search (core/bot) on real Alesia positions: its answer is an entry of the legal list, the same
 * inputs give the same answer, frozen inputs are not written; and a few capped games of the bot
 * against random play stay legal and terminate.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { search } from '../../core/bot/ismcts';
import { botSeat, playMatch, randomSeat } from '../../core/bot/match';
import { alesiaClassic } from '../system';
import type { AcAction } from '../actions';
import type { AcSide } from '../state';
import type { AcView } from '../view';
import { deployed } from '../testing';
import { alesiaClassicBot } from './adapter';
import { choicePositions, gamePositions } from './testPositions';

const game = gamePositions('bot-det', 700, { fire: 'ask', hiddenStacks: true });
const opts = { iterations: 6, seed: 'search', playoutDepth: 5 };

describe('Alesia bot: search', () => {
  for (const side of ['roman', 'gallic'] as AcSide[]) {
    it(`${side}: answers an entry of the legal list, the same each time, without writing into frozen inputs`, () => {
      for (const [n, s0] of choicePositions(game, side, 1000).entries()) {
        const s = deepFreeze(s0);
        const v = deepFreeze(alesiaClassic.view(s, side));
        const legal = alesiaClassic.legalActions(s);
        const before = JSON.stringify([s, v]);
        const r = search(alesiaClassic, alesiaClassicBot, v, side, legal, { ...opts, seed: n });
        expect(legal).toContain(r.action);
        expect(r.wasted).toBe(0);
        expect(JSON.stringify([s, v])).toBe(before);
        const again = search(alesiaClassic, alesiaClassicBot, v, side, legal, { ...opts, seed: n });
        expect(again).toEqual(r);
      }
    });
  }

  it('the bot against random play, either side: legal throughout, ends at the cap or the game end', () => {
    for (const botSide of ['roman', 'gallic'] as AcSide[]) {
      const start = deployed(`arena-${botSide}`, { fire: 'ask' });
      const bot = botSeat(alesiaClassic, alesiaClassicBot, { iterations: 3, seed: botSide, playoutDepth: 3 });
      const rand = randomSeat<AcAction, AcView, AcSide>(botSide);
      const r = playMatch(alesiaClassic, start, botSide === 'roman' ? { roman: bot, gallic: rand } : { roman: rand, gallic: bot }, 80);
      expect(r.actions === 80 || r.outcome !== null).toBe(true);
    }
  });
});
