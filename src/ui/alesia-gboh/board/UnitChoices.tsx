/**
 * Beside the map: the units that have choices now, as buttons that select one (its hex focused),
 * and the selected unit's choices on itself (AG 10.5 rally, AG 8.52 artillery mode) — its own hex
 * is taken by its turns in place, so they are buttons here as well as in the prompt.
 */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { describeAction } from '../describe';
import { RuleLink } from '../../shell/common/Tooltip';
import { hexName, nameOf } from '../words';
import { startHexOf, type BoardActs, type BoardView } from './model';

/** Where a listed unit stands: its hex, or its tribal counter's hex while it waits there (AG 5.48). */
function unitPlace(view: BoardView, id: string): string {
  const loc = view.units[id]?.loc;
  if (loc?.at === 'hex') return ` (${hexName((loc as { hex: string }).hex)})`;
  const start = loc?.at === 'counter' ? startHexOf(view, id) : null;
  return start ? ` (on its counter, ${hexName(start)})` : '';
}

/** At most this many units are listed (the map lights the rest). */
const LIST_LIMIT = 60;

/** AG 6.65 — the selected top unit's stack: move it whole or the top unit alone. */
export interface StackToggle {
  mates: readonly string[];
  whole: boolean;
  set(whole: boolean): void;
}

export function UnitChoices({ acts, actor, view, ownActs, state, onAct, onSelect, stack = null }: { acts: BoardActs; actor: string | null; view: BoardView; ownActs: readonly AgAction[]; state: AgState; onAct(a: AgAction): void; onSelect(id: string): void; stack?: StackToggle | null }) {
  return (
    <>
      {stack && actor && (
        <section aria-labelledby="gb-stack-h" className="gb-units gb-stack-choice">
          <h3 id="gb-stack-h">
            Move the stack or its top unit (<RuleLink id="AG 6.65" />)
          </h3>
          <div role="group" aria-label="What moves">
            <button type="button" aria-pressed={stack.whole} onClick={() => stack.set(true)}>
              The stack: {[actor, ...stack.mates].map(nameOf).join(' and ')}
            </button>
            <button type="button" aria-pressed={!stack.whole} onClick={() => stack.set(false)}>
              Top unit only: {nameOf(actor)}
            </button>
          </div>
        </section>
      )}
      {acts.selectable.size > 0 && (
        <section aria-labelledby="gb-units-h" className="gb-units">
          <h3 id="gb-units-h">Units with choices</h3>
          <ul>
            {[...acts.selectable].slice(0, LIST_LIMIT).map((id) => (
              <li key={id}>
                <button type="button" aria-pressed={id === actor} onClick={() => onSelect(id)}>
                  {nameOf(id)}
                  {unitPlace(view, id)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ownActs.length > 0 && actor && (
        <section aria-labelledby="gb-own-h" className="gb-units gb-own">
          <h3 id="gb-own-h">{nameOf(actor)} itself</h3>
          <ul>
            {ownActs.map((a, i) => (
              <li key={i}>
                <button type="button" onClick={() => onAct(a)}>{describeAction(state, a)}</button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
