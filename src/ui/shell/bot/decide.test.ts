/**
 * One decision as the app asks it (decide.ts, client.ts): an index into the legal list, cut by the
 * caller's clock at the level's cap, the same for the same request; the registry entry's line loads
 * Alesia's bot; a request carries a view that went through structured cloning (as to a Worker).
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../../engine/core/bot/levels';
import { search } from '../../../engine/core/bot/ismcts';
import { duel } from '../../../engine/core/bot/toy/duel';
import { duelBot } from '../../../engine/core/bot/toy/duelBot';
import { randomPosition } from '../../../engine/core/bot/toy/positions';
import { alesiaClassic } from '../../../engine/alesia-classic/system';
import { bellum } from '../../../engine/bellum/system';
import { choicePositions as bgChoices, gamePositions as bgGame } from '../../../engine/bellum/bot/testPositions';
import { alesiaGboh } from '../../../engine/alesia-gboh/system';
import { deployed as agDeployed } from '../../../engine/alesia-gboh/testing';
import { choicePositions, gamePositions } from '../../../engine/alesia-classic/bot/testPositions';
import { inThreadClient } from './client';
import { decide, WALL_MS } from './decide';
import { BOT_ENTRIES, loadBot } from './loadBot';
import { SYSTEMS } from '../../registry';
import type { BotRequest, SystemBot } from './types';

const toyBot: SystemBot = { system: duel, adapter: duelBot };

function duelRequest(seed: number, level: BotRequest['level'] = 'easy'): BotRequest {
  const s = randomPosition(seed, seed % 5);
  const side = duel.toAct(s)!;
  return { system: 'duel', side, view: structuredClone(duel.view(s, side)), legal: structuredClone(duel.legalActions(s)), level, seed: `g:${seed}` };
}

/** A clock that moves `step` ms at each reading, counting its readings. */
function fakeClock(step: number) {
  const c = { now: 0, reads: 0, read: () => ((c.reads += 1), (c.now += step)) };
  return c;
}

describe('one decision of the computer', () => {
  it('answers an index into the legal list, the same for the same request', () => {
    for (let seed = 0; seed < 6; seed++) {
      const req = duelRequest(seed);
      const i = decide(toyBot, req, fakeClock(0).read);
      expect(Number.isInteger(i) && i >= 0 && i < req.legal.length).toBe(true);
      expect(decide(toyBot, duelRequest(seed), fakeClock(0).read)).toBe(i);
    }
  });

  it("stops at the level's wall-time cap: the clock is read once per iteration after the first", () => {
    const req = duelRequest(4, 'normal');
    expect(req.legal.length).toBeGreaterThan(1);
    // 100 ms an iteration against normal's cap: the search stops after cap/100 readings.
    const slow = fakeClock(100);
    decide(toyBot, req, slow.read);
    expect(slow.reads).toBe(WALL_MS.normal / 100 + 1);
    // A clock that never moves never stops it: the search runs as it would without a clock (its
    // budget, or fewer once the answer is decided) — one reading per iteration after the first, plus the start.
    const still = fakeClock(0);
    decide(toyBot, req, still.read);
    const { iterations, playoutDepth } = BOT_LEVELS.normal;
    const unstopped = search(duel, duelBot, req.view, req.side, req.legal, { iterations, playoutDepth, seed: req.seed });
    expect(unstopped.iterations).toBeGreaterThan(WALL_MS.normal / 100 + 1);
    expect(still.reads).toBe(unstopped.iterations);
  });

  it('the caps grow with the level, and bound "normal" by the issue\'s 1 s P95 target', () => {
    expect(WALL_MS.easy).toBeLessThan(WALL_MS.normal);
    expect(WALL_MS.normal).toBeLessThan(WALL_MS.hard);
    expect(WALL_MS.normal).toBeLessThanOrEqual(1_000);
  });

  it('Alesia: the registry line loads the bot, which answers from the Roman view alone', async () => {
    const bot = await loadBot('alesia-classic');
    expect(bot.system.id).toBe('alesia-classic');
    const s = choicePositions(gamePositions('bot-app', 300), 'roman', 1000)[0];
    const legal = alesiaClassic.legalActions(s);
    const req: BotRequest = { system: 'alesia-classic', side: 'roman', view: structuredClone(alesiaClassic.view(s, 'roman')), legal: structuredClone(legal), level: 'easy', seed: 'x' };
    // A clock past the cap at once: one iteration, quickly.
    const i = decide(bot, req, fakeClock(WALL_MS.easy).read);
    expect(alesiaClassic.apply(s, legal[i]).ok).toBe(true);
    await expect(loadBot('no-such-game')).rejects.toThrow(/No computer opponent/);
  });

  it('Bellum and Alésia (GBoH): their registry lines load their bots, which answer from a side’s view alone', async () => {
    const bg = await loadBot('bellum');
    expect(bg.system.id).toBe('bellum');
    const b = bgChoices(bgGame('helvetii', 'bot-app', 200), 'roman', 10)[0];
    const bLegal = bellum.legalActions(b);
    const bi = decide(bg, { system: 'bellum', side: 'roman', view: structuredClone(bellum.view(b, 'roman')), legal: structuredClone(bLegal), level: 'easy', seed: 'x' }, fakeClock(WALL_MS.easy).read);
    expect(bellum.apply(b, bLegal[bi]).ok).toBe(true);
    const ag = await loadBot('alesia-gboh');
    expect(ag.system.id).toBe('alesia-gboh');
    const g = agDeployed('12.1', 'bot-app');
    const side = alesiaGboh.toAct(g)!;
    const gLegal = alesiaGboh.legalActions(g);
    const gi = decide(ag, { system: 'alesia-gboh', side, view: structuredClone(alesiaGboh.view(g, side)), legal: structuredClone(gLegal), level: 'easy', seed: 'x' }, fakeClock(WALL_MS.easy).read);
    expect(alesiaGboh.apply(g, gLegal[gi]).ok).toBe(true);
  });

  it("the bots the Worker finds are exactly the registry entries' bot lines", () => {
    const lines = SYSTEMS.filter((e) => e.bot).map((e) => [e.id, e.bot]);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines).toEqual(lines.map(([id]) => [id, BOT_ENTRIES.get(id as string)]));
    expect(BOT_ENTRIES.size).toBe(lines.length);
  });

  it('in-thread: answers after the current task, and a cancelled job never answers', async () => {
    const client = inThreadClient(async () => toyBot, fakeClock(0).read);
    const req = duelRequest(2);
    let settled = false;
    const job = client.decide(req);
    void job.result.then(() => (settled = true));
    expect(settled).toBe(false);
    expect(await job.result).toBe(decide(toyBot, req, fakeClock(0).read));
    const dropped = client.decide(req);
    let answered = false;
    void dropped.result.then(() => (answered = true));
    dropped.cancel();
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBe(false);
  });
});
