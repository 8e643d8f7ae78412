import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

export { CHROMIUM_ARGS } from './browser';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export const TABLET = { width: 834, height: 1194 } as const;

const ADMIN_PASSKEY = 'e2e-admin-passkey-0123456789';

export interface RunningApp {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly adminPasskey: string;
  /**
   * A statement on the app's database, as time passing or another tool would change it (a
   * quote's validity moved back); the rows it answers.
   */
  sql<Row = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

interface PgClient {
  connect(): Promise<void>;
  query(text: string, values?: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
const adapters = createRequire(new URL('../../adapters/package.json', import.meta.url));
const { Client } = adapters('pg') as { Client: new (url: string) => PgClient };

async function onDatabase<Row>(
  url: string,
  text: string,
  values: readonly unknown[] = [],
): Promise<Row[]> {
  const client = new Client(url);
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** What dist/local-app.js exports (the bundle carries no types of its own). */
interface LocalAppBundle {
  loadConfig(env: Readonly<Record<string, string>>, role: 'local'): unknown;
  startLocalApp(config: unknown): Promise<{ close(): Promise<void> }>;
}
let bundle: Promise<LocalAppBundle> | undefined;

/**
 * The real product in local mode, composed as `pnpm start` composes it (the built bundle's
 * startLocalApp, the built web app, in-process jobs, mailbox folder), in this test file's
 * process, on a clone of the tier's migrated template database, on a free port with its own
 * data folder. `env` adds settings, as the environment would. The global set-up builds first.
 */
export async function startApp(env: Readonly<Record<string, string>> = {}): Promise<RunningApp> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `workshop_e2e_${randomBytes(5).toString('hex')}`;
  await onDatabase(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-e2e-'));
  const port = await freePort();
  bundle ??= import(
    pathToFileURL(join(REPO, 'packages/adapters/dist/local-app.js')).href
  ) as Promise<LocalAppBundle>;
  const { loadConfig, startLocalApp } = await bundle;
  const app = await startLocalApp(
    loadConfig(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_PASSKEY,
        DATABASE_URL: databaseUrl.toString(),
        LOG_LEVEL: 'warn',
        ...env,
      },
      'local',
    ),
  );
  return {
    baseUrl: `http://localhost:${port}`,
    dataDir,
    adminPasskey: ADMIN_PASSKEY,
    sql: <Row>(text: string, values?: readonly unknown[]) =>
      onDatabase<Row>(databaseUrl.toString(), text, values),
    async stop() {
      await app.close();
      await onDatabase(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // The embedded PostgreSQL takes seconds on a quiet machine and over a minute on a busy one.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not become ready within 180 s:\n${log()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * The product exactly as a user's `pnpm start` runs it: `node dist/local.js` in a process of
 * its own, on the embedded database it initialises in a fresh data folder. Few files use it
 * (its first start costs an initdb); the rest share startApp's world.
 */
export async function startShippedApp(
  env: Readonly<Record<string, string>> = {},
): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [join(REPO, 'packages/adapters/dist/local.js')], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSKEY,
      // The embedded database, whatever the tests' own environment points at.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    adminPasskey: ADMIN_PASSKEY,
    sql() {
      throw new Error('The embedded database opens for its own process only');
    },
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** This file's connections to the tier's one Chromium, for the screenshots of a failed test. */
const connected: Browser[] = [];
export const connectedBrowsers = (): readonly Browser[] => connected;

/**
 * The tier's shared Chromium (the global set-up launched it). Each file works in contexts of
 * its own; closing what this answers disconnects the file and closes its contexts.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  connected.push(browser);
  return browser;
}

/** A fresh browser context (its own cookies), as axe-core's Playwright integration wants. */
export function newContext(
  browser: Browser,
  app: RunningApp,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: app.baseUrl, viewport });
}

export interface MailboxEmail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The files it carries (not the photos shown inside it). */
  readonly attachments: readonly { readonly filename: string; readonly content: Buffer }[];
}

/** Every email the app has written to DATA_DIR/mail, oldest first. */
export async function readMailbox(app: RunningApp): Promise<MailboxEmail[]> {
  const directory = join(app.dataDir, 'mail');
  await mkdir(directory, { recursive: true });
  const files = (await readdir(directory)).filter((name) => name.endsWith('.eml')).sort();
  const emails: MailboxEmail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(join(directory, file)));
    const to = Array.isArray(mail.to)
      ? mail.to.map((a) => a.text).join(', ')
      : (mail.to?.text ?? '');
    emails.push({
      file,
      to,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      attachments: mail.attachments
        .filter((attachment) => attachment.contentDisposition === 'attachment')
        .map((attachment) => ({
          filename: attachment.filename ?? '',
          content: attachment.content,
        })),
    });
  }
  return emails;
}

/** Waits (at most `timeoutMs`) for an email matching `match` to land in the mailbox. */
export async function waitForEmail(
  app: RunningApp,
  match: (email: MailboxEmail) => boolean,
  timeoutMs = 15_000,
): Promise<MailboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox(app)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('No matching email arrived in the local mailbox');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The temporary password from a credentials email. */
export function temporaryPasswordOf(email: MailboxEmail): string {
  const match = /Temporary password:\s*(\S+)/.exec(email.text);
  if (!match?.[1]) throw new Error(`No temporary password in: ${email.text}`);
  return match[1];
}

/** The reset link from a password reset email. */
export function resetLinkOf(email: MailboxEmail): string {
  const match = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(email.text);
  if (!match?.[1]) throw new Error(`No reset link in: ${email.text}`);
  return match[1];
}

/**
 * Screenshots are taken to be looked at: with E2E_SCREENSHOTS=1 each screen the tests pass
 * through is written to test-artifacts/, otherwise none is (a failed test still leaves
 * pictures of its pages, setup.ts). The checks made beside them (layout, axe) run either way.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { readonly fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? true });
  else await target.screenshot({ path });
}
