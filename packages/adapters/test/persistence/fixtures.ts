import type { FurnitureRequest, NewRequest, Transaction, User } from '@workshop/application';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createRepositories } from '../../src/persistence/repositories';
import { type TestBackend, type TestDatabase, truncateAll } from './test-database';

export const T0 = new Date('2025-03-01T09:00:00.000Z');
export const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);

/** A migrated database for the enclosing describe, emptied before every test. */
export function useMigratedDatabase(backend: TestBackend): {
  db: () => Knex;
  repos: () => Transaction;
} {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    if (database) await truncateAll(database.db);
  });
  const db = (): Knex => {
    if (!database) throw new Error('database not opened');
    return database.db;
  };
  return { db, repos: () => createRepositories(db()) };
}

export const newRequest = (customer: User, overrides: Partial<NewRequest> = {}): NewRequest => ({
  customerId: customer.id,
  fullName: 'Ada Lovelace',
  email: customer.email,
  phone: null,
  furnitureType: 'table',
  description: 'Oak dining table',
  budgetRange: null,
  timeline: 'flexible',
  imagePath: null,
  imageOriginalName: null,
  status: 'new',
  ...overrides,
});

export async function seedRequest(
  repos: Transaction,
  email = 'ada@example.com',
  now = T0,
): Promise<{ customer: User; request: FurnitureRequest }> {
  const customer =
    (await repos.users.findByEmail(email)) ??
    (await repos.users.create({ email, needsPasswordChange: true, now }));
  const request = await repos.requests.create(newRequest(customer), now);
  return { customer, request };
}
