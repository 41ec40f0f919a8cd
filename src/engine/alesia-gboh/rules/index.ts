/**
 * Lookup and search over the paraphrases of the Alésia (GBoH vol. XI) rules of seed 002.
 * Rule ids look like `AG 9.25`, `AG 6.4` (a section), `AG 9.0` (a chapter), `AG 3.0 C` (a lettered
 * step of the sequence of play), `AG 12.1 Gauls` (a part of a scenario), `AG Opt.Aggressiveness`
 * (an optional rule), `AG Err.8` (the publisher's errata) and `AG Ex.Deploy` (the sample deployment).
 */
import { searchRuleBook, type RuleId } from '../../core/rules';
import { AG_AMBIGUITIES } from './texts-ambiguities';
import { AG_RULES } from './texts';
import type { AgRuleText } from './types';

export type { AgRuleText };
export { AG_AMBIGUITIES, AG_RULES };

export const AG_RULE_BY_ID: Readonly<Record<RuleId, AgRuleText>> = Object.fromEntries(AG_RULES.map((r) => [r.id, r]));

/** The same index keyed by lower-cased id, so `ag 12.1 gauls` and `err.8` find their entries. */
const BY_LOWER_ID: Readonly<Record<string, AgRuleText>> = Object.fromEntries(AG_RULES.map((r) => [r.id.toLowerCase(), r]));

/**
 * `AG 9.25` or a bare `9.25`, blanks collapsed; a bare chapter number names the chapter entry
 * (`9` and `AG 9` → `AG 9.0`).
 */
function normaliseId(id: string): string {
  const t = id.trim().replace(/\s+/g, ' ');
  const rest = /^ag /i.test(t) ? t.slice(3) : t;
  return /^\d{1,2}$/.test(rest) ? `AG ${rest}.0` : `AG ${rest}`;
}

/** The paraphrase of one rule, by full (`AG 9.25`) or bare (`9.25`) id, in any case. */
export function agRuleText(id: RuleId): AgRuleText | undefined {
  return AG_RULE_BY_ID[id] ?? BY_LOWER_ID[normaliseId(id).toLowerCase()];
}

/**
 * The rule an entry belongs to: `AG 9.25` → `AG 9.2`; `AG 9.2` → `AG 9.0`; `AG 10.74` → `AG 10.7`;
 * `AG 3.0 C` → `AG 3.0`; `AG 12.1 Gauls` → `AG 12.1`. Chapters, optional rules, errata and the
 * sample deployment have no parent.
 */
export function agParentRule(id: RuleId): RuleId | undefined {
  const m = /^AG (.+)$/i.exec(id.trim().replace(/\s+/g, ' '));
  if (!m) return undefined;
  const rest = m[1];
  const part = /^(\d{1,2}\.\d{1,2}) \S+$/.exec(rest);
  if (part) return `AG ${part[1]}`;
  const sub = /^(\d{1,2}\.[1-9])\d$/.exec(rest);
  if (sub) return `AG ${sub[1]}`;
  const section = /^(\d{1,2})\.[1-9]$/.exec(rest);
  if (section) return `AG ${section[1]}.0`;
  return undefined;
}

/** 0 = numbered rule, 1 = optional rule, 2 = errata, 3 = sample deployment: the numbered rule is the authority. */
function kindRank(id: RuleId): number {
  if (/^AG Opt\./.test(id)) return 1;
  if (/^AG Err\./.test(id)) return 2;
  if (/^AG Ex\./.test(id)) return 3;
  return 0;
}

/** What search reads of an entry: its text followed by its reading, so a reading's words find it too. */
const SEARCHABLE = AG_RULES.map((r) => (r.reading ? { ...r, text: `${r.text} ${r.reading}` } : r));
const ORIGINAL = new Map(SEARCHABLE.map((s, i) => [s, AG_RULES[i]]));

/**
 * Case-insensitive search over id, title, text and reading (see `searchRuleBook`): id matches
 * first, then titles, then texts; ties keep numbered rules ahead of the rest, then book order.
 */
export function agSearchRules(query: string): AgRuleText[] {
  return searchRuleBook(SEARCHABLE, query, normaliseId, kindRank).map((r) => ORIGINAL.get(r) ?? r);
}
