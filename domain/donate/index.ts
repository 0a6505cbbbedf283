export * from './payment-form';
export * from './receipt';
