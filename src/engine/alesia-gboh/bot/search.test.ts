/**
 * The search (core/bot) on real GBoH positions, and a bounded arena: its answer is an entry of the
 * legal list, the same inputs give the same answer, frozen inputs are not written, and a copy of the
 * view that shares no object with the true state gives the same answer (nothing reaches the bot but
 * the view's contents). Short capped games of the bot against uniform random play stay legal and
 * keep moving (Activation Phases go by), for each scenario and side; and a 12.1 game runs to its end.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { search } from '../../core/bot/ismcts';
import { botSeat, playMatch, randomSeat, type Seat } from '../../core/bot/match';
import type { AgAction } from '../actions';
import { alesiaGboh } from '../system';
import type { AgScenarioId, AgSide } from '../state';
import { seedRng, type RngState } from '../../core/rng';
import type { AgState } from '../state';
import { deployed } from '../testing';
import { policyAg } from './policy';
import type { AgView } from '../view';
import { viewFor } from '../view';
import { alesiaGbohBot } from './index';
import { choicePositions, gamePositions } from './testPositions';

const opts = { iterations: 4, seed: 'search', playoutDepth: 4 };
const SCENARIOS: AgScenarioId[] = ['12.1', '12.2', '12.3'];

/** The first Activation Phase: the sample deployment, the Gaul's plan and placement made by the policy. */
function firstPhase(sc: AgScenarioId, seed: string): AgState {
  let s = deployed(sc, seed);
  let rng: RngState = seedRng(seed);
  while (s.step === 'planning' || s.step === 'initial') {
    let a: AgAction;
    [a, rng] = policyAg(s, alesiaGboh.legalActions(s), rng);
    const r = alesiaGboh.apply(s, a);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
  }
  return s;
}

describe('GBoH bot: search', { timeout: 240_000 }, () => {
  for (const sc of SCENARIOS) {
    it(`${sc}: answers an entry of the list, the same each time and from a detached copy of the view, writing nothing`, () => {
      const game = gamePositions(sc, 'search', 60);
      for (const side of ['roman', 'gallic'] as AgSide[]) {
        for (const [n, s0] of choicePositions(game, side, 1000).slice(0, 2).entries()) {
          const s = deepFreeze(s0);
          const v = deepFreeze(viewFor(s, side));
          const legal = alesiaGboh.legalActions(s);
          const before = JSON.stringify([s, v]);
          const r = search(alesiaGboh, alesiaGbohBot, v, side, legal, { ...opts, seed: n });
          expect(legal).toContain(r.action);
          expect(r.wasted).toBe(0);
          expect(JSON.stringify([s, v])).toBe(before);
          const detached = JSON.parse(JSON.stringify(v)) as AgView;
          const again = search(alesiaGboh, alesiaGbohBot, detached, side, legal, { ...opts, seed: n });
          expect(alesiaGboh.actionKey(again.action)).toBe(alesiaGboh.actionKey(r.action));
        }
      }
    });
  }

  for (const sc of SCENARIOS) {
    for (const side of ['roman', 'gallic'] as AgSide[]) {
      it(`${sc}: a capped game of the bot as ${side} against random play is legal and moves on`, () => {
        const start = firstPhase(sc, `arena-${side}`);
        const seen: { view: AgView; side: AgSide }[] = [];
        const bot = botSeat(alesiaGboh, alesiaGbohBot, { iterations: 2, playoutDepth: 2, seed: `arena-${sc}` });
        // The bot's seat is handed its side's view only; it must always be the side to act's.
        const watched: Seat<AgAction, AgView, AgSide> = (view, s, legal, ply) => {
          seen.push({ view, side: s });
          return bot(view, s, legal, ply);
        };
        const other: AgSide = side === 'roman' ? 'gallic' : 'roman';
        const r = playMatch(alesiaGboh, start, { [side]: watched, [other]: randomSeat(`arena-${sc}`) } as Record<AgSide, Seat<AgAction, AgView, AgSide>>, 50);
        expect(r.actions).toBe(r.outcome ? r.actions : 50);
        expect(seen.length).toBeGreaterThan(0);
        for (const x of seen) expect(x.view.side).toBe(side);
        // Phases went by: neither the bot nor the game got stuck in one step.
        expect(r.state.ap.phases + (r.state.ap.n - start.ap.n) * 100).toBeGreaterThan(start.ap.phases);
      });
    }
  }

  it('12.1: a game with the bot as Roman runs to its end when the Gaul calls the assault off (reading X1)', () => {
    const start = firstPhase('12.1', 'arena-end');
    const random = randomSeat<AgAction, AgView, AgSide>('arena-end');
    const gaul: Seat<AgAction, AgView, AgSide> = (view, s, legal, ply) => legal.find((a) => a.t === 'callOff') ?? random(view, s, legal, ply);
    const bot = botSeat(alesiaGboh, alesiaGbohBot, { iterations: 2, playoutDepth: 2, seed: 'arena-end' });
    const r = playMatch(alesiaGboh, start, { roman: bot, gallic: gaul }, 200);
    expect(r.outcome?.winner).toBe('roman');
    expect(alesiaGboh.toAct(r.state)).toBeNull();
  });
});
