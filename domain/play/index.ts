export * from './types';
export * from './vertex';
export * from './handicap';
export * from './settings';
export * from './position';
