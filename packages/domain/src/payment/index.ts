export * from './money';
export * from './payment-schema';
