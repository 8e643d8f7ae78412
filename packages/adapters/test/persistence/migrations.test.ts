import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/persistence/migrations';
import { migrateTo, rollbackAll, runMigrations } from '../../src/persistence/migrator';
import { ALL_TABLES, type TestDatabase, testBackends } from './test-database';

const NAMES = MIGRATIONS.map((migration) => migration.name);

/** Everything in the public schema that is not knex's own bookkeeping. */
async function ourRelations(db: Knex): Promise<string[]> {
  const result = await db.raw<{ rows: { relname: string }[] }>(`
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relname NOT LIKE 'knex\\_migrations%'
    ORDER BY c.relname
  `);
  return result.rows.map((row) => row.relname);
}

describe.each(testBackends())('migrations on $name', (backend) => {
  if (backend.unavailable) {
    // Missing infrastructure is a failure, never a silent skip.
    it(`needs ${backend.name}`, () => {
      throw new Error(`${backend.name} is not available: ${backend.unavailable}`);
    });
    return;
  }
  let database: TestDatabase | undefined;
  const db = (): Knex => {
    if (!database) throw new Error('database not opened');
    return database.db;
  };
  beforeAll(async () => {
    database = await backend.open({ migrate: false });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('go up on an empty database, all the way down, and up again', async () => {
    expect(await ourRelations(db())).toEqual([]);

    expect(await runMigrations(db())).toEqual(NAMES);
    const tables = await db()
      .select('table_name')
      .from('information_schema.tables')
      .where({ table_schema: 'public' })
      .whereNotIn('table_name', ['knex_migrations', 'knex_migrations_lock']);
    expect(tables.map((t: { table_name: string }) => t.table_name).sort()).toEqual(
      [...ALL_TABLES].sort(),
    );
    expect(await runMigrations(db())).toEqual([]);

    expect(await rollbackAll(db())).toEqual([...NAMES].reverse());
    expect(await ourRelations(db())).toEqual([]);

    expect(await runMigrations(db())).toEqual(NAMES);
  });

  it('create the indexes the lists and lookups use', async () => {
    await runMigrations(db());
    const result = await db().raw<{ rows: { indexname: string }[] }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`,
    );
    expect(result.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'users_username_unique',
        'users_reset_token_hash_unique',
        'furniture_requests_customer_created_idx',
        'furniture_requests_created_idx',
        'furniture_requests_status_idx',
        'furniture_requests_status_created_idx',
        'messages_project_sent_idx',
        'messages_unread_by_admin_idx',
        'messages_unread_by_customer_idx',
        'furniture_customizations_session_id_unique',
        'sessions_user_idx',
        'sessions_expires_idx',
        'outbox_unpublished_idx',
        'email_deliveries_event_template_unique',
      ]),
    );
  });

  it('enforce the constraints and cascades of the schema', async () => {
    await runMigrations(db());
    const [user] = await db()('users').insert({ username: 'ada@example.com' }).returning('id');
    const userId = (user as { id: number }).id;
    await expect(db()('users').insert({ username: 'Ada@example.com' })).rejects.toThrow(
      /users_username_lower_case/,
    );
    const [request] = await db()('furniture_requests')
      .insert({ customer_id: userId, full_name: 'Ada', email: 'ada@example.com' })
      .returning('id');
    const requestId = (request as { id: number }).id;
    await db()('messages').insert({
      project_id: requestId,
      message: 'Hello',
      sender_type: 'customer',
      sender_name: 'Ada',
    });
    await expect(
      db()('messages').insert({
        project_id: requestId,
        message: 'Hello',
        sender_type: 'robot',
        sender_name: 'R2',
      }),
    ).rejects.toThrow(/messages_sender_type_check/);
    await expect(
      db()('sessions').insert({ token_hash: 'x', role: 'customer', expires_at: new Date() }),
    ).rejects.toThrow(/sessions_customer_has_user/);
    await db()('sessions').insert({
      token_hash: 'y',
      role: 'customer',
      user_id: userId,
      expires_at: new Date(),
    });
    await db()('furniture_customizations').insert({
      session_id: 's1',
      furniture_type: 'table',
      user_id: userId,
      request_id: requestId,
    });
    const eventId = '00000000-0000-4000-8000-000000000001';
    await db()('email_deliveries').insert({
      event_id: eventId,
      template: 'quote-ready',
      recipient: 'ada@example.com',
      status: 'sent',
    });
    await expect(
      db()('email_deliveries').insert({
        event_id: eventId,
        template: 'quote-ready',
        recipient: 'ada@example.com',
        status: 'sent',
      }),
    ).rejects.toThrow(/email_deliveries_event_template_unique/);

    // Removing the account removes its projects, their messages and its sessions; the design
    // survives, unlinked.
    await db()('users').where({ id: userId }).delete();
    for (const table of ['furniture_requests', 'messages', 'sessions']) {
      expect(await db()(table).count({ n: '*' })).toEqual([{ n: '0' }]);
    }
    expect(
      await db()('furniture_customizations').select('user_id', 'request_id', 'features'),
    ).toEqual([{ user_id: null, request_id: null, features: [] }]);
  });

  it('turn every quote given before versions into version 1, valid 30 days from the upgrade', async () => {
    await rollbackAll(db());
    await migrateTo(db(), NAMES.indexOf('011-quote-versions'));
    const [user] = await db()('users').insert({ username: 'ada@example.com' }).returning('id');
    const request = (quotedAt: Date | null) => ({
      customer_id: (user as { id: number }).id,
      full_name: 'Ada',
      email: 'ada@example.com',
      status: quotedAt ? 'quoted' : 'new',
      quote_amount: quotedAt ? '$900' : null,
      quoted_by: quotedAt ? 'Sam' : null,
      quoted_at: quotedAt,
    });
    const day = 86_400_000;
    const [old, recent, fresh] = await db()('furniture_requests')
      .insert([
        request(new Date(Date.now() - 90 * day)),
        request(new Date(Date.now() - 5 * day)),
        request(null),
      ])
      .returning('id');
    await runMigrations(db());
    const rows = await db()('quote_versions')
      .select(
        'request_id',
        'version',
        'amount',
        db().raw("to_char(valid_until, 'YYYY-MM-DD') AS valid_until"),
      )
      .orderBy('request_id');
    const inDays = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);
    expect(rows).toEqual([
      {
        request_id: (old as { id: number }).id,
        version: 1,
        amount: '$900',
        valid_until: inDays(30),
      },
      {
        request_id: (recent as { id: number }).id,
        version: 1,
        amount: '$900',
        valid_until: inDays(30),
      },
    ]);
    expect(
      rows.some((row: { request_id: number }) => row.request_id === (fresh as { id: number }).id),
    ).toBe(false);
  });

  it('mark every acceptance made before the method was kept as a typed signature', async () => {
    await rollbackAll(db());
    await migrateTo(db(), NAMES.indexOf('021-acceptance-method'));
    const [user] = await db()('users').insert({ username: 'ada@example.com' }).returning('id');
    const [request] = await db()('furniture_requests')
      .insert({
        customer_id: (user as { id: number }).id,
        full_name: 'Ada',
        email: 'ada@example.com',
        status: 'in_progress',
      })
      .returning('id');
    const requestId = (request as { id: number }).id;
    await db()('quote_versions').insert({
      request_id: requestId,
      version: 1,
      amount: '$900',
      quoted_by: 'Sam',
      quoted_at: new Date(),
      valid_until: '2099-01-01',
    });
    const signed = {
      request_id: requestId,
      version: 1,
      amount: '$900',
      signature_name: 'Ada Lovelace',
      accepted_at: new Date(),
      terms: 'The terms.',
    };
    await db()('quote_acceptances').insert(signed);
    await runMigrations(db());
    expect(await db()('quote_acceptances').select('method', 'signature_name')).toEqual([
      { method: 'typed_signature', signature_name: 'Ada Lovelace' },
    ]);
    // From now on every acceptance says how it was made.
    await db()('quote_acceptances').where({ request_id: requestId }).delete();
    await expect(db()('quote_acceptances').insert(signed)).rejects.toThrow(/"method"/);
  });
});
