export * from './catalog';
export * from './request';
export * from './wizard';
export * from './description';
export * from './validation';
export * from './password/strength';
export * from './events/domain-events';
