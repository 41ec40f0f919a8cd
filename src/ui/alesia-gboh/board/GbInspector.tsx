/**
 * The shell's inspector for Alésia (GBoH): the hex last chosen on the board, by its printed label —
 * its ground (level, works, camp, forest; AG 6.3–6.4), what runs along its hexsides (walls, gates,
 * walkways, water), and each counter on it with type, TQ, MA, missile letter, facing and markers.
 * Built from the view of the side at the screen (engine view.ts), as the board is: the side to act's,
 * or `viewer`'s (the person watching the computer play).
 */
import { useMemo } from 'react';
import { agUnit } from '../../../engine/alesia-gboh/data';
import { gbohBoard } from '../../../engine/alesia-gboh/map/board';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { RuleLink } from '../../shell/common/Tooltip';
import { hexName } from '../words';
import { sheetsOf } from './GbohBoard';
import { shownView } from './shownView';
import { stacksOf, type BoardView } from './model';
import { groundWords, leaderWords, sideWords, unitWords } from './names';

export function GbInspector({ state, inspected, onClose, viewer }: { state: AgState; inspected: string | null; onClose(): void; viewer?: string | null }) {
  const view = useMemo(() => shownView(state, viewer) as unknown as BoardView, [state, viewer]);
  const board = gbohBoard(sheetsOf(state));
  const ground = inspected ? board.hexes.get(inspected) : undefined;
  if (!inspected || !ground) {
    return (
      <section aria-label="Inspector" className="inspector empty">
        <p className="muted small">Click a hex (or focus it and press Enter) to see its ground and its counters.</p>
      </section>
    );
  }
  const name = hexName(inspected);
  const sides = sideWords(board, inspected);
  const ids = stacksOf(view).get(inspected) ?? [];
  return (
    <section aria-label="Inspector" className="inspector gb-inspector">
      <div className="inspector-head">
        <h3>Hex {name}</h3>
        <button type="button" className="close" aria-label="Close the inspector" onClick={onClose}>
          ×
        </button>
      </div>
      <ul aria-label={`Ground of ${name}`} className="small">
        <li>
          {groundWords(ground)} <RuleLink id="AG 6.31" />
        </li>
        {sides && (
          <li>
            Hexsides: {sides} <RuleLink id="AG 6.4" />
          </li>
        )}
      </ul>
      <h4>Counters{ids.length ? ` (${ids.length})` : ''}</h4>
      {ids.length === 0 ? (
        <p className="muted small">No counters.</p>
      ) : (
        <ol aria-label={`Counters on ${name}`} className="small">
          {ids.map((id) => (
            <li key={id}>
              {view.units[id] ? unitWords(id, view.units[id]) : leaderWords(id, view.leaders[id])}
              {view.units[id] && agUnit(id).missile ? `; missile ${agUnit(id).missile}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
