export * from './dates';
export * from './names';
export * from './numbers';
