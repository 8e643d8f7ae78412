import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express, Response, Router } from 'express';
import type { Knex } from 'knex';
import { pino, type Logger } from 'pino';
import supertest from 'supertest';
import { loadConfig } from '../../src/config/config';
import { buildContainer, resolveUseCases } from '../../src/composition/container';
import type { SecuritySettings, UseCases } from '@workshop/application';
import { createMetrics } from '../../src/metrics/metrics';
import { createHttpApp } from '../../src/http/app';
import type { DecodeLimits } from '../../src/http/decode-gate';
import { IdempotencyKeys } from '../../src/persistence/idempotency-keys';
import {
  createRateLimiters,
  DEFAULT_RATE_LIMITS,
  type RateLimitPolicy,
} from '../../src/http/rate-limits';
import { DiskObjectStore } from '../../src/storage/disk-object-store';
import type { ObjectStore } from '../../src/storage/object-store';
import { StorageHealth } from '../../src/storage/storage-health';
import { testBackends, type TestDatabase } from '../persistence/test-database';

/** Every suite but the rate-limit one must never meet a 429. */
const roomy = { points: 100_000, durationSeconds: 3600 };
export const GENEROUS_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, roomy]),
) as unknown as RateLimitPolicy;

/** What the worker's temporary passwords are derived from, in these tests. */
const CREDENTIALS_KEY = 'http-tests-credentials-key-0123456789abcdef';

/** Not the address the tests call, so the CSRF guard's "same host" branch is exercised too. */
export const PUBLIC_URL = 'http://workshop.test';

export interface AppOptions {
  readonly rateLimits?: RateLimitPolicy;
  /** The use cases' policy values, where a test shortens a wait or lowers a count. */
  readonly settings?: Partial<SecuritySettings>;
  readonly maxImagePixels?: number;
  /** The decode limits, where a test lowers one (maxImagePixels sets maxPixels). */
  readonly decodeLimits?: Partial<DecodeLimits>;
  readonly debugResetEnabled?: boolean;
  readonly trustProxy?: boolean;
  readonly logger?: Logger;
  /** Where uploads go: DATA_DIR/uploads on disk unless a test gives a bucket. */
  readonly store?: ObjectStore;
  /** Routes after the API, as local mode mounts the mailbox. */
  readonly extraRoutes?: readonly Router[];
  /** The address to listen on: 127.0.0.1 unless a test needs clients from the network. */
  readonly host?: string;
  /** false: as the services mode, only PUBLIC_URL's host (no localhost aliases). */
  readonly loopbackAliases?: boolean;
  /** UPLOAD_MIN_FREE_MB in bytes: the scratch folder's free-space guard (0 unless given). */
  readonly uploadMinFreeBytes?: number;
  /** METRICS_TOKEN: /metrics answers to it; without one, /metrics does not exist. */
  readonly metricsToken?: string;
}

/** What a request answered: the raw material of the OpenAPI agreement check. */
export interface Observation {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** The JSON body as it went out, read back; absent when the answer was not JSON. */
  readonly json?: unknown;
}

/**
 * Every answer of every app this test file started, extra apps included: each suite's closing
 * check reads them all, so an app started inside one test cannot escape it.
 */
const answeredInThisFile: Observation[] = [];
export const everyAnswer = (): readonly Observation[] => answeredInThisFile;
/** A worker runs many files on one module graph (setup.ts calls this before each). */
export function forgetAnswers(): void {
  answeredInThisFile.length = 0;
}

export interface TestApi {
  /** The express app itself, for walking its routes. */
  readonly app: Express;
  /** supertest bound to the listening server. */
  readonly request: ReturnType<typeof supertest>;
  readonly baseUrl: string;
  readonly knex: Knex;
  readonly dataDir: string;
  readonly adminPasskey: string;
  readonly useCases: UseCases;
  close(): Promise<void>;
}

interface Shared {
  readonly knex: Knex;
  readonly dataDir: string;
  readonly adminPasskey: string;
}

/** One migrated PostgreSQL database (dropped on close) and one temp data folder per call. */
export async function startTestApi(options: AppOptions = {}): Promise<TestApi> {
  const database = await openPostgres();
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-http-'));
  const shared = {
    knex: database.db,
    dataDir,
    adminPasskey: `passkey-${randomBytes(12).toString('hex')}`,
  };
  const api = await startApp(shared, options);
  return {
    ...api,
    async close() {
      await api.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another API process on the same database and data folder (its close leaves them alone). */
export async function startApp(shared: Shared, options: AppOptions = {}): Promise<TestApi> {
  const config = loadConfig(
    {
      DATA_DIR: shared.dataDir,
      PUBLIC_URL,
      ADMIN_PASSKEY: shared.adminPasskey,
      CREDENTIALS_KEY: CREDENTIALS_KEY,
      DEBUG_RESET_ENABLED: String(options.debugResetEnabled ?? true),
      TRUST_PROXY: String(options.trustProxy ?? false),
    },
    'local',
  );
  const store = options.store ?? new DiskObjectStore(join(shared.dataDir, 'uploads'));
  const useCases = resolveUseCases(
    buildContainer({
      config,
      knex: shared.knex,
      adminPasskey: shared.adminPasskey,
      credentialsKey: config.credentialsKey,
      files: store,
      counters: { kind: 'postgres', knex: shared.knex },
      ...(options.settings ? { settings: options.settings } : {}),
    }),
  );
  const storageHealth = new StorageHealth(
    store,
    join(config.dataDir, 'tmp'),
    options.uploadMinFreeBytes ?? 0,
  );
  const app = createHttpApp({
    useCases,
    logger: options.logger ?? pino({ level: 'silent' }),
    rateLimiters: createRateLimiters(options.rateLimits ?? GENEROUS_LIMITS, {
      kind: 'postgres',
      knex: shared.knex,
    }),
    publicUrl: config.publicUrl,
    loopbackAliases: options.loopbackAliases ?? config.mode === 'local',
    tmpDir: join(config.dataDir, 'tmp'),
    store,
    trustProxy: config.trustProxy,
    debugResetEnabled: config.debugResetEnabled,
    ready: async () => {
      await shared.knex.raw('select 1');
      return true;
    },
    idempotencyKeys: new IdempotencyKeys(shared.knex),
    decodeLimits: {
      ...options.decodeLimits,
      ...(options.maxImagePixels === undefined ? {} : { maxPixels: options.maxImagePixels }),
    },
    storageHealth,
    metrics: {
      collector: createMetrics({ knex: shared.knex, storage: storageHealth }),
      token: options.metricsToken,
    },
    extraRoutes: options.extraRoutes ?? [],
  });
  const jsonSent = recordJsonBodies(app);
  const server = createServer((req, res) => {
    res.on('finish', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const answer = { method: req.method ?? '', path, status: res.statusCode };
      answeredInThisFile.push(jsonSent.has(res) ? { ...answer, json: jsonSent.get(res) } : answer);
    });
    app(req, res);
  });
  const baseUrl = await listen(server, options.host ?? '127.0.0.1');
  return {
    app,
    request: supertest(baseUrl),
    baseUrl,
    knex: shared.knex,
    dataDir: shared.dataDir,
    adminPasskey: shared.adminPasskey,
    useCases,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Every JSON body this app sends, by response, taken where express serializes it: before
 * compression, whichever route, error handler or fallback sent it. Express 5 gives each app
 * its own response prototype, so the patch stays on this app. The app sets no JSON replacer or
 * spacing, so JSON.stringify writes what res.json writes.
 */
function recordJsonBodies(app: Express): WeakMap<object, unknown> {
  const sent = new WeakMap<object, unknown>();
  const json = app.response.json;
  app.response.json = function (this: Response, body?: unknown) {
    const text = JSON.stringify(body);
    if (text !== undefined) sent.set(this, JSON.parse(text));
    return json.call(this, body);
  };
  return sent;
}

async function openPostgres(): Promise<TestDatabase> {
  const backend = testBackends().find((candidate) => candidate.name === 'PostgreSQL');
  // These suites are about the real server on the real database: no PGlite stand-in, no skip.
  if (!backend || backend.unavailable) {
    throw new Error(`The HTTP tests need PostgreSQL: ${backend?.unavailable ?? 'no backend'}`);
  }
  return backend.open();
}

function listen(server: Server, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('no address'));
      resolve(`http://127.0.0.1:${address.port}`);
    });
  });
}

// ---------------------------------------------------------------- sessions and accounts

/** The customer's session cookie; the admin's has its own (issue 17: both at once). */
export const SESSION_COOKIE = 'workshop_session';
export const ADMIN_SESSION_COOKIE = 'workshop_admin_session';

/**
 * The session cookie pair a response set (the customer's `workshop_session=...` or the admin's
 * `workshop_admin_session=...`), ready for a Cookie header.
 */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? (header as string[]) : [];
  const found = cookies.find(
    (cookie) =>
      cookie.startsWith(`${SESSION_COOKIE}=`) || cookie.startsWith(`${ADMIN_SESSION_COOKIE}=`),
  );
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return found.split(';')[0] ?? '';
}

export const uniqueEmail = (label = 'customer'): string =>
  `${label}-${randomBytes(5).toString('hex')}@example.com`;

export async function signInAdmin(api: TestApi): Promise<string> {
  const res = await api.request.post('/api/admin/login').send({ passkey: api.adminPasskey });
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
  return sessionCookie(res);
}

/** Submits a project as an anonymous visitor (JSON); the first one creates the account. */
export async function submitProject(
  api: TestApi,
  email: string,
  fields: Record<string, string> = {},
): Promise<number> {
  const res = await api.request
    .post('/api/furniture-requests')
    .send({ fullName: 'Ada Lovelace', email, description: 'Oak dining table', ...fields });
  if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${res.text}`);
  return (res.body as { request: { id: number } }).request.id;
}

export async function userIdOf(api: TestApi, email: string): Promise<number> {
  const row = (await api.knex('users').where({ username: email }).first('id')) as
    { id: number } | undefined;
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}

export interface TemporarySession {
  readonly email: string;
  readonly userId: number;
  readonly projectId: number;
  readonly temporaryPassword: string;
  /** A session opened with the temporary password: it may only change it. */
  readonly cookie: string;
}

/**
 * What a new customer goes through: a first request creates the account, the worker's
 * IssueTemporaryPassword makes the emailed password, the customer signs in with it.
 */
export async function createTemporarySession(
  api: TestApi,
  email = uniqueEmail(),
): Promise<TemporarySession> {
  const projectId = await submitProject(api, email);
  const userId = await userIdOf(api, email);
  // As the worker does for the credentials email: for the event that created the account.
  const created = (await api
    .knex('outbox')
    .whereRaw(`payload->>'type' = 'AccountCreated' AND (payload->>'userId')::integer = ?`, [userId])
    .first('id')) as { id: string } | undefined;
  const issued = await api.useCases.issueTemporaryPassword.execute(userId, created?.id ?? '');
  if (!issued.ok) throw new Error(`issueTemporaryPassword: ${issued.error.message}`);
  const { temporaryPassword } = issued.value;
  const res = await api.request
    .post('/api/auth/signin')
    .send({ email, password: temporaryPassword });
  if (res.status !== 200) throw new Error(`temporary sign-in answered ${res.status}`);
  return { email, userId, projectId, temporaryPassword, cookie: sessionCookie(res) };
}

export interface Customer {
  readonly email: string;
  readonly userId: number;
  /** The project whose submission created the account. */
  readonly projectId: number;
  readonly password: string;
  /** A full session (the password has been changed). */
  readonly cookie: string;
}

/** A customer with a known permanent password and a signed-in session. */
export async function createCustomer(
  api: TestApi,
  email = uniqueEmail(),
  password = `Walnut-${randomBytes(6).toString('hex')}`,
): Promise<Customer> {
  const temporary = await createTemporarySession(api, email);
  const res = await api.request
    .post('/api/auth/change-password')
    .set('Cookie', temporary.cookie)
    .send({ currentPassword: temporary.temporaryPassword, newPassword: password });
  if (res.status !== 200) throw new Error(`change-password answered ${res.status}: ${res.text}`);
  return { ...temporary, password, cookie: temporary.cookie };
}

// ---------------------------------------------------------------- lifecycle shortcuts

export async function quote(api: TestApi, adminCookie: string, id: number): Promise<void> {
  const res = await api.request
    .post(`/api/furniture-requests/${id}/quote`)
    .set('Cookie', adminCookie)
    .send({ quoteAmount: '$1,200 - $1,500', quotedBy: 'Sam', quoteNotes: 'Walnut top' });
  if (res.status !== 200) throw new Error(`quote answered ${res.status}: ${res.text}`);
}

export async function approve(api: TestApi, customerCookie: string, id: number): Promise<void> {
  const res = await api.request
    .post(`/api/furniture-requests/${id}/approve`)
    .set('Cookie', customerCookie)
    .send({ signatureName: 'Ada Lovelace' });
  if (res.status !== 200) throw new Error(`approve answered ${res.status}: ${res.text}`);
}

// ---------------------------------------------------------------- what is stored

export interface Stored {
  readonly users: number;
  readonly requests: number;
  readonly customizations: number;
  readonly messages: number;
  readonly uploads: number;
  readonly tmp: number;
}

async function countRows(knex: Knex, table: string): Promise<number> {
  const [row] = await knex(table).count({ n: '*' });
  return Number(row?.['n']);
}

async function countFiles(dir: string): Promise<number> {
  try {
    return (await readdir(dir)).length;
  } catch {
    return 0;
  }
}

/** Rows and files a refused request must leave exactly as they were. */
export async function stored(api: TestApi): Promise<Stored> {
  return {
    users: await countRows(api.knex, 'users'),
    requests: await countRows(api.knex, 'furniture_requests'),
    customizations: await countRows(api.knex, 'furniture_customizations'),
    messages: await countRows(api.knex, 'messages'),
    uploads: await countFiles(join(api.dataDir, 'uploads')),
    tmp: await countFiles(join(api.dataDir, 'tmp')),
  };
}
