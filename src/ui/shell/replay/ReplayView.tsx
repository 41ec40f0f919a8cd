/**
 * The replay: the game so far, read-only, action by action. A scrubber and step/play controls
 * pick the action; the system's board (and its second board when one was set up), the track, the
 * inspector and the log show the position after it. The game in the store is not touched:
 * "Back to the game" returns to it exactly as it was.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SetupOptions } from '../../../engine/core/contract';
import type { TableCell } from '../../../engine/core/log';
import { createReplay } from '../../../store/replayFrames';
import { useSystemUi } from '../SystemUiContext';
import { LogPanel } from '../game/LogPanel';
import { MainArea, useMainView } from '../game/MainArea';
import './replay.css';

interface Props {
  setup: SetupOptions<unknown>;
  actions: readonly unknown[];
  /** The scenario's name, for the heading. */
  title: string;
  onClose(): void;
}

const NONE: readonly unknown[] = [];
const noop = () => undefined;
/** Time between two actions while playing. */
export const PLAY_STEP_MS = 700;

export function ReplayView({ setup, actions, title, onClose }: Props) {
  const ui = useSystemUi();
  const replay = useMemo(() => createReplay(ui.engine, setup, actions), [ui.engine, setup, actions]);
  const last = 'error' in replay && !('frame' in replay) ? 0 : replay.last;
  const [at, setAt] = useState(last);
  const [playing, setPlaying] = useState(false);
  const [inspected, setInspected] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<string[]>([]);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);

  const go = useCallback((i: number) => setAt(Math.max(0, Math.min(last, i))), [last]);
  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => go(at + 1), PLAY_STEP_MS);
    return () => clearTimeout(t);
  }, [playing, at, last, go]);

  const frame = 'frame' in replay ? replay.frame(at) : null;
  const log = useMemo(() => ('logAt' in replay ? replay.logAt(at) : []), [replay, at]);
  const subKey = frame && ui.subBoard ? ui.subBoard.key(frame.state) : null;
  const [mainView, setMainView] = useMainView(subKey);

  if (!('frame' in replay) || !frame) {
    return (
      <div className="replay-screen" role="alert">
        <p>The replay cannot be built: {'error' in replay ? String(replay.error) : 'unknown problem'}</p>
        <button type="button" onClick={onClose}>
          Back to the game
        </button>
      </div>
    );
  }

  const state = frame.state;
  const prev = at > 0 ? replay.frame(at - 1) : null;
  const what = at === 0 ? 'The setup, before the first action.' : describe(ui, prev?.state, actions[at - 1]);
  const stopped = replay.error();
  const onKey = (e: KeyboardEvent) => {
    const tag = (e.target as HTMLElement).tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    if (e.key === 'ArrowLeft') go(at - 1);
    else if (e.key === 'ArrowRight') go(at + 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(last);
    else if (e.key === 'Escape') onClose();
    else return;
    e.preventDefault();
  };
  const props = {
    state,
    log,
    legal: NONE,
    highlight,
    inspected,
    onInspect: setInspected,
    onAct: noop,
    onSuggest: noop,
    onCell: noop as (c: TableCell) => void,
  };
  const { Board, Track, Inspector } = ui;
  const Sub = ui.subBoard?.View;
  return (
    <div className="replay-screen game-screen" onKeyDown={onKey}>
      <header className="game-head replay-head">
        <h1 className="replay-title">Replay — {title}</h1>
        {/* The seed fixes every roll: shown here and at game over, never in the list of games. */}
        <p className="replay-seed muted small">Dice seed {setup.seed}</p>
        <Track state={state} toAct={ui.toAct(state)} />
        <div className="replay-controls" role="toolbar" aria-label="Replay">
          <button type="button" onClick={() => go(0)} disabled={at === 0} aria-label="First: the setup" title="The setup, before the first action (Home)">
            <span aria-hidden="true">«</span> First
          </button>
          <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-label="Step back" title="One action back (←)">
            <span aria-hidden="true">◀</span> Back
          </button>
          <button type="button" onClick={() => (at >= last ? (go(0), setPlaying(true)) : setPlaying((p) => !p))} aria-pressed={playing}>
            {playing ? 'Pause' : '▶ Play'}
          </button>
          <button type="button" onClick={() => go(at + 1)} disabled={at >= last} aria-label="Step forward" title="One action forward (→)">
            Forward <span aria-hidden="true">▶</span>
          </button>
          <button type="button" onClick={() => go(last)} disabled={at >= last} aria-label="Last: the present position" title="The present position (End)">
            Last <span aria-hidden="true">»</span>
          </button>
          <label className="replay-scrub">
            <span className="sr-only">Position in the replay, by action</span>
            {/* Its own name too (aria-label): not every reader takes the name of a range from a label around it. */}
            <input type="range" min={0} max={last} value={at} onChange={(e) => go(Number(e.target.value))} aria-label="Position in the replay, by action" aria-valuetext={`Action ${at} of ${last}`} />
          </label>
          <span className="replay-count" aria-hidden="true">
            {at} / {last}
          </span>
          <button ref={back} type="button" className="primary" onClick={onClose}>
            Back to the game
          </button>
        </div>
        <p className="replay-what" role="status" aria-live="polite">
          <strong>
            Action {at} of {last}, {ui.when(state)}:
          </strong>{' '}
          {what}
        </p>
        {stopped && <p className="alert">{stopped}</p>}
      </header>
      <main className="game-main replay-main">
        <MainArea view={mainView} onView={setMainView} map={<Board {...props} />} board={subKey && Sub ? <Sub {...props} /> : null} boardName={ui.subBoard?.name} />
        <aside className="side-panel replay-side" aria-label="Replay panel">
          {Inspector && <Inspector state={state} inspected={inspected} onClose={() => setInspected(null)} />}
          <section className="replay-log" aria-label="Log at this action">
            <h2 className="sr-only">Log</h2>
            <LogPanel log={log} state={state} onHighlight={setHighlight} onCell={noop} />
          </section>
        </aside>
      </main>
    </div>
  );
}

function describe(ui: ReturnType<typeof useSystemUi>, state: unknown, action: unknown): string {
  if (state === undefined) return '';
  try {
    const side = ui.toAct(state);
    const text = ui.describeAction(state, action);
    return side ? `${ui.prompt.sideName(side)}: ${text}` : text;
  } catch {
    return '';
  }
}
