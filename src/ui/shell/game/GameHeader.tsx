/** Header of the game screen: the turn/phase track, the legend toggle, and the game commands. */
import { useState } from 'react';
import { HAND_OVER_SETTINGS, type HandOverSetting } from './handOver';
import { Tip } from '../common/Tooltip';
import { useSystemUi } from '../SystemUiContext';

interface Props {
  state: unknown;
  toAct: string | null;
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
}

export function GameHeader({ state, toAct, canUndo, canRedo, onUndo, onRedo, onExport, onQuit, handOver, onBriefing }: Props) {
  const [legend, setLegend] = useState(false);
  const { Track, Legend, modeWords } = useSystemUi();
  return (
    <header className="game-head">
      {/* The page's level-one heading, for screen readers' heading navigation (the track shows the same). */}
      <h1 className="sr-only">Commentarii — {modeWords(state)}</h1>
      <Track state={state} toAct={toAct} />
      <div className="commands" role="toolbar" aria-label="Game">
        <button type="button" onClick={onUndo} disabled={!canUndo} title="Undo (U) — never across a die roll or a hand-over">
          Undo
        </button>
        <button type="button" onClick={onRedo} disabled={!canRedo} title="Redo (Y)">
          Redo
        </button>
        <ExportButton state={state} onExport={onExport} />
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

/** Export save, or why it waits: while a secret is pending, a save file would give it away. */
function ExportButton({ state, onExport }: { state: unknown; onExport(): void }) {
  const { pendingSecret } = useSystemUi();
  const secret = pendingSecret?.(state) ?? null;
  if (!secret) {
    return (
      <button type="button" onClick={onExport} title="Download the game as a save file">
        Export save
      </button>
    );
  }
  return (
    <Tip rule={secret.rule} text={`Export waits: ${secret.reason}. A save file would show it.`}>
      <button type="button" aria-disabled="true" className="waits" onClick={() => undefined}>
        Export save (waits)
      </button>
    </Tip>
  );
}
