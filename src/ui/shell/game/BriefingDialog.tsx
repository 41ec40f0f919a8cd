/**
 * The scenario briefing: the situation, how to win, the special rules and a strategy note, each
 * point with its rule. Shown when a game starts and from the header's "Briefing" at any time.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Briefing, BriefingPoint } from '../../../engine/core/briefing';
import { RuleLink } from '../common/Tooltip';
import './briefing.css';

function Points({ title, points }: { title: string; points: readonly BriefingPoint[] }) {
  if (points.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {points.map((p, i) => (
          <li key={i}>
            {p.text} <RuleLink id={p.rule} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BriefingDialog({ name, rule, briefing, onClose }: { name: string; rule: string; briefing: Briefing; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The button takes the focus (Enter goes to the map) without scrolling the briefing to its end:
  // it opens at its top, the situation first (issue 16 §3).
  useEffect(() => {
    close.current?.focus({ preventScroll: true });
    if (box.current) box.current.scrollTop = 0;
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };
  return (
    <div className="overlay" onKeyDown={onKey}>
      <div ref={box} className="dialog-box briefing" role="dialog" aria-modal="true" aria-labelledby="briefing-title">
        <h2 id="briefing-title">
          Briefing: {name} <RuleLink id={rule} />
        </h2>
        <p className="briefing-situation">{briefing.situation}</p>
        <Points title="How to win" points={briefing.objectives} />
        <Points title="Special rules" points={briefing.special} />
        <Points title="Strategy for a first game" points={briefing.strategy} />
        <div className="row briefing-foot">
          <button ref={close} type="button" className="primary" onClick={onClose}>
            To the map
          </button>
        </div>
      </div>
    </div>
  );
}
