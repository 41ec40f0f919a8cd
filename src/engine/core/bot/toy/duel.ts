/**
 * A toy game for the bot's tests: small, with hidden information and dice.
 *
 * A deck of DECK cards numbered 1..DECK is shuffled; players `a` and `b` are each dealt HAND cards,
 * secret from the other (the rest stay face down, unseen by both). Each trick a die is rolled for
 * its prize (1–6 points, public once rolled); the leader plays a card face up, then the follower;
 * the higher card takes the prize and leads the next trick. After HAND tricks the player with more
 * points wins; equal is a draw. Good play is easy to state and worth much against random play: win
 * big prizes cheaply, throw low cards on small ones.
 */
import type { GameSystem, Outcome } from '../../contract';
import { nextDie, nextIndex, seedRng, type RngState } from '../../rng';

export type DuelSide = 'a' | 'b';
export const HAND = 5;
export const DECK = 12;

export interface DuelState {
  hands: Record<DuelSide, readonly number[]>;
  leader: DuelSide;
  /** The prize of the trick under way, rolled when the trick began. */
  prize: number;
  /** The leader's card of the trick under way (null: the leader has not played). */
  led: number | null;
  points: Record<DuelSide, number>;
  /** Tricks played so far, public: [prize, leader's card, follower's card, winner]. */
  history: readonly (readonly [number, number, number, DuelSide])[];
  rng: RngState;
}

export interface DuelAction {
  t: 'play';
  card: number;
}

export interface DuelView {
  side: DuelSide;
  hand: readonly number[];
  /** Cards left in the other hand (not which). */
  otherCount: number;
  leader: DuelSide;
  prize: number;
  led: number | null;
  points: Record<DuelSide, number>;
  history: DuelState['history'];
}

export const other = (s: DuelSide): DuelSide => (s === 'a' ? 'b' : 'a');

export function deal(seed: string | number): DuelState {
  let rng = seedRng(seed);
  const deck = Array.from({ length: DECK }, (_, i) => i + 1);
  for (let i = deck.length - 1; i > 0; i--) {
    let j: number;
    [j, rng] = nextIndex(rng, i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  let prize: number;
  [prize, rng] = nextDie(rng, 6);
  const up = (xs: number[]) => xs.sort((x, y) => x - y);
  return { hands: { a: up(deck.slice(0, HAND)), b: up(deck.slice(HAND, 2 * HAND)) }, leader: 'a', prize, led: null, points: { a: 0, b: 0 }, history: [], rng };
}

const over = (s: DuelState) => s.history.length >= HAND;

function toAct(s: DuelState): DuelSide | null {
  if (over(s)) return null;
  return s.led === null ? s.leader : other(s.leader);
}

function legalActions(s: DuelState): DuelAction[] {
  const side = toAct(s);
  if (!side) return [];
  return s.hands[side].map((card) => ({ t: 'play', card }));
}

function outcome(s: DuelState): Outcome<DuelSide> | null {
  if (!over(s)) return null;
  const { a, b } = s.points;
  return { winner: a > b ? 'a' : b > a ? 'b' : 'draw', reason: `${a}–${b} in points` };
}

const actionKey = (x: DuelAction) => `play:${x.card}`;

function apply(s: DuelState, x: DuelAction) {
  const side = toAct(s);
  if (!side || !x || !s.hands[side].includes(x.card)) {
    return { ok: false as const, rejection: { rule: 'duel', text: 'not a legal card' } as never };
  }
  const hands = { ...s.hands, [side]: s.hands[side].filter((c) => c !== x.card) };
  if (s.led === null) return { ok: true as const, state: { ...s, hands, led: x.card }, log: [] };
  const winner = s.led > x.card ? s.leader : side;
  const points = { ...s.points, [winner]: s.points[winner] + s.prize };
  let rng = s.rng;
  let prize: number;
  [prize, rng] = nextDie(rng, 6);
  const state: DuelState = { hands, leader: winner, prize, led: null, points, history: [...s.history, [s.prize, s.led, x.card, winner] as const], rng };
  return { ok: true as const, state, log: [] };
}

function view(s: DuelState, side: DuelSide): DuelView {
  return { side, hand: s.hands[side], otherCount: s.hands[other(side)].length, leader: s.leader, prize: s.prize, led: s.led, points: s.points, history: s.history };
}

export const duel: GameSystem<DuelState, DuelAction, DuelView, DuelSide> = {
  id: 'duel',
  name: 'Duel (bot test game)',
  scenarios: [],
  setup: (o) => ({ ok: true, state: deal(o.seed), log: [] }),
  toAct,
  legalActions,
  apply,
  view,
  outcome,
  actionKey,
};
