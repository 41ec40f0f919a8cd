/** Words for actions: button labels, log lines for automatic decisions, rejection messages. */
import { LEADER_BY_ID } from './data/leaders';
import { PLACE_BY_ID } from './data/places';
import { REGION_BY_ID } from './data/regions';
import { describeCombatAction } from './combat/describe';
import { pieceName } from './queries';
import type { BellumAction, BellumState } from './state';

const rn = (id: string) => REGION_BY_ID[id]?.name ?? id;

export function describeAction(s: BellumState, a: BellumAction): string {
  switch (a.t) {
    case 'depot': return `Build a depot in ${rn(a.region)}`;
    case 'dismantle': return `Dismantle the depot in ${rn(a.region)}`;
    case 'scorch': return `Lay Scorched Earth in ${rn(a.region)}`;
    case 'done': return s.step === 'combat' ? describeCombatAction(s, a) : 'Done';
    case 'loss': return `${s.losses[0]?.mode === 'eliminate' || s.units[a.unit]?.reduced ? 'Eliminate' : 'Reduce'} ${pieceName(a.unit)}`;
    case 'select': return `Select ${LEADER_BY_ID[a.leader].name} (${rn(s.leaders[a.leader].region!)})`;
    case 'toggle': {
      const sel = s.selection;
      const inSel = !!sel && (sel.units.includes(a.piece) || sel.leaders.includes(a.piece));
      return `${inSel ? 'Leave behind' : 'Take along'} ${pieceName(a.piece)}`;
    }
    case 'deselect': return 'Cancel selection';
    case 'move': return s.selection && s.selection.place && a.to === s.selection.region ? `March out of ${PLACE_BY_ID[s.selection.place].name}` : `Move to ${rn(a.to)}`;
    case 'enter': return `Enter ${PLACE_BY_ID[a.place].name} (${rn(PLACE_BY_ID[a.place].region)})`;
    case 'forced': return `Forced march via ${rn(a.via)} to ${rn(a.to)}`;
    case 'garrison': return `Put ${pieceName(a.unit)} into ${PLACE_BY_ID[a.place].name}`;
    case 'endMove': return s.step === 'roman.move' ? 'End movement (go to forced marches)' : s.step === 'roman.forced' ? 'End forced marches' : 'End movement';
    default: return describeCombatAction(s, a);
  }
}
