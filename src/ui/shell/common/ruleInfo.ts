/** Rule look-up shared by tooltips, links and the rules browser, over every loaded rule book. */
import { findRule } from '../books';

export { findRule };
const ruleText = findRule;

/** "BG 4.4.2 Resolution of a pitched battle", or the bare id when the rule is unknown. */
export function ruleLabel(id: string): string {
  const r = ruleText(id);
  return r ? `${r.id} ${r.title}` : id;
}

/** DOM id of a rule's entry in the rules browser: 'BG 4.4.2' → 'rule-BG-4-4-2'. */
export function ruleAnchor(id: string): string {
  const r = ruleText(id);
  return `rule-${(r?.id ?? id).replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** First sentence (or the first ~`max` characters) of a rule's text, for tooltips. */
export function ruleSummary(id: string, max = 220): string {
  const text = ruleText(id)?.text ?? '';
  const dot = text.indexOf('. ');
  const first = dot > 0 && dot < max ? text.slice(0, dot + 1) : text;
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}
