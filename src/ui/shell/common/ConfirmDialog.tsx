/**
 * A modal question with two answers (an accessible dialog, never `window.confirm`): focus starts on
 * the safe answer, Tab stays inside, Escape or a click outside cancels, and focus goes back to where
 * it was when the dialog closes.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './confirmDialog.css';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button is styled as destructive. */
  danger?: boolean;
  /** Where focus goes back on close (default: what had focus when it opened; Safari does not focus clicked buttons). */
  returnFocus?: HTMLElement | null;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', danger, returnFocus, onConfirm, onCancel }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const opener = useRef(returnFocus);
  useEffect(() => {
    const before = opener.current ?? (document.activeElement as HTMLElement | null);
    cancel.current?.focus();
    return () => {
      if (before && before.isConnected) before.focus();
    };
  }, []);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>('button:not(:disabled)')];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="confirm-overlay" onKeyDown={onKey} onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div ref={box} className="confirm-box" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-body`}>{children}</div>
        <div className="confirm-actions">
          <button ref={cancel} type="button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
