export * from './types';
export * from './stable-states';
export * from './infer-moves';
export * from './video-sgf';
export * from './video-time';
export * from './empty-game';
