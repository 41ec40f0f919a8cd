/** Keyboard shortcuts of the game screen: U undo, Y redo, E end/done, Escape cancel. */
import { useEffect, useRef } from 'react';

export interface Shortcuts {
  undo(): void;
  redo(): void;
  end(): void;
  escape(): void;
}

const isTyping = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export function useShortcuts(enabled: boolean, s: Shortcuts): void {
  const ref = useRef(s);
  ref.current = s;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === 'u') ref.current.undo();
      else if (k === 'y') ref.current.redo();
      else if (k === 'e') ref.current.end();
      else if (e.key === 'Escape') ref.current.escape();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
