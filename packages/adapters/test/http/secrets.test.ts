import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTemporarySession,
  everyAnswer,
  sessionCookie,
  startTestApi,
  uniqueEmail,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

/** Suite 6: after every flow that handles one, no secret is found in any table or log line. */
describe('no secret stored or logged in clear', () => {
  let api: TestApi;
  const logLines: string[] = [];
  /** Every secret the flow below handled, by what it is. */
  const secrets: Record<string, string> = {};
  let email: string;

  beforeAll(async () => {
    const logger = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });
    api = await startTestApi({ logger });
    const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

    const temporary = await createTemporarySession(api, uniqueEmail('secretive'));
    secrets['temporary password'] = temporary.temporaryPassword;
    secrets['temporary session token'] = cookieValue(temporary.cookie);
    email = temporary.email;

    secrets['first new password'] = 'First-New-Pass-123';
    const changed = await api.request
      .post('/api/auth/change-password')
      .set('Cookie', temporary.cookie)
      .send({
        currentPassword: temporary.temporaryPassword,
        newPassword: secrets['first new password'],
      });
    expect(changed.status).toBe(200);

    secrets['mistyped password'] = 'Mistyped-Pass-456';
    const wrong = await api.request
      .post('/api/auth/signin')
      .send({ email, password: secrets['mistyped password'] });
    expect(wrong.status).toBe(401);

    expect((await api.request.post('/api/auth/forgot-password').send({ email })).status).toBe(200);
    const issued = await api.useCases.issueResetToken.execute(temporary.userId);
    if (!issued.ok) throw new Error(issued.error.message);
    secrets['reset token'] = issued.value.token;
    // A reset link carries its token in the page URL: that must not reach the logs either.
    await api.request.get(`/api/auth/session?token=${issued.value.token}`);

    secrets['password from the reset link'] = 'Reset-Link-Pass-789';
    const reset = await api.request
      .post('/api/auth/reset-password')
      .send({ token: issued.value.token, newPassword: secrets['password from the reset link'] });
    expect(reset.status).toBe(200);

    const signedIn = await api.request
      .post('/api/auth/signin')
      .send({ email, password: secrets['password from the reset link'] });
    expect(signedIn.status).toBe(200);
    secrets['customer session token'] = cookieValue(sessionCookie(signedIn));

    secrets['debug page password'] = 'Debug-Page-Pass-321';
    const debug = await api.request
      .post('/api/debug/reset-password')
      .send({ email, newPassword: secrets['debug page password'] });
    expect(debug.status).toBe(200);

    secrets['admin passkey'] = api.adminPasskey;
    const admin = await api.request.post('/api/admin/login').send({ passkey: api.adminPasskey });
    secrets['admin session token'] = cookieValue(sessionCookie(admin));
  });
  afterAll(async () => {
    await api?.close();
  });

  /** Every table.column (of every table in the schema) whose text holds the value. */
  const whereStored = async (value: string): Promise<string[]> => {
    const columns = (await api
      .knex('information_schema.columns')
      .where({ table_schema: 'public' })
      .select('table_name', 'column_name')) as { table_name: string; column_name: string }[];
    const places: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const rows = (await api.knex(table).select(api.knex.raw('??::text as value', [column]))) as {
        value: string | null;
      }[];
      if (rows.some((row) => row.value?.includes(value))) places.push(`${table}.${column}`);
    }
    return places;
  };

  it('leaves no secret in any column of any table', async () => {
    // The scan does find what is there: the customer's email, as the account's username.
    expect(await whereStored(email)).toContain('users.username');
    const found: string[] = [];
    for (const [what, secret] of Object.entries(secrets)) {
      for (const place of await whereStored(secret)) found.push(`${what} in ${place}`);
    }
    expect(found).toEqual([]);
  });

  it('keeps only digests of what it must recognise again', async () => {
    const user = await api.knex('users').whereNotNull('password_hash').first();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = (await api.knex('sessions').pluck('token_hash')) as string[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions).not.toContain(secrets['admin session token']);
  });

  it('writes no secret to the logs', () => {
    const logs = logLines.join('');
    // The logs did record the flow, so their silence about secrets means something.
    expect(logs).toContain('/api/auth/reset-password');
    expect(logs).toContain('/api/auth/signin');
    const found = Object.entries(secrets)
      .filter(([, secret]) => logs.includes(secret))
      .map(([what]) => what);
    expect(found).toEqual([]);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
