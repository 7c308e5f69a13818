export * from './items';
export * from './rng';
export * from './sink';
