/** Alésia (GBoH, seed 002) counters: the data barrel (AG 2.2, 4.2, 4.4, 12.1–12.3). */
export * from './types';
export * from './legions';
export * from './leaders';
export * from './tribes';
export * from './units';
export * from './forces';
