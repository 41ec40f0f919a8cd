/**
 * Alesia (1983 rules)'s own choices on the title screen: how many players (AC 17.1), how the Roman
 * decides fire during Gallic movement (AC 20.5, 24.2), how long an Assault Period lasts (AC 12.7),
 * the optional rules both players agree on (those of the four-player game only with four players), and the minutes of a timed move (AC 17.7). Light: no engine code, so the title chunk stays small.
 */
import type { SystemOptionsProps } from '../shell/registry';
import { MAX_CLOCK_MINUTES, suggestedMinutes, type MoveClockMinutes } from './moveClock';

/** The off-board zones in ring order (AC 11.1); kept here so the title screen loads no engine code. */
const ZONES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

/** `four`: a rule of the four-player game (AC 17.4), offered only when four players are chosen. */
const OPTIONAL: readonly { key: string; rule: string; label: string; four?: true }[] = [
  { key: 'trenchFill', rule: 'AC 8.4', label: 'Gauls may fill in the Isolated Trench (8.4)' },
  { key: 'leaderOut', rule: 'AC 17.6', label: 'Four players: a Roman whose leader falls is out (17.6)', four: true },
  { key: 'secretSpheres', rule: 'AC 17.8', label: 'Four players: the Roman spheres of command kept from the Gauls until each Assault Period ends (17.8)', four: true },
  { key: 'vercingetorixShielded', rule: 'AC 19.7', label: 'A stacked Vercingetorix survives Roman contact (19.7)' },
  { key: 'recon', rule: 'AC 22.4', label: 'Roman cavalry may scout the off-board zones (22.4)' },
  { key: 'hiddenStacks', rule: 'AC 25.7', label: 'Stacks on forts and ramparts hidden from the attacker (25.7)' },
];

/** The title screen's hotseat choice for the number of players chosen (AC 17.1): "Three players, hotseat". */
export function hotseatWords(o: Readonly<Record<string, unknown>>): string {
  const n = o.players === 3 ? 'Three' : o.players === 4 ? 'Four' : 'Two';
  return `${n} players, hotseat`;
}

export const DEFAULT_AC_OPTIONS: Readonly<Record<string, unknown>> = { players: 2, fire: 'plan', periodTurns: 12 };

export function AlesiaOptions({ value, onChange }: SystemOptionsProps) {
  const set = (patch: Record<string, unknown>) => onChange({ ...value, ...patch });
  const players = (value.players as number | undefined) ?? 2;
  const clock = value.moveClock as MoveClockMinutes | undefined;
  // A new number of players brings its suggested minutes, unless the players have set their own.
  const setPlayers = (n: number) => {
    const own = clock && (clock.gallic !== suggestedMinutes(players).gallic || clock.roman !== suggestedMinutes(players).roman);
    set(clock && !own ? { players: n, moveClock: suggestedMinutes(n) } : { players: n });
  };
  const setMinutes = (side: keyof MoveClockMinutes, text: string) => {
    const n = Math.round(Number(text));
    if (clock && Number.isFinite(n)) set({ moveClock: { ...clock, [side]: Math.min(MAX_CLOCK_MINUTES, Math.max(1, n)) } });
  };
  return (
    <fieldset className="picker options">
      <legend>Alesia</legend>
      <div role="radiogroup" aria-label="Players" className="row">
        <span className="muted">Players:</span>
        {[2, 3, 4].map((n) => (
          <label key={n}>
            <input type="radio" name="ac-players" checked={players === n} onChange={() => setPlayers(n)} />{' '}
            {n === 2 ? 'two (one a side)' : n === 3 ? 'three (two Gauls)' : 'four (two a side)'}
          </label>
        ))}
      </div>
      <div role="radiogroup" aria-label="Roman fire during Gallic movement" className="row">
        <span className="muted">Roman fire:</span>
        <label>
          <input type="radio" name="ac-fire" checked={value.fire !== 'ask'} onChange={() => set({ fire: 'plan' })} /> by a fire plan set in advance
        </label>
        <label>
          <input type="radio" name="ac-fire" checked={value.fire === 'ask'} onChange={() => set({ fire: 'ask' })} /> ask the Roman at each chance
        </label>
      </div>
      {players === 4 && (
        <div className="row">
          <label htmlFor="ac-caesar">Caesar commands the lines facing zones</label>
          <select id="ac-caesar" value={String(value.caesarFrom ?? 'I')} onChange={(e) => set({ caesarFrom: e.target.value })}>
            {ZONES.map((z, i) => (
              <option key={z} value={z}>
                {z}–{ZONES[(i + 4) % 10]} (Labienus the other five)
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="row">
        <label htmlFor="ac-period">Turns per Assault Period</label>
        <select id="ac-period" value={String(value.periodTurns ?? 12)} onChange={(e) => set({ periodTurns: Number(e.target.value) })}>
          <option value="12">12</option>
          <option value="11">11 (optional 12.7)</option>
          <option value="10">10 (optional 12.7)</option>
        </select>
      </div>
      <div className="row optional-rules">
        {OPTIONAL.map((o) => {
          // A four-player rule stays in the list but cannot be chosen (and reads as off) with fewer players.
          const idle = !!o.four && players !== 4;
          return (
            <label key={o.key} title={idle ? 'Only with four players' : undefined}>
              <input type="checkbox" disabled={idle} checked={!idle && value[o.key] === true} onChange={(e) => set({ [o.key]: e.target.checked })} /> {o.label}
            </label>
          );
        })}
        <label>
          <input
            type="checkbox"
            checked={!!clock}
            onChange={(e) => {
              const { moveClock: _off, ...rest } = value;
              void _off;
              onChange(e.target.checked ? { ...rest, moveClock: suggestedMinutes(players) } : rest);
            }}
          />{' '}
          Timed moves: a clock for each commander&rsquo;s movement, which ends when time is up (17.7)
        </label>
      </div>
      {clock && (
        <div className="row">
          <label htmlFor="ac-clock-gallic">Minutes for each Gallic move</label>
          <input id="ac-clock-gallic" type="number" min={1} max={MAX_CLOCK_MINUTES} step={1} value={clock.gallic} onChange={(e) => setMinutes('gallic', e.target.value)} />
          <label htmlFor="ac-clock-roman">Minutes for each Roman move</label>
          <input id="ac-clock-roman" type="number" min={1} max={MAX_CLOCK_MINUTES} step={1} value={clock.roman} onChange={(e) => setMinutes('roman', e.target.value)} />
          <span className="muted small">Suggested: {players === 4 ? 'ten minutes for every commander' : players === 3 ? 'Gauls 10, Roman 20' : '20 each (one player moves a whole side)'}.</span>
        </div>
      )}
    </fieldset>
  );
}
