/**
 * Fresh dice for a sampled world: a generator state drawn from the bot's own generator, so that
 * nothing of the true state's generator (which the view never carries) can reach the search, and
 * each determinization meets other rolls.
 */
import { nextUint32, type RngState } from '../rng';

export function reseed(rng0: RngState): [RngState, RngState] {
  let rng = rng0;
  const w: number[] = [];
  for (let i = 0; i < 4; i++) {
    let u: number;
    [u, rng] = nextUint32(rng);
    w.push(u);
  }
  // sfc32's counter word must not start at 0 for every sample; |1 as seedRng does.
  return [[w[0], w[1], w[2], (w[3] | 1) >>> 0], rng];
}
