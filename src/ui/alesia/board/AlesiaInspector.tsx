/**
 * The shell's inspector for Alesia: the hex last clicked (or activated with Enter) on the board,
 * by its printed name — its ground, its fort, and every counter of its stack from the top down,
 * with the rule behind each fact. Built from the side to act's view (shown.ts), as the board is:
 * the Roman never finds the OBMC or the town's units here, nor counters hidden under the top one
 * of a stack on a fort or rampart (optional AC 25.7) — only how many there are.
 */
import { useMemo } from 'react';
import { acUnit } from '../../../engine/alesia-classic/data/units';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { unitEntries, type AcState } from '../../../engine/alesia-classic/state';
import { RuleLink } from '../../shell/common/Tooltip';
import { stackAt, type BoardState } from './model';
import { counterLines, fortFacts, groundFacts, type Fact } from './inspectorWords';
import { hexLabel, SIDE_WORD } from './names';
import { shownState } from './shown';

function Facts({ label, facts }: { label: string; facts: readonly Fact[] }) {
  return (
    <ul className="ac-facts" aria-label={label}>
      {facts.map((f) => (
        <li key={f.text}>
          {f.text} {f.rule && <RuleLink id={f.rule} />}
        </li>
      ))}
    </ul>
  );
}

export function HexInspector({ state, hex, onClose }: { state: BoardState; hex: string | null; onClose(): void }) {
  const stack = useMemo(() => (hex ? stackAt(state, hex) : []), [state, hex]);
  if (!hex || !acMap().hexes.has(hex)) {
    return (
      <section aria-label="Inspector" className="inspector empty">
        <p className="muted small">Click a hex (or focus it and press Enter) to see its ground and every counter of its stack.</p>
      </section>
    );
  }
  const name = hexLabel(hex);
  const hidden = ('concealed' in state ? state.concealed[hex] : 0) ?? 0;
  const lines = counterLines(stack, state);
  const fort = fortFacts(stack, state, hidden);
  const d = acMap().hexes.get(hex)!;
  const inTown = d.area === 'town' ? ('inTown' in state ? state.inTown : unitEntries(state).map(([, u]) => u).filter((u) => u.loc.at === 'town').length) : null;
  const hiddenSide = hidden > 0 && lines.length ? SIDE_WORD[lines[lines.length - 1].side] : '';
  return (
    <section aria-label="Inspector" className="inspector ac-inspector">
      <div className="inspector-head">
        <h3>Hex {name}</h3>
        <button type="button" className="close" aria-label="Close the inspector" onClick={onClose}>
          ×
        </button>
      </div>
      <Facts label={`Ground of ${name}`} facts={groundFacts(hex, state)} />
      {fort.length > 0 && (
        <>
          <h4>Fort</h4>
          <Facts label={`Fort on ${name}`} facts={fort} />
        </>
      )}
      <h4>
        Counters {lines.length + hidden > 0 && <span className="muted">({lines.length + hidden}, top first)</span>}
      </h4>
      {lines.length === 0 ? (
        <p className="muted small">No counters.</p>
      ) : (
        <ol className="ac-stack-list" aria-label={`Counters on ${name}, top first`}>
          {lines.map((c) => (
            <li key={c.id} className={`ac-stack-item ${c.side}${acUnit(c.id).kind === 'leader' ? ' leader' : ''}`}>
              <span className={`ac-side-letter ${c.side}`} aria-hidden="true">{c.side === 'roman' ? 'R' : 'G'}</span> <strong>{c.head}</strong>, {c.name}
              {c.marks.map((m) => (
                <span key={m.text} className="ac-mark">
                  {'; '}
                  {m.text} {m.rule && <RuleLink id={m.rule} />}
                </span>
              ))}
            </li>
          ))}
          {hidden > 0 && (
            <li className="ac-stack-item hidden">
              {hidden} more {hiddenSide} {hidden === 1 ? 'counter' : 'counters'} hidden under it: the stack may not be looked into <RuleLink id="AC 25.7" />
            </li>
          )}
        </ol>
      )}
      {inTown !== null && (
        <p className="small">
          {inTown} Gallic {inTown === 1 ? 'unit' : 'units'} inside the town{'inTown' in state && state.side === 'roman' ? ' (the Roman knows only how many)' : ''} <RuleLink id="AC 9.2" />
        </p>
      )}
    </section>
  );
}

/** The registry's Inspector: the shell passes the whole state; the side to act's view is shown, or the `viewer`'s. */
export function AlesiaInspector({ state, inspected, onClose, viewer }: { state: AcState; inspected: string | null; onClose(): void; viewer?: string | null }) {
  const shown = useMemo(() => shownState(state, viewer), [state, viewer]);
  return <HexInspector state={shown} hex={inspected} onClose={onClose} />;
}
