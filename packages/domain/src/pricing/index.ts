export * from './price-catalog';
export * from './estimate-price';
