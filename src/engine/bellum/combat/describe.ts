/** Button labels for combat actions (BG 4). */
import { LEADER_BY_ID } from '../data/leaders';
import { PLACE_BY_ID } from '../data/places';
import { REGION_BY_ID } from '../data/regions';
import { pieceName } from '../queries';
import type { BellumAction, BellumState } from '../state';
import { WING_NAMES } from './battle/deploy';

const rn = (id: string) => REGION_BY_ID[id]?.name ?? id;
const pn = (id: string) => PLACE_BY_ID[id]?.name ?? id;

export function describeCombatAction(s: BellumState, a: BellumAction): string {
  const p = s.combat?.pending;
  switch (a.t) {
    case 'evade': return `Attempt to evade to ${rn(a.to)}`;
    case 'stand': return p?.kind === 'refuge' ? 'Stay in the open and fight' : p?.kind === 'retreat' ? 'Stay and do not sail' : 'Stand and fight';
    case 'refuge': return `Take refuge in ${pn(a.place)}`;
    case 'commander': return `Make ${LEADER_BY_ID[a.leader]?.name ?? a.leader} Army Commander`;
    case 'deploy': return `Deploy ${pieceName(a.unit)} on the ${WING_NAMES[a.wing]}`;
    case 'autoDeploy': return 'Auto-deploy (strongest in the centre, full reserve)';
    case 'confirmDeploy': return 'Confirm deployment';
    case 'boardLoss': {
      const weaken = p?.kind === 'boardLoss' && p.mode === 'weaken' && !s.units[a.unit]?.reduced;
      return `${weaken ? 'Weaken' : 'Eliminate'} ${pieceName(a.unit)}`;
    }
    case 'realign': return `Move ${pieceName(a.unit)} from the reserve to the ${WING_NAMES[a.wing]}`;
    case 'testLeader': return `Test ${LEADER_BY_ID[a.leader]?.name ?? a.leader} on the Leader Table`;
    case 'pursue': return `Pursue: eliminate ${pieceName(a.unit)}`;
    case 'retreat': return p?.kind === 'retreat' && p.optional ? `Sail back to ${rn(a.to)}` : `Retreat to ${rn(a.to)}`;
    case 'duty': return s.siegeDuty.includes(a.piece) ? `Bring ${pieceName(a.piece)} back to face the relief army` : `Keep ${pieceName(a.piece)} on siege duty`;
    case 'sack': return `Take and destroy the empty ${pn(a.place)}`;
    case 'besiege': return s.sieges.some((x) => x.place === a.place) ? `Continue the siege of ${pn(a.place)}` : `Besiege ${pn(a.place)}`;
    case 'lift': return s.sieges.some((x) => x.place === a.place) ? `Raise the siege of ${pn(a.place)} and retreat` : `Do not besiege ${pn(a.place)}`;
    case 'sally': return `Sally from ${pn(a.place)}`;
    case 'surrender': return `Surrender ${pn(a.place)}`;
    case 'endure': return `Hold out in ${pn(a.place)} (siege turn)`;
    case 'raze': return `Destroy ${pn(a.place)} (place the Destroyed marker)`;
    case 'spare': return `Spare ${pn(a.place)}`;
    case 'done':
      switch (p?.kind) {
        case 'pursuit': return 'End the pursuit';
        case 'realign': return 'End realignment';
        case 'sack': return 'Take no more places';
        case 'reliefSplit': return 'Confirm the split and fight the relief army';
        default: return 'Done';
      }
    default: return a.t;
  }
}
