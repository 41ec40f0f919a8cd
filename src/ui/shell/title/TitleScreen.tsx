/**
 * Title screen: pick the game, the scenario, the mode and the seed; start, resume or delete a
 * game in progress, or load a save file. It imports no engine code: the store loads on demand.
 */
import { useMemo, useState } from 'react';
import { SYSTEMS, systemEntry } from '../../registry';
import { PlayOptions, type PlayChoice } from './PlayOptions';
import { SavedGames } from './SavedGames';
import { holdersFor, SeatPicker } from './SeatPicker';
import { NO_COMPUTER, type SeatHolders } from '../../../store/seatHolders';
import { ScenarioPicker } from './ScenarioPicker';
import { SystemPicker } from './SystemPicker';
import { randomSeed } from './seed';
import { loadSystemUi } from '../loadSystemUi';
import type { GameStoreHook, SystemUi } from '../registry';
import { clip, parseSave } from '../../../store/saves';
import type { ReplayPacing, ReplayProgress } from '../../../store/replaySession';

/** A file's name as a message may quote it. */
const shortName = (name: string): string => (name.length > 40 ? `${name.slice(0, 39)}…` : name);

interface Props {
  /** Called with the loaded UI of the game's system once a game is open in the store. */
  onStarted(ui: SystemUi): void;
}

export function TitleScreen({ onStarted }: Props) {
  const [system, setSystemId] = useState(() => SYSTEMS.find((g) => g.playable)?.id ?? SYSTEMS[0].id);
  const scenarios = systemEntry(system)?.scenarios ?? [];
  const firstPlayable = (list: typeof scenarios) => list.find((s) => s.playable)?.id ?? list[0]?.id ?? '';
  const [scenario, setScenario] = useState(() => firstPlayable(scenarios));
  const info = scenarios.find((s) => s.id === scenario) ?? scenarios[0];
  const [systemOptions, setSystemOptions] = useState<Record<string, unknown>>(() => ({ ...(systemEntry(system)?.defaultOptions ?? {}) }));
  const setSystem = (id: string) => {
    setSystemId(id);
    setScenario(firstPlayable(systemEntry(id)?.scenarios ?? []));
    setSystemOptions({ ...(systemEntry(id)?.defaultOptions ?? {}) });
    setSeats(NO_COMPUTER);
  };
  /** Who holds each seat (systems with a computer opponent); persons unless chosen. */
  const [seats, setSeats] = useState<SeatHolders>(NO_COMPUTER);
  const SystemOptions = systemEntry(system)?.Options;
  const [play, setPlay] = useState<PlayChoice>(() => ({ solo: !!info?.solo, gallicAuto: true, seed: randomSeed(), handOver: 'secret' }));
  const [busy, setBusy] = useState(false);
  const [error, setErrorText] = useState<string | null>(null);
  /** Every message shown is bounded, whatever it quotes. */
  const setError = (text: string | null) => setErrorText(text === null ? null : clip(text));
  /** How far a long load or resume has got (only reported when it takes more than a moment). */
  const [progress, setProgress] = useState<ReplayProgress | null>(null);
  const pacing: ReplayPacing = { onProgress: setProgress };
  const effective = useMemo(() => ({ ...play, solo: play.solo && !!info?.solo }), [play, info?.solo]);
  // The seats a game with these options has; the solo rule (6.1) is a choice of its own.
  const botSeats = systemEntry(system)?.bot?.seats(systemOptions) ?? [];
  const seatChoice = !effective.solo && botSeats.length > 0;

  /**
   * Load the system's UI (its engine and store: their own chunk), run a call on its store; go to
   * the game if it opened one, else show the store's message.
   */
  async function withSession(systemId: string, run: (store: GameStoreHook) => unknown, label?: string) {
    setBusy(true);
    setError(null);
    try {
      let ui: SystemUi;
      try {
        ui = await loadSystemUi(systemId);
      } catch {
        setError("The game's program could not be loaded: check the connection and reload the page.");
        return;
      }
      await run(ui.store);
      const st = ui.store.getState();
      if (st.screen === 'game' && st.session) {
        onStarted(ui);
        return;
      }
      const text = st.message?.text ?? 'The game could not be started.';
      setError(label ? `${label}: ${text}` : text);
      st.dismissMessage();
    } catch {
      // The stores never throw on a bad file or a failed replay; this is a fault of the program.
      setError('The game could not be opened because of a fault in this version of the program.');
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const start = () =>
    withSession(system, (store) =>
      store.getState().newGame({ scenario, seed: effective.seed.trim() || randomSeed(), handOver: effective.handOver, seats: seatChoice ? holdersFor(botSeats, seats) : NO_COMPUTER, options: { solo: effective.solo, gallicAuto: effective.gallicAuto, ...systemOptions } }),
    );

  async function loadFile(file: File | undefined) {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setError(`Could not read ${shortName(file.name)}.`);
      return;
    }
    // Check the file before loading the rules: a bad file is refused at once, naming the problem.
    // The same check as the store's (`parseSave` with each system's registry schemas and scenarios).
    const schemas = Object.fromEntries(SYSTEMS.flatMap((g) => (g.saveSchemas ? [[g.id, g.saveSchemas]] : [])));
    const parsed = parseSave(text, { scenarios: SYSTEMS.flatMap((g) => g.scenarios), schemas });
    if (!parsed.ok) {
      setError(`${shortName(file.name)}: ${parsed.error}`);
      return;
    }
    await withSession(parsed.save.system, (store) => store.getState().importSave(text, pacing), shortName(file.name));
  }

  const canStart = !!info?.playable && !!systemEntry(system)?.playable && !busy;
  return (
    <main className="title-screen">
      <header className="title-head">
        <h1>Commentarii</h1>
        <p className="tagline">Caesar&rsquo;s Gallic War in board wargames — rules enforced, every die roll explained.</p>
      </header>
      {error && (
        <div role="alert" className="alert">
          <span>{error}</span>
          <button type="button" onClick={() => setError(null)}>Dismiss</button>
        </div>
      )}
      {progress && (
        <div role="status" className="load-progress">
          <label>
            Replaying the game: {progress.done.toLocaleString('en')} of {progress.total.toLocaleString('en')} actions{' '}
            <progress max={progress.total} value={progress.done} />
          </label>
        </div>
      )}
      <SavedGames disabled={busy} onResume={(id, sys) => void withSession(sys, (store) => store.getState().resumeGame(id, pacing))} onError={setError} />
      <form
        className="new-game"
        aria-label="New game"
        onSubmit={(e) => {
          e.preventDefault();
          if (canStart) void start();
        }}
      >
        <SystemPicker value={system} onChange={setSystem} />
        <ScenarioPicker scenarios={scenarios} value={scenario} onChange={setScenario} />
        <PlayOptions value={effective} soloAvailable={!!info?.solo} hotseatLabel={systemEntry(system)?.hotseatLabel?.(systemOptions)} onChange={setPlay} />
        {SystemOptions && <SystemOptions value={systemOptions} onChange={setSystemOptions} />}
        {seatChoice && <SeatPicker seats={botSeats} value={seats} onChange={setSeats} />}
        <div className="actions">
          <button type="submit" className="primary" disabled={!canStart}>
            Start
          </button>
          {info && !info.playable && <span className="muted">{info.rule} is coming in a later release.</span>}
          <label className="file-button">
            Load file…
            <input
              type="file"
              accept=".json,application/json,text/plain"
              aria-label="Load a saved game file"
              onChange={(e) => {
                void loadFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
      </form>
      <footer className="muted small">
        Unofficial fan edition for study and play. Tables and map marked “reconstructed” are this edition&rsquo;s reading of the rules.
      </footer>
    </main>
  );
}
