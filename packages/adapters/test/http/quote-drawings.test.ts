import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  submitProject,
  type Customer,
  type TestApi,
} from './harness';
import { pdfText } from './pdf-text';
import { pdfDocument, pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';
import { KnexHousekeeping } from '../../src/persistence/housekeeping';

/** The text of a PDF, as poppler's pdftotext reads it. */

/** Suite: the workshop's own drawings on the quote version it sends. */
describe('quote drawings', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;
  let ben: Customer;

  beforeAll(async () => {
    api = await startTestApi();
    [admin, ada, ben] = await Promise.all([
      signInAdmin(api),
      createCustomer(api),
      createCustomer(api),
    ]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const attach = (
    projectId: number,
    files: readonly (readonly [Buffer, string])[],
    cookie: string | null = admin,
    version = 1,
  ): Test => {
    let req = api.request.post(
      `/api/admin/furniture-requests/${projectId}/quotes/${version}/drawings`,
    );
    if (cookie) req = req.set('Cookie', cookie);
    for (const [bytes, filename] of files) req = req.attach('files', bytes, filename);
    return req;
  };
  const storedFiles = async () =>
    (await readdir(join(api.dataDir, 'uploads')).catch(() => [])).filter((name) =>
      name.startsWith('drawing-'),
    );
  const quotedProject = async () => {
    const id = await submitProject(api, ada.email);
    await quote(api, admin, id);
    return id;
  };

  it("attaches the workshop's drawings to the version it sent, for its customer to download", async () => {
    const id = await quotedProject();
    const plan = pdfDocument();
    const sent = await attach(id, [
      [plan, 'Side elevation.pdf'],
      [await pngImage(), 'top.png'],
    ]);
    expect(sent.status, sent.text).toBe(201);
    const drawings = [
      {
        position: 1,
        name: 'Side elevation.pdf',
        contentType: 'application/pdf',
        size: plan.length,
        url: `/api/furniture-requests/${id}/quotes/1/drawings/1`,
      },
      {
        position: 2,
        name: 'top.png',
        contentType: 'image/png',
        size: expect.any(Number),
        url: `/api/furniture-requests/${id}/quotes/1/drawings/2`,
      },
    ];
    expect(sent.body).toEqual({ message: 'Drawings attached', data: drawings });

    // The activity log tells the team which drawings went on which version.
    const activity = await api.request
      .get(`/api/furniture-requests/${id}/activity`)
      .set('Cookie', admin);
    expect(activity.status, activity.text).toBe(200);
    expect(activity.text).toContain('drawings_attached');
    expect(
      (activity.body.data as { type: string }[]).find((e) => e.type === 'drawings_attached'),
    ).toMatchObject({ quoteVersion: 1, names: ['Side elevation.pdf', 'top.png'] });

    // The version lists them for both sides.
    for (const cookie of [ada.cookie, admin]) {
      const quotes = await api.request
        .get(`/api/furniture-requests/${id}/quotes`)
        .set('Cookie', cookie);
      expect(quotes.body.data[0].drawings).toEqual(drawings);
    }

    // Ada downloads the same bytes under the name it was attached with.
    const download = await api.request.get(drawings[0]!.url).set('Cookie', ada.cookie).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      'attachment; filename="Side elevation.pdf"',
    );
    expect(Buffer.compare(download.body as Buffer, plan)).toBe(0);

    // The quote's PDF names them.
    const pdf = await api.request
      .get(`/api/furniture-requests/${id}/quotes/1/pdf`)
      .set('Cookie', ada.cookie)
      .buffer(true);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.body as Buffer)).toContain(
      'Drawings attached: Side elevation.pdf, top.png',
    );

    // Another customer is told the project does not exist; a visitor to sign in.
    const other = await api.request.get(drawings[0]!.url).set('Cookie', ben.cookie);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Project not found');
    expect((await api.request.get(drawings[0]!.url)).status).toBe(401);
    expect(
      (
        await api.request
          .get(`/api/furniture-requests/${id}/quotes/1/drawings/3`)
          .set('Cookie', ada.cookie)
      ).status,
    ).toBe(404);
  });

  it('refuses anyone but the workshop before reading a file', async () => {
    const id = await quotedProject();
    const before = await storedFiles();
    const anonymous = await attach(id, [[pdfDocument(), 'plan.pdf']], null);
    expect(anonymous.status).toBe(401);
    const customer = await attach(id, [[pdfDocument(), 'plan.pdf']], ada.cookie);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toEqual(expect.any(String));
    expect(await storedFiles()).toEqual(before);
    expect(await api.knex('quote_version_drawings').where({ request_id: id })).toEqual([]);
  });

  it('refuses an unknown project or version with a 404', async () => {
    const unknown = await attach(2_000_000_000, [[pdfDocument(), 'plan.pdf']]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Project not found');
    const id = await quotedProject();
    const noVersion = await attach(id, [[pdfDocument(), 'plan.pdf']], admin, 2);
    expect(noVersion.status).toBe(404);
    expect(noVersion.body.message).toBe('No such quote version');
  });

  it('refuses a version the customer answered, or one a newer quote replaced, with a 409', async () => {
    const before = await storedFiles();
    const answered = await quotedProject();
    const changes = await api.request
      .post(`/api/furniture-requests/${answered}/request-changes`)
      .set('Cookie', ada.cookie)
      .send({ message: 'Could the top be oak?' });
    expect(changes.status, changes.text).toBe(200);
    const late = await attach(answered, [[pdfDocument(), 'plan.pdf']]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'The customer has answered this quote version: drawings can no longer be attached',
    );

    const replaced = await quotedProject();
    await quote(api, admin, replaced);
    const old = await attach(replaced, [[pdfDocument(), 'plan.pdf']], admin, 1);
    expect(old.status).toBe(409);
    expect(old.body.message).toBe('Drawings can only be attached to the current quote version');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file that is not a PDF or an image, and more than five drawings', async () => {
    const id = await quotedProject();
    const before = await storedFiles();
    const text = await attach(id, [
      [pdfDocument(), 'plan.pdf'],
      [Buffer.from('just some words\n'), 'notes.txt'],
    ]);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('"notes.txt" is not a JPEG, PNG, GIF, WebP or PDF file');

    const six = Array.from({ length: 6 }, (_, i) => [pdfDocument(), `plan-${i + 1}.pdf`] as const);
    const tooMany = await attach(id, six);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('A quote version can carry at most 5 drawings');
    expect(await storedFiles()).toEqual(before);

    // Five kept, one more is refused: the version is full.
    const five = await attach(id, six.slice(0, 5));
    expect(five.status, five.text).toBe(201);
    const sixth = await attach(id, [[pdfDocument(), 'plan-6.pdf']]);
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('A quote version can carry at most 5 drawings');
    expect(await storedFiles()).toHaveLength(before.length + 5);
  });

  it('are named among the files the maintenance sweep must keep', async () => {
    const id = await quotedProject();
    expect((await attach(id, [[pdfDocument(), 'plan.pdf']])).status).toBe(201);
    const row = await api.knex('quote_version_drawings').where({ request_id: id }).first();
    const kept = await new KnexHousekeeping(api.knex).referencedFiles();
    expect(kept.has(row.storage_key)).toBe(true);
  });

  it('removes the drawings with the project', async () => {
    const id = await quotedProject();
    const before = await storedFiles();
    expect((await attach(id, [[pdfDocument(), 'plan.pdf']])).status).toBe(201);
    expect(await storedFiles()).toHaveLength(before.length + 1);
    const deleted = await api.request.delete(`/api/furniture-requests/${id}`).set('Cookie', admin);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers only as docs/openapi.yaml describes', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
