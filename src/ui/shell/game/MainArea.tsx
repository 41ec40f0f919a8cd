/**
 * The main area of the game screen: the system's map, or — while a battle board is set up (a
 * pitched battle or a sally) — that board, with the map one click away. Two ARIA tabs ("Map",
 * "Battle board") above the area switch between them (arrow keys, Home/End move between tabs).
 *
 * The board is shown by itself when a battle is set up and the map comes back when it ends; in
 * between the player's choice holds. Both views stay mounted (the inactive one is `hidden`), so
 * the map keeps its zoom and pan while the board is up.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type MainView = 'map' | 'board';

/**
 * The view to show, given the battle now set up (`battleKey`, null when none). A new battle key
 * shows the board, no key shows the map; a choice made by the player lasts until the key changes.
 * Derived during render rather than set by an effect, so a battle opens in the same frame.
 */
export function useMainView(battleKey: string | null): [MainView, (v: MainView) => void] {
  const [chosen, setChosen] = useState<{ key: string | null; view: MainView }>({ key: null, view: 'map' });
  const view: MainView = battleKey === null ? 'map' : chosen.key === battleKey ? chosen.view : 'board';
  return [view, (v: MainView) => setChosen({ key: battleKey, view: v })];
}

interface Props {
  /** Which view is shown (see `useMainView`). */
  view: MainView;
  onView(v: MainView): void;
  map: ReactNode;
  /** The battle board, or null when no battle is set up (then only the map is shown, without tabs). */
  board: ReactNode | null;
  /** What the board is called on its tab. */
  boardName?: string;
}

const VIEWS: { id: MainView; name: (boardName: string) => string }[] = [
  { id: 'map', name: () => 'Map' },
  { id: 'board', name: (b) => b },
];

export function MainArea({ view, onView, map, board, boardName = 'Battle board' }: Props) {
  const refs = useRef<Partial<Record<MainView, HTMLButtonElement | null>>>({});
  const shown: MainView = board ? view : 'map';
  const onKey = (e: KeyboardEvent) => {
    let next: MainView | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') next = shown === 'map' ? 'board' : 'map';
    else if (e.key === 'Home') next = 'map';
    else if (e.key === 'End') next = 'board';
    if (!next) return;
    e.preventDefault();
    onView(next);
    refs.current[next]?.focus();
  };
  return (
    <div id="main-area" className={`main-area view-${shown}`}>
      {board && (
        <div className="main-tabs" role="tablist" aria-label="Main view" onKeyDown={onKey}>
          {VIEWS.map((v) => (
            <button
              key={v.id}
              ref={(el) => {
                refs.current[v.id] = el;
              }}
              type="button"
              role="tab"
              id={`main-tab-${v.id}`}
              aria-selected={shown === v.id}
              aria-controls={`main-panel-${v.id}`}
              tabIndex={shown === v.id ? 0 : -1}
              onClick={() => onView(v.id)}
            >
              {v.name(boardName)}
            </button>
          ))}
        </div>
      )}
      <div
        className="main-panel main-panel-map"
        id="main-panel-map"
        role={board ? 'tabpanel' : undefined}
        aria-labelledby={board ? 'main-tab-map' : undefined}
        hidden={shown !== 'map'}
      >
        {map}
      </div>
      {board && (
        <div className="main-panel main-panel-board" id="main-panel-board" role="tabpanel" aria-labelledby="main-tab-board" hidden={shown !== 'board'}>
          {board}
        </div>
      )}
    </div>
  );
}
