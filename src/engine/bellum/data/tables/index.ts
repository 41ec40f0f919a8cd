/** Reconstructed Bellum Gallicum II tables and their look-ups. */
export * from './skirmish';
export * from './pitchedBattle';
export * from './rout';
export * from './rally';
export * from './leader';
export * from './attrition';
export * from './siege';
export * from './modifiers';
export * from './lookup';
