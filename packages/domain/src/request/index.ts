export * from './status';
export * from './lifecycle-machine';
export * from './rules';
export * from './quote-due';
export * from './project-stage';
