/** One rule in the rules browser: id, title, reconstructed mark, text, link to its parent rule. */
import { memo } from 'react';
import type { RuleText } from '../../../engine/core/rules';
import { findRule as ruleText, ruleAnchor } from '../common/ruleInfo';

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
