/**
 * Test support: find a generator state whose next d6 rolls satisfy a condition, so worked
 * examples can be replayed with the seed's dice through the real rules code.
 */
import { nextDie, seedRng, type RngState } from '../../core/rng';

/** A generator state whose next `n` d6 satisfy `ok` (searching seeds; keep predicates likely enough). */
export function rngWhere(n: number, ok: (dice: number[]) => boolean, tag = 'w'): RngState {
  for (let i = 0; i < 3_000_000; i++) {
    const start = seedRng(`${tag}-${i}`);
    let st = start;
    const dice: number[] = [];
    for (let k = 0; k < n; k++) {
      const [v, next] = nextDie(st, 6);
      st = next;
      dice.push(v);
    }
    if (ok(dice)) return start;
  }
  throw new Error(`no generator state found for ${n} dice (${tag})`);
}

/** A generator state whose next d6 rolls are exactly `wanted`. */
export function rngFor(wanted: readonly number[]): RngState {
  return rngWhere(wanted.length, (d) => d.every((v, i) => v === wanted[i]), 'force');
}
