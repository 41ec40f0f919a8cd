/**
 * Mode (solo / hotseat), who takes the Gallic decisions in solo, when a hotseat game hands the
 * screen over (kept with the game), and the seed of the dice.
 */
import { HAND_OVER_SETTINGS, type HandOverSetting } from '../game/handOver';
import { randomSeed } from './seed';

export interface PlayChoice {
  solo: boolean;
  gallicAuto: boolean;
  seed: string;
  /** Hotseat: when the screen is handed over (the game's setting; changeable in its header). */
  handOver: HandOverSetting;
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
            value={value.handOver}
            onChange={(e) => set({ handOver: e.target.value as HandOverSetting })}
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
