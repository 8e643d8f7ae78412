import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ProgressPhoto } from '@workshop/application';
import { afterAll, describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from './environment';
import { PUBLIC_URL } from './pipeline';
import { ADMIN, expectBothParts, signIn, submitRequest, temporaryPasswordIn } from './scenario';
import { waitUntil } from './wait';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A photo and its thumbnail as the upload path leaves them in the store. */
async function storedPhoto(uploads: string, name: string): Promise<ProgressPhoto> {
  const id = () => `progress-${randomBytes(16).toString('hex')}.jpg`;
  const photo = { path: id(), thumbnailPath: id(), originalName: name, width: 64, height: 48 };
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 150, g: 100, b: 50 } } });
  await image(64, 48).jpeg().toFile(join(uploads, photo.path));
  await image(32, 24).jpeg().toFile(join(uploads, photo.thumbnailPath));
  return photo;
}

describe('a progress update emails the customer through relay, BullMQ, worker and SMTP', () => {
  const env = useWorkflowEnvironment();

  it('with the milestone, the note, a link to the dashboard and the first photo inside', async () => {
    const { sink } = env();
    const uploads = await mkdtemp(join(tmpdir(), 'workshop-progress-'));
    folders.push(uploads);
    const pipeline = await env().startPipeline({ uploadsDir: uploads });
    const { useCases } = pipeline;
    const cleo = 'cleo@example.com';
    const { id } = await submitRequest(useCases, cleo, 'Cleo Marsh');
    const credentials = await waitUntil('credentials', () =>
      sink.to(cleo).find((email) => email.subject.includes('account')),
    );
    const temporary = temporaryPasswordIn(credentials);
    const first = await signIn(useCases, cleo, temporary);
    const changed = await useCases.changePassword.execute(first.actor, first.token, {
      currentPassword: temporary,
      newPassword: 'cherry-and-ash-77',
    });
    expect(changed.ok).toBe(true);
    const { actor } = await signIn(useCases, cleo, 'cherry-and-ash-77');
    const quote = { quoteAmount: '$900', quotedBy: 'Ben', quoteNotes: null };
    expect((await useCases.provideQuote.execute(ADMIN, id, quote)).ok).toBe(true);
    const origin = { ipAddress: null, userAgent: null };
    const approved = await useCases.approveQuote.execute(
      actor,
      id,
      { signatureName: 'Cleo Marsh' },
      origin,
    );
    expect(approved.ok).toBe(true);

    const photos = [await storedPhoto(uploads, 'top.jpg'), await storedPhoto(uploads, 'leg.jpg')];
    const posted = await useCases.postProgress.execute(ADMIN, id, {
      fields: { milestone: 'Finishing', note: 'Three coats of hard wax oil.' },
      photos,
    });
    expect(posted.ok).toBe(true);
    const withoutPhotos = await useCases.postProgress.execute(ADMIN, id, {
      fields: { milestone: 'Ready for delivery' },
      photos: [],
    });
    expect(withoutPhotos.ok).toBe(true);

    const email = await waitUntil('the progress email', () =>
      sink.to(cleo).find((candidate) => candidate.subject.includes('Finishing')),
    );
    expectBothParts(email);
    expect(email.subject).toBe(`Progress on your project #${id}: Finishing`);
    expect(email.text).toContain('Here is news from the workshop about your piece, with 2 photos.');
    expect(email.text).toContain('Milestone: Finishing');
    expect(email.text).toContain('> Three coats of hard wax oil.');
    expect(email.text).toContain(`See the photos: ${PUBLIC_URL}/dashboard`);
    // The first photo's thumbnail travels inside the email, shown by its Content-ID.
    // (mailparser puts the part a cid: names in its place: the reference resolved.)
    expect(email.html).toMatch(/<img src="data:image\/jpeg;base64,[A-Za-z0-9+/=]+"/);
    expect(email.html).toContain('alt="Workshop photo: Finishing"');
    expect(
      email.attachments?.map(({ contentType, cid, size }) => ({ contentType, cid, size })),
    ).toEqual([
      { contentType: 'image/jpeg', cid: 'progress-photo@workshop', size: expect.any(Number) },
    ]);

    const plain = await waitUntil('the second progress email', () =>
      sink.to(cleo).find((candidate) => candidate.subject.includes('Ready for delivery')),
    );
    expect(plain.text).toContain('Here is news from the workshop about your piece.');
    expect(plain.html).not.toContain('<img');
    expect(plain.attachments).toEqual([]);
  });
});
