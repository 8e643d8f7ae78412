export * from './review-schema';
