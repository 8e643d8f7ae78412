import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, stopChild, track } from '../workflow/processes';
import { waitUntil } from '../workflow/wait';

const ADAPTERS_DIR = fileURLToPath(new URL('../..', import.meta.url));
const PASSKEY = 'local-restart-passkey-0123';

interface LocalProcess {
  readonly baseUrl: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The real local entry point (src/entry/local.ts under tsx), on the embedded database. */
async function startLocal(dataDir: string, port: number): Promise<LocalProcess> {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'src/entry/local.ts'], {
      cwd: ADAPTERS_DIR,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_PASSKEY: PASSKEY,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    () => `local mode to answer; it printed:\n${output}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`local mode exited:\n${output}`);
      return (await fetch(`${baseUrl}/readyz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 60_000, intervalMs: 200 },
  );
  return {
    baseUrl,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      await stopChild(child, signal, 15_000);
      await exited(child);
    },
  };
}

async function adminCookie(app: LocalProcess): Promise<string> {
  const res = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ passkey: PASSKEY }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function emailCounts(app: LocalProcess, cookie: string, status: 'pending' | 'sent') {
  const res = await fetch(`${app.baseUrl}/api/admin/emails?status=${status}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    data: { template: string; status: string }[];
    counts: { failed: number; pending: number };
  };
}

/** The .eml files local mode wrote, read back. */
async function mailbox(dataDir: string) {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(join(folder, file)));
      const to = Array.isArray(mail.to) ? (mail.to[0]?.text ?? '') : (mail.to?.text ?? '');
      return { to, subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

describe('local mode across a restart', () => {
  const folders: string[] = [];
  const running: LocalProcess[] = [];
  afterAll(async () => {
    await Promise.allSettled(running.map((app) => app.stop('SIGKILL')));
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('sends, after a restart, every email the mailbox could not take before it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'workshop-local-restart-'));
    folders.push(dataDir);
    const port = await freePort();
    // The mailbox cannot be written (as on a full disk): a file where its folder goes.
    await writeFile(join(dataDir, 'mail'), 'not a folder');
    const before = await startLocal(dataDir, port);
    running.push(before);

    const email = 'restart@example.com';
    const submitted = await fetch(`${before.baseUrl}/api/furniture-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Rita Restart', email, description: 'An oak bench' }),
    });
    expect(submitted.status).toBe(201);
    const admin = await adminCookie(before);
    // Credentials, confirmation and the team's alert: all waiting to be tried again.
    await waitUntil(
      'three emails delayed',
      async () => (await emailCounts(before, admin, 'pending')).counts.pending === 3,
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    await before.stop();

    // Room again, and a new start on the same data.
    await rm(join(dataDir, 'mail'));
    const after = await startLocal(dataDir, port);
    running.push(after);

    const arrived = await waitUntil(
      'the three emails in the mailbox',
      async () => {
        const emails = await mailbox(dataDir);
        return emails.length >= 3 && emails;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(arrived.map((mail) => mail.to).sort()).toEqual([email, email, 'workshop@localhost']);
    expect(after.output()).toContain('resumed the events the last run left unfinished');
    const again = await adminCookie(after);
    await waitUntil(
      'nothing delayed any more',
      async () => (await emailCounts(after, again, 'pending')).counts.pending === 0,
    );
    expect((await emailCounts(after, again, 'sent')).data).toHaveLength(3);

    // The password in the email that waited out the restart signs in.
    const credentials = arrived.find((mail) => mail.subject.endsWith('account'));
    const password = /Temporary password: (\S+)/.exec(credentials?.text ?? '')?.[1] ?? '';
    const signIn = await fetch(`${after.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
  }, 180_000);
});
