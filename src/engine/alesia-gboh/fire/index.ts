/** Missile fire of Alésia GBoH (AG 8.1–8.6), and what shock shares with it (ground, units, Hits). */
export * from './ground';
export * from './combatUnit';
export * from './drm';
export * from './cohesion';
export * from './zoc';
export * from './arc';
export * from './los';
export * from './shot';
export * from './eligible';
export * from './drms';
export * from './resolve';
export * from './reaction';
export * from './burning';
export * from './fromState';
// In play (the legal list, apply and the board's previews).
export { boardGround } from './boardGround';
export { previewFireAction } from './preview';
export { reactOrderOf, reactionChoices } from './reactionPlay';
export { fireActions, shooters } from './play';
