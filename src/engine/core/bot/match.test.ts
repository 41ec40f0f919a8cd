/** playMatch: seats see views and legal lists only; an answer that is not an entry of the list is refused. */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, SYSTEM_LEVELS, botLevel } from './levels';
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

  it('levels grow in budget, for every system', () => {
    for (const levels of [BOT_LEVELS, ...Object.values(SYSTEM_LEVELS)]) {
      expect(levels.easy.iterations).toBeLessThan(levels.normal.iterations);
      expect(levels.normal.iterations).toBeLessThan(levels.hard.iterations);
      expect(levels.easy.playoutDepth).toBeLessThanOrEqual(levels.normal.playoutDepth);
      expect(levels.normal.playoutDepth).toBeLessThanOrEqual(levels.hard.playoutDepth);
    }
    expect(botLevel('duel', 'normal')).toBe(BOT_LEVELS.normal);
    for (const [id, levels] of Object.entries(SYSTEM_LEVELS)) expect(botLevel(id, 'hard')).toBe(levels.hard);
  });
});
