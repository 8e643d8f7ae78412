import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { testBackends, type TestDatabase } from '../persistence/test-database';
import { startS3, type S3TestServer } from '../storage/s3-server';
import { pngImage } from '../http/images';
import { networkAddress } from '../http/network';
import { duplicates } from '../workflow/counting';
import { freePort } from '../workflow/processes';
import { removeKeys } from '../workflow/redis-server';
import { startSmtpSink, type ReceivedEmail, type SmtpSink } from '../workflow/smtp-sink';
import { sleep, waitUntil } from '../workflow/wait';
import { assembleProduction, IMAGE_NODE, logged, startEntry, type AppProcess } from './production';

const ADMIN_PASSKEY = 'services-mode-passkey-0123';
const PUBLIC_HOST = 'workshop.test';
/** What the proxy in front adds: the site's own name as the client addressed it. */
const VIA_PROXY = { 'X-Forwarded-Host': PUBLIC_HOST, 'X-Forwarded-Proto': 'https' };
const WORKSHOP_EMAIL = 'team@workshop.test';
/** The drain timeout every process gets (the default). */
const DRAIN_SECONDS = 20;
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const METRICS_TOKEN = 'services-mode-metrics-token-0123';
/** The Node major the image is built on (infra/Dockerfile's FROM lines). */
const IMAGE_NODE_MAJOR = /^FROM node:(\d+)-/m.exec(
  readFileSync(join(REPO, 'infra/Dockerfile'), 'utf8'),
)?.[1];

/** The Node release a process reports in its metrics (prom-client's nodejs_version_info). */
async function nodeVersionOf(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return /^nodejs_version_info\{version="(v[\d.]+)"/m.exec(await res.text())?.[1];
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly cookie: string | null;
  /** The answer is a first request's, given again for its Idempotency-Key. */
  readonly replayed: boolean;
}

/** A request that got no HTTP answer: the connection's error code. */
interface Refused {
  readonly refused: string;
}

/**
 * The test plays the TLS proxy in front of the APIs (TRUST_PROXY=loopback): each visitor has
 * an address of its own in X-Forwarded-For, as behind Caddy.
 */
async function call(
  base: string,
  path: string,
  options: {
    method?: string;
    json?: unknown;
    form?: FormData;
    from: string;
    cookie?: string;
    idempotencyKey?: string;
  },
): Promise<Answer> {
  const headers: Record<string, string> = {
    'X-Forwarded-For': options.from,
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': PUBLIC_HOST,
  };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.cookie) headers['Cookie'] = options.cookie;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET'),
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await res.text();
  // The customer's session cookie, or the admin's (each side has its own).
  const setCookie = res.headers.getSetCookie().find((c) => /^workshop_(admin_)?session=/.test(c));
  return {
    status: res.status,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : { text },
    cookie: setCookie ? (setCookie.split(';')[0] ?? null) : null,
    replayed: res.headers.get('Idempotent-Replayed') === 'true',
  };
}

async function requestForm(email: string, image?: Buffer): Promise<FormData> {
  const form = new FormData();
  form.set('fullName', 'Ada Lovelace');
  form.set('email', email);
  form.set('description', 'A walnut dining table for eight');
  if (image)
    form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'table.png');
  return form;
}

/** One made-up public address per visitor number. */
const visitor = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

const subjectsTo = (sink: SmtpSink, address: string) => sink.to(address).map((e) => e.subject);

/** What the image holds, assembled once for both modes below. */
let folder: string;

beforeAll(async () => {
  folder = await assembleProduction();
}, 180_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('services mode: the built processes, two APIs and two workers as one system', () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  let sink: SmtpSink;
  let queuePrefix: string;
  let env: Record<string, string>;
  const processes: AppProcess[] = [];
  const dataDirs = new Map<AppProcess, string>();
  let api1: { process: AppProcess; url: string };
  let api2: { process: AppProcess; url: string };
  let workers: AppProcess[] = [];
  let admin: string;

  const start = async (
    entry: 'server' | 'worker' | 'migrate',
    name: string,
    extra: Record<string, string> = {},
  ): Promise<AppProcess> => {
    const dataDir = await mkdtemp(join(tmpdir(), `workshop-${name.replace(/\W/g, '')}-`));
    const process = startEntry(folder, entry, { ...env, DATA_DIR: dataDir, ...extra }, name);
    processes.push(process);
    dataDirs.set(process, dataDir);
    return process;
  };
  const startApi = async (name: string, extra: Record<string, string> = {}) => {
    const port = await freePort();
    const process = await start('server', name, { PORT: String(port), ...extra });
    await logged(process, 'API listening');
    return { process, url: `http://127.0.0.1:${port}` };
  };

  beforeAll(async () => {
    const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
    if (!postgres || postgres.unavailable) {
      throw new Error(`The services-mode test needs PostgreSQL: ${postgres?.unavailable}`);
    }
    [database, s3, sink] = await Promise.all([
      // Empty: the migrate step is part of what is tested.
      postgres.open({ migrate: false }),
      startS3(),
      startSmtpSink(),
    ]);
    const bucket = await s3.createBucket();
    // The run's Redis (test/global-setup.ts): this test's keys live under a prefix of its own.
    const redisUrl = inject('redisUrl');
    if (!redisUrl) throw new Error('The services-mode test needs Redis');
    queuePrefix = `services-${randomBytes(4).toString('hex')}`;
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SMTP_URL: sink.url,
      PUBLIC_URL: `https://${PUBLIC_HOST}`,
      TRUST_PROXY: 'loopback',
      ADMIN_PASSKEY,
      CREDENTIALS_KEY: 'services-mode-credentials-key-0123456789',
      WORKSHOP_EMAIL,
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
    };
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled(processes.map((process) => process.stop('SIGKILL')));
    if (env) await removeKeys(env['REDIS_URL'] ?? '', [queuePrefix]);
    await Promise.allSettled([sink?.close(), s3?.stop(), database?.dispose()]);
    await Promise.allSettled(
      [...dataDirs.values()].map((dir) => rm(dir, { recursive: true, force: true })),
    );
  });

  it('refuses to start an API without its services: one line per missing setting', async () => {
    const bare = startEntry(folder, 'server', {}, 'bare API');
    processes.push(bare);
    expect((await bare.exited()).code).toBe(1);
    expect(bare.output().trim().split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}- DATABASE_URL is required by the API server \(/),
      expect.stringMatching(/^ {2}- PUBLIC_URL is required by the API server \(/),
      expect.stringMatching(/^ {2}- ADMIN_PASSKEY is required by the API server \(/),
      expect.stringMatching(/^ {2}- STORAGE is required by the API server \(/),
    ]);
    const debug = startEntry(folder, 'server', { ...env, DEBUG_RESET_ENABLED: 'true' }, 'debug');
    processes.push(debug);
    expect((await debug.exited()).code).toBe(1);
    expect(debug.output()).toContain(
      'DEBUG_RESET_ENABLED cannot be true in services mode: only dist/local.js serves the debug reset',
    );
  });

  it('refuses to start an API on a database the migrate step has not prepared', async () => {
    const early = await start('server', 'early API', { PORT: String(await freePort()) });
    expect((await early.exited()).code).toBe(1);
    expect(early.output().trim()).toMatch(
      /^The database at postgres:\/\/.* lacks \d+ migration\(s\) \(001-users, .*\): run the migrate step first \(node dist\/migrate\.js\)$/,
    );
  });

  it('runs three migrate steps started at once: all exit 0 and leave one schema', async () => {
    const steps = await Promise.all([1, 2, 3].map((n) => start('migrate', `migrate ${n}`)));
    const outcomes = await Promise.all(steps.map((step) => step.exited()));
    const outputs = steps.map((step) => step.output());
    expect(
      outcomes.map((outcome) => outcome.code),
      outputs.join('\n---\n'),
    ).toEqual([0, 0, 0]);
    expect(outputs.filter((output) => /Applied \d+ migration\(s\)/.test(output))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('Database is up to date.'))).toHaveLength(2);
    const applied = await database.db('knex_migrations').select('name');
    const names = applied.map((row: { name: string }) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(0);
    console.log(
      `migrate race: 3 started at once, exit codes ${outcomes.map((o) => o.code).join(',')}, ` +
        `${names.length} migrations recorded once each; ` +
        `${outputs.filter((o) => o.includes('waiting')).length} waited for the lock`,
    );
  });

  it('starts two APIs and two workers on one PostgreSQL, Redis, S3 and SMTP server', async () => {
    // Bursts of fifty image submissions below: a decode queue for all of them, so the drain and
    // the retries are what they measure (the queue's own bound is tested over HTTP).
    const queue = { UPLOAD_DECODE_QUEUE: '64' };
    [api1, api2] = await Promise.all([startApi('api 1', queue), startApi('api 2', queue)]);
    const workerPorts = await Promise.all([freePort(), freePort()]);
    workers = await Promise.all(
      workerPorts.map((port, i) =>
        start('worker', `worker ${i + 1}`, { WORKER_METRICS_PORT: String(port) }),
      ),
    );
    await Promise.all(workers.map((worker) => logged(worker, 'worker started')));
    for (const api of [api1, api2]) {
      expect((await call(api.url, '/readyz', { from: visitor(0) })).status).toBe(200);
    }
    // Every process runs on the Node release the image is built on, as in production.
    const versions = await Promise.all([
      ...[api1, api2].map((api) => nodeVersionOf(api.url)),
      ...workerPorts.map((port) => nodeVersionOf(`http://127.0.0.1:${port}`)),
    ]);
    expect(IMAGE_NODE_MAJOR).toBeDefined();
    for (const version of versions) expect(version).toMatch(new RegExp(`^v${IMAGE_NODE_MAJOR}\\.`));
    console.log(
      `services mode on Node ${versions.join(', ')} (the tests run on ${process.version})`,
    );
    const login = await call(api2.url, '/api/admin/login', {
      json: { passkey: ADMIN_PASSKEY },
      from: visitor(1),
    });
    expect(login.status).toBe(200);
    admin = login.cookie ?? '';
  });

  it('never serves the debug reset', async () => {
    const res = await call(api1.url, '/api/debug/reset-password', {
      json: { email: 'anyone@example.com', newPassword: 'Whatever-123' },
      from: '127.0.0.1',
    });
    expect(res.status).toBe(404);
  });

  let ada: { email: string; requestId: number; cookie: string; password: string };

  it('lists on API 2 a request sent to API 1, and serves its image from the bucket', async () => {
    const email = `ada-${randomBytes(4).toString('hex')}@example.com`;
    const image = await pngImage(64, 48);
    const sent = await call(api1.url, '/api/furniture-requests', {
      form: await requestForm(email, image),
      from: visitor(2),
    });
    expect(sent.status).toBe(201);
    const requestId = (sent.body['request'] as { id: number }).id;

    const list = await call(api2.url, '/api/furniture-requests', {
      from: visitor(1),
      cookie: admin,
    });
    expect(list.status).toBe(200);
    const listed = (list.body as unknown as { id: number; imagePath: string | null }[]).find(
      (request) => request.id === requestId,
    );
    expect(listed?.imagePath).toMatch(/^[a-f0-9]{32}\.png$/);

    const fromApi2 = await fetch(`${api2.url}/uploads/${listed?.imagePath}`, {
      headers: VIA_PROXY,
    });
    expect(fromApi2.status).toBe(200);
    expect(fromApi2.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await fromApi2.arrayBuffer());
    const fromApi1 = Buffer.from(
      await (
        await fetch(`${api1.url}/uploads/${listed?.imagePath}`, { headers: VIA_PROXY })
      ).arrayBuffer(),
    );
    expect(bytes.length).toBeGreaterThan(0);
    expect(Buffer.compare(bytes, fromApi1)).toBe(0);
    expect(await s3.listObjects(env['S3_BUCKET'] ?? '')).toContain(listed?.imagePath);
    ada = { email, requestId, cookie: '', password: '' };
  });

  it('sends the credentials email exactly once although two workers run', async () => {
    const [credentials] = await sink
      .waitFor(ada.email, 2, 20_000)
      .then((emails) => emails.filter((email) => email.subject.includes('account')));
    expect(credentials).toBeDefined();
    await sleep(2_000); // a second worker sending it too would have done so by now
    const toAda = subjectsTo(sink, ada.email);
    expect(toAda.filter((subject) => subject.includes('account'))).toHaveLength(1);
    expect(toAda.filter((s) => s.includes(`project request #${ada.requestId}`))).toHaveLength(1);
    expect(
      subjectsTo(sink, WORKSHOP_EMAIL).filter((s) => s.includes(`New request #${ada.requestId}`)),
    ).toHaveLength(1);
    const password = /Temporary password: (\S+)/.exec((credentials as ReceivedEmail).text)?.[1];
    expect(password).toBeDefined();
    ada = { ...ada, password: password ?? '' };
  });

  it('keeps a customer signed in on API 2 signed in on API 1, with the same cookie', async () => {
    const signIn = await call(api2.url, '/api/auth/signin', {
      json: { email: ada.email, password: ada.password },
      from: visitor(3),
    });
    expect(signIn.status).toBe(200);
    ada = { ...ada, cookie: signIn.cookie ?? '' };
    for (const api of [api1, api2]) {
      const session = await call(api.url, '/api/auth/session', {
        from: visitor(3),
        cookie: ada.cookie,
      });
      expect(session.body).toMatchObject({
        authenticated: true,
        role: 'customer',
        email: ada.email,
      });
    }
  });

  it('counts sign-in failures across both APIs', async () => {
    const from = visitor(4);
    const guessed = `guessed-${randomBytes(3).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const api = attempt % 2 === 0 ? api1 : api2;
      const res = await call(api.url, '/api/auth/signin', {
        json: { email: guessed, password: `Wrong-guess-${attempt}` },
        from,
      });
      statuses.push(res.status);
    }
    // Five failures on one account from one address, wherever they land; the next one is
    // refused by either process.
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    // Ten on any accounts from one address, likewise.
    const sprayer = visitor(50);
    const sprayed: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const res = await call((attempt % 2 === 0 ? api1 : api2).url, '/api/auth/signin', {
        json: { email: `sprayed-${attempt}-${guessed}`, password: 'Wrong-guess' },
        from: sprayer,
      });
      sprayed.push(res.status);
    }
    expect(sprayed).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // Another visitor, with another account, is not held back by that one.
    const other = await call(api1.url, '/api/auth/signin', {
      json: { email: ada.email, password: ada.password },
      from: visitor(5),
    });
    expect(other.status).toBe(200);
  });

  it('draws a quote PDF in the fonts the build ships, the same bytes and ETag on both APIs', async () => {
    const sent = await call(api1.url, '/api/furniture-requests', {
      json: {
        fullName: 'Мария Иванова',
        email: `maria-${randomBytes(4).toString('hex')}@example.com`,
        description: 'Обеденный стол для Zoë и 李',
      },
      from: visitor(6),
    });
    expect(sent.status).toBe(201);
    const id = (sent.body['request'] as { id: number }).id;
    const quoted = await call(api2.url, `/api/furniture-requests/${id}/quote`, {
      // The workshop's words print on the quote (the visitor's do not): in three scripts.
      json: { quoteAmount: '$2,000', quotedBy: 'Sam', quoteNotes: 'Обеденный стол для Zoë и 李' },
      from: visitor(1),
      cookie: admin,
    });
    expect(quoted.status).toBe(200);
    const pdf = (base: string, etag?: string) =>
      fetch(`${base}/api/furniture-requests/${id}/quotes/1/pdf`, {
        headers: {
          ...VIA_PROXY,
          'X-Forwarded-For': visitor(1),
          Cookie: admin,
          // As a browser revalidates what it kept (fetch would add "no-cache" otherwise).
          ...(etag ? { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } : {}),
        },
      });
    const first = await pdf(api1.url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    const bytes = Buffer.from(await first.arrayBuffer());
    expect((await pdf(api2.url, etag)).status).toBe(304);
    const drawnAgain = await pdf(api2.url);
    expect(drawnAgain.headers.get('etag')).toBe(etag);
    expect(Buffer.compare(Buffer.from(await drawnAgain.arrayBuffer()), bytes)).toBe(0);
    const dir = await mkdtemp(join(tmpdir(), 'services-pdf-'));
    try {
      const file = join(dir, 'quote.pdf');
      await writeFile(file, bytes);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Name: Мария Иванова');
      expect(text).toContain('Обеденный стол для Zoë и 李');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('drains API 1 on SIGTERM: what it answered is stored and emailed, nothing else is', async () => {
    const SUBMISSIONS = 50;
    const image = await pngImage(400, 300);
    const emails = Array.from(
      { length: SUBMISSIONS },
      (_, i) => `drain-${i}-${randomBytes(3).toString('hex')}@example.com`,
    );
    let answered = 0;
    const submissions = emails.map(async (email, i): Promise<Answer | Refused> => {
      try {
        const form = await requestForm(email, image);
        const answer = await call(api1.url, '/api/furniture-requests', {
          form,
          from: visitor(100 + i),
        });
        answered += 1;
        return answer;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        return { refused: cause?.code ?? String(error) };
      }
    });
    await waitUntil('the first answers', () => answered >= 5, { timeoutMs: 30_000, intervalMs: 5 });
    const inFlight = SUBMISSIONS - answered;
    const stoppedAt = Date.now();
    api1.process.child.kill('SIGTERM');
    // While API 1 drains, API 2 answers as ever.
    const api2WhileDraining = await call(api2.url, '/readyz', { from: visitor(6) });
    const outcomes = await Promise.all(submissions);
    const exit = await api1.process.exited();
    const drainedIn = Date.now() - stoppedAt;

    const refused = outcomes.filter((outcome): outcome is Refused => 'refused' in outcome);
    const accepted = outcomes.filter(
      (outcome): outcome is Answer => 'status' in outcome && outcome.status === 201,
    );
    // A request either got its 201, or never reached a route: its connection was refused, or
    // closed idle as the drain began, before it was read (the client may send it again).
    expect(accepted.length + refused.length).toBe(SUBMISSIONS);
    for (const { refused: code } of refused) {
      expect(['ECONNRESET', 'ECONNREFUSED', 'UND_ERR_SOCKET']).toContain(code);
    }
    const ids = accepted.map((answer) => (answer.body['request'] as { id: number }).id);
    const stored = await database.db('furniture_requests').whereIn('id', ids).count({ n: '*' });
    const acceptedEmails = emails.filter((_, i) => {
      const outcome = outcomes[i];
      return outcome !== undefined && 'status' in outcome && outcome.status === 201;
    });
    // Credentials and confirmation for each request answered, and nothing for the others.
    await Promise.all(acceptedEmails.map((email) => sink.waitFor(email, 2, 30_000)));
    const alerts = () =>
      subjectsTo(sink, WORKSHOP_EMAIL).filter((s) => ids.some((id) => s.includes(`#${id} `)));
    await waitUntil('every workshop alert', () => alerts().length >= ids.length, {
      timeoutMs: 30_000,
    });
    const storedCount = Number(stored[0]?.['n']);
    const allRows = await database
      .db('furniture_requests')
      .whereIn('email', emails)
      .count({ n: '*' });
    await sleep(1_000); // an email for a request nobody was told about would have come by now
    const emailed = emails.filter((email) => sink.to(email).length > 0);
    console.log(
      `drain: ${SUBMISSIONS} submissions, ${inFlight} unanswered at SIGTERM; ` +
        `${accepted.length} answered 201, ${refused.length} refused at the connection ` +
        `(${[...new Set(refused.map((r) => r.refused))].join(', ') || 'none'}); ` +
        `${storedCount} stored, ${emailed.length} customers emailed, ${alerts().length} workshop alerts; ` +
        `exit ${exit.code} after ${drainedIn} ms (drain timeout ${DRAIN_SECONDS} s)`,
    );
    expect(inFlight).toBeGreaterThan(0);
    // Most of what was under way is drained, not dropped.
    expect(accepted.length).toBeGreaterThan(SUBMISSIONS - inFlight);
    expect(storedCount).toBe(accepted.length);
    expect(Number(allRows[0]?.['n'])).toBe(accepted.length);
    expect(emailed.sort()).toEqual(acceptedEmails.sort());
    expect(alerts()).toHaveLength(accepted.length);
    expect(exit.code).toBe(0);
    expect(drainedIn).toBeLessThan(DRAIN_SECONDS * 1000);
    expect(api2WhileDraining.status).toBe(200);
    // The others carry on: API 2 takes a new request, the workers stay up.
    const after = await call(api2.url, '/api/furniture-requests', {
      form: await requestForm(`after-${randomBytes(3).toString('hex')}@example.com`),
      from: visitor(7),
    });
    expect(after.status).toBe(201);
    for (const worker of workers) expect(worker.child.exitCode).toBeNull();
  }, 120_000);

  it('makes no second project when a replica is killed mid-request and the client retries elsewhere', async () => {
    const SUBMISSIONS = 30;
    // A queue for all thirty: every request is under way when the replica is killed.
    const doomed = await startApi('api killed', { UPLOAD_DECODE_QUEUE: '64' });
    const image = await pngImage(400, 300);
    const attempts = Array.from({ length: SUBMISSIONS }, (_, i) => ({
      email: `killed-${i}-${randomBytes(3).toString('hex')}@example.com`,
      key: randomBytes(16).toString('hex'),
      from: visitor(200 + i),
    }));
    const send = async (base: string, attempt: (typeof attempts)[number]) => {
      try {
        return await call(base, '/api/furniture-requests', {
          form: await requestForm(attempt.email, image),
          from: attempt.from,
          idempotencyKey: attempt.key,
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        return { refused: cause?.code ?? String(error) };
      }
    };
    const projectsOf = async (email: string) =>
      Number((await database.db('furniture_requests').where({ email }).count({ n: '*' }))[0]?.n);
    const firsts = attempts.map((attempt) => send(doomed.url, attempt));
    await waitUntil(
      'a few projects stored',
      async () => {
        const rows = await database
          .db('furniture_requests')
          .whereIn(
            'email',
            attempts.map((attempt) => attempt.email),
          )
          .count({ n: '*' });
        return Number(rows[0]?.n) >= 5;
      },
      { timeoutMs: 30_000, intervalMs: 5 },
    );
    doomed.process.child.kill('SIGKILL');
    const outcomes: (Answer | Refused)[] = await Promise.all(firsts);
    const unanswered = attempts.filter((_, i) => {
      const outcome = outcomes[i];
      return outcome === undefined || !('status' in outcome);
    });
    // Stored by the killed replica although its client never heard: what made second projects.
    const storedUnanswered = new Set<string>();
    for (const attempt of unanswered) {
      if ((await projectsOf(attempt.email)) > 0) storedUnanswered.add(attempt.email);
    }

    // Every client tries again, with the same key, on the replica left.
    const retries = await Promise.all(attempts.map((attempt) => send(api2.url, attempt)));
    let busy = 0;
    for (const [i, attempt] of attempts.entries()) {
      const first = outcomes[i];
      const retry = retries[i];
      expect(retry && 'status' in retry, attempt.email).toBe(true);
      if (!retry || !('status' in retry)) continue;
      if (first && 'status' in first && first.status === 503) {
        // Thirty images at once fill the replica's decode queue: the ones past it are refused
        // at once, nothing stored, so their retry is done now, once.
        busy += 1;
        expect(retry.status, attempt.email).toBe(201);
        expect(retry.replayed, attempt.email).toBe(false);
      } else if (first && 'status' in first) {
        expect(retry.status, attempt.email).toBe(first.status);
        expect(retry.body, attempt.email).toEqual(first.body);
        expect(retry.replayed, attempt.email).toBe(true);
      } else {
        // Stored before the kill: the answer kept with it; otherwise done now, once.
        expect(retry.status, attempt.email).toBe(201);
        expect(retry.replayed, attempt.email).toBe(storedUnanswered.has(attempt.email));
      }
      expect(await projectsOf(attempt.email), attempt.email).toBe(1);
    }
    console.log(
      `replica killed: ${SUBMISSIONS} keyed submissions, ${SUBMISSIONS - unanswered.length} ` +
        `answered before the SIGKILL (${busy} of them 503, the decode queue full), ` +
        `${unanswered.length} cut (${storedUnanswered.size} of them stored anyway); retried on ` +
        `API 2: all 201, the stored ones with their first answer; 1 project per email`,
    );
    expect(storedUnanswered.size).toBeGreaterThan(0);
  }, 120_000);

  it('cuts a client that never finishes its upload once the drain timeout is over', async () => {
    const api3 = await startApi('api 3', { DRAIN_TIMEOUT_SECONDS: '2' });
    const stalled = new AbortController();
    // Half an upload, then nothing: only the drain timeout ends it.
    const stalledRequest = fetch(`${api3.url}/api/furniture-requests`, {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=stall',
        'X-Forwarded-For': visitor(99),
        ...VIA_PROXY,
      },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode('--stall\r\nContent-Disposition: form-data;'),
          );
        },
      }),
      signal: stalled.signal,
      duplex: 'half',
    } as RequestInit).then(
      (res) => `answered ${res.status}`,
      () => 'cut',
    );
    await sleep(300);
    const stoppedAt = Date.now();
    api3.process.child.kill('SIGTERM');
    const exit = await api3.process.exited();
    const stoppedIn = Date.now() - stoppedAt;
    const outcome = await Promise.race([stalledRequest, sleep(2_000).then(() => 'still open')]);
    stalled.abort();
    console.log(`drain timeout: a stalled upload held API 3 for ${stoppedIn} ms (timeout 2 s)`);
    expect(exit.code).toBe(0);
    expect(stoppedIn).toBeGreaterThanOrEqual(2_000);
    expect(stoppedIn).toBeLessThan(5_000);
    expect(outcome).toBe('cut');
  });

  it('delivers a batch of 150 emails whole when a worker gets SIGTERM half-way', async () => {
    // First requests from 50 addresses: credentials, a confirmation and an alert each. (One
    // address can no longer be sent 50 confirmations in an hour: an address gets three.)
    const REQUESTS = 50;
    const EMAILS = REQUESTS * 3;
    sink.delayReplies(150);
    const before = sink.received.length;
    const addresses = Array.from({ length: REQUESTS }, (_, i) => `batch-${i}@example.com`);
    const sent = await Promise.all(
      addresses.map(async (address, i) =>
        call(api2.url, '/api/furniture-requests', {
          form: await requestForm(address),
          from: visitor(300 + i),
        }),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array<number>(REQUESTS).fill(201));
    const ids = sent.map((answer) => (answer.body['request'] as { id: number }).id);
    const batch = () =>
      sink.received
        .slice(before)
        .filter(
          (email) =>
            email.to.some((to) => addresses.includes(to)) ||
            ids.some((id) => email.subject.includes(`#${id} `)),
        );
    await waitUntil('a third of the batch', () => batch().length >= EMAILS / 3, {
      timeoutMs: 60_000,
      intervalMs: 5,
    });
    const deliveredAtSigterm = batch().length;
    const [stopping, staying] = workers as [AppProcess, AppProcess];
    const stoppedAt = Date.now();
    stopping.child.kill('SIGTERM');
    const exit = await stopping.exited();
    const stoppedIn = Date.now() - stoppedAt;
    await waitUntil(
      () => `${EMAILS} emails of the batch (have ${batch().length})`,
      () => batch().length >= EMAILS,
      {
        timeoutMs: 120_000,
        intervalMs: 50,
      },
    );
    await sleep(1_000); // anything sent twice would have arrived by now
    sink.delayReplies(0);
    const received = batch();
    const twice = duplicates(received);
    console.log(
      `worker SIGTERM: batch of ${EMAILS} emails, ${deliveredAtSigterm} delivered at SIGTERM, ` +
        `${received.length - twice} delivered, ${twice} duplicates; the stopped worker exited ` +
        `${exit.code} after ${stoppedIn} ms, the other kept running`,
    );
    expect(received.length - twice).toBe(EMAILS);
    expect(exit.code).toBe(0);
    // A graceful stop finishes the sends under way: only an SMTP reply lost on the wire repeats.
    expect(twice).toBeLessThanOrEqual(1);
    expect(staying.child.exitCode).toBeNull();
  }, 180_000);

  it('keeps a heartbeat the compose health check reads, and stops it with the worker', async () => {
    const compose = parse(readFileSync(join(REPO, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as { services: { worker: { healthcheck: { test: string[] } } } };
    const [, command, flag, script] = compose.services.worker.healthcheck.test;
    expect([command, flag]).toEqual(['node', '-e']);
    const check = (dataDir: string): number => {
      try {
        execFileSync(IMAGE_NODE, ['-e', script ?? ''], {
          env: { DATA_DIR: dataDir },
          stdio: 'ignore',
        });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    const [stopped, running] = workers.map((worker) => dataDirs.get(worker) ?? '');
    expect(check(running ?? '')).toBe(0);
    // The stopped worker's last beat ages past 30 s: unhealthy.
    const old = new Date(Date.now() - 60_000);
    await utimes(join(stopped ?? '', 'worker-heartbeat'), old, old);
    expect(check(stopped ?? '')).toBe(1);
    expect(check(join(tmpdir(), 'no-such-worker'))).toBe(1);
  });
});

describe('local mode from the same build: this computer only, unless HOST says otherwise', () => {
  const started: AppProcess[] = [];
  const dirs: string[] = [];

  const startLocal = async (extra: Record<string, string> = {}, chosenPort?: number) => {
    const port = chosenPort ?? (await freePort());
    const dataDir = await mkdtemp(join(tmpdir(), 'workshop-local-'));
    dirs.push(dataDir);
    const local = startEntry(
      folder,
      'local',
      { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra },
      'local',
    );
    started.push(local);
    await waitUntil(
      () => `local mode to start; it printed:\n${local.output()}`,
      () => {
        if (local.child.exitCode !== null) throw new Error(`local mode exited:\n${local.output()}`);
        return local.output().includes('Workshop is running at');
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    return { local, port };
  };

  afterAll(async () => {
    await Promise.allSettled(started.map((local) => local.stop()));
    await Promise.allSettled(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('listens on 127.0.0.1 only when HOST is not set', async () => {
    const { local, port } = await startLocal();
    expect(local.output()).toContain(`Workshop is running at http://localhost:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const fromNetwork = await fetch(`http://${networkAddress()}:${port}/readyz`).then(
      (res) => `answered ${res.status}`,
      (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code),
    );
    expect(fromNetwork).toBe('ECONNREFUSED');
    expect(local.output()).not.toContain('Warning');
    expect(local.output()).not.toContain('Shared with your network');
  }, 90_000);

  it('tells whoever shares it with the default PUBLIC_URL to set it', async () => {
    const { local } = await startLocal({ HOST: '0.0.0.0', DEBUG_RESET_ENABLED: 'false' });
    expect(local.output()).toContain("  Set PUBLIC_URL to this computer's address on the network");
    expect(local.output()).not.toContain('Warning');
  }, 90_000);

  it('shares the site with HOST=0.0.0.0, says so, and keeps its debug tools on this computer', async () => {
    const port = await freePort();
    const neighbour = `http://${networkAddress()}:${port}`;
    const { local } = await startLocal({ HOST: '0.0.0.0', PUBLIC_URL: neighbour }, port);
    expect(local.output()).toContain(
      `  Shared with your network (HOST=0.0.0.0): others open ${neighbour}`,
    );
    expect(local.output()).toContain(
      '  Warning: the debug password reset is on while the site is shared.',
    );
    expect((await fetch(`${neighbour}/readyz`)).status).toBe(200);
    const reset = await fetch(`${neighbour}/api/debug/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'anyone@example.com', newPassword: 'Whatever-123' }),
    });
    expect(reset.status).toBe(403);
    expect((await fetch(`${neighbour}/dev/mailbox`)).status).toBe(403);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).status).toBe(200);
  }, 90_000);
});
