export * from './types';
export * from './rank';
export * from './rgf';
export * from './egf';
export * from './glicko2';
export * from './systems';
export * from './calculator';
export * from './history';
