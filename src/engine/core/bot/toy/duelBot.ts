/** The toy game's bot adapter: samples the other hand from the unseen cards, reseeds the dice. */
import { nextIndex, type RngState } from '../../rng';
import type { BotAdapter } from '../adapter';
import { reseed } from '../reseed';
import { DECK, HAND, other, type DuelAction, type DuelSide, type DuelState, type DuelView } from './duel';

export const duelBot: BotAdapter<DuelState, DuelAction, DuelView, DuelSide> = {
  determinize(v, side, rng0) {
    let rng = rng0;
    // The other hand: any `otherCount` of the cards this side has not seen (not its own, not played).
    const seen = new Set<number>(v.hand);
    for (const [, l, f] of v.history) seen.add(l).add(f);
    if (v.led !== null) seen.add(v.led);
    const unseen = Array.from({ length: DECK }, (_, i) => i + 1).filter((c) => !seen.has(c));
    const hidden: number[] = [];
    for (let i = 0; i < v.otherCount; i++) {
      let j: number;
      [j, rng] = nextIndex(rng, unseen.length);
      hidden.push(unseen.splice(j, 1)[0]);
    }
    let dice: RngState;
    [dice, rng] = reseed(rng);
    const hands = { [side]: [...v.hand], [other(side)]: hidden.sort((x, y) => x - y) } as Record<DuelSide, number[]>;
    return [{ hands, leader: v.leader, prize: v.prize, led: v.led, points: { ...v.points }, history: v.history, rng: dice }, rng];
  },
  evaluate(s, side) {
    const me = s.points[side] - s.points[other(side)];
    const cards = s.hands[side].reduce((x, y) => x + y, 0) - s.hands[other(side)].reduce((x, y) => x + y, 0);
    return 0.5 + (me + cards / 4) / (6 * HAND);
  },
  policy(s, legal, rng) {
    // Follow: take a prize of 3+ with the lowest card that wins, else throw the lowest.
    if (s.led !== null) {
      const led = s.led;
      const win = legal.filter((a) => a.card > led);
      return [win.length && s.prize >= 3 ? win[0] : legal[0], rng];
    }
    // Lead: high for a big prize, low for a small one, else any.
    if (s.prize >= 5) return [legal[legal.length - 1], rng];
    if (s.prize <= 2) return [legal[0], rng];
    const [i, next] = nextIndex(rng, legal.length);
    return [legal[i], next];
  },
};
