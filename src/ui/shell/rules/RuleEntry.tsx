/**
 * One rule in the rules browser: id, title, reconstructed mark, text, this edition's stated reading
 * where the rule is ambiguous (a book's entries may carry `reading` and the questions it settles,
 * e.g. Alésia GBoH's Q1–Q20), link to its parent rule.
 */
import { memo } from 'react';
import type { RuleText } from '../../../engine/core/rules';
import { findRule as ruleText, ruleAnchor } from '../common/ruleInfo';

/** What a book's entry may add to the shared `RuleText`: the reading of an ambiguous passage. */
interface WithReading {
  reading?: string;
  /** The questions the reading settles, in words ("Q3: A leader hit by missile fire…"). */
  questions?: readonly string[];
}

export interface RuleEntryProps {
  rule: RuleText;
  current: boolean;
  parent: string | undefined;
  onOpen: (id: string) => void;
}

/** Memoized: opening a rule re-renders the browser, but only the entries whose `current` changed. */
export const RuleEntry = memo(function RuleEntry({ rule: r, current, parent, onOpen }: RuleEntryProps) {
  const anchor = ruleAnchor(r.id);
  const parentRule = parent ? ruleText(parent) : undefined;
  return (
    <article
      id={anchor}
      className={current ? 'rule-entry rule-current' : 'rule-entry'}
      tabIndex={-1}
      aria-labelledby={`${anchor}-title`}
      aria-current={current ? 'true' : undefined}
    >
      <h4 id={`${anchor}-title`}>
        {current && <span className="rule-marker" aria-hidden="true">▶ </span>}
        <span className="rule-id">{r.id}</span> <span className="rule-title">{r.title}</span>
        {r.reconstructed && (
          <>
            {' '}
            <span className="badge badge-reconstructed" title="Depends on a table or map datum this edition reconstructed">
              Reconstructed
            </span>
          </>
        )}
      </h4>
      <p className="rule-text">{r.text}</p>
      {(r as WithReading).reading && (
        <div className="rule-reading">
          <p>
            <strong>This edition’s reading:</strong> {(r as WithReading).reading}
          </p>
          {(r as WithReading).questions?.length ? (
            <ul aria-label={`Questions the reading of ${r.id} settles`}>
              {(r as WithReading).questions!.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {parentRule && (
        <p className="rule-parent">
          Part of{' '}
          <button type="button" className="link-button" onClick={() => onOpen(parentRule.id)}>
            {parentRule.id} {parentRule.title}
          </button>
        </p>
      )}
    </article>
  );
});
