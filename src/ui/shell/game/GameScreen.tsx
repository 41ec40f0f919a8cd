/**
 * The game screen: header (track, commands), the map, and the right-hand panel (prompt,
 * inspector, tabs). Map clicks are shortcuts for the same legal actions as the prompt buttons.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { legalActions, toAct as sideToAct } from '../../../engine/bellum/system';
import { turnName } from '../../../engine/bellum/data/markers';
import type { BellumAction } from '../../../engine/bellum/state';
import type { LogEntry, TableCell } from '../../../engine/core/log';
import { useGame } from '../../../store/session';
import { BattleBoard } from '../../bellum/battle/BattleBoard';
import { RulesBrowser } from '../rules/RulesBrowser';
import { TablesView } from '../tables/TablesView';
import { actionPlace, deselectAction, endAction, regionClickActions, stackClickActions } from '../../bellum/actionModel';
import { GameHeader } from './GameHeader';
import { GameOverDialog } from './GameOverDialog';
import { BriefingDialog } from './BriefingDialog';
import { HandOver } from './HandOver';
import { systemEntry } from '../../registry';
import { NOBODY_SEATED, needsHandOver, readHandOverSetting, writeHandOverSetting, type HandOverSetting, type Seat } from './handOver';
import { useSystemUi } from '../SystemUiContext';
import { LogPanel } from './LogPanel';
import { MainArea, useMainView } from './MainArea';
import { PhoneBar } from './PhoneBar';
import { MapView } from '../../bellum/map/MapView';
import type { Stack } from '../../bellum/map/mapModel';
import { PromptPanel } from './PromptPanel';
import { downloadText, saveFileName } from './saveFile';
import { SideTabs, useTabs, type TabId } from './SideTabs';
import { StorageNotice } from './StorageNotice';
import { StackInspector } from '../../bellum/StackInspector';
import { useShortcuts } from './useShortcuts';
import './game.css';
import './panel.css';

/** The table cells read by the last roll that read one: its main cell, then any further cells. */
function lastRollCells(log: readonly LogEntry[]): TableCell[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.kind === 'roll' && e.cell) return [e.cell, ...(e.also ?? [])];
  }
  return [];
}

const NO_ACTIONS: readonly BellumAction[] = [];

export default function GameScreen({ onExit }: { onExit(): void }) {
  const session = useGame((s) => s.session);
  const screen = useGame((s) => s.screen);
  const message = useGame((s) => s.message);
  const highlight = useGame((s) => s.highlight);
  const storage = useGame((s) => s.storage);
  const canUndo = useGame((s) => s.canUndo());
  const canRedo = useGame((s) => s.canRedo());
  const store = useGame.getState;

  const [inspected, setInspected] = useState<string | null>(null);
  // Map-click suggestions belong to the state they were made in: a new state drops them
  // (derived, not reset by an effect, so an action renders the screen once, not twice).
  const [hint, setHint] = useState<{ state: unknown; acts: readonly BellumAction[] }>({ state: null, acts: NO_ACTIONS });
  const [reviewing, setReviewing] = useState(false);
  // Hotseat: the side sitting at the screen; the board is hidden until the side to act takes it.
  const [seat, setSeat] = useState<Seat>(NOBODY_SEATED);
  const [handOverSetting, setHandOverSetting] = useState<HandOverSetting>(readHandOverSetting);
  const ui = useSystemUi();
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
  const legal = useMemo(() => (state ? legalActions(state) : []), [state]);
  const toAct = state ? sideToAct(state) : null;
  const hotseat = !!state && !state.options.solo;
  const played = session?.actions.length ?? 0;
  const handOver = hotseat && !!state && needsHandOver(handOverSetting, toAct, ui.decisionIsSecret(state), seat, played);
  const chooseHandOver = useCallback((v: HandOverSetting) => {
    writeHandOverSetting(v);
    setHandOverSetting(v);
  }, []);
  const suggested = hint.state === state ? hint.acts : NO_ACTIONS;
  const setSuggested = useCallback((acts: readonly BellumAction[]) => setHint({ state, acts }), [state]);
  // While a pitched battle or a sally is set up, its board takes the main area (the map one click
  // away); each new battle brings the board up again.
  const board = state?.combat?.board;
  const battleKey = board ? `${state.year}-${state.turn}-${state.combat?.index}-${board.region}-${board.sally ?? ''}` : null;
  const [mainView, setMainView] = useMainView(battleKey);
  useEffect(() => {
    if (!state?.outcome) setReviewing(false);
  }, [state?.outcome]);

  const act = useCallback((a: BellumAction) => {
    store().act(a);
  }, [store]);

  const onRegion = useCallback(
    (region: string) => {
      setInspected(region);
      const acts = regionClickActions(legal, region);
      if (acts.length === 1) return act(acts[0]);
      setSuggested(acts);
      // A click on an unreachable region while a force is selected: let the engine say why.
      const sel = state?.selection;
      if (acts.length === 0 && sel && sel.region !== region && state?.step.endsWith('move')) act({ t: 'move', to: region });
    },
    [legal, act, state, setSuggested],
  );

  const onStack = useCallback(
    (st: Stack) => {
      setInspected(st.region);
      const acts = stackClickActions(legal, st.leaders, st.place);
      if (acts.length === 1) return act(acts[0]);
      const here = regionClickActions(legal, st.region);
      if (here.length === 1) return act(here[0]);
      setSuggested(acts.length ? acts : here);
    },
    [legal, act, setSuggested],
  );

  const onPlace = useCallback(
    (place: string, region: string) => {
      const enter = legal.filter((a) => actionPlace(a) === place);
      if (enter.length === 1) {
        setInspected(region);
        return act(enter[0]);
      }
      onRegion(region);
    },
    [legal, act, onRegion],
  );

  const onHighlight = useCallback((ids: string[]) => store().setHighlight(ids), [store]);
  const onCell = useCallback(
    (c: TableCell) => {
      setLitCell(c);
      setTab('tables');
    },
    [setTab],
  );

  useShortcuts(!!state && !handOver, {
    undo: () => store().undo(),
    redo: () => store().redo(),
    end: () => {
      const a = endAction(legal);
      if (a) act(a);
    },
    escape: () => {
      const d = deselectAction(legal);
      if (d) act(d);
      else if (inspected) setInspected(null);
      else if (store().message) store().dismissMessage();
    },
  });

  const exportSave = () => {
    const text = store().exportSave();
    if (text && session) downloadText(text, saveFileName(session.scenario));
  };

  if (!session || !state) return null;

  const renderTab = (t: TabId) => {
    switch (t) {
      case 'log':
        return <LogPanel log={session.log} state={state} onHighlight={onHighlight} onCell={onCell} />;
      case 'battle':
        // The board itself is in the main area while a battle is set up (one board on the page).
        return battleKey ? (
          <p className="board-elsewhere">
            The battle board is in the main area.{' '}
            <button type="button" onClick={() => setMainView('board')}>
              Show the battle board
            </button>
          </p>
        ) : (
          <BattleBoard state={state} log={session.log.slice(-120)} onCell={onCell} legal={NO_ACTIONS} />
        );
      case 'tables': {
        // The table cell of the last roll, unless the player picked one from the log.
        const lastCells = litCell ? [litCell] : lastRollCells(session.log);
        return <TablesView lit={lastCells[0] ?? null} also={lastCells.slice(1)} />;
      }
      case 'rules':
        return <RulesBrowser />;
    }
  };

  return (
    <div className="game-screen">
      <a className="skip-link" href="#prompt">
        Skip to the prompt
      </a>
      <GameHeader
        state={state}
        toAct={toAct}
        canUndo={canUndo}
        canRedo={canRedo}
        onUndo={() => store().undo()}
        onRedo={() => store().redo()}
        onExport={exportSave}
        onQuit={() => store().quitToTitle()}
        handOver={hotseat ? { value: handOverSetting, onChange: chooseHandOver } : undefined}
        onBriefing={briefing ? () => setBriefingOpen(true) : undefined}
      />
      <StorageNotice status={storage} onExport={exportSave} />
      <main className="game-main" aria-hidden={handOver || undefined}>
        <MainArea
          view={mainView}
          onView={setMainView}
          map={<MapView state={state} legal={handOver ? [] : legal} highlight={highlight} inspected={inspected} onRegion={onRegion} onStack={onStack} onPlace={onPlace} />}
          board={battleKey ? <BattleBoard state={state} log={session.log.slice(-120)} onCell={onCell} legal={handOver ? NO_ACTIONS : legal} onAct={act} /> : null}
        />
        <aside id="side-panel" className={`side-panel${tab === 'tables' ? ' wide' : ''}${battleKey ? ' in-battle' : ''}`} aria-label="Panel">
          {!handOver && (
            <PromptPanel
              state={state}
              legal={legal}
              toAct={toAct}
              suggested={suggested}
              message={message}
              onAct={act}
              onDismiss={() => store().dismissMessage()}
            />
          )}
          {state.outcome && reviewing && (
            <p className="review-banner">
              Game over. <button type="button" onClick={() => setReviewing(false)}>Show the result</button>
            </p>
          )}
          <StackInspector state={state} region={inspected} onClose={() => setInspected(null)} />
          <SideTabs tab={tab} onTab={setTab} render={renderTab} />
        </aside>
      </main>
      {briefing && briefingOpen && !handOver && scenarioInfo && (
        <BriefingDialog name={scenarioInfo.name} rule={scenarioInfo.rule} briefing={briefing} onClose={() => setBriefingOpen(false)} />
      )}
      {!handOver && <PhoneBar toAct={toAct} />}
      {handOver && toAct && (
        <HandOver side={toAct} secret={handOverSetting === 'secret'} onReady={() => setSeat({ side: toAct, at: played })} />
      )}
      {state.outcome && !reviewing && (
        <GameOverDialog outcome={state.outcome} when={turnName(state.turn, state.year)} onReview={() => setReviewing(true)} onTitle={() => store().quitToTitle()} />
      )}
    </div>
  );
}
