/** Test helpers for the toy game: random positions and games between two players. */
import { nextIndex, seedRng, type RngState } from '../../rng';
import { duel, type DuelAction, type DuelSide, type DuelState } from './duel';

export type Player = (s: DuelState, side: DuelSide, legal: readonly DuelAction[], game: number) => DuelAction;

/** A position `steps` random actions into a game dealt from `seed` (stops at the end). */
export function randomPosition(seed: string | number, steps: number): DuelState {
  let s = duel.setup({ scenario: '', seed: String(seed), options: {} });
  if (!s.ok) throw new Error('deal');
  let st = s.state;
  let rng: RngState = seedRng(`walk:${seed}`);
  for (let i = 0; i < steps && duel.toAct(st); i++) {
    const legal = duel.legalActions(st);
    let j: number;
    [j, rng] = nextIndex(rng, legal.length);
    const r = duel.apply(st, legal[j]);
    if (!r.ok) throw new Error('walk');
    st = r.state;
  }
  return st;
}

export function uniform(seed: string): Player {
  let rng = seedRng(seed);
  return (_s, _side, legal) => {
    let j: number;
    [j, rng] = nextIndex(rng, legal.length);
    return legal[j];
  };
}

/** Play one game; returns the outcome's winner. */
export function playGame(seed: string, a: Player, b: Player, game: number): DuelSide | 'draw' {
  const r = duel.setup({ scenario: '', seed, options: {} });
  if (!r.ok) throw new Error('deal');
  let s = r.state;
  for (let side = duel.toAct(s); side; side = duel.toAct(s)) {
    const legal = duel.legalActions(s);
    const pick = (side === 'a' ? a : b)(s, side, legal, game);
    if (!legal.includes(pick)) throw new Error(`illegal pick ${JSON.stringify(pick)}`);
    const x = duel.apply(s, pick);
    if (!x.ok) throw new Error('refused');
    s = x.state;
  }
  return duel.outcome(s)!.winner;
}
