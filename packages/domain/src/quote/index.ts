export * from './validity';
export * from './terms';
export * from './quote-state';
export * from './signature';
export * from './firm-price';
