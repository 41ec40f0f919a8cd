/**
 * "Games in progress" on the title screen: every stored game, last played first, with Resume and
 * Delete (Delete asks first). Finished games stay listed, marked "Finished", until deleted: a
 * player may want to look at the end of a game again or export it.
 *
 * On mount it first finishes what an earlier page left (an old autosave to migrate, journal
 * entries not yet in the database), then lists. No engine code: the rules load on Resume.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameMeta } from '../../../store/gameDb';
import { deleteGame, listGames, prepareGames } from '../../../store/games';
import { systemEntry } from '../../registry';
import { seatHolders } from '../../../store/seatHolders';
import { seatWords } from '../game/seatWords';
import { ConfirmDialog } from '../common/ConfirmDialog';
import './savedGames.css';

export interface GameSummary {
  /** "Bellum Gallicum II" */
  system: string;
  /** "BG 6.1 The Pacification of Aquitania" */
  scenario: string;
  /** "May 56 BC", or "12 actions played" */
  where: string;
  mode: string | null;
  /** "The Gallic player to act"; null once finished, or for a record that does not say. */
  toAct: string | null;
  /** Who holds each seat when the computer holds one ("Roman: you · Gallic: computer (normal)"); null when every seat is a person's. */
  seats: string | null;
  actions: string;
  lastPlayed: string;
}

/**
 * A record's label without the scenario's name in front ("The siege of Alesia — Assault Period 1,
 * turn 2" under "AC 3 The siege of Alesia, 52 BC"): the list names the scenario once.
 */
function position(label: string | undefined, scenarioName: string | undefined): string | undefined {
  if (!label || !scenarioName) return label;
  const cut = label.indexOf(' — ');
  if (cut < 0) return label;
  const head = label.slice(0, cut).toLowerCase();
  return scenarioName.toLowerCase().startsWith(head) ? label.slice(cut + 3) : label;
}

export function gameSummary(g: GameMeta, locale?: string): GameSummary {
  const entry = systemEntry(g.system);
  const info = entry?.scenarios.find((s) => s.id === g.scenario);
  const scenario = info ? `${info.rule} ${info.name}` : g.scenario;
  // Labels read "<scenario name> — <position>": the scenario is named already. The dice seed is
  // not listed: it fixes every roll to come (and Alesia's secret coordination counter, AC 18.2),
  // so it is shown only at game over, in the replay and in an exported save.
  const label = position(g.label, info?.name);
  const actions = `${g.actionCount} action${g.actionCount === 1 ? '' : 's'}`;
  const when = new Date(g.lastPlayed);
  // Who holds each seat when the computer holds one ("Roman: you · Gallic: computer (easy)"): then
  // the record's mode ("2 players, hotseat") would say too much.
  const seats = seatWords((entry?.bot?.seats(g.options) ?? []).map((x) => ({ id: x.id, name: x.short ?? x.name })), seatHolders(g.seats));
  const mode = seats ? null : (g.mode ?? (g.options.solo === true ? 'Solo' : g.options.solo === false ? 'Two players, hotseat' : null));
  return {
    system: entry?.name ?? g.system,
    scenario,
    where: label || `${actions} played`,
    mode,
    toAct: g.finished ? null : (g.toAct ?? null),
    seats,
    actions,
    lastPlayed: Number.isNaN(when.getTime()) ? g.lastPlayed : when.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

interface Props {
  disabled?: boolean;
  onResume(id: string, system: string): void;
  /** The list changed (e.g. a game was deleted): for the parent's messages. */
  onError(text: string): void;
}

export function SavedGames({ disabled, onResume, onError }: Props) {
  const [games, setGames] = useState<GameMeta[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ game: GameMeta; opener: HTMLElement } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const refresh = useCallback(async () => {
    const r = await listGames();
    setGames(r.games);
    setProblem(r.ok ? null : r.problem);
  }, []);

  useEffect(() => {
    let live = true;
    void prepareGames().then(async () => {
      if (live) await refresh();
    });
    return () => {
      live = false;
    };
  }, [refresh]);

  async function remove(g: GameMeta) {
    setConfirming(null);
    const r = await deleteGame(g.id);
    if (!r.ok) onError(r.error);
    await refresh();
    heading.current?.focus();
  }

  if (games === null) return null;
  if (games.length === 0 && !problem) return null;
  const pending = confirming ? gameSummary(confirming.game) : null;
  return (
    <section className="saved-games" aria-labelledby="saved-games-title">
      <h2 id="saved-games-title" ref={heading} tabIndex={-1}>
        Games in progress
      </h2>
      {problem && (
        <p className="saved-problem">
          Saved games cannot be read: {problem}.{games.length ? ' Only the games kept in the backup store are listed.' : ''}
        </p>
      )}
      <ul className="saved-list">
        {games.map((g) => {
          const s = gameSummary(g);
          const name = `${s.scenario}, ${s.where}`;
          return (
            <li key={g.id} className={`saved-game${g.finished ? ' finished' : ''}`}>
              <div className="saved-what">
                <span className="saved-scenario">{s.scenario}</span> — <span className="saved-where">{s.where}</span>
                {g.finished && <span className="badge saved-finished">Finished</span>}
                <div className="saved-facts muted small">
                  <span>{s.system}</span>
                  {s.mode && <span>{s.mode}</span>}
                  {s.seats && <span className="saved-seats">{s.seats}</span>}
                  {s.toAct && <span className="saved-to-act">{s.toAct}</span>}
                  <span>{s.actions}</span>
                  <span>
                    last played <time dateTime={g.lastPlayed}>{s.lastPlayed}</time>
                  </span>
                </div>
              </div>
              <div className="saved-buttons">
                <button type="button" className="primary" aria-label={`Resume ${name}`} disabled={disabled} onClick={() => onResume(g.id, g.system)}>
                  Resume
                </button>
                <button type="button" aria-label={`Delete ${name}`} disabled={disabled} onClick={(e) => setConfirming({ game: g, opener: e.currentTarget })}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {confirming && pending && (
        <ConfirmDialog
          title="Delete this game?"
          confirmLabel="Delete"
          danger
          returnFocus={confirming.opener}
          onConfirm={() => void remove(confirming.game)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {pending.scenario} — {pending.where} ({pending.actions}, last played {pending.lastPlayed}) will be removed from this browser. This cannot be undone; export a save
            first if you want to keep it.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
