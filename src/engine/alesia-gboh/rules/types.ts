/**
 * The shape of one entry of the Alésia (GBoH) rule book: the shared `RuleText` plus this edition's
 * stated reading where the seed is ambiguous, and which ambiguities that reading settles.
 */
import type { RuleText } from '../../core/rules';

export interface AgRuleText extends RuleText {
  /**
   * This edition's reading of an ambiguous or inconsistent passage, in one or more sentences that
   * begin "This edition reads …". The rules browser shows it under the rule's text.
   */
  reading?: string;
  /**
   * The ambiguities the reading settles: `Q1`…`Q20` are those of the rules index (§5),
   * `X1`… are those found while writing these paraphrases (listed in `AG_AMBIGUITIES`).
   */
  settles?: readonly string[];
}
