import type { RuleId } from './rules';

/** Why an action was refused: the rule broken and a sentence a player can read. */
export interface Rejection {
  rule: RuleId;
  message: string;
}

export function reject(rule: RuleId, message: string): Rejection {
  return { rule, message };
}
