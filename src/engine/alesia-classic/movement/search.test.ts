/**
 * The move search works on hex indices (map/index.ts) for speed; terrain.ts states the same rules
 * hex by hex. In positions from random games, every step of every cheapest route the search finds
 * must cost what `stepCost` says and stop exactly where `haltsAt` says.
 */
import { describe, expect, it } from 'vitest';
import { alesiaClassic } from '../system';
import { deployed, randomPlayout } from '../testing';
import { canMove, reachOf } from './moves';
import { enterable, haltsAt, stepCost } from './terrain';
import { unitIds } from '../state';

describe('the indexed move search agrees with the rules stated hex by hex', () => {
  it('in random positions, for every unit that can move', () => {
    let checked = 0;
    randomPlayout(deployed('search-oracle'), 'search-oracle', 600, (s) => {
      if (s.phase !== 'gallic-move' && s.phase !== 'roman-move') return;
      for (const id of unitIds(s).filter((u) => canMove(s, u)).slice(0, 3)) {
        const r = reachOf(s, id);
        for (const [k, c] of r.cost) {
          const p = r.prev.get(k);
          if (p === null || p === undefined) {
            const st = r.starts.get(k)!;
            expect(c).toBe(st.cost);
            if (st.via !== 'hex') expect(enterable(r.mover, k)).toBe(true);
            continue;
          }
          expect(r.halted.has(p), `${p} is passed through`).toBe(false);
          expect(r.cost.get(p)! + stepCost(r.mover, p, k)!).toBe(c);
          expect(r.halted.has(k), `stop at ${k}`).toBe(haltsAt(r.mover, p, k));
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(1000);
    expect(alesiaClassic.id).toBe('alesia-classic');
  }, 60_000);
});
