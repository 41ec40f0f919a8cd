/** Shock combat of Alésia GBoH (AG 9.1–9.4, 10.1–10.3). */
export * from './attack';
export * from './drms';
export * from './hits';
export * from './before';
export * from './designation';
export * from './resolve';
export * from './retreat';
export * from './advance';
export * from './continued';
