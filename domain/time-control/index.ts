export * from './time-control';
export * from './canonical';
