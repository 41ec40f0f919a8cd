/**
 * Alesia 1983's self-play games for the evaluation's tuning (scripts/tuneEval.ts, lib/tuning.ts).
 *
 * A game starts from the Roman's historical deployment (as the arena's do) and both sides play the
 * bot's playout policy (bot/policy.ts), each side with its own chance ε, drawn per game from
 * `EPSILONS`, of playing the simulator's forward-only random move instead (testing.ts
 * `chooseAction`): policy against policy alone repeats much the same game, and the varied players
 * give positions the search meets in its playouts. The players read the true state (cheaper than
 * sampling a view at every action; the positions are recorded as each side sees them all the same).
 *
 * Every `EVERY`-th action from a random start, the position is recorded twice, once from each side:
 * a determinization of that side's view (bot/determinize.ts: the hidden counters and the
 * coordination counter sampled), its terms (evaluate.ts `featureVector`) and the first-guess chance
 * (`handChance`). The target is 1 when the Gaul wins outright (AC 26.1), 0 for a Roman win or a draw
 * (the evaluation's Gallic chance is of an outright win; a draw is scored from it, evaluate.ts).
 */
import { nextIndex, seedRng, type RngState } from '../../src/engine/core/rng';
import type { AcAction } from '../../src/engine/alesia-classic/actions';
import { alesiaClassic } from '../../src/engine/alesia-classic/system';
import type { AcSide, AcState } from '../../src/engine/alesia-classic/state';
import { chooseAction as randomMove, deployed } from '../../src/engine/alesia-classic/testing';
import { policyAc } from '../../src/engine/alesia-classic/bot/policy';
import { determinizeAc } from '../../src/engine/alesia-classic/bot/determinize';
import { featureVector, features, handChance } from '../../src/engine/alesia-classic/bot/evaluate';
import { AC_TERMS } from '../../src/engine/alesia-classic/bot/weights';
import type { TuneGame, TuneSample, TuneSystem } from './tuning';

/**
 * The per-game chances of a random move instead of the policy's, drawn per side. The Roman's reach
 * to fully random: the policy's Roman beats its Gaul in nearly every game (38 of 40 in a probe
 * with both drawn from the Gaul's list), which would leave the fit almost nothing to learn from.
 */
export const EPSILONS: Record<AcSide, readonly number[]> = { roman: [0, 0.25, 0.5, 0.75, 1], gallic: [0, 0.05, 0.15, 0.3] };
/** A position is recorded every EVERY actions (from a random offset). */
export const EVERY = 25;
/** A game longer than this is unfinished (and not used). */
export const MAX_ACTIONS = 4000;
const SIDES: readonly AcSide[] = ['roman', 'gallic'];
const MOVES = new Set(['move', 'shift', 'moveStack', 'shiftMany']);

function playAc(seed: string): TuneGame {
  let rng: RngState = seedRng(`tune:${seed}`);
  const draw = (n: number) => {
    let i: number;
    [i, rng] = nextIndex(rng, n);
    return i;
  };
  const eps: Record<AcSide, number> = { roman: EPSILONS.roman[draw(EPSILONS.roman.length)], gallic: EPSILONS.gallic[draw(EPSILONS.gallic.length)] };
  let s: AcState = deployed(`tune:${seed}`);
  const samples: TuneSample[] = [];
  let phase = s.phase;
  let moves = 0;
  let next = draw(EVERY);
  let n = 0;
  for (; n < MAX_ACTIONS && !s.outcome; n++) {
    if (n === next) {
      next += EVERY;
      for (const side of SIDES) {
        let d: AcState;
        [d, rng] = determinizeAc(alesiaClassic.view(s, side), side, rng);
        const f = features(d);
        samples.push({ side, x: featureVector(f), before: handChance(f) });
      }
    }
    const legal = alesiaClassic.legalActions(s);
    if (s.phase !== phase) [phase, moves] = [s.phase, 0];
    const side = alesiaClassic.toAct(s)!;
    let a: AcAction;
    if (draw(1000) < eps[side] * 1000) [a, rng] = randomMove(s, legal, rng, moves);
    else [a, rng] = policyAc(s, legal, rng);
    if (MOVES.has(a.t)) moves++;
    const r = alesiaClassic.apply(s, a);
    if (!r.ok) throw new Error(`tune: ${alesiaClassic.actionKey(a)} refused: ${r.rejection.message}`);
    s = r.state;
  }
  const winner = s.outcome?.winner ?? null;
  return { samples, reason: s.outcome?.reason ?? null, target: winner === null ? null : winner === 'gallic' ? 1 : 0, winner, actions: n, players: `roman ε ${eps.roman}, gallic ε ${eps.gallic}` };
}

export const alesiaClassicTuning: TuneSystem = {
  id: 'alesia-classic',
  target: 'the Gaul wins outright (AC 26.1)',
  terms: AC_TERMS,
  // bias, left, out, way, way2, danger, wayDanger, coordination, coordinationLeft, balance, balanceLeft, caesarFallen:
  // time left, the way made, coordination and Roman losses never hurt the Gaul; Romans near him never help him.
  signs: [0, 1, 0, 1, 0, -1, -1, 1, 1, 1, 1, 0],
  playGame: playAc,
};
