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
  actions: string;
  lastPlayed: string;
  /** "seed k3j9x2": tells apart two games at the same turn. */
  seed: string;
}

export function gameSummary(g: GameMeta, locale?: string): GameSummary {
  const entry = systemEntry(g.system);
  const info = entry?.scenarios.find((s) => s.id === g.scenario);
  const scenario = info ? `${info.rule} ${info.name}` : g.scenario;
  // Labels read "<scenario name> — <position>": the scenario is named already.
  const label = info && g.label?.startsWith(`${info.name} — `) ? g.label.slice(info.name.length + 3) : g.label;
  const actions = `${g.actionCount} action${g.actionCount === 1 ? '' : 's'}`;
  const mode = g.mode ?? (g.options.solo === true ? 'Solo' : g.options.solo === false ? 'Two players, hotseat' : null);
  const when = new Date(g.lastPlayed);
  return {
    system: entry?.name ?? g.system,
    scenario,
    where: label || `${actions} played`,
    mode,
    actions,
    seed: `seed ${g.seed.length > 24 ? `${g.seed.slice(0, 23)}…` : g.seed}`,
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
                  <span>{s.actions}</span>
                  <span>{s.seed}</span>
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
