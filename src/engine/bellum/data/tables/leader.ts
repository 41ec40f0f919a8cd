/**
 * Leader Table (BG 4.2.2) — RECONSTRUCTED: the printed table is not in the source.
 *
 * Read on 2d6 (example 4 shows totals 4, 7, 8, 9 and 11, beyond one d6). Seed cells: 4, 7, 8, 9
 * → no effect; 11 → killed. Reconstructed: 2 → captured, 3 and 12 → wounded; every other
 * total no effect. Any effect comes up on 6 rolls in 36 (1 in 6): killed 2/36, wounded 3/36,
 * captured 1/36. Caesar "killed" is then re-rolled (1 in 6 killed, else wounded; BG 4.2.2).
 */
import type { LeaderTable } from '../types';

export const LEADER_TABLE: LeaderTable = {
  //          2           3          4       5       6       7       8       9       10      11        12
  results: ['captured', 'wounded', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'killed', 'wounded'],
  reconstructed: '4, 7, 8, 9 → none and 11 → killed from example 4; 2, 3, 12 reconstructed',
};
