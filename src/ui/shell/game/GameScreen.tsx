/**
 * The game screen: header (track, commands), the map, and the right-hand panel (prompt,
 * inspector, tabs). Map clicks are shortcuts for the same legal actions as the prompt buttons.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LateInspector } from './LateInspector';
import { whenIdle } from '../../../store/afterPaint';
import type { LogEntry, TableCell } from '../../../engine/core/log';
import { RulesBrowser } from '../rules/RulesBrowser';
import { TablesView } from '../tables/TablesView';
import { GameHeader } from './GameHeader';
import { GameOverDialog } from './GameOverDialog';
import { BriefingDialog } from './BriefingDialog';
import { HandOver } from './HandOver';
import { ClockRun } from './clockRun';
import { MoveClock } from './MoveClock';
import { systemEntry } from '../../registry';
import type { SystemUi } from '../registry';
import { secretFrom, watcherSeat, type HandOverSetting, type SeatRules } from './handOver';
import { seatWords, type NamedSeat } from './seatWords';
import type { BotSeat } from '../bot/types';
import { useScreenSeat } from './useScreenSeat';
import { useSystemUi } from '../SystemUiContext';
import { LogPanel } from './LogPanel';
import { useVisibleLog } from './useVisibleLog';
import { MainArea, useMainView } from './MainArea';
import { PhoneBar } from './PhoneBar';
import { LatePrompt } from './LatePrompt';
import { downloadText, saveFileName } from './saveFile';
import { SideTabs, useTabs, type TabId } from './SideTabs';
import { StorageNotice } from './StorageNotice';
import { useShortcuts } from './useShortcuts';
import { ReplayView } from '../replay/ReplayView';
import { computerAt, type SeatHolders } from '../../../store/seatHolders';
import { useBot } from '../bot/BotContext';
import { ComputerTurn } from './ComputerTurn';
import { Suggest } from './Suggest';
import { useComputerTurn } from './useComputerTurn';
import './game.css';
import './panel.css';

type Action = unknown;

/** The table cells read by the last roll that read one: its main cell, then any further cells. */
function lastRollCells(log: readonly LogEntry[]): TableCell[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.kind === 'roll' && e.cell) return [e.cell, ...(e.also ?? [])];
  }
  return [];
}

const NO_ACTIONS: readonly Action[] = [];
const NO_ENTRIES: readonly LogEntry[] = [];

/** Someone other than the seat to act (for a system that does not name its seats). */
const ANOTHER = '\u0000another';

/**
 * The system's seats in a position; without its own: a secret decision hides from anybody else.
 * Only a person's seat may be looking at the screen: the computer's seats are left out.
 */
function seatRules(ui: SystemUi, state: unknown, holders: SeatHolders): SeatRules {
  // No position (the game just left for the title screen): a system's seats read its state.
  if (state === undefined) return { seats: [], hides: () => false };
  if (ui.seats) {
    const { all, hides } = ui.seats;
    return { seats: all(state).filter((x) => !computerAt(holders, x)), hides: (v, w) => hides(state, v, w) };
  }
  const secret = ui.decisionIsSecret(state);
  return { seats: [ANOTHER], hides: (v, w) => v !== w && secret };
}

/**
 * The game's seats with their names, for the words on who plays: a system's own seats, named as its
 * bot names them (short where given), else as its prompt names a side.
 */
function namedSeats(ui: SystemUi, state: unknown, botSeats: readonly BotSeat[] = []): NamedSeat[] {
  const names = new Map(botSeats.map((x) => [x.id, x.short ?? x.name]));
  const ids = ui.seats ? ui.seats.all(state) : botSeats.map((x) => x.id);
  return ids.map((id) => ({ id, name: names.get(id) ?? ui.prompt.sideName(id) }));
}

/** Between two moves of the computer when nobody else plays (watched), and when its moves are shown beside a person. */
export const WATCH_PACE_MS = 700;
export const SHOWN_PACE_MS = 300;

export default function GameScreen({ onExit }: { onExit(): void }) {
  const ui = useSystemUi();
  const useGame = ui.store;
  const session = useGame((s) => s.session);
  const screen = useGame((s) => s.screen);
  const message = useGame((s) => s.message);
  const highlight = useGame((s) => s.highlight);
  const storage = useGame((s) => s.storage);
  const canUndo = useGame((s) => s.canUndo());
  const canRedo = useGame((s) => s.canRedo());
  const handOverSetting = useGame((s) => s.handOver);
  const holders = useGame((s) => s.seats);
  const gameId = useGame((s) => s.gameId) ?? '';
  const store = useGame.getState;
  const bot = useBot();
  // Stop: the computer waits until the player resumes it or takes over its seat.
  const [botStopped, setBotStopped] = useState(false);
  // Each Resume / Try again asks anew (a failed question is not asked again by itself).
  const [botAttempt, setBotAttempt] = useState(0);

  const [inspected, setInspected] = useState<string | null>(null);
  // Board-click suggestions belong to the state they were made in: a new state drops them
  // (derived, not reset by an effect, so an action renders the screen once, not twice).
  const [hint, setHint] = useState<{ state: unknown; acts: readonly Action[] }>({ state: null, acts: NO_ACTIONS });
  const [reviewing, setReviewing] = useState(false);
  const [replaying, setReplaying] = useState(false);
  // The briefing opens with a new game (no action played yet) and from the header at any time.
  const [briefingOpen, setBriefingOpen] = useState(() => (session?.actions.length ?? 0) === 0);
  const entry = session ? systemEntry(session.system) : undefined;
  const scenarioInfo = entry?.scenarios.find((sc) => sc.id === session?.scenario);
  const briefing = session ? entry?.briefings?.[session.scenario] : undefined;
  const [litCell, setLitCell] = useState<TableCell | null>(null);
  const [tab, setTab] = useTabs();

  useEffect(() => {
    if (screen === 'title' || !session) onExit();
  }, [screen, session, onExit]);

  const state = session?.state;
  const legal = useMemo(() => (state ? ui.legal(state) : NO_ACTIONS), [state, ui]);
  const toAct = state ? ui.toAct(state) : null;
  const options = (state as { options?: { solo?: boolean } } | undefined)?.options ?? (session?.options as { solo?: boolean } | undefined);
  const hotseat = !!state && options?.solo === false;
  const played = session?.actions.length ?? 0;
  const fullLog = session?.log;
  // Hotseat: nothing of the seat to act's screen is rendered until it may be (handOver.ts).
  const rules = useMemo(() => seatRules(ui, state, holders), [ui, state, holders]);
  // The computer at the seat to act (issue 18), and whether its screen hides something from a
  // person at the table: then nothing of its screen is rendered.
  const level = state && !ui.outcome(state) ? computerAt(holders, toAct) : null;
  const covered = !!level && !!toAct && rules.seats.some((w) => w !== toAct && rules.hides(toAct, w));
  const watched = !!state && !!level && rules.seats.length === 0;
  const seat = useScreenSeat({ state, toAct, hotseat, setting: handOverSetting, rules, log: fullLog ?? NO_ENTRIES, computer: !!level });
  const handOver = seat.gate !== 'show';
  // While the computer acts, the person at the screen watches it from his own side's view,
  // read-only (the only person at the table, or the one known to be at the screen): never the
  // computer's. Without one, the computer's screen is shown when it hides nothing from a person
  // who may be looking (or nobody plays: watched), else only its turn (ComputerTurn).
  const watcher = level ? watcherSeat(seat.screen, rules) : null;
  const boardHidden = covered && watcher === null;
  // Entries hidden from the side at the screen stay out of the page until the game is over.
  const viewer = state && !ui.outcome(state) ? (watcher ?? toAct) : null;
  const shownLog = useVisibleLog(fullLog, viewer);
  // The hand-over setting, only while two or more persons share the screen (not one against the computer).
  const shared = hotseat && (!ui.seats || rules.seats.length >= 2);
  const mode = (session && state && seatWords(namedSeats(ui, state, entry?.bot?.seats(session.options)), holders)) ?? undefined;
  const current = useCallback((s: unknown) => store().session?.state === s, [store]);
  const chooseHandOver = useCallback((v: HandOverSetting) => store().setHandOver(v), [store]);
  const setSuggested = useCallback((acts: readonly Action[]) => setHint({ state, acts }), [state]);
  // While a second board is set up (Bellum: a pitched battle or a sally) it takes the main area,
  // the map one click away; each new one brings it up again.
  const subKey = state && ui.subBoard ? ui.subBoard.key(state) : null;
  const [mainView, setMainView] = useMainView(subKey);
  useEffect(() => {
    if (!(state as { outcome?: unknown } | undefined)?.outcome) setReviewing(false);
  }, [state]);

  const act = useCallback((a: Action) => {
    store().act(a);
  }, [store]);
  const computer = useComputerTurn({
    ui,
    system: session?.system ?? ui.id,
    state,
    level,
    // It waits while the briefing is open (the person reads it first) and during a replay.
    paused: botStopped || replaying || (!!briefing && briefingOpen),
    attempt: botAttempt,
    paceMs: watched ? WATCH_PACE_MS : boardHidden ? 0 : SHOWN_PACE_MS,
    gameId,
    played: session?.actions.length ?? 0,
    client: bot.client,
    current,
    act,
  });
  const takeOver = useCallback(() => {
    if (toAct) store().setSeat(toAct, 'person');
    setBotStopped(false);
  }, [store, toAct]);
  // What a click on the hex under the pointer would do, worked out while the page is idle (for the
  // position it was asked in: after a change it is not worth the work).
  const prefetch = useCallback((a: Action) => {
    const at = store().session;
    whenIdle(() => {
      if (store().session === at) store().prefetch(a);
    });
  }, [store]);

  // Timed moves (a system's clock, e.g. Alesia's AC 17.7): real time, kept here and never in the
  // game. The clock stops while the screen is handed over, while the briefing or the rules are
  // open and during a replay; when the time is spent the system's end of the move is played for
  // the player, once per position (a legal action: logged, replayed, undone like any other).
  const clockRun = useRef<ClockRun | null>(null);
  if (!clockRun.current) clockRun.current = new ClockRun();
  const clockSpec = state && ui.clock ? ui.clock.spec(state, toAct) : null;
  const clockPaused = handOver || !!level || replaying || (!!briefing && briefingOpen) || tab === 'rules';
  clockRun.current.sync(clockSpec?.key ?? null, !!clockSpec && !clockPaused, Date.now());
  const forcedAt = useRef<unknown>(null);
  const [timedOut, setTimedOut] = useState<{ who: string; at: number } | null>(null);
  const onTimeUp = useCallback(() => {
    if (!state || !clockSpec || forcedAt.current === state) return;
    const a = ui.clock?.timeUp(state, legal);
    if (!a) return;
    forcedAt.current = state;
    setTimedOut({ who: clockSpec.who, at: played + 1 });
    act(a);
  }, [state, legal, ui, act, clockSpec, played]);

  const onHighlight = useCallback((ids: string[]) => store().setHighlight(ids), [store]);
  const onCell = useCallback(
    (c: TableCell) => {
      setLitCell(c);
      setTab('tables');
    },
    [setTab],
  );

  useShortcuts(!!state && !handOver && !level && !replaying, {
    undo: () => store().undo(),
    redo: () => store().redo(),
    end: () => {
      const a = ui.keys.end(legal);
      if (a) act(a);
    },
    escape: () => {
      const d = ui.keys.escape(legal);
      if (d) act(d);
      else if (inspected) setInspected(null);
      else if (store().message) store().dismissMessage();
    },
  });

  const exportSave = () => {
    const text = store().exportSave();
    if (text && session) downloadText(text, saveFileName(session.scenario));
  };

  const closeInspector = useCallback(() => setInspected(null), []);
  // Stable, so the (memoized) prompt is not drawn again by a click that only inspects a hex.
  const dismissMessage = useCallback(() => store().dismissMessage(), [store]);

  if (!session || !state) return null;
  const outcome = ui.outcome(state);

  if (replaying) {
    return (
      <ReplayView
        setup={{ scenario: session.scenario, seed: session.seed, options: session.options }}
        actions={session.actions}
        title={scenarioInfo?.name ?? session.scenario}
        onClose={() => setReplaying(false)}
      />
    );
  }

  const briefingDialog = briefing && briefingOpen && scenarioInfo && (
    <BriefingDialog name={scenarioInfo.name} rule={scenarioInfo.rule} briefing={briefing} onClose={() => setBriefingOpen(false)} />
  );

  const computerTurn = level && toAct && (
    <ComputerTurn
      seat={toAct}
      level={level}
      stopped={botStopped}
      waiting={!!briefing && briefingOpen}
      covered={boardHidden}
      error={computer.error}
      onStop={() => setBotStopped(true)}
      onResume={() => {
        setBotStopped(false);
        setBotAttempt((n) => n + 1);
      }}
      onTakeOver={takeOver}
      onQuit={() => store().quitToTitle()}
    />
  );
  // The computer's screen keeps something from a person at the table and no person's own screen
  // may be shown: only its turn is rendered (and first the briefing, which every player may read).
  if (computerTurn && boardHidden) {
    return <div className="game-screen handing-over">{briefingDialog || computerTurn}</div>;
  }

  // Hotseat: until the seat to act may see its screen, the page holds only the hand-over (and
  // first the briefing, which every player may read): no board, prompt or log under a cover.
  if (handOver && toAct) {
    return (
      <div className="game-screen handing-over">
        {briefingDialog || (
          <HandOver
            side={toAct}
            mode={seat.gate === 'lookAway' ? 'lookAway' : 'handOver'}
            secret={secretFrom({ watchers: 'all', present: null }, toAct, rules).length > 0}
            result={seat.result}
            onReady={seat.claim}
            onSeen={seat.seen}
            onQuit={() => store().quitToTitle()}
          />
        )}
      </div>
    );
  }

  const SideTab = ui.sideTab?.View;
  const renderTab = (t: TabId) => {
    switch (t) {
      case 'log':
        return <LogPanel log={shownLog} state={state} onHighlight={onHighlight} onCell={onCell} />;
      case 'system':
        // A second board set up now is in the main area (one board on the page).
        return subKey && ui.subBoard ? (
          <p className="board-elsewhere">
            The {ui.subBoard.name.toLowerCase()} is in the main area.{' '}
            <button type="button" onClick={() => setMainView('board')}>
              Show the {ui.subBoard.name.toLowerCase()}
            </button>
          </p>
        ) : SideTab ? (
          <SideTab state={state} log={session.log} onCell={onCell} />
        ) : null;
      case 'tables': {
        // The table cell of the last roll, unless the player picked one from the log.
        const lastCells = litCell ? [litCell] : lastRollCells(session.log);
        return <TablesView lit={lastCells[0] ?? null} also={lastCells.slice(1)} />;
      }
      case 'rules':
        return <RulesBrowser />;
    }
  };

  const boardProps = {
    state,
    log: session.log,
    // The computer's turn shown beside the board: the board is watched, not played.
    legal: level ? NO_ACTIONS : legal,
    highlight,
    inspected,
    onInspect: setInspected,
    onAct: act,
    onSuggest: setSuggested,
    onPrefetch: prefetch,
    onCell,
    ...(watcher ? { viewer: watcher } : {}),
  };
  const { Board } = ui;
  const Sub = ui.subBoard?.View;

  return (
    <div className="game-screen">
      <a className="skip-link" href="#prompt">
        Skip to the prompt
      </a>
      <GameHeader
        state={state}
        toAct={toAct}
        viewer={watcher ?? undefined}
        mode={mode}
        canUndo={canUndo}
        canRedo={canRedo}
        onUndo={() => store().undo()}
        onRedo={() => store().redo()}
        onExport={exportSave}
        onQuit={() => store().quitToTitle()}
        handOver={shared ? { value: handOverSetting, onChange: chooseHandOver } : undefined}
        onBriefing={briefing ? () => setBriefingOpen(true) : undefined}
        onReplay={played > 0 ? () => setReplaying(true) : undefined}
        clock={
          <>
            {clockSpec && <MoveClock run={clockRun.current} spec={clockSpec} paused={clockPaused} onTimeUp={onTimeUp} />}
            {timedOut && timedOut.at === played && <p className="move-clock-note" role="status">Time up for {timedOut.who}: the move was ended.</p>}
          </>
        }
      />
      <StorageNotice status={storage} onExport={exportSave} />
      {/* A seat's screen shown in place of one that keeps secrets from it is a new tree: nothing a
          panel shows a frame late (the log, the inspector, the board's targets) can carry one
          seat's view into another's. (A hand-over unmounts it anyway.) */}
      <main className="game-main" key={seat.generation}>
        <MainArea
          view={mainView}
          onView={setMainView}
          map={<Board {...boardProps} />}
          board={subKey && Sub ? <Sub {...boardProps} /> : null}
          boardName={ui.subBoard?.name}
        />
        <aside id="side-panel" className={`side-panel${tab === 'tables' ? ' wide' : ''}${subKey ? ' in-battle' : ''}`} aria-label="Panel">
          {computerTurn || (
            <>
              {bot.available(session.system) && toAct && !outcome && (
                <Suggest system={session.system} state={state} legal={legal} gameId={gameId} played={played} client={bot.client} onSuggest={setSuggested} />
              )}
              <LatePrompt
                state={state}
                legal={legal}
                toAct={toAct}
                hint={hint}
                message={message}
                onAct={act}
                onDismiss={dismissMessage}
              />
            </>
          )}
          {outcome && reviewing && (
            <p className="review-banner">
              Game over. <button type="button" onClick={() => setReviewing(false)}>Show the result</button>
            </p>
          )}
          {ui.Inspector && <LateInspector view={ui.Inspector} state={state} inspected={inspected} viewer={watcher ?? undefined} onClose={closeInspector} />}
          <SideTabs tab={tab} onTab={setTab} render={renderTab} systemTab={ui.sideTab?.name} />
        </aside>
      </main>
      {briefingDialog}
      <PhoneBar toAct={toAct} state={state} legal={level ? NO_ACTIONS : legal} onAct={act} />
      {outcome && !reviewing && (
        <GameOverDialog
          outcome={outcome}
          when={ui.when(state)}
          seed={session.seed}
          summary={ui.Summary ? <ui.Summary state={state} log={session.log} /> : null}
          onReview={() => setReviewing(true)}
          onReplay={() => setReplaying(true)}
          onExport={exportSave}
          onTitle={() => store().quitToTitle()}
        />
      )}
    </div>
  );
}
