/**
 * What a click on a hex of the GBoH board would choose, in words, for its cell's name: the
 * choices there (one facing picker's worth named by its count of facings, AG 7.11; a stack moving
 * as one named whole, AG 6.65), a leader's activation with the Command it would form (AG 4.1), or
 * the units it would select.
 */
import type { AgState } from '../../../engine/alesia-gboh/state';
import { describeAction } from '../describe';
import { nameOf } from '../words';
import { commandPreview } from './commandPreview';
import { byFacing, type BoardActs } from './model';
import { shotWords } from './shotWords';

interface At {
  acts: BoardActs;
  /** The least MP to each destination of the selected unit. */
  costs: ReadonlyMap<string, number>;
  stacks: ReadonlyMap<string, readonly string[]>;
  actor: string | null;
  state: AgState;
}

const agUnitName = (id: string): string => nameOf(id);

export function choiceWordsAt(key: string, { acts, costs, stacks, actor, state }: At): string | null {
  const here = acts.toHex.get(key);
  if (here?.length) {
    const fs = byFacing(here);
    if (fs) {
      const a = here[0];
      const who = a.t === 'place' ? a.id : a.t === 'move' || a.t === 'face' ? a.unit : '';
      const verb = a.t === 'place' ? 'Place' : a.t === 'face' ? 'Turn' : 'Move';
      const cost = costs.get(key);
      // AG 6.65: a stack moving as one is named whole.
      const mates = a.t === 'move' && a.with?.length ? ` and ${a.with.map(agUnitName).join(' and ')} (the stack)` : '';
      return `${verb} ${who ? agUnitName(who) : ''}${mates} ${a.t === 'face' ? 'in place' : 'here'}${cost !== undefined && a.t === 'move' ? ` for ${cost} MP or more` : ''}: ${fs.size} facing${fs.size === 1 ? '' : 's'} to choose`;
    }
    return here.map((a) => `${describeAction(state, a)}${shotWords(state, a)}`).join(' or ');
  }
  const on = acts.onCounter.get(key);
  if (on?.length) {
    const act = on.find((a) => a.t === 'activate');
    const p = act && act.t === 'activate' ? commandPreview(state, act.leader) : null;
    return `${on.map((a) => describeAction(state, a)).join(' or ')}${p ? ` — ${p.words}` : ''}`;
  }
  const sel = (stacks.get(key) ?? []).filter((id) => acts.selectable.has(id) && id !== actor);
  if (sel.length) return `select ${sel.map(agUnitName).join(' or ')}`;
  return null;
}
