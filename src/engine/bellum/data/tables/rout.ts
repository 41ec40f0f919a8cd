/**
 * Rout Table (BG 4.4.2) — RECONSTRUCTED: the printed table is not in the source.
 *
 * One d6 per first-line wing, read against each unit's quality. Seed cells (examples 2 and 4,
 * with the Centre die of example 2 read as 4, rules index I1): B on 1 and 3 → Ra; B on 4 and 5
 * → De; E on 4 → Ra. Higher dice are worse; better quality is never worse on the same die.
 * Ra = rallies, De = demoralised (stays as it is), Fu = flight.
 */
import type { RoutTable } from '../types';

export const ROUT_TABLE: RoutTable = {
  results: {
    //   die: 1     2     3     4     5     6
    E: ['Ra', 'Ra', 'Ra', 'Ra', 'De', 'De'],
    B: ['Ra', 'Ra', 'Ra', 'De', 'De', 'Fu'],
    M: ['Ra', 'Ra', 'De', 'De', 'Fu', 'Fu'],
    F: ['Ra', 'De', 'De', 'Fu', 'Fu', 'Fu'],
  },
  reconstructed: 'seed gives B 1,3,4,5 and E 4 (examples 2 and 4, I1 fix); the rest reconstructed, see docs/reconstruction/tables.md',
};
