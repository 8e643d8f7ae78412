export { createDatabase, DEFAULT_POOL_MAX, type DatabaseConfig } from './database';
export { runMigrations, rollbackAll } from './migrator';
export { MIGRATIONS, type NamedMigration } from './migrations';
export { createRepositories } from './repositories';
export { KnexUnitOfWork } from './unit-of-work';
export { KnexUserRepository } from './user-repository';
export { KnexRequestRepository } from './request-repository';
export { KnexMessageRepository } from './message-repository';
export { KnexCustomizationRepository } from './customization-repository';
export { KnexSessionRepository } from './session-repository';
export { KnexOutbox } from './outbox';
export { RowNotFoundError } from './rows';
export { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
export { createLimiter, createThrottle, type Limit, type RateLimitStore } from './rate-limiter';
export {
  IdempotencyKeys,
  KeyAlreadyUsed,
  withKeyClaim,
  type KeyClaim,
  type KeyState,
} from './idempotency-keys';
