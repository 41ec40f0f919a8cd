/** End of the game: who won and why; review the final map or go back to the title screen. */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Outcome } from '../../../engine/core/contract';
import { useSystemUi } from '../SystemUiContext';

export function outcomeTitle(o: Outcome, sideName: (side: string) => string): string {
  if (o.winner === 'draw') return 'Game over — draw';
  return `Game over — ${sideName(o.winner)} victory`;
}

interface Props {
  outcome: Outcome;
  when: string;
  onReview(): void;
  onTitle(): void;
}

export function GameOverDialog({ outcome, when, onReview, onTitle }: Props) {
  const { prompt: { sideName } } = useSystemUi();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onReview();
    }
  };
  return (
    <div className="overlay" onKeyDown={onKey}>
      <div className="dialog-box gameover" role="dialog" aria-modal="true" aria-labelledby="gameover-title" aria-describedby="gameover-reason">
        <h2 id="gameover-title">{outcomeTitle(outcome, sideName)}</h2>
        <p id="gameover-reason">{outcome.reason}</p>
        <p className="muted">{when}</p>
        <div className="row">
          <button ref={first} type="button" onClick={onReview}>
            Review the map
          </button>
          <button type="button" className="primary" onClick={onTitle}>
            Back to title
          </button>
        </div>
      </div>
    </div>
  );
}
