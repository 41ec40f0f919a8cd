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

function countOccurrences(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

/**
 * Case-insensitive search over a rule book's ids, titles and texts. Every word of the query must
 * appear somewhere in the entry. Id matches rank first (exact, then prefix, then contains; the
 * query's id form comes from `normaliseId`), then title matches, then text matches; ties go by
 * `kindRank` (the numbered rules first), then book order.
 */
export function searchRuleBook(rules: readonly RuleText[], query: string, normaliseId: (q: string) => string, kindRank: (id: RuleId) => number): RuleText[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return [];
  const words = q.split(' ');
  const qId = normaliseId(q).toLowerCase();
  const scored: { rule: RuleText; score: number; order: number }[] = [];
  rules.forEach((rule, order) => {
    const id = rule.id.toLowerCase();
    const title = rule.title.toLowerCase();
    const text = rule.text.toLowerCase();
    const all = `${id} ${title} ${text}`;
    if (!words.every((w) => all.includes(w))) return;
    let score = 0;
    if (id === qId) score += 10000;
    else if (id.startsWith(qId)) score += 5000;
    else if (id.includes(q)) score += 2500;
    if (title === q) score += 1000;
    else if (title.includes(q)) score += 500;
    else score += 50 * words.filter((w) => title.includes(w)).length;
    score += 10 * Math.min(countOccurrences(text, q), 5);
    score += words.filter((w) => text.includes(w)).length;
    scored.push({ rule, score, order });
  });
  scored.sort((a, b) => b.score - a.score || kindRank(a.rule.id) - kindRank(b.rule.id) || a.order - b.order);
  return scored.map((s) => s.rule);
}
