export * from './profile';
export * from './profile-schema';
export * from './time-zone';
export * from './calendar';
