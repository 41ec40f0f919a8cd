/**
 * Every rule paraphrase, searchable, grouped by chapter. Opening a rule (initialRule, or a
 * RuleLink anywhere via the rule navigator) scrolls to its entry, marks it current and focuses it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RuleText } from '../../../engine/core/rules';
import { ruleAnchor } from '../common/ruleInfo';
import { useRuleNav } from '../common/ruleNav';
import { RuleEntry } from './RuleEntry';
import { useSystemUi } from '../SystemUiContext';
import './rules.css';

interface Group {
  chapter: string;
  rules: RuleText[];
}

/** Groups rules by chapter, chapters ordered by their first rule in `list`. */
function groupByChapter(list: readonly RuleText[]): Group[] {
  const groups = new Map<string, RuleText[]>();
  for (const r of list) {
    const g = groups.get(r.chapter);
    if (g) g.push(r);
    else groups.set(r.chapter, [r]);
  }
  return [...groups].map(([chapter, rules]) => ({ chapter, rules }));
}

const slug = (s: string): string => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function RulesBrowser({ initialRule }: { initialRule?: string }) {
  const { rules: book } = useSystemUi();
  const { find: ruleText, search: searchRules, parent: parentRule } = book;
  const [query, setQuery] = useState('');
  const navOpen = useRuleNav((s) => s.open);
  const navSeq = useRuleNav((s) => s.seq);
  const requested = navOpen ?? initialRule ?? null;
  const [current, setCurrent] = useState<string | null>(() => (requested ? ruleText(requested)?.id ?? null : null));
  const listRef = useRef<HTMLDivElement>(null);
  /** Rule to scroll to and focus after the next render (only on an explicit request). */
  const focusNext = useRef<string | null>(current);

  const results = useMemo(() => (query.trim() ? searchRules(query) : [...book.rules]), [query, book, searchRules]);
  const groups = useMemo(() => groupByChapter(results), [results]);

  // A new request (initialRule or a RuleLink click) selects the rule and clears a hiding search.
  useEffect(() => {
    if (!requested) return;
    const id = ruleText(requested)?.id;
    if (!id) return;
    setCurrent(id);
    focusNext.current = id;
    setQuery((q) => (q.trim() && !searchRules(q).some((r) => r.id === id) ? '' : q));
  }, [requested, navSeq, ruleText, searchRules]);

  // Scroll to and focus a requested rule once it is rendered (never while the user types).
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    const el = document.getElementById(ruleAnchor(id));
    if (!el || !listRef.current?.contains(el)) return;
    focusNext.current = null;
    if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  });

  const open = useCallback((id: string) => {
    const r = ruleText(id);
    if (r) {
      setCurrent(r.id);
      focusNext.current = r.id;
      useRuleNav.getState().openRule(r.id);
    }
  }, [ruleText]);

  return (
    <div className="rules-browser">
      <div className="rules-search" role="search">
        <label htmlFor="rules-search-input">Search rules</label>
        <input
          id="rules-search-input"
          type="search"
          value={query}
          placeholder="e.g. forced march, 4.4.2, rout"
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="rules-count" aria-live="polite">
          {query.trim()
            ? `${results.length} ${results.length === 1 ? 'rule matches' : 'rules match'} “${query.trim()}”`
            : `${results.length} rules`}
        </p>
      </div>
      <nav className="rules-toc" aria-label="Rule chapters">
        <ul>
          {groups.map((g) => (
            <li key={g.chapter}>
              <a href={`#chapter-${slug(g.chapter)}`}>{g.chapter}</a> ({g.rules.length})
            </li>
          ))}
        </ul>
      </nav>
      <div className="rules-list" ref={listRef}>
        {groups.length === 0 && <p>No rule matches this search.</p>}
        {groups.map((g) => (
          <section key={g.chapter} aria-labelledby={`chapter-${slug(g.chapter)}`} className="rules-chapter">
            <h3 id={`chapter-${slug(g.chapter)}`}>{g.chapter}</h3>
            {g.rules.map((r) => (
              <RuleEntry
                key={r.id}
                rule={r}
                current={r.id === current}
                parent={parentRule(r.id)}
                onOpen={open}
              />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
