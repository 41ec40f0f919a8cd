/**
 * Keyboard shortcuts of the game screen: U undo, Y redo, E end/done, Escape cancel. They work
 * wherever focus is — a button, the map, the log, a tab panel — except in a text field, and
 * leave Ctrl/Alt/Meta combinations to the browser (shortcutKeys.ts). The map adds +/−/0 zoom
 * the same way (MapView).
 */
import { useEffect, useRef } from 'react';
import { shortcutAllowed } from '../common/shortcutKeys';

export interface Shortcuts {
  undo(): void;
  redo(): void;
  end(): void;
  escape(): void;
}

export function useShortcuts(enabled: boolean, s: Shortcuts): void {
  const ref = useRef(s);
  ref.current = s;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!shortcutAllowed(e)) return;
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
