export * from './fields';
export * from './result';
export * from './request-schema';
export * from './message-schema';
export * from './customization-schema';
export * from './draft-image-schema';
export * from './auth-schemas';
export * from './quote-answer-schemas';
