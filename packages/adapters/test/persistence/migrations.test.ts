import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/persistence/migrations';
import {
  migrateTo,
  rollbackAll,
  rollbackLast,
  runMigrations,
} from '../../src/persistence/migrator';
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

  it('keep what the request said of its quote in the versions, then drop its copy, and back', async () => {
    await rollbackAll(db());
    await migrateTo(db(), NAMES.indexOf('033-quote-in-versions-only'));
    const [user] = await db()('users').insert({ username: 'ada@example.com' }).returning('id');
    const approvedAt = new Date('2024-05-02T10:00:00.000Z');
    const quotedAt = new Date('2024-05-01T09:00:00.000Z');
    const project = (status: string, quoted: boolean, approved: boolean) => ({
      customer_id: (user as { id: number }).id,
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      status,
      quote_amount: quoted ? '$900' : null,
      quote_notes: quoted ? 'Oak' : null,
      quoted_by: quoted ? 'Sam' : null,
      quoted_at: quoted ? quotedAt : null,
      quote_approved: approved,
      quote_approved_at: approved ? approvedAt : null,
    });
    const ids = (
      (await db()('furniture_requests')
        .insert([
          // Approved before versions were kept: version 1 came from 011, no acceptance.
          project('in_progress', true, true),
          // Quoted since, with a revision: the request's copy reads v2.
          project('quoted', true, false),
          project('new', false, false),
        ])
        .returning('id')) as { id: number }[]
    ).map((row) => row.id);
    const [legacy, revised, fresh] = ids as [number, number, number];
    const version = (requestId: number, n: number, amount: string) => ({
      request_id: requestId,
      version: n,
      amount,
      notes: 'Oak',
      quoted_by: 'Sam',
      quoted_at: quotedAt,
      valid_until: '2099-01-01',
    });
    await db()('quote_versions').insert([
      version(legacy, 1, '$900'),
      version(revised, 1, '$800'),
      version(revised, 2, '$900'),
    ]);

    await migrateTo(db(), NAMES.indexOf('033-quote-in-versions-only') + 1);
    const columns = await db()('information_schema.columns')
      .where({ table_name: 'furniture_requests' })
      .pluck('column_name');
    expect(columns.filter((name: string) => name.startsWith('quote'))).toEqual([]);
    expect(
      await db()('quote_acceptances').select(
        'request_id',
        'version',
        'amount',
        'method',
        'signature_name',
        'accepted_at',
      ),
    ).toEqual([
      {
        request_id: legacy,
        version: 1,
        amount: '$900',
        method: 'click',
        signature_name: 'Ada Lovelace',
        accepted_at: approvedAt,
      },
    ]);

    expect(await rollbackLast(db())).toEqual(['033-quote-in-versions-only']);
    expect(
      await db()('furniture_requests')
        .whereIn('id', [legacy, revised, fresh])
        .orderBy('id')
        .select('quote_amount', 'quoted_by', 'quoted_at', 'quote_approved', 'quote_approved_at'),
    ).toEqual([
      {
        quote_amount: '$900',
        quoted_by: 'Sam',
        quoted_at: quotedAt,
        quote_approved: true,
        quote_approved_at: approvedAt,
      },
      {
        quote_amount: '$900',
        quoted_by: 'Sam',
        quoted_at: quotedAt,
        quote_approved: false,
        quote_approved_at: null,
      },
      {
        quote_amount: null,
        quoted_by: null,
        quoted_at: null,
        quote_approved: false,
        quote_approved_at: null,
      },
    ]);
  });

  it('count what was published as handled, but for events with an email still being tried', async () => {
    await rollbackAll(db());
    await migrateTo(db(), NAMES.indexOf('019-handled-events'));
    const event = (n: number) => `00000000-0000-4000-8000-00000000020${n}`;
    const published = new Date('2025-03-01T09:00:00.000Z');
    await db()('outbox').insert(
      [1, 2, 3, 4].map((n) => ({
        id: event(n),
        type: 'QuoteProvided',
        payload: { type: 'QuoteProvided', version: 1, requestId: n },
        occurred_at: published,
        published_at: n === 4 ? null : published,
      })),
    );
    await db()('email_deliveries').insert([
      { event_id: event(1), template: 'quote-ready', recipient: 'a@example.com', status: 'sent' },
      {
        event_id: event(2),
        template: 'quote-ready',
        recipient: 'b@example.com',
        status: 'retrying',
      },
    ]);

    await runMigrations(db());

    const rows = await db()('outbox').orderBy('id').select('id', 'handled_at');
    expect(rows).toEqual([
      { id: event(1), handled_at: published },
      // Its email was waiting for a retry: local mode takes it back at its next start.
      { id: event(2), handled_at: null },
      // Published before any email was recorded: handled, as far as anyone can tell.
      { id: event(3), handled_at: published },
      { id: event(4), handled_at: null },
    ]);
    const indexes = await db().raw<{ rows: { indexname: string }[] }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`,
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining(['outbox_unhandled_idx', 'email_deliveries_recipient_idx']),
    );
  });
});
