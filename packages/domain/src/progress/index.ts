export * from './progress-schema';
