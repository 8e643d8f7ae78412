export * from './price-list';
export * from './price-catalog';
export * from './estimate-price';
