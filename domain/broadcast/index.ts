export * from './board-moves';
export * from './board-result';
