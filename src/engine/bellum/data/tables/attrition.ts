/**
 * Attrition Table (BG 2.3.4, 3.3.3, 3.4) — RECONSTRUCTED: the printed table is not in the source.
 *
 * Seed facts: attrition depends on the number of units and the terrain; it strikes forces in
 * Devastated regions, besieged garrisons, forced marches (terrain crossed) and armies entering
 * mountains in winter. Result here: the number of the force's units to reduce (owner's choice).
 * Design: no loss on low dice, harsher with size (brackets 1–3, 4–6, 7–10, 11+) and with terrain
 * (clear < forest < marsh = mountain). A roll of 1 never costs anything.
 */
import type { AttritionTable } from '../types';

export const ATTRITION_TABLE: AttritionTable = {
  brackets: [
    { label: '1–3', max: 3 },
    { label: '4–6', max: 6 },
    { label: '7–10', max: 10 },
    { label: '11+', max: Number.POSITIVE_INFINITY },
  ],
  terrains: ['clear', 'forest', 'marsh', 'mountain'],
  // losses[terrain][bracket][die - 1]
  losses: [
    // clear
    [
      [0, 0, 0, 0, 0, 1],
      [0, 0, 0, 0, 1, 1],
      [0, 0, 0, 1, 1, 2],
      [0, 0, 1, 1, 2, 2],
    ],
    // forest
    [
      [0, 0, 0, 0, 1, 1],
      [0, 0, 0, 1, 1, 2],
      [0, 0, 1, 1, 2, 2],
      [0, 1, 1, 2, 2, 3],
    ],
    // marsh
    [
      [0, 0, 0, 1, 1, 1],
      [0, 0, 1, 1, 2, 2],
      [0, 1, 1, 2, 2, 3],
      [0, 1, 2, 2, 3, 3],
    ],
    // mountain
    [
      [0, 0, 0, 1, 1, 1],
      [0, 0, 1, 1, 2, 2],
      [0, 1, 1, 2, 2, 3],
      [0, 1, 2, 2, 3, 3],
    ],
  ],
  reconstructed: 'whole table reconstructed (not in the source), see docs/reconstruction/tables.md',
};
