/**
 * Fairness on the toy game: the bot's choice depends only on its view. Two true states that differ
 * in the other player's hidden hand and in the generator of future dice give the same choice — and
 * the probe is shown to catch a bot that peeks at either.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextIndex, seedRng, type RngState } from '../rng';
import type { BotAdapter } from './adapter';
import { fairnessProbe } from './fairness';
import { DECK, duel, other, type DuelAction, type DuelSide, type DuelState, type DuelView } from './toy/duel';
import { duelBot } from './toy/duelBot';
import { randomPosition } from './toy/positions';

const opts = { iterations: 120, seed: 'fair', playoutDepth: 20 };

/** The same position with the other player's hand redrawn from the cards the mover has not seen. */
function reshuffleHidden(s: DuelState, seed: number): DuelState {
  const side = duel.toAct(s)!;
  const foe = other(side);
  const seen = new Set<number>(s.hands[side]);
  for (const [, l, f] of s.history) seen.add(l).add(f);
  if (s.led !== null) seen.add(s.led);
  const pool = Array.from({ length: DECK }, (_, i) => i + 1).filter((c) => !seen.has(c));
  let rng = seedRng(`hide:${seed}`);
  const hand: number[] = [];
  for (let i = 0; i < s.hands[foe].length; i++) {
    let j: number;
    [j, rng] = nextIndex(rng, pool.length);
    hand.push(pool.splice(j, 1)[0]);
  }
  return { ...s, hands: { ...s.hands, [foe]: hand.sort((x, y) => x - y) } };
}
const redice = (s: DuelState, seed: number): DuelState => ({ ...s, rng: seedRng(`dice:${seed}`) });

const position = fc.tuple(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 1e6 }));

describe('fairness (core/bot)', () => {
  it('the choice does not change with the hidden hand', () => {
    fc.assert(
      fc.property(position, ([seed, steps, alt]) => {
        const s = randomPosition(seed, steps);
        fc.pre(duel.toAct(s) !== null);
        const p = fairnessProbe(duel, duelBot, s, reshuffleHidden(s, alt), opts);
        expect(p.sameView).toBe(true);
        expect(p.choiceB).toBe(p.choiceA);
      }),
      { numRuns: 40 },
    );
  });

  it('the choice does not change with the future dice', () => {
    fc.assert(
      fc.property(position, ([seed, steps, alt]) => {
        const s = randomPosition(seed, steps);
        fc.pre(duel.toAct(s) !== null);
        const p = fairnessProbe(duel, duelBot, s, redice(s, alt), opts);
        expect(p.sameView).toBe(true);
        expect(p.choiceB).toBe(p.choiceA);
      }),
      { numRuns: 40 },
    );
  });

  it('determinize keeps what the view shows, samples the hidden hand and reseeds the dice', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = randomPosition(seed, seed % 9);
      const side = duel.toAct(s)!;
      const v = duel.view(s, side);
      const hands = new Set<string>();
      let rng: RngState = seedRng(seed);
      for (let k = 0; k < 8; k++) {
        let d: DuelState;
        [d, rng] = duelBot.determinize(v, side, rng);
        expect(duel.view(d, side)).toEqual(v);
        expect(d.rng).not.toEqual(s.rng);
        expect(duel.legalActions(d)).toEqual(duel.legalActions(s));
        hands.add(String(d.hands[other(side)]));
      }
      if (s.hands[other(side)].length >= 2) expect(hands.size).toBeGreaterThan(1);
    }
  });

  // The probe can fail: bots that peek are caught.
  type Peek = DuelView & { peekHand: readonly number[]; peekDice: RngState };
  const leaky = { ...duel, view: (s: DuelState, side: DuelSide): Peek => ({ ...duel.view(s, side), peekHand: s.hands[other(side)], peekDice: s.rng }) };
  const cheat = (what: 'hand' | 'dice'): BotAdapter<DuelState, DuelAction, Peek, DuelSide> => ({
    ...duelBot,
    determinize(v, side, rng0) {
      const [d, rng] = duelBot.determinize(v, side, rng0);
      return [what === 'hand' ? { ...d, hands: { ...d.hands, [other(side)]: v.peekHand } } : { ...d, rng: v.peekDice }, rng];
    },
  });

  it('catches a bot that reads the hidden hand', () => {
    let caught = 0;
    for (let seed = 0; seed < 40 && !caught; seed++) {
      const s = randomPosition(seed, 2 + (seed % 5));
      if (!duel.toAct(s)) continue;
      const p = fairnessProbe(leaky, cheat('hand'), s, reshuffleHidden(s, seed), opts);
      if (!p.sameView || p.choiceA !== p.choiceB) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });

  it('catches a bot that knows the future dice', () => {
    let differ = 0;
    for (let seed = 0; seed < 40; seed++) {
      const s = randomPosition(seed, 2 + (seed % 5));
      if (!duel.toAct(s)) continue;
      const p = fairnessProbe(leaky, cheat('dice'), s, redice(s, seed), opts);
      expect(p.sameView).toBe(false); // the leak is in the view itself…
      if (p.choiceA !== p.choiceB) differ++;
    }
    expect(differ).toBeGreaterThan(0); // …and the cheat's choices follow the dice
  });
});
