/**
 * The prompt: who acts and what to do now (live region, with its rule), the last refusal as an
 * alert, and one button per legal action, grouped (leaders, force, destinations, …); the group
 * with the phase's finishing choice (the keyboard's E) last, in a foot always in view.
 * Each button's tooltip (hover and focus) names the rule behind it.
 */
import { memo, useState, type ComponentType } from 'react';
import { RuleLink, Tip } from '../common/Tooltip';
import type { GroupViewProps } from '../registry';
import { useSystemUi } from '../SystemUiContext';

type State = unknown;
type Action = unknown;

export interface PromptProps {
  state: State;
  legal: readonly Action[];
  toAct: string | null;
  /** Actions a map click pointed at but could not choose among: shown as suggested. */
  suggested?: readonly Action[];
  message: { kind: string; text: string } | null;
  onAct(a: Action): void;
  onDismiss(): void;
}

export const PromptPanel = memo(function PromptPanel({ state, legal, toAct, suggested, message, onAct, onDismiss }: PromptProps) {
  const { prompt: p, keys } = useSystemUi();
  const how = p.instruction(state);
  const all = p.groups(legal);
  const auto = p.automatic(state, toAct);
  // The group holding the phase's finishing choice (End, Done): in a foot that stays in view
  // however long the prompt (sticky in the prompt's box, above a phone's bar).
  const end = keys.end(legal);
  const foot = end === null ? undefined : all.find((g) => g.actions.includes(end));
  const groups = foot ? all.filter((g) => g !== foot) : all;
  return (
    <section id="prompt" tabIndex={-1} aria-label="Prompt" className={`prompt side-${toAct ?? 'none'}`}>
      <div className="prompt-status" role="status" aria-live="polite">
        <span className={`who badge side-badge ${toAct ?? 'none'}`}>{toAct ? `${p.sideName(toAct)} player` : 'Game over'}</span>{' '}
        <span className="prompt-text">{how.text}</span> <RuleLink id={how.rule} />
        {auto && <span className="badge badge-auto">automatic</span>}
      </div>
      {message && (
        <div role={message.kind === 'error' ? 'alert' : 'status'} className={`alert alert-${message.kind}`}>
          <span>
            <strong>{message.kind === 'error' ? 'Not allowed: ' : 'Note: '}</strong>
            {message.text}
          </span>
          <button type="button" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
      <div className="prompt-actions">
        {groups.map((g) => (
          <div key={g.id} role="group" aria-labelledby={`pg-${g.id}`} className={`action-group group-${g.id}`}>
            <h3 id={`pg-${g.id}`}>{g.title}</h3>
            {p.groupViews?.[g.id] ? (
              <GroupView view={p.groupViews[g.id]} state={state} actions={g.actions} suggested={suggested} onAct={onAct} />
            ) : g.folded ? (
              <FoldedButtons state={state} actions={g.actions} suggested={suggested} onAct={onAct} />
            ) : (
              <ActionButtons state={state} actions={g.actions} suggested={suggested} onAct={onAct} />
            )}
          </div>
        ))}
      </div>
      {p.Preview && toAct && <p.Preview state={state} legal={legal} />}
      <p className="muted small keys">Keys: U undo · Y redo · E end/done · Esc cancel · +/− zoom</p>
      {foot && (
        <div role="group" aria-labelledby={`pg-${foot.id}`} className={`action-group prompt-foot group-${foot.id}`}>
          <h3 id={`pg-${foot.id}`} className="sr-only">
            {foot.title}
          </h3>
          <ActionButtons state={state} actions={foot.actions} suggested={suggested} onAct={onAct} />
        </div>
      )}
    </section>
  );
});

/**
 * A long group folded: its buttons are rendered only while it is open (opened by the player), so the
 * hundreds of choices of a folded list (Alesia's moves and units that can move) cost nothing on a
 * click that changes them. Closed, they are hidden from everyone (a closed <details> shows its
 * summary only), so nothing is lost. The choices a map click points at (a GBoH hex's facings: a
 * handful of its thousands of moves) are shown above it, marked as suggested, the list left folded.
 */
function FoldedButtons({ state, actions, suggested, onAct }: { state: State; actions: readonly Action[]; suggested?: readonly Action[]; onAct(a: Action): void }) {
  const [opened, setOpened] = useState(false);
  const pointedTo = suggested?.length ? actions.filter((a) => suggested.includes(a)) : NO_ACTIONS;
  return (
    <>
      {pointedTo.length > 0 && !opened && <ActionButtons state={state} actions={pointedTo} suggested={suggested} onAct={onAct} />}
      <details onToggle={(e) => setOpened(e.currentTarget.open)}>
        {/* The click (mouse or keyboard) opens the list at once; the toggle event, which comes a task
            later, keeps the state true to the element whatever opened or closed it. */}
        <summary onClick={(e) => setOpened(!(e.currentTarget.parentElement as HTMLDetailsElement).open)}>Show {actions.length} choices</summary>
        {opened && <ActionButtons state={state} actions={actions} suggested={suggested} onAct={onAct} />}
      </details>
    </>
  );
}

const NO_ACTIONS: readonly Action[] = [];

/** A system's own view of one group (e.g. Bellum's wing grid), given the plain buttons for the rest. */
function GroupView({ view: View, ...props }: { view: ComponentType<GroupViewProps>; state: State; actions: readonly Action[]; suggested?: readonly Action[]; onAct(a: Action): void }) {
  return <View {...props} Buttons={ActionButtons} />;
}

export function ActionButtons({ state, actions, suggested, onAct }: { state: State; actions: readonly Action[]; suggested?: readonly Action[]; onAct(a: Action): void }) {
  const { prompt: p } = useSystemUi();
  return (
    <div className="buttons">
      {actions.map((a, i) => {
        const hint = suggested?.includes(a);
        return (
          <Tip key={i} rule={p.rule(state, a)}>
            <button type="button" className={`action act-${p.kind(a)}${hint ? ' suggested' : ''}`} onClick={() => onAct(a)}>
              {p.describe(state, a)}
            </button>
          </Tip>
        );
      })}
    </div>
  );
}
