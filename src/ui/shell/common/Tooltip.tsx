/**
 * Tooltips that name the rule behind a thing, shown on hover AND on keyboard focus (Escape hides).
 * The bubble stays in the DOM (hidden) so `aria-describedby` always resolves for screen readers.
 */
import {
  Children, cloneElement, isValidElement, useId, useState,
  type KeyboardEvent, type ReactElement, type ReactNode,
} from 'react';
import { findRule, ruleSummary } from './ruleInfo';
import { useRuleNav } from './ruleNav';
import './common.css';

type AnyProps = Record<string, unknown>;

const FOCUSABLE_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary']);

function focusableElement(children: ReactNode): ReactElement<AnyProps> | null {
  if (Children.count(children) !== 1 || !isValidElement(children)) return null;
  const el = children as ReactElement<AnyProps>;
  if (typeof el.type === 'string' && FOCUSABLE_TAGS.has(el.type)) return el;
  if (el.props.tabIndex !== undefined) return el;
  return null;
}

export interface TipProps {
  /** Rule id the tooltip names, e.g. "BG 4.4.2"; its title is shown next to it. */
  rule?: string;
  /** Extra explanation; without it the first sentence of the rule is shown. */
  text?: ReactNode;
  children: ReactNode;
}

export function Tip({ rule, text, children }: TipProps) {
  const tipId = `tip-${useId().replace(/:/g, '')}`;
  const [open, setOpen] = useState(false);
  const r = rule ? findRule(rule) : undefined;
  if (!rule && (text === undefined || text === null || text === '')) return <>{children}</>;

  const focusable = focusableElement(children);
  const trigger = focusable
    ? cloneElement(focusable, {
        'aria-describedby': [focusable.props['aria-describedby'], tipId].filter(Boolean).join(' '),
      })
    : (
      <span className="tip-target" tabIndex={0} aria-describedby={tipId}>
        {children}
      </span>
    );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };
  const body = text ?? (rule ? ruleSummary(rule) : '');

  return (
    <span
      className={open ? 'tip open' : 'tip'}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      {trigger}
      <span role="tooltip" id={tipId} className="tip-bubble" hidden={!open}>
        {rule && (
          <span className="tip-rule">
            <strong>{r?.id ?? rule}</strong>
            {r ? ` ${r.title}` : ''}
            {r?.reconstructed ? ' (reconstructed)' : ''}
          </span>
        )}
        {body && <span className="tip-text">{body}</span>}
      </span>
    </span>
  );
}

/** A small button "BG 3.3" that opens the rules browser at that rule; hover/focus names its title. */
export function RuleLink({ id, label }: { id: string; label?: string }) {
  const r = findRule(id);
  const target = r?.id ?? id;
  return (
    <Tip rule={target} text={r ? undefined : 'Rule not in this edition’s rules browser'}>
      <button
        type="button"
        className="rule-link"
        onClick={() => useRuleNav.getState().openRule(target)}
      >
        {label ?? target}
      </button>
    </Tip>
  );
}
