/** Test helpers: a game set up and deployed, and a seeded random playout over the legal list. */
import { nextIndex, seedRng, type RngState } from '../core/rng';
import { playLoggedOn, type Logged } from '../core/playLogged';
import type { AcAction } from './actions';
import { alesiaClassic } from './system';
import { UNIT_INDEX } from './data/units';
import type { AcOptions, AcState } from './state';

export function deployed(seed = 'test', options: Partial<AcOptions> = {}, scenario = 'standard'): AcState {
  const r = alesiaClassic.setup({ scenario, seed, options });
  if (!r.ok) throw new Error(r.rejection.message);
  let s = r.state;
  for (const a of [{ t: 'historical' }, { t: 'end' }] as AcAction[]) {
    const x = alesiaClassic.apply(s, a);
    if (!x.ok) throw new Error(x.rejection.message);
    s = x.state;
  }
  return s;
}

/** One step of the random policy: prefers moving on so that games advance (resolve battles, fight, end after some moves). */
export function chooseAction(s: AcState, legal: readonly AcAction[], rng0: RngState, movesThisPhase: number): [AcAction, RngState] {
  let rng = rng0;
  const moves = legal.filter((a) => a.t === 'move' || a.t === 'moveStack');
  const selects = legal.filter((a) => a.t === 'select' || a.t === 'shift' || a.t === 'shiftMany');
  const build = legal.filter((a) => a.t === 'attack' || a.t === 'join' || a.t === 'widen');
  const after = legal.filter((a) => a.t === 'retreat' || a.t === 'advance' || a.t === 'hold' || a.t === 'standAside' || a.t === 'withdraw' || a.t === 'fire' || a.t === 'holdFire' || a.t === 'revive');
  const fight = legal.find((a) => a.t === 'fight');
  const pickOne = (xs: readonly AcAction[]): AcAction => { let j: number; [j, rng] = nextIndex(rng, xs.length); return xs[j]; };
  let r: number;
  [r, rng] = nextIndex(rng, 100);
  let pick: AcAction;
  if (legal[0].t === 'resolve') pick = legal[0];
  else if (after.length && (s.phase !== 'revival' || r < 70)) pick = pickOne(after);
  else if (build.length || fight) pick = fight && (r < 40 || !build.length) ? fight : pickOne(build);
  else if (legal.some((a) => a.t === 'drop')) pick = pickOne(legal.filter((a) => a.t === 'drop')); // a battle nobody can join: call it off
  else if (moves.length && r < 85) pick = pickOne(moves);
  else if (selects.length && movesThisPhase < 12 && r < 95) pick = pickOne(selects);
  else pick = legal.find((a) => a.t === 'end' || a.t === 'historical') ?? legal[0];
  return [pick, rng];
}

/**
 * A random playout from `s` with `chooseAction`. Returns the actions taken.
 */
export function randomPlayout(s0: AcState, seed: string, maxActions: number, onStep?: (s: AcState, a: AcAction) => void): { state: AcState; actions: AcAction[] } {
  let s = s0;
  let rng: RngState = seedRng(seed);
  const actions: AcAction[] = [];
  let movesThisPhase = 0;
  let phase = s.phase;
  for (let i = 0; i < maxActions && !s.outcome; i++) {
    const legal = alesiaClassic.legalActions(s);
    if (legal.length === 0) throw new Error(`dead end in ${s.phase}`);
    if (s.phase !== phase) { phase = s.phase; movesThisPhase = 0; }
    let pick: AcAction;
    [pick, rng] = chooseAction(s, legal, rng, movesThisPhase);
    const x = alesiaClassic.apply(s, pick);
    if (!x.ok) throw new Error(`legal action refused: ${JSON.stringify(pick)}: ${x.rejection.message}`);
    s = x.state;
    actions.push(pick);
    if (pick.t === 'move' || pick.t === 'shift' || pick.t === 'moveStack' || pick.t === 'shiftMany') movesThisPhase++;
    onStep?.(s, pick);
  }
  return { state: s, actions };
}

/** Apply actions in turn; a refused one fails the test with the rule's message. */
export function play(s: AcState, ...actions: AcAction[]): AcState {
  return playLogged(s, ...actions).s;
}

/** `play`, keeping what the log said: the rolls, the other entries' words and every rule cited. */
export function playLogged(s: AcState, ...actions: AcAction[]): Logged<AcState> {
  return playLoggedOn(alesiaClassic, s, actions);
}

/** Where a counter's state is kept in a position's unit table (tests that set a unit by hand). */
export const ix = (id: string): number => {
  const i = UNIT_INDEX.get(id);
  if (i === undefined) throw new Error(`unknown Alesia counter ${id}`);
  return i;
};
