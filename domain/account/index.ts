export * from './account-rules';
export * from './birthday';
