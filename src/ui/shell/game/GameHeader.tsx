/** Header of the game screen: the turn/phase track, the legend toggle, and the game commands. */
import { memo, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLateForSeat } from '../common/useAfterPaint';
import { HAND_OVER_SETTINGS, type HandOverSetting } from './handOver';
import { Tip } from '../common/Tooltip';
import { useSystemUi } from '../SystemUiContext';

interface Props {
  state: unknown;
  toAct: string | null;
  /** The seat whose view is shown when not the seat to act's (the person watching the computer play). */
  viewer?: string;
  /** Who plays, when the computer holds a seat ("Roman: you · Gallic: computer (normal)"); else the game's own words. */
  mode?: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onExport(): void;
  onQuit(): void;
  /** Hotseat only: the hand-over setting and how to change it. */
  handOver?: { value: HandOverSetting; onChange(v: HandOverSetting): void };
  /** Opens the scenario briefing (absent when the scenario has none). */
  onBriefing?(): void;
  /** Opens the replay (absent before the first action). */
  onReplay?(): void;
  /** The move clock, when moves are timed (MoveClock). */
  clock?: ReactNode;
}

export function GameHeader({ state, toAct, viewer, mode, canUndo, canRedo, onUndo, onRedo, onExport, onQuit, handOver, onBriefing, onReplay, clock }: Props) {
  const [legend, setLegend] = useState(false);
  const { Track, Legend, modeWords } = useSystemUi();
  return (
    <header className="game-head">
      {/* The page's level-one heading, for screen readers' heading navigation (the track shows the same). */}
      <h1 className="sr-only">Commentarii — {mode ?? modeWords(state)}</h1>
      <LateTrack view={Track} state={state} toAct={toAct} viewer={viewer} mode={mode} />
      {clock}
      <div className="commands" role="toolbar" aria-label="Game">
        <button type="button" onClick={onUndo} disabled={!canUndo} title="Undo (U) — never across a die roll or a hand-over">
          Undo
        </button>
        <button type="button" onClick={onRedo} disabled={!canRedo} title="Redo (Y)">
          Redo
        </button>
        <SecretWaits state={state} name="Export save" what="A save file" title="Download the game as a save file" onClick={onExport} />
        {onReplay && (
          <SecretWaits state={state} name="Replay" what="The replay" title="Step through the game so far, read-only (the game stays where it is)" onClick={onReplay} />
        )}
        {onBriefing && (
          <button type="button" onClick={onBriefing} title="The scenario's objectives, special rules and a strategy note">
            Briefing
          </button>
        )}
        {handOver && <HandOverSelect {...handOver} />}
        {Legend && (
          <button type="button" aria-expanded={legend} aria-controls="map-legend" onClick={() => setLegend((v) => !v)}>
            Legend
          </button>
        )}
        <button type="button" onClick={onQuit} title="Back to the title screen (the game stays saved)">
          Quit
        </button>
      </div>
      {Legend && (
        <div id="map-legend" hidden={!legend}>
          <Legend />
        </div>
      )}
    </header>
  );
}

function HandOverSelect({ value, onChange }: { value: HandOverSetting; onChange(v: HandOverSetting): void }) {
  return (
    <label className="handover-setting" title="When to hide the board so that the other player does not see a decision">
      Hand over{' '}
      <select value={value} onChange={(e) => onChange(e.target.value as HandOverSetting)}>
        {HAND_OVER_SETTINGS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A command that would give away a pending secret (Export save, Replay), or why it waits: while a
 * decision is still hidden (Bellum: an evasion declaration, BG 4.4.1) a save file or a replay
 * would show it.
 */
function SecretWaits({ state, name, what, title, onClick }: { state: unknown; name: string; what: string; title: string; onClick(): void }) {
  const { pendingSecret, secretWarning } = useSystemUi();
  const secret = pendingSecret?.(state) ?? null;
  if (!secret) {
    const warning = secretWarning?.(state) ?? null;
    // A secret the whole game keeps: go on only once the player has been told what it shows.
    const go = warning ? () => { if (window.confirm(`${what} shows ${warning}. Go on?`)) onClick(); } : onClick;
    return (
      <button type="button" onClick={go} title={warning ? `${title} — it shows ${warning}` : title}>
        {name}
      </button>
    );
  }
  return (
    <Tip rule={secret.rule} text={`${name} waits: ${secret.reason}. ${what} would show it.`}>
      <button type="button" aria-disabled="true" className="waits" onClick={() => undefined}>
        {name} (waits)
      </button>
    </Tip>
  );
}

type TrackProps = { state: unknown; toAct: string | null; viewer?: string; mode?: string };

/**
 * The system's track, one painted frame after the click for the seat that sat (like the prompt,
 * LatePrompt.tsx): the map answers in the click's own frame. Another seat's track comes at once.
 */
const LateTrack = memo(function LateTrack({ view, state, toAct, viewer, mode }: TrackProps & { view: ComponentType<TrackProps> }) {
  const now = useMemo(() => ({ state, toAct, viewer }), [state, toAct, viewer]);
  const { shown } = useLateForSeat(now);
  // A position and its viewer go together: another viewer's screen comes at once, never late.
  const same = shown.viewer === viewer ? shown : now;
  return <MemoTrack view={view} state={same.state} toAct={same.toAct} viewer={same.viewer} mode={mode} />;
});

/** The track itself, drawn only when what it shows changes. */
const MemoTrack = memo(function MemoTrack({ view: View, ...props }: TrackProps & { view: ComponentType<TrackProps> }) {
  return <View {...props} />;
});
