/** A rule id as printed in a rule book, prefixed by the system: `BG 4.4.2`, `AC 15.4`, `AG 9.25`. */
export type RuleId = string;

/** A player-facing paraphrase of one numbered rule. */
export interface RuleText {
  id: RuleId;
  title: string;
  /** Own-words explanation for the rules browser and tooltips. */
  text: string;
  /** Chapter heading the rule belongs to, for grouping in the browser. */
  chapter: string;
  /** True when the rule depends on a table or map datum this edition had to reconstruct. */
  reconstructed?: boolean;
}
