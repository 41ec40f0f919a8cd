/** Mode (solo / hotseat), who takes the Gallic decisions in solo, and the seed of the dice. */
import { useState } from 'react';
import { HAND_OVER_SETTINGS, readHandOverSetting, writeHandOverSetting, type HandOverSetting } from '../game/handOver';
import { randomSeed } from './seed';

export interface PlayChoice {
  solo: boolean;
  gallicAuto: boolean;
  seed: string;
}

interface Props {
  value: PlayChoice;
  soloAvailable: boolean;
  /** The hotseat choice's words (the system's options may seat more than two). */
  hotseatLabel?: string;
  onChange(v: PlayChoice): void;
}

export function PlayOptions({ value, soloAvailable, hotseatLabel = 'Two players, hotseat', onChange }: Props) {
  const set = (patch: Partial<PlayChoice>) => onChange({ ...value, ...patch });
  const [handOver, setHandOver] = useState<HandOverSetting>(readHandOverSetting);
  return (
    <fieldset className="picker options">
      <legend>Play</legend>
      <div role="radiogroup" aria-label="Mode" className="row">
        <label>
          <input type="radio" name="mode" checked={value.solo} disabled={!soloAvailable} onChange={() => set({ solo: true })} /> Solo (you are Rome)
        </label>
        <label>
          <input type="radio" name="mode" checked={!value.solo} onChange={() => set({ solo: false })} /> {hotseatLabel}
        </label>
      </div>
      <div role="radiogroup" aria-label="Gallic decisions" className="row">
        <span className="muted">Gallic decisions:</span>
        <label>
          <input type="radio" name="gallic" checked={value.gallicAuto} disabled={!value.solo} onChange={() => set({ gallicAuto: true })} /> automatic
        </label>
        <label>
          <input type="radio" name="gallic" checked={!value.gallicAuto} disabled={!value.solo} onChange={() => set({ gallicAuto: false })} /> I make them
        </label>
      </div>
      {!value.solo && (
        <div className="row">
          <label htmlFor="handover-setting">Hide the board for a hand-over</label>
          <select
            id="handover-setting"
            value={handOver}
            onChange={(e) => {
              const v = e.target.value as HandOverSetting;
              writeHandOverSetting(v);
              setHandOver(v);
            }}
          >
            {HAND_OVER_SETTINGS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="row">
        <label htmlFor="seed">Seed</label>
        <input id="seed" className="seed" value={value.seed} spellCheck={false} onChange={(e) => set({ seed: e.target.value })} />
        <button type="button" onClick={() => set({ seed: randomSeed() })}>New seed</button>
        <span className="muted small">Same seed, same choices: same dice.</span>
      </div>
    </fieldset>
  );
}
