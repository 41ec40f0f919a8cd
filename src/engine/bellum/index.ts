export { bellum, legalActions, toAct, applyBellum, actionKey, explainIllegal } from './system';
export { describeAction, actionRule } from './describe';
export type { BellumState, BellumAction, Side, Control, BellumOptions } from './state';
export type { BellumView } from './view';
