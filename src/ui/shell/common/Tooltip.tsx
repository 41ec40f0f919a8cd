/**
 * Tooltips that name the rule behind a thing. They open on hover after a short delay
 * (HOVER_DELAY_MS) and at once on keyboard focus; Escape, leaving, blur, a press or a drag close
 * them. An open bubble is rendered in a portal on top of everything (never clipped by a scrolling
 * panel) and placed by @floating-ui beside its control — above it, else below, else to a side —
 * shifted to stay in the viewport, so it never covers the control it explains.
 * Closed, the bubble is a hidden span in place, so `aria-describedby` always resolves; the
 * floating-ui state exists only while a bubble is open (TipBubble), so the dozens of tips in the
 * prompt and the log cost nothing per click.
 */
import {
  Children, cloneElement, isValidElement, useEffect, useId, useRef, useState,
  type KeyboardEvent, type ReactElement, type ReactNode,
} from 'react';
import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating, type Placement } from '@floating-ui/react';
import { findRule, ruleSummary } from './ruleInfo';
import { useRuleNav } from './ruleNav';
import './common.css';

type AnyProps = Record<string, unknown>;

/** How long the pointer rests on a control before its tooltip opens. */
export const HOVER_DELAY_MS = 350;

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
  /** Preferred side; the bubble flips or shifts when there is no room. */
  placement?: Placement;
  children: ReactNode;
}

export function Tip({ rule, text, placement = 'top', children }: TipProps) {
  const tipId = `tip-${useId().replace(/:/g, '')}`;
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Set by a press: the focus that follows a click is not keyboard focus (hover rules then). */
  const pressed = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
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

  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
    }
  };
  const body = text ?? (rule ? ruleSummary(rule) : '');
  const content = (
    <>
      {rule && (
        <span className="tip-rule">
          <strong>{r?.id ?? rule}</strong>
          {r ? ` ${r.title}` : ''}
          {r?.reconstructed ? ' (reconstructed)' : ''}
        </span>
      )}
      {body && <span className="tip-text">{body}</span>}
    </>
  );

  return (
    <span
      ref={anchor}
      className="tip"
      onMouseEnter={() => show(HOVER_DELAY_MS)}
      onMouseLeave={close}
      onFocus={() => {
        if (!pressed.current) show(0);
        pressed.current = false;
      }}
      onBlur={() => {
        pressed.current = false;
        close();
      }}
      onPointerDown={() => {
        pressed.current = true;
        close();
      }}
      onMouseDown={() => {
        pressed.current = true;
      }}
      onDragStart={close}
      onKeyDown={onKeyDown}
    >
      {trigger}
      {open ? (
        <TipBubble id={tipId} anchor={anchor.current} placement={placement} onDrag={close}>
          {content}
        </TipBubble>
      ) : (
        <span role="tooltip" id={tipId} className="tip-bubble" hidden>
          {content}
        </span>
      )}
    </span>
  );
}

interface BubbleProps {
  id: string;
  anchor: Element | null;
  placement: Placement;
  /** Any drag on the page closes the bubble: it would hide the drop targets. */
  onDrag(): void;
  children: ReactNode;
}

/** The open bubble: positioned beside `anchor`, in a portal, following scrolls and resizes. */
function TipBubble({ id, anchor, placement, onDrag, children }: BubbleProps) {
  useEffect(() => {
    document.addEventListener('dragstart', onDrag, true);
    return () => document.removeEventListener('dragstart', onDrag, true);
  }, [onDrag]);
  const { refs, floatingStyles, isPositioned } = useFloating({
    elements: { reference: anchor },
    placement,
    strategy: 'fixed',
    middleware: [offset(6), flip({ fallbackPlacements: ['bottom', 'top', 'right', 'left'], padding: 6 }), shift({ padding: 6 })],
    whileElementsMounted: autoUpdate,
  });
  // unplaced for its first frame: keep it invisible rather than flash it at the corner
  const hidden = !isPositioned;
  return (
    <FloatingPortal>
      <span role="tooltip" id={id} ref={refs.setFloating} className="tip-bubble" style={{ ...floatingStyles, visibility: hidden ? 'hidden' : undefined }}>
        {children}
      </span>
    </FloatingPortal>
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
