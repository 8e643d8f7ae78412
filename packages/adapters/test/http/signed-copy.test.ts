import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexHousekeeping } from '../../src/persistence/housekeeping';
import { expectOnlyDocumentedAnswers } from './openapi';
import {
  approve,
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  type Customer,
  type TestApi,
} from './harness';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The certificate's text, and the quote attached inside the signed copy. */
async function open(bytes: Buffer): Promise<{ certificate: string; attached: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'signed-http-'));
  try {
    const file = join(dir, 'signed.pdf');
    await writeFile(file, bytes);
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1],
    );
    const certificate = execFileSync(
      'pdftotext',
      ['-f', String(pages), '-l', String(pages), file, '-'],
      {
        encoding: 'utf8',
      },
    ).replace(/\s+/g, ' ');
    execFileSync('pdfdetach', ['-save', '1', '-o', join(dir, 'quote.pdf'), file]);
    return { certificate, attached: await readFile(join(dir, 'quote.pdf')) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the signed copy, against PostgreSQL', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;
  let ben: Customer;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    ada = await createCustomer(api);
    ben = await createCustomer(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const signedCopy = (cookie: string, id: number) =>
    api.request
      .get(`/api/furniture-requests/${id}/signed-copy`)
      .set('Cookie', cookie)
      .responseType('blob');

  it('is there only once the quote is accepted, and only for its customer and the workshop', async () => {
    const id = ada.projectId;
    const before = await signedCopy(ada.cookie, id);
    expect(before.status).toBe(404);
    expect(JSON.parse((before.body as Buffer).toString())).toEqual({
      message: 'No signed copy: the quote has not been accepted',
    });
    await quote(api, admin, id);
    expect((await signedCopy(admin, id)).status).toBe(404);

    await approve(api, ada.cookie, id);
    const mine = await signedCopy(ada.cookie, id);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="signed-quote-${id}-v1.pdf"`,
    );
    const bytes = mine.body as Buffer;
    expect(mine.headers['etag']).toBe(`"${sha256(bytes)}"`);
    // A copy the browser holds is answered 304, without the bytes; another customer still 404.
    const again = await api.request
      .get(`/api/furniture-requests/${id}/signed-copy`)
      .set('Cookie', ada.cookie)
      .set('If-None-Match', `"${sha256(bytes)}"`);
    expect(again.status).toBe(304);
    expect(again.headers['etag']).toBe(`"${sha256(bytes)}"`);

    // The workshop downloads the very same bytes; asking again reads, it never redraws.
    const theirs = await signedCopy(admin, id);
    expect(theirs.status).toBe(200);
    expect(Buffer.compare(theirs.body as Buffer, bytes)).toBe(0);
    expect(Buffer.compare((await signedCopy(ada.cookie, id)).body as Buffer, bytes)).toBe(0);

    const { certificate, attached } = await open(bytes);
    expect(certificate).toContain('Acceptance certificate');
    expect(certificate).toContain('Signed by: Ada Lovelace');
    expect(certificate).toContain(`SHA-256 of quote-${id}-v1.pdf`);
    expect(certificate).toContain(sha256(attached));

    const row = await api.knex('signed_copies').where({ request_id: id }).first();
    expect(row).toMatchObject({ version: 1, file_sha256: sha256(bytes), size: bytes.length });

    const stranger = await signedCopy(ben.cookie, id);
    expect(stranger.status).toBe(404);
    expect((await api.request.get(`/api/furniture-requests/${id}/signed-copy`)).status).toBe(401);
  });

  it('cannot be changed, even by the database’s own users', async () => {
    await expect(
      api.knex('signed_copies').where({ request_id: ada.projectId }).update({ size: 1 }),
    ).rejects.toThrow('A signed copy cannot be changed');
  });

  it('is named among the files the maintenance sweep must keep', async () => {
    const row = await api.knex('signed_copies').where({ request_id: ada.projectId }).first();
    const kept = await new KnexHousekeeping(api.knex).referencedFiles();
    expect(kept.has(row.storage_key)).toBe(true);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
