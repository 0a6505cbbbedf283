export * from './clock';
export * from './dates';
export * from './names';
export * from './numbers';
