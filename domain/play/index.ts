export * from './types';
export * from './vertex';
export * from './handicap';
export * from './settings';
export * from './position';
export * from './time-class';
export * from './clock';
