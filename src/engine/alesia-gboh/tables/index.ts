/**
 * Alésia GBoH (seed 002) tables, reconstructed: the seed names them but does not print them.
 * AG 9.42 Shock Results, AG 9.41 Missile Range & Results, AG 9.43 Weapon System Matrix,
 * AG 6.8 Terrain Effects Chart (movement and combat), AG 5.33 Gallic Entry Arrival.
 * Each cell says whether the seed fixes it or how it was rebuilt (docs/reconstruction/gboh-tables.md).
 */
export * from './types';
export * from './shock';
export * from './missile';
export * from './wsm';
export * from './terrain';
export * from './terrainCombat';
export * from './entry';
export * from './odds';
