export * from './review-schema';
export * from './showcase-schema';
