export * from './profile';
export * from './profile-schema';
