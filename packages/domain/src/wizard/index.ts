export * from './draft';
export * from './steps';
export * from './image-rules';
export * from './draft-image';
export * from './session-id';
export * from './wizard-machine';
export * from './restore';
