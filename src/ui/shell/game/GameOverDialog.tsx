/**
 * End of the game: who won and why, each condition, the system's summary (Bellum: losses by side,
 * battles and sieges, leaders lost); review the final map, replay the game, export it, or go back
 * to the title screen.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Outcome } from '../../../engine/core/contract';
import { useSystemUi } from '../SystemUiContext';

export function outcomeTitle(o: Outcome, sideName: (side: string) => string): string {
  if (o.winner === 'draw') return 'Game over — draw';
  return `Game over — ${sideName(o.winner)} victory`;
}

interface Props {
  outcome: Outcome;
  when: string;
  /** The dice seed: secret while the game is played (it fixes every roll), told once it is over. */
  seed?: string;
  /** The system's summary of the game, under the verdict. */
  summary?: ReactNode;
  onReview(): void;
  onReplay?(): void;
  onExport?(): void;
  onTitle(): void;
}

/** The verdict's conditions: a reason "Why — a: yes; b: no." reads as a list of its parts. */
export function conditionsOf(reason: string): { lead: string; items: string[] } {
  const at = reason.indexOf(' — ');
  if (at < 0) return { lead: reason, items: [] };
  const items = reason
    .slice(at + 3)
    .split(/;\s*/)
    .map((x) => x.trim().replace(/\.$/, ''))
    .filter(Boolean);
  return items.length > 1 ? { lead: reason.slice(0, at), items } : { lead: reason, items: [] };
}

export function GameOverDialog({ outcome, when, seed, summary, onReview, onReplay, onExport, onTitle }: Props) {
  const { prompt: { sideName } } = useSystemUi();
  const first = useRef<HTMLButtonElement>(null);
  const cond = conditionsOf(outcome.reason);
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
        <div id="gameover-reason">
          <p>{cond.lead}</p>
          {cond.items.length > 0 && (
            <ul className="gameover-conditions" aria-label="Conditions">
              {cond.items.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          )}
        </div>
        <p className="muted">
          {when}
          {seed !== undefined && <span className="game-seed"> · dice seed {seed}</span>}
        </p>
        {summary}
        <div className="row">
          <button ref={first} type="button" onClick={onReview}>
            Review the map
          </button>
          {onReplay && (
            <button type="button" onClick={onReplay}>
              Replay the game
            </button>
          )}
          {onExport && (
            <button type="button" onClick={onExport}>
              Export save
            </button>
          )}
          <button type="button" className="primary" onClick={onTitle}>
            Back to title
          </button>
        </div>
      </div>
    </div>
  );
}
