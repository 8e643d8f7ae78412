import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  startTestApi,
  stored,
  type Customer,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

/** A one-page PDF, changed by `arm` before it is written (uncompressed: what it carries shows). */
async function pdfWith(arm: (document: PDFDocument) => void | Promise<void>): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Floor plan', { x: 20, y: 100, size: 12 });
  await arm(document);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

const javascript = (document: PDFDocument, code: string) =>
  document.context.obj({ S: 'JavaScript', JS: PDFString.of(code) });

/**
 * PDFs are parsed by a real PDF library: what does not parse is refused, active content
 * (JavaScript, actions that launch or run, embedded files) is removed, and every file is
 * downloaded under a name that says what it is.
 */
describe('PDF attachments', () => {
  let api: TestApi;
  let ada: Customer;
  beforeAll(async () => {
    api = await startTestApi();
    ada = await createCustomer(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const send = (bytes: Buffer, name: string) =>
    api.request
      .post(`/api/furniture-requests/${ada.projectId}/messages`)
      .set('Cookie', ada.cookie)
      .field({ message: 'The plan', senderName: 'Ada', senderType: 'customer' })
      .attach('attachments', bytes, name);

  /** Sends it, downloads what was kept, and answers the download with the name it carries. */
  const roundTrip = async (bytes: Buffer, name: string) => {
    const sent = await send(bytes, name);
    expect(sent.status, sent.text).toBe(201);
    const [attachment] = sent.body.data.attachments as { url: string; name: string }[];
    const download = await api.request
      .get(attachment?.url ?? '')
      .set('Cookie', ada.cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    return {
      listedAs: attachment?.name,
      disposition: String(download.headers['content-disposition']),
      kept: download.body as Buffer,
    };
  };

  it('removes JavaScript run on opening (OpenAction) and keeps the page', async () => {
    const armed = await pdfWith((document) => {
      document.catalog.set(PDFName.of('OpenAction'), javascript(document, 'app.alert("owned")'));
    });
    expect(armed.toString('latin1')).toContain('app.alert');
    const { kept } = await roundTrip(armed, 'plan.pdf');
    const text = kept.toString('latin1');
    expect(text).not.toContain('app.alert');
    expect(text).not.toContain('/OpenAction');
    expect(text).not.toContain('/JavaScript');
    const parsed = await PDFDocument.load(kept);
    expect(parsed.getPageCount()).toBe(1);
  });

  it("removes a page's Launch action and a document-level script", async () => {
    const armed = await pdfWith((document) => {
      const launch = document.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') });
      document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: launch }));
      const names = document.context.obj({
        JavaScript: document.context.obj({
          Names: [PDFHexString.fromText('init'), javascript(document, 'this.exportDataObject()')],
        }),
      });
      document.catalog.set(PDFName.of('Names'), names);
    });
    const text = (await roundTrip(armed, 'plan.pdf')).kept.toString('latin1');
    for (const trace of ['cmd.exe', '/Launch', 'exportDataObject', '/JavaScript', '/AA']) {
      expect(text).not.toContain(trace);
    }
  });

  it('removes embedded files', async () => {
    const armed = await pdfWith(async (document) => {
      await document.attach(Buffer.from('MZ pretend program'), 'payload.exe', {
        mimeType: 'application/octet-stream',
      });
    });
    expect(armed.toString('latin1')).toContain('/EmbeddedFiles');
    const text = (await roundTrip(armed, 'plan.pdf')).kept.toString('latin1');
    expect(text).not.toContain('/EmbeddedFiles');
    expect(text).not.toContain('/EmbeddedFile');
    expect(text).not.toContain('payload.exe');
  });

  it('refuses what lies between "%PDF-" and "%%EOF" but does not parse, and keeps nothing', async () => {
    const before = await stored(api);
    const fake = Buffer.from(
      '%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n',
    );
    const res = await send(fake, 'statement.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '"statement.pdf" could not be read as a PDF' });
    expect(await stored(api)).toEqual(before);
  });

  it('names a file by what it is: a PDF sent as invoice.hta is listed and downloaded as invoice.pdf', async () => {
    const plan = await pdfWith(() => undefined);
    const { listedAs, disposition, kept } = await roundTrip(plan, 'invoice.hta');
    expect(listedAs).toBe('invoice.pdf');
    expect(disposition).toBe(`attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`);
    // Nothing in it to remove: kept as sent.
    expect(kept.equals(plan)).toBe(true);
  });

  it('every answer is in the API document', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
