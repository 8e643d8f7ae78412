import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from './environment';
import { submitRequest } from './scenario';
import { waitUntil } from './wait';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const imageName = () => `${randomBytes(16).toString('hex')}.jpg`;

/**
 * The maintenance job as the worker runs it: scheduled through the outbox, relayed to BullMQ,
 * run by the worker, on real PostgreSQL and a real folder; it schedules its next run itself.
 */
describe('the maintenance job, end to end', () => {
  const env = useWorkflowEnvironment();
  let uploads: string;

  afterAll(async () => {
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  it('removes what is past its time, keeps the rest, and schedules the next run', async () => {
    const { database } = env();
    const db = database.db;
    uploads = await mkdtemp(join(tmpdir(), 'workshop-maintenance-'));
    const pipeline = await env().startPipeline({ uploadsDir: uploads });
    const file = async (name: string, modified: Date) => {
      await writeFile(join(uploads, name), 'image bytes');
      await utimes(join(uploads, name), modified, modified);
      return name;
    };

    // A live project with its image (kept), and its customer's sessions.
    const request = await submitRequest(pipeline.useCases, 'keeps@example.com');
    const projectImage = await file(imageName(), daysAgo(90));
    await db('furniture_requests').where({ id: request.id }).update({ image_path: projectImage });
    const userId = request.customerId;
    await db('sessions').insert([
      { token_hash: 'e'.repeat(64), role: 'customer', user_id: userId, expires_at: daysAgo(1) },
      {
        token_hash: 'f'.repeat(64),
        role: 'customer',
        user_id: userId,
        expires_at: new Date(Date.now() + DAY_MS),
      },
    ]);
    // Drafts: one abandoned 31 days ago with its photo, one saved yesterday with its photo.
    const abandonedImage = await file(imageName(), daysAgo(31));
    const recentImage = await file(imageName(), daysAgo(1));
    const draft = (sessionId: string, image: string, updated: Date) => ({
      session_id: sessionId,
      furniture_type: 'table',
      full_name: 'Visitor',
      email: 'visitor@example.com',
      image_path: image,
      image_original_name: 'photo.jpg',
      created_at: updated,
      updated_at: updated,
    });
    await db('furniture_customizations').insert([
      draft(`session_${randomUUID()}`, abandonedImage, daysAgo(31)),
      draft(`session_${randomUUID()}`, recentImage, daysAgo(1)),
    ]);
    // Files nobody names: one two days old (removed), one an hour old (an upload under way).
    const orphan = await file(imageName(), daysAgo(2));
    const uploading = await file(imageName(), new Date(Date.now() - 3_600_000));
    // Records past the 30-day retention: a published event and its sent email.
    const [old] = await db('outbox')
      .insert({
        type: 'PasswordChanged',
        payload: JSON.stringify({
          type: 'PasswordChanged',
          v: 1,
          userId,
          email: 'keeps@example.com',
        }),
        occurred_at: daysAgo(40),
        published_at: daysAgo(40),
      })
      .returning('id');
    await db('email_deliveries').insert({
      event_id: old.id,
      template: 'password-changed',
      recipient: 'keeps@example.com',
      status: 'sent',
      created_at: daysAgo(40),
      updated_at: daysAgo(40),
      sent_at: daysAgo(40),
    });

    // The project's three emails (credentials, confirmation, alert), the old one aside.
    await waitUntil('the project emails sent', async () => {
      const [row] = await db('email_deliveries')
        .where({ status: 'sent' })
        .whereNot({ event_id: old.id })
        .count({ n: '*' });
      return Number(row?.n) === 3;
    });

    const scheduled = await pipeline.useCases.runMaintenance.ensureScheduled();
    expect(scheduled.ok).toBe(true);
    // Its next run, an hour away, is the sign this one finished.
    const next = await waitUntil(
      'the next maintenance run scheduled',
      async () =>
        (await db('outbox')
          .where({ dedupe_key: 'maintenance' })
          .whereNull('published_at')
          .where('next_attempt_at', '>', new Date(Date.now() + 30 * 60_000))
          .first()) as { next_attempt_at: Date } | undefined,
      { timeoutMs: 20_000 },
    );
    const inMinutes = (next.next_attempt_at.getTime() - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(55);
    expect(inMinutes).toBeLessThanOrEqual(60);

    expect((await db('sessions').select('token_hash')).map((row) => row.token_hash)).toEqual([
      'f'.repeat(64),
    ]);
    expect(await db('outbox').where({ id: old.id }).first()).toBeUndefined();
    expect(await db('email_deliveries').where({ event_id: old.id }).first()).toBeUndefined();
    expect(
      (await db('furniture_customizations').select('image_path')).map((row) => row.image_path),
    ).toEqual([recentImage]);
    expect(existsSync(join(uploads, abandonedImage))).toBe(false);
    expect(existsSync(join(uploads, orphan))).toBe(false);
    for (const kept of [projectImage, recentImage, uploading]) {
      expect(existsSync(join(uploads, kept)), kept).toBe(true);
    }
    // This run's own records are young: the project's emails and events stay.
    expect(await db('email_deliveries').where({ status: 'sent' }).count({ n: '*' })).toEqual([
      { n: '3' },
    ]);
    expect(await db('outbox').whereNotNull('published_at').count({ n: '*' })).toEqual([
      { n: '3' }, // AccountCreated, RequestSubmitted, and this run's MaintenanceDue
    ]);

    // Asking again while a run waits adds nothing: one run at a time.
    await pipeline.useCases.runMaintenance.ensureScheduled();
    expect(
      await db('outbox')
        .where({ dedupe_key: 'maintenance' })
        .whereNull('published_at')
        .count({ n: '*' }),
    ).toEqual([{ n: '1' }]);
  });
});
