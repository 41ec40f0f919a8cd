/**
 * Test support: find a generator state whose next d6 rolls are exactly `wanted`, so worked
 * examples can be replayed with the seed's dice through the real rules code.
 */
import { nextDie, seedRng, type RngState } from '../../core/rng';

export function rngFor(wanted: readonly number[], sides = 6): RngState {
  for (let i = 0; i < 2_000_000; i++) {
    const start = seedRng(`force-${i}`);
    let st = start;
    let ok = true;
    for (const w of wanted) {
      const [v, next] = nextDie(st, sides);
      st = next;
      if (v !== w) { ok = false; break; }
    }
    if (ok) return start;
  }
  throw new Error(`no seed found for dice ${wanted.join(',')}`);
}
