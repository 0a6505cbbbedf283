export * from './account-rules';
export * from './birthday';
export * from './user-agent';
export * from './support-email';
export * from './account-status';
