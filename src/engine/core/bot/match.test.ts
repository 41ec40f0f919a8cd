/** playMatch: seats see views and legal lists only; an answer that is not an entry of the list is refused. */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, botLevel, SYSTEM_LEVELS } from './levels';
import { botSeat, playMatch, randomSeat } from './match';
import { deal, duel, type DuelAction, type DuelSide, type DuelView } from './toy/duel';
import { duelBot } from './toy/duelBot';

describe('playMatch (core/bot)', () => {
  it('plays a game to its end between the bot and random play', () => {
    const bot = botSeat(duel, duelBot, { ...BOT_LEVELS.easy, seed: 1 });
    const r = playMatch(duel, deal('m'), { a: bot, b: randomSeat<DuelAction, DuelView, DuelSide>('r') }, 100);
    expect(r.outcome).not.toBeNull();
    expect(r.actions).toBe(10);
  });

  it('refuses an answer that is a copy, not an entry, of the legal list', () => {
    const copy = (_v: DuelView, _s: DuelSide, legal: readonly DuelAction[]) => ({ ...legal[0] });
    expect(() => playMatch(duel, deal('m'), { a: copy, b: copy }, 100)).toThrow(/not an entry/);
  });

  it('stops at the cap with no outcome', () => {
    const r = playMatch(duel, deal('m'), { a: randomSeat('x'), b: randomSeat('y') }, 3);
    expect(r).toMatchObject({ actions: 3, outcome: null });
  });

  it('levels grow in budget', () => {
    expect(BOT_LEVELS.easy.iterations).toBeLessThan(BOT_LEVELS.normal.iterations);
    expect(BOT_LEVELS.normal.iterations).toBeLessThan(BOT_LEVELS.hard.iterations);
    // A system's own budgets (levels.ts SYSTEM_LEVELS) grow too; other systems get the common ones.
    for (const own of Object.values(SYSTEM_LEVELS)) {
      expect(own.easy.iterations).toBeLessThan(own.normal.iterations);
      expect(own.normal.iterations).toBeLessThan(own.hard.iterations);
      expect(own.easy.playoutDepth).toBeLessThanOrEqual(own.normal.playoutDepth);
      expect(own.normal.playoutDepth).toBeLessThanOrEqual(own.hard.playoutDepth);
    }
    expect(botLevel('alesia-gboh', 'normal')).toBe(SYSTEM_LEVELS['alesia-gboh'].normal);
    expect(botLevel('bellum', 'normal')).toBe(BOT_LEVELS.normal);
  });
});
