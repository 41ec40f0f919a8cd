/**
 * A bar fixed to the bottom of a phone's screen (shown by CSS below 700 px wide only): the side to
 * act, always in view, the phase's finishing choice (End, Done: the keyboard's E) wherever the page
 * is scrolled, and one tap to the main area (map or battle board), the prompt's decision, and the
 * tabs (log, tables, rules). On wider screens every part is in view already.
 */
import { memo } from 'react';
import { useSystemUi } from '../SystemUiContext';

const title = (side: string): string => side.charAt(0).toUpperCase() + side.slice(1);

/** Memoized: a click that changes only the board's own state (a selection, the inspected hex) does not draw it again. */
export const PhoneBar = memo(function PhoneBar({ toAct, state, legal, onAct }: { toAct: string | null; state?: unknown; legal?: readonly unknown[]; onAct?(a: unknown): void }) {
  const ui = useSystemUi();
  const end = toAct && legal && onAct && !ui.prompt.automatic(state, toAct) ? ui.keys.end(legal) : null;
  return (
    <nav className="phone-bar" aria-label="Jump to">
      <span className={`phone-to-act side-${toAct ?? 'none'}`}>{toAct ? `${title(toAct)} side to act` : 'Nobody to act'}</span>
      {end !== null && (
        <button type="button" className="phone-end" onClick={() => onAct!(end)}>
          {ui.prompt.describe(state, end)}
        </button>
      )}
      <a href="#main-area">Board</a>
      <a href="#prompt">Prompt</a>
      <a href="#side-tabs">Log &amp; tabs</a>
    </nav>
  );
});
