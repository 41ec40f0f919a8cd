export * from './rng';
export * from './rules';
export * from './errors';
export * from './log';
export * from './hash';
export * from './contract';
export * from './replay';
