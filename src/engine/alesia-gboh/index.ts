/** Alésia (GBoH, seed 002): the engine core's public face. */
export { alesiaGboh, applyAg, legalActions, actionKey } from './system';
export type { AgAction } from './actions';
export type { AgState, AgSide, AgLoc, AgUnitState, Facing } from './state';
export type { AgView } from './view';
export { toAct } from './legal';
