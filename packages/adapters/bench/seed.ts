import type { Knex } from 'knex';
import { seedQuotes } from './seed-quotes';

/** What the list benchmarks read: 1,000 requests of 100 customers, 10 each. */
export const REQUESTS = 1_000;
const CUSTOMERS = 100;

/** The requests, with descriptions about as long as the wizard writes, then ANALYZE. */
export async function seedRequests(db: Knex): Promise<void> {
  const start = new Date('2025-01-01T00:00:00Z').getTime();
  const users = await db('users')
    .insert(Array.from({ length: CUSTOMERS }, (_, i) => ({ username: `customer${i}@example.com` })))
    .returning<{ id: number }[]>('id');
  const requests = Array.from({ length: REQUESTS }, (_, i) => ({
    customer_id: users[i % CUSTOMERS]?.id,
    full_name: `Customer ${i % CUSTOMERS}`,
    email: `customer${i % CUSTOMERS}@example.com`,
    phone: '555-0100',
    furniture_type: 'table',
    // About the size the wizard's description builder produces.
    description: `Custom Table - modern Style\n${'CONSTRUCTION & MATERIALS: solid oak, oil finish. '.repeat(8)}`,
    timeline: 'flexible',
    status: ['new', 'quoted', 'in_progress', 'completed'][i % 4],
    admin_notes: i % 3 === 0 ? 'Call before delivery' : '',
    created_at: new Date(start + i * 60_000),
    updated_at: new Date(start + i * 60_000),
  }));
  const inserted = (await db
    .batchInsert('furniture_requests', requests, 200)
    .returning('id' as never)) as unknown as { id: number }[];
  await seedQuotes(
    db,
    inserted
      .filter((_, i) => i % 4 !== 0)
      .map((row) => ({ requestId: row.id, amount: '$1,200 - $1,500' })),
  );
  await db.raw('ANALYZE');
}
