/**
 * The game log, oldest first and scrolled to the newest: text entries with their rule, die
 * rolls in full (dice, modifiers, total, table cell, result), automatic decisions marked.
 * Hovering or focusing an entry lights the regions it names on the map. New entries show after the
 * frame that answers the click is painted: appending and scrolling the log would otherwise make
 * the map and the prompt wait for it.
 */
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LogEntry, TableCell } from '../../../engine/core/log';
import { RollDetail } from '../common/formatRoll';
import { RuleLink } from '../common/Tooltip';
import { useAfterPaint } from '../common/useAfterPaint';
import { useSystemUi } from '../SystemUiContext';

const PAGE = 300;

type Hover = (e: LogEntry | null) => void;

const Entry = memo(function Entry({ e, onHover, onCell }: { e: LogEntry; onHover: Hover; onCell(c: TableCell): void }) {
  const refs = !!e.refs?.length;
  const hover = refs
    ? { onMouseEnter: () => onHover(e), onMouseLeave: () => onHover(null), onFocus: () => onHover(e), onBlur: () => onHover(null) }
    : {};
  const side = e.side ? ` side-${e.side}` : '';
  if (e.kind === 'roll') {
    return (
      <li className={`log-entry log-roll${side}${e.auto ? ' auto' : ''}`} {...hover}>
        <RollDetail entry={e} onCell={onCell} />
      </li>
    );
  }
  return (
    <li className={`log-entry log-text${side}${e.heading ? ' heading' : ''}${e.auto ? ' auto' : ''}${refs ? ' has-refs' : ''}`} {...hover}>
      {e.auto && <span className="badge badge-auto">automatic</span>} <span className="log-words">{e.text}</span> {e.rule && <RuleLink id={e.rule} />}
    </li>
  );
});

interface Props {
  log: readonly LogEntry[];
  state: unknown;
  onHighlight(ids: string[]): void;
  onCell(c: TableCell): void;
}

/**
 * Re-renders only when the log (or a handler) changes: `state` serves the hover lighting through a
 * ref, and every action that moves pieces also adds log entries, so the ref stays current.
 */
export const LogPanel = memo(LogPanelView, (a, b) => a.log === b.log && a.onHighlight === b.onHighlight && a.onCell === b.onCell);

function LogPanelView({ log: latest, state, onHighlight, onCell }: Props) {
  const log = useAfterPaint(latest);
  const { highlightOf } = useSystemUi();
  const now = useRef(state);
  now.current = state;
  const lit = useRef(highlightOf);
  lit.current = highlightOf;
  const light = useRef(onHighlight);
  light.current = onHighlight;
  const [onHover] = useState<Hover>(() => (e: LogEntry | null) => light.current(e ? lit.current(e, now.current) : []));
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const lastSet = useRef(-1);
  const toBottom = (el: HTMLElement) => {
    el.scrollTop = el.scrollHeight;
    lastSet.current = el.scrollTop;
  };
  const [shown, setShown] = useState(PAGE);
  const from = Math.max(0, log.length - shown);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => {
      // Our own scrolling (to the bottom) says nothing about what the reader wants.
      if (Math.abs(el.scrollTop - lastSet.current) < 2) return;
      stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    };
    el.addEventListener('scroll', onScroll);
    // Keep the newest entry in view when the panel shrinks (e.g. the prompt grows), and when
    // entries take their real height: entries out of view are laid out at an estimated height
    // (content-visibility, see panel.css) until they come into view.
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => {
      if (stick.current) toBottom(el);
    });
    ro?.observe(el);
    if (body.current) ro?.observe(body.current);
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro?.disconnect();
    };
  }, []);

  useLayoutEffect(() => {
    const el = box.current;
    if (el && stick.current) toBottom(el);
  }, [log.length]);

  return (
    <div className="log-panel">
      <div ref={box} className="log-scroll">
        <div ref={body}>
          {from > 0 && (
            <button type="button" className="link-button" onClick={() => setShown((n) => n + PAGE)}>
              Show {Math.min(PAGE, from)} earlier entries
            </button>
          )}
          <ol className="log" aria-label="Game log" start={from + 1}>
            {log.slice(from).map((e, i) => (
              <Entry key={from + i} e={e} onHover={onHover} onCell={onCell} />
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
