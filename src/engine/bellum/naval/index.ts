/** Chapter 5 (ships) as seen by the rest of the engine: the movement-phase actions and their dispatch. */
import type { Ctx } from '../ctx';
import { declareBuild, placeVenetiFleet, unbuild } from './build';
import { disembark, embark, sail } from './movement';
import type { NavalAction } from './types';

export { isNavalAction } from './types';
export type { NavalAction, NavalState } from './types';
export { withNavalMoves, beginNavalMovement, endNavalMovement } from './movement';
export { beginNavalCombat, navalCombatApply, navalCombatLegal } from './combat';
export { venetiFleetDue, venetiFleetLegal } from './build';
export { syncCargo, seaRetreatRegions, sailRetreat } from './transport';

/** Apply a naval action of the movement phase (the combat ones go through `navalCombatApply`). */
export function navalMoveApply(ctx: Ctx, a: NavalAction): void {
  switch (a.t) {
    case 'build': return declareBuild(ctx, a.legion);
    case 'unbuild': return unbuild(ctx, a.ship);
    case 'placeFleet': return placeVenetiFleet(ctx, a.corbilo);
    case 'sail': return sail(ctx, a.ship, a.to, a.place);
    case 'embark': return embark(ctx, a.piece, a.ship);
    case 'disembark': return disembark(ctx, a.piece, a.ship);
    case 'navalFight':
    case 'navalEscape':
      throw new Error('naval combat actions are applied by the combat phase');
  }
}
