import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;
export const TABLET = { width: 834, height: 1194 } as const;

export interface RunningApp {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly adminPasskey: string;
  /** Everything the process printed, for debugging a failed test. */
  output(): string;
  /**
   * Stops the process, lets `whileStopped` work on its data folder (the embedded database opens
   * for one process only), and starts it again on the same port and folder: sessions, projects
   * and scheduled jobs live in the database and carry on.
   */
  restart(whileStopped?: (dataDir: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
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
  throw new Error(`The app did not become ready within 60 s:\n${log()}`);
}

interface AppProcess {
  readonly child: ChildProcess;
  output(): string;
}

function spawnApp(
  port: number,
  dataDir: string,
  adminPasskey: string,
  env: Readonly<Record<string, string>>,
): AppProcess {
  let output = '';
  const child = spawn(process.execPath, [join(REPO, 'packages/adapters/dist/local.js')], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSKEY: adminPasskey,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
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
 * The real product in local mode, exactly as `pnpm start` runs it (built server bundle, built
 * web app, embedded Postgres, in-process jobs, mailbox folder), on a free port with its own
 * data folder; `env` adds settings (a DATABASE_URL replaces the embedded database). Build
 * first: the e2e global setup runs `pnpm build`.
 */
export async function startApp(env: Readonly<Record<string, string>> = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-e2e-'));
  const port = await freePort();
  const adminPasskey = 'e2e-admin-passkey-0123456789';
  const baseUrl = `http://localhost:${port}`;
  let earlier = '';
  let running = spawnApp(port, dataDir, adminPasskey, env);
  await waitUntilReady(baseUrl, running.child, running.output);
  return {
    baseUrl,
    dataDir,
    adminPasskey,
    output: () => earlier + running.output(),
    async restart(whileStopped) {
      await stopProcess(running.child);
      earlier += running.output();
      await whileStopped?.(dataDir);
      running = spawnApp(port, dataDir, adminPasskey, env);
      await waitUntilReady(baseUrl, running.child, running.output);
    },
    async stop() {
      await stopProcess(running.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
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

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
