/**
 * Every numbered rule of Bellum Gallicum II (chapters 0–6, with this edition's scenario 6.4), the sequence-of-play phases
 * (`BG 1.I` … `BG 1.V`) and the game tables (`BG T.*`), as player-facing paraphrases.
 * Split by chapter to keep files short; this module only concatenates them in book order.
 */
import type { RuleText } from '../../core/rules';
import { BG_RULES_0_2 } from './texts-0-2';
import { BG_RULES_3_4 } from './texts-3-4';
import { BG_RULES_5_6 } from './texts-5-6';
import { BG_RULES_6_4 } from './texts-6-4';

const firstTable = BG_RULES_5_6.findIndex((r) => r.id.startsWith('BG T.'));

/** Book order: chapters 0–6 (the reconstructed 6.4 after 6.3), then the tables. */
export const BG_RULES: readonly RuleText[] = [
  ...BG_RULES_0_2,
  ...BG_RULES_3_4,
  ...BG_RULES_5_6.slice(0, firstTable),
  ...BG_RULES_6_4,
  ...BG_RULES_5_6.slice(firstTable),
];
