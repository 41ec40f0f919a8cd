import type { AgState } from '../../../engine/alesia-gboh/state';
import { hexName, nameOf } from '../words';
import { hexOf, type BoardView } from './model';

/**
 * AG 8.6, 9.2: the hexes of the combat under way — `target`: the unit reaction fire aims at, or the
 * defenders of the shock being resolved; `own`: the units that may react (step `react`) or the
 * shock's attackers — with a line of words for the map's tool bar.
 */
export function combatRings(s: AgState, v: BoardView, selectable: ReadonlySet<string>): { target: string[]; own: string[]; words: string } {
  const at = (ids: readonly string[]) => [...new Set(ids.map((id) => hexOf(v, id)).filter((h): h is string => !!h))];
  if (s.step === 'react' && s.reaction) {
    const target = at([s.reaction.target]);
    const own = at([...selectable]);
    return { target, own, words: `Reaction fire at ${nameOf(s.reaction.target)}${target[0] ? ` (${hexName(target[0])})` : ''}: ${own.length} hex${own.length === 1 ? '' : 'es'} may fire` };
  }
  const seg = s.step === 'shock' ? s.shock : null;
  const sh = seg && seg.stage !== 'designate' ? seg.shocks[seg.cur] : null;
  if (sh) {
    const target = at(sh.defenders);
    const own = at(sh.attackers);
    return { target, own, words: `Shock: ${sh.attackers.map(nameOf).join(', ')} against ${sh.defenders.map(nameOf).join(', ')}` };
  }
  return { target: [], own: [], words: '' };
}
