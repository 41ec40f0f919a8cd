/** Words for actions: button labels, log lines for automatic decisions, rejection messages. */
import { oppidumNeedsRoll } from './lastUprising';
import { needsWinterMountainRoll } from './winterMarch';
import { LEADER_BY_ID } from './data/leaders';
import { PLACE_BY_ID } from './data/places';
import { REGION_BY_ID } from './data/regions';
import { TRIBE_BY_ID } from './data/tribes';
import { describeCombatAction } from './combat/describe';
import { pieceName, pieceSide } from './queries';
import { pickUps } from './movement';
import type { BellumAction, BellumState } from './state';
import { describeNaval, navalRule } from './naval/describe';
import { isNavalAction } from './naval/types';

const rn = (id: string) => REGION_BY_ID[id]?.name ?? id;

export function describeAction(s: BellumState, a: BellumAction): string {
  if (isNavalAction(a)) return describeNaval(s, a); // BG 5
  switch (a.t) {
    case 'depot': return `Build a depot in ${rn(a.region)}`;
    case 'dismantle': return `Dismantle the depot in ${rn(a.region)}`;
    case 'scorch': return `Lay Scorched Earth in ${rn(a.region)}`;
    case 'supplement': return `Supplementum: Gallic cavalry to the hiberna in ${rn(a.region)}`;
    case 'levy': return `Levy: raise ${pieceName(a.unit)} again in Cisalpina`;
    case 'done': return s.step === 'combat' ? describeCombatAction(s, a) : 'Done';
    case 'loss': return `${s.losses[0]?.mode === 'eliminate' || s.units[a.unit]?.reduced ? 'Eliminate' : 'Reduce'} ${pieceName(a.unit)}`;
    case 'reinforce': return `Reinforcements arrive in ${rn(a.region)}`;
    case 'negotiate': return `Negotiate free passage from ${rn(a.from)} into ${rn(a.to)}`;
    case 'mobilise': return `Mobilise the ${TRIBE_BY_ID[a.tribe]?.name ?? a.tribe} (${rn(TRIBE_BY_ID[a.tribe]?.region ?? '')})`;
    case 'select': return `Select ${LEADER_BY_ID[a.leader].name} (${rn(s.leaders[a.leader].region!)})`;
    case 'toggle': {
      const sel = s.selection;
      const inSel = !!sel && (sel.units.includes(a.piece) || sel.leaders.includes(a.piece));
      return `${inSel ? 'Leave behind' : 'Take along'} ${pieceName(a.piece)}`;
    }
    case 'deselect': return 'Cancel selection';
    case 'move': {
      if (s.selection && s.selection.place && a.to === s.selection.region) return `March out of ${PLACE_BY_ID[s.selection.place].name}`;
      const cold = s.selection && needsWinterMountainRoll(s.turn, s.selection.region, a.to, s.selection.units);
      return `Move to ${rn(a.to)}${cold ? ' (Winter in the mountains: attrition roll)' : ''}`;
    }
    case 'enter': return `Enter ${PLACE_BY_ID[a.place].name} (${rn(PLACE_BY_ID[a.place].region)})${oppidumNeedsRoll(s, a.place) ? ' — if a die roll of 1–4 lets you in' : ''}`;
    case 'forced': {
      if (!a.pickUp) return `Forced march via ${rn(a.via)} to ${rn(a.to)}`;
      const side = s.selection ? pieceSide(s.selection.leaders[0]) : 'roman';
      return `Forced march via ${rn(a.via)} to ${rn(a.to)}, collecting ${pickUps(s, a.via, side).map(pieceName).join(', ')}`;
    }
    case 'garrison': return `Put ${pieceName(a.unit)} into ${PLACE_BY_ID[a.place].name}${oppidumNeedsRoll(s, a.place) ? ' (die roll of 1–4 needed)' : ''}`;
    case 'endMove': return s.step === 'roman.move' && s.turn !== 1 ? 'End movement (go to forced marches)' : s.step === 'roman.forced' ? 'End forced marches' : 'End movement';
    default: return describeCombatAction(s, a);
  }
}

const STEP_RULE: Record<string, string> = {
  'supply.depots': 'BG 2.3.2',
  'supply.dismantle': 'BG 2.3.2',
  'supply.scorch': 'BG 2.3.5',
  'roman.replacements': 'BG 3.2',
  'roman.move': 'BG 1.II.C',
  'roman.forced': 'BG 1.II.D',
  'gallic.move': 'BG 1.III.B',
  combat: 'BG 1.IV',
};

/** The rule behind an action: shown in its button's tooltip and used to open the rules browser. */
export function actionRule(s: BellumState, a: BellumAction): string {
  const kind = s.combat?.encounters[s.combat.index]?.kind;
  if (isNavalAction(a)) return navalRule(a);
  switch (a.t) {
    case 'depot': case 'dismantle': return 'BG 2.3.2';
    case 'scorch': return 'BG 2.3.5';
    case 'loss': return s.losses[0]?.rule ?? 'BG 4.2.1';
    case 'select': case 'toggle': case 'deselect': return 'BG 3.3.1';
    case 'reinforce': return 'BG 3.1';
    case 'negotiate': case 'mobilise': return 'BG 6.2.7';
    case 'enter': case 'garrison': return oppidumNeedsRoll(s, a.place) ? 'BG 6.3.6' : 'BG 3.3.2';
    case 'move': if (s.selection && needsWinterMountainRoll(s.turn, s.selection.region, a.to, s.selection.units)) return 'BG 3.3.3'; return 'BG 3.3';
    case 'forced': return 'BG 3.4';
    case 'done': case 'endMove': return STEP_RULE[s.step] ?? 'BG 1';
    case 'evade': case 'stand':
      if (s.combat?.pending?.kind === 'retreat') return 'BG 5.6.3';
      return kind === 'skirmish' ? 'BG 4.3.1' : 'BG 4.4.1';
    case 'retreat': return s.combat?.pending?.kind === 'retreat' && s.combat.pending.optional ? 'BG 5.6.3' : 'BG 4.4.2';
    case 'refuge': return 'BG 4.4.1';
    case 'sack': case 'besiege': case 'lift': return 'BG 4.5.1';
    case 'duty': return 'BG 4.5.5';
    case 'supplement': case 'levy': return 'BG 3.2';
    case 'sally': return 'BG 4.5.4';
    case 'surrender': case 'raze': case 'spare': return 'BG 4.5.2';
    case 'endure': return 'BG 4.5.3';
    case 'testLeader': return kind === 'skirmish' ? 'BG 4.3.2' : 'BG 4.2.2';
    default: return 'BG 4.4.2'; // commander, deployment, board losses, realignment, pursuit, retreat
  }
}
