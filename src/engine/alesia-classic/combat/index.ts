/** ALESIA / CAESAR (Avalon Hill 1983) combat arithmetic: odds (AC 15.1), leaders (AC 19.4–19.5), doubling (AC 13.4–13.5). */
export * from './odds';
export * from './leaders';
export * from './doubling';
