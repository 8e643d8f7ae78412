export * from './dimension-summary';
export * from './request-description';
export * from './payloads';
