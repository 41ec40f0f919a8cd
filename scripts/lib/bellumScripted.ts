/**
 * The project's scripted Bellum players, as arena seats (issue 18: "against the project's scripted
 * plans where they exist"): the Gaul is the 6.1 solo player (src/engine/bellum/solo/policy.ts: holds
 * its ground, scorches the earth next to the Romans, evades or takes refuge when outmatched); the
 * Roman is `npm run sim`'s aggressive player (scripts/lib/playout.ts: random, but marching on the
 * enemy and fighting four times in five). Both read only their side's view.
 */
import { actionKey } from '../../src/engine/bellum/system';
import { gallicPolicy } from '../../src/engine/bellum/solo/policy';
import type { BellumAction, BellumState, Side } from '../../src/engine/bellum/state';
import type { BellumView } from '../../src/engine/bellum/view';
import type { Seat } from '../../src/engine/core/bot/match';
import { seedRng, type RngState } from '../../src/engine/core/rng';
import { choose } from './playout';

const entryOf = (legal: readonly BellumAction[], a: BellumAction) => legal.find((x) => actionKey(x) === actionKey(a)) ?? legal[0];

export function bellumScripted(side: Side, seed: string): Seat<BellumAction, BellumView, Side> {
  if (side === 'gallic') return (view, _side, legal) => entryOf(legal, gallicPolicy(view, legal).action);
  let rng: RngState = seedRng(`scripted roman:${seed}`);
  return (view, _side, legal) => {
    let a: BellumAction;
    // The view is the state without its dice generator, which the aggressive player never reads.
    [a, rng] = choose('aggressive', view as unknown as BellumState, legal, rng);
    return a;
  };
}
