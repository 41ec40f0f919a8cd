/**
 * Rally Table (BG 4.4.2) — partly RECONSTRUCTED.
 *
 * Input: the unit's Rout result and the box it sits in (A = weakened this sequence,
 * E = eliminated this sequence). Seed cells (examples 2 and 4): Ra + A → full strength,
 * Ra + E → back on its reduced side, De + A → stays reduced. Reconstructed: De + E → eliminated,
 * Fu → eliminated from either box.
 */
import type { RallyTable } from '../types';

export const RALLY_TABLE: RallyTable = {
  outcome: {
    Ra: { A: 'full', E: 'reduced' },
    De: { A: 'reduced', E: 'eliminated' },
    Fu: { A: 'eliminated', E: 'eliminated' },
  },
  reconstructed: 'Ra/A, Ra/E and De/A from examples 2 and 4; De/E and both Fu cells reconstructed',
};
