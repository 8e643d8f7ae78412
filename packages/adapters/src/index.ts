export * from './persistence';
