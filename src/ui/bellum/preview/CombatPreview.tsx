/**
 * The prompt's preview: the numbers behind the decision asked now — avoid or fight a skirmish or
 * a pitched battle, begin or hold out in a siege, or where to move a selected force.
 */
import { currentEncounter } from '../../../engine/bellum/combat/preview';
import type { BellumAction, BellumState } from '../../../engine/bellum/state';
import { BattleEstimate } from './BattleEstimate';
import { MovePreview } from './MovePreview';
import { SiegePreview } from './SiegePreview';
import { SkirmishPreview } from './SkirmishPreview';
import { NavalPreview } from './NavalPreview';
import './preview.css';

export function CombatPreview({ state, legal }: { state: BellumState; legal: readonly BellumAction[] }) {
  if (state.naval?.fight) return <NavalPreview state={state} />; // BG 5.6.1
  const pending = state.combat?.pending;
  const enc = currentEncounter(state);
  if (pending && enc) {
    switch (pending.kind) {
      case 'skirmishEvade':
        return <SkirmishPreview state={state} region={enc.region} />;
      case 'battleEvade':
      case 'refuge':
        return enc.kind === 'battle' ? <BattleEstimate state={state} region={enc.region} /> : <SkirmishPreview state={state} region={enc.region} />;
      case 'siegeStart':
      case 'siegeDefence':
        return <SiegePreview state={state} place={pending.place} />;
      default:
        return null;
    }
  }
  if (state.selection && /^(roman|gallic)\.(move|forced)$/.test(state.step)) {
    return <MovePreview state={state} side={state.step.startsWith('roman') ? 'roman' : 'gallic'} legal={legal} />;
  }
  return null;
}
