export * from './spec-items';
export * from './portfolio-schema';
