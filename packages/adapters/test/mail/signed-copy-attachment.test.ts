import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Email } from '@workshop/application';
import { createMailboxMailer } from '../../src/mail/mailbox-mailer';
import { DiskObjectStore } from '../../src/storage/disk-object-store';

const KEY = `signed-${'ab'.repeat(16)}.pdf`;
const PDF = Buffer.from('%PDF-1.7\n% the signed copy\n%%EOF\n');
const DETAILS = {
  projectId: 42,
  fullName: 'Maya Thornton',
  email: 'maya@example.com',
  phone: null,
  furnitureType: 'table',
  description: null,
  budgetRange: null,
  timeline: null,
  hasImage: false,
};
const ATTACHMENT = {
  storageKey: KEY,
  fileName: 'signed-quote-42-v2.pdf',
  quoteSha256: 'c'.repeat(64),
};

describe('the emails that carry the signed copy', () => {
  let dir: string;
  let store: DiskObjectStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'signed-mail-'));
    store = new DiskObjectStore(join(dir, 'uploads'));
    const local = join(dir, 'local.pdf');
    await writeFile(local, PDF);
    await store.putFile(KEY, local);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const send = async (email: Email) => {
    const mailer = createMailboxMailer({
      directory: join(dir, 'mail'),
      from: 'workshop@example.com',
      publicUrl: 'http://workshop.test',
      photos: store,
    });
    await mailer.send(email);
    const [file] = await readdir(join(dir, 'mail'));
    return { parsed: await simpleParser(await readFile(join(dir, 'mail', file!))) };
  };

  it('sends the customer their signed PDF, attached, with its fingerprint in the text', async () => {
    const { parsed } = await send({
      template: 'signed-copy',
      to: 'maya@example.com',
      data: {
        ...DETAILS,
        version: 2,
        quoteAmount: '$5,650',
        signatureName: 'Maya Thornton',
        signedCopy: ATTACHMENT,
      },
    });
    expect(parsed.subject).toBe('Your signed quote for project #42');
    expect(parsed.text).toContain('c'.repeat(64));
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['signed-quote-42-v2.pdf', 'application/pdf'],
    ]);
    expect(Buffer.compare(parsed.attachments[0]!.content, PDF)).toBe(0);
  });

  it('sends the workshop the same file with its approval notice', async () => {
    const { parsed } = await send({
      template: 'quote-approved',
      to: 'workshop@example.com',
      data: { ...DETAILS, quoteAmount: '$5,650', signedCopy: ATTACHMENT },
    });
    expect(parsed.attachments).toHaveLength(1);
    expect(Buffer.compare(parsed.attachments[0]!.content, PDF)).toBe(0);
  });

  it('fails the send (to be tried again) rather than go without a signed copy gone missing', async () => {
    await store.remove(KEY);
    await expect(
      send({
        template: 'quote-approved',
        to: 'workshop@example.com',
        data: { ...DETAILS, quoteAmount: '$5,650', signedCopy: ATTACHMENT },
      }),
    ).rejects.toThrow('is not in the store');
  });
});
