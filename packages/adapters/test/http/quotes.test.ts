import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSINESS } from '@workshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOnlyDocumentedAnswers } from './openapi';
import {
  createCustomer,
  everyAnswer,
  GENEROUS_LIMITS,
  signInAdmin,
  startApp,
  startTestApi,
  submitProject,
  type Customer,
  type TestApi,
} from './harness';

/** What one of poppler's tools prints about a PDF. */
async function poppler(tool: string, args: readonly string[], bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quote-pdf-'));
  try {
    const file = join(dir, 'quote.pdf');
    await writeFile(file, bytes);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF, as poppler's pdftotext reads it. */
const pdfText = (bytes: Buffer) => poppler('pdftotext', ['-layout'], bytes);

/** The fonts of a PDF, one a line with whether each is embedded, as pdffonts lists them. */
const pdfFonts = (bytes: Buffer) => poppler('pdffonts', [], bytes);

describe('quotes: versions, answers, PDF and acceptance, against PostgreSQL', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    ada = await createCustomer(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const url = (id: number, path = '') => `/api/furniture-requests/${id}${path}`;
  const giveQuote = (id: number, body: Record<string, unknown>) =>
    api.request
      .post(url(id, '/quote'))
      .set('Cookie', admin)
      .send({ quotedBy: 'Sam', ...body });
  const asAda = (method: 'get' | 'post', path: string) =>
    api.request[method](path).set('Cookie', ada.cookie);
  const pdf = async (cookie: string, id: number, version: number) => {
    const res = await api.request
      .get(url(id, `/quotes/${version}/pdf`))
      .set('Cookie', cookie)
      .responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="quote-${id}-v${version}.pdf"`,
    );
    return pdfText(res.body as Buffer);
  };

  it('v1, changes asked, v2, the PDF read, v2 opened, accepted with a typed name: both sides see the record', async () => {
    const id = ada.projectId;
    expect((await giveQuote(id, { quoteAmount: '$4,800', quoteNotes: 'Walnut' })).status).toBe(200);

    const asked = await asAda('post', url(id, '/request-changes')).send({
      message: 'Could the top be oak?',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'Your request for changes has been sent. We will send you a new version.',
    );
    const again = await asAda('post', url(id, '/request-changes')).send({ message: 'And?' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      rule: 'REQUEST_CHANGES',
      message: 'You have already asked for changes to this quote. We will send you a new version.',
    });
    const thread = await asAda('get', url(id, '/messages'));
    expect(thread.body.data.at(-1).message).toBe(
      'Changes requested to quote v1: Could the top be oak?',
    );

    const revised = await giveQuote(id, { quoteAmount: '$4,500', quoteNotes: 'Oak top' });
    expect(revised.body.request).toMatchObject({ status: 'quoted', quoteAmount: '$4,500' });

    const listed = await api.request.get(url(id, '/quotes')).set('Cookie', admin);
    expect(
      listed.body.data.map((q: { version: number; state: string }) => [q.version, q.state]),
    ).toEqual([
      [1, 'superseded'],
      [2, 'sent'],
    ]);

    // The customer fetches the PDF (here as a link followed from another site): only a read.
    const fetched = await api.request
      .get(url(id, '/quotes/2/pdf'))
      .set('Cookie', ada.cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Referer', 'https://elsewhere.example/');
    expect(fetched.status).toBe(200);
    const text = await pdf(ada.cookie, id, 2);
    for (const expected of [
      BUSINESS.name,
      BUSINESS.phone,
      `Quote v2 for project #${id}`,
      'Ada Lovelace',
      ada.email,
      '$4,500',
      'Oak top',
      'Valid until',
      'Accepting it asks us to start work.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Accepted by');
    // The customer's own words are their request, not what the workshop quotes.
    expect(text).not.toContain('Oak dining table');
    const viewedEvents = async () =>
      (await api.knex('outbox').whereRaw(`payload->>'type' = 'QuoteViewed'`)).filter(
        (row: { payload: { requestId: number } }) => row.payload.requestId === id,
      );
    const unread = await api.request.get(url(id, '/quotes')).set('Cookie', admin);
    expect(unread.body.data[1]).toMatchObject({ version: 2, state: 'sent', viewedAt: null });
    expect(await viewedEvents()).toEqual([]);

    // Another site cannot say she opened it: a cross-site call is refused and records nothing.
    const forged = await asAda('post', url(id, '/quotes/2/viewed')).set(
      'Sec-Fetch-Site',
      'cross-site',
    );
    expect(forged.status).toBe(403);
    expect(await viewedEvents()).toEqual([]);

    // She opens it on the dashboard: its own call marks version 2 viewed; the team hears once.
    const opened = await asAda('post', url(id, '/quotes/2/viewed'));
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body).toMatchObject({
      version: 2,
      state: 'viewed',
      viewedAt: expect.any(String),
    });
    const reopened = await asAda('post', url(id, '/quotes/2/viewed'));
    expect(reopened.body.viewedAt).toBe(opened.body.viewedAt);
    const viewed = await api.request.get(url(id, '/quotes')).set('Cookie', admin);
    expect(viewed.body.data[1]).toMatchObject({ version: 2, state: 'viewed' });
    expect(await viewedEvents()).toHaveLength(1);
    // The team's own opening is not the customer's.
    const team = await api.request.post(url(id, '/quotes/2/viewed')).set('Cookie', admin);
    expect(team.status).toBe(403);
    expect(team.body.message).toBe('This action is for customers');

    const old = await asAda('post', url(id, '/approve')).send({
      signatureName: 'Ada Lovelace',
      version: 1,
    });
    expect(old.status).toBe(409);
    expect(old.body.message).toBe(
      'This quote has been replaced by a newer version. Please review the current quote.',
    );
    const unsigned = await asAda('post', url(id, '/approve')).send({});
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.errors).toEqual({
      signatureName: 'Please type your full name to sign the acceptance',
    });
    // A signature stands for the person on the project: part of the name, or another name, is
    // refused and nothing is accepted; case and spacing do not matter.
    for (const other of ['Ada', 'Maya Thornton']) {
      const refused = await asAda('post', url(id, '/approve')).send({ signatureName: other });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'Please type your full name as it is on the project: Ada Lovelace',
        errors: {
          signatureName: 'Please type your full name as it is on the project: Ada Lovelace',
        },
      });
    }
    expect(await api.knex('quote_acceptances').where({ request_id: id })).toEqual([]);

    const approved = await asAda('post', url(id, '/approve'))
      .set('User-Agent', 'Mozilla/5.0 (iPhone; quote test)')
      .send({ signatureName: 'Ada Lovelace', version: 2 });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Your project is now in progress');

    for (const cookie of [ada.cookie, admin]) {
      const seen = await api.request.get(url(id, '/quotes')).set('Cookie', cookie);
      expect(seen.body.acceptance).toMatchObject({
        version: 2,
        amount: '$4,500',
        method: 'typed_signature',
        signatureName: 'Ada Lovelace',
        ipAddress: expect.stringMatching(/127\.0\.0\.1$/),
        userAgent: 'Mozilla/5.0 (iPhone; quote test)',
        terms: expect.stringContaining('Accepting it asks us to start work.'),
      });
      expect(seen.body.data[1].state).toBe('accepted');
    }
    const signed = await pdf(admin, id, 2);
    expect(signed).toContain('Accepted by: Ada Lovelace');
    expect(signed).toMatch(/Signed on: \w+ \d{1,2}, \d{4}/);
    expect(signed).toContain('Typed as a signature');
    expect(signed).not.toContain('Accepted by click');

    // Nobody can change what was signed, not even through the database.
    await expect(
      api.knex('quote_acceptances').where({ request_id: id }).update({ amount: '$1' }),
    ).rejects.toThrow('A quote acceptance cannot be changed');

    const late = await asAda('post', url(id, '/decline')).send({ reason: 'Changed my mind' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Only a quote waiting for an answer can be declined.');
  });

  it("the spec's approve without a body: accepted by click in the project's name, and the record and the PDF say so", async () => {
    const id = await submitProject(api, ada.email, { fullName: 'Ada King' });
    expect((await giveQuote(id, { quoteAmount: '$2,400' })).status).toBe(200);

    // As the spec's client calls it: credentials, no body, no content type.
    const approved = await api.request.post(url(id, '/approve')).set('Cookie', ada.cookie);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.message).toBe('Your project is now in progress');
    expect(approved.body.request).toMatchObject({ id, status: 'in_progress', quoteApproved: true });
    const mine = await asAda('get', `/api/furniture-requests?customerEmail=${ada.email}`);
    expect(mine.body.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'in_progress',
      quoteApproved: true,
      quoteApprovedAt: expect.any(String),
    });

    const record = await asAda('get', url(id, '/quotes'));
    expect(record.body.acceptance).toMatchObject({
      version: 1,
      amount: '$2,400',
      method: 'click',
      signatureName: 'Ada King',
      ipAddress: expect.stringMatching(/127\.0\.0\.1$/),
    });
    const row = await api.knex('quote_acceptances').where({ request_id: id }).first();
    expect(row).toMatchObject({ method: 'click', signature_name: 'Ada King' });

    const text = await pdf(ada.cookie, id, 1);
    expect(text).toContain('Accepted by: Ada King');
    expect(text).toMatch(/Accepted on: \w+ \d{1,2}, \d{4}/);
    expect(text).toContain('Accepted by click, not by typed signature');
    expect(text).not.toContain('Signed on');
    expect(text).not.toContain('Typed as a signature');

    const again = await api.request.post(url(id, '/approve')).set('Cookie', ada.cookie);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a quoted project can be approved.');
    // A body that is not the signed form is no click: it is refused.
    const other = await submitProject(api, ada.email);
    await giveQuote(other, { quoteAmount: '$900' });
    const plain = await api.request
      .post(url(other, '/approve'))
      .set('Cookie', ada.cookie)
      .set('Content-Type', 'text/plain')
      .send('yes');
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe('Expected a JSON object');
  });

  it('a second project: quoted, declined with a reason, listed as declined, reopened by a new version', async () => {
    const id = await submitProject(api, ada.email);
    const early = await asAda('post', url(id, '/request-changes')).send({ message: 'Hm' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Changes can only be requested on a quote waiting for an answer.',
    );
    await giveQuote(id, { quoteAmount: '$2,000' });
    const reasonless = await asAda('post', url(id, '/decline')).send({ reason: ' ' });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.message).toBe('Please tell us why you are declining');

    const declined = await asAda('post', url(id, '/decline')).send({ reason: 'Over budget' });
    expect(declined.status).toBe(200);
    expect(declined.body.request.status).toBe('declined');
    const mine = await asAda('get', '/api/furniture-requests');
    expect(mine.body.find((p: { id: number }) => p.id === id).status).toBe('declined');
    const history = await asAda('get', url(id, '/quotes'));
    expect(history.body.data[0]).toMatchObject({ state: 'declined', declineReason: 'Over budget' });
    const approve = await asAda('post', url(id, '/approve')).send({
      signatureName: 'Ada Lovelace',
    });
    expect(approve.status).toBe(409);

    const reopened = await giveQuote(id, { quoteAmount: '$1,800' });
    expect(reopened.body.request).toMatchObject({ status: 'quoted', quoteAmount: '$1,800' });
  });

  it('refuses an expired quote, and a validity date in the past', async () => {
    const id = await submitProject(api, ada.email);
    const past = await giveQuote(id, { quoteAmount: '$900', validUntil: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({
      validUntil: 'The quote must be valid until a future date.',
    });
    await giveQuote(id, { quoteAmount: '$900' });
    // Its validity ran out (the database's date moved back, as time passing would).
    await api
      .knex('quote_versions')
      .where({ request_id: id })
      .update({ valid_until: '2020-01-01' });
    const expired = await asAda('post', url(id, '/approve')).send({
      signatureName: 'Ada Lovelace',
    });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(
      'This quote has expired. Please ask us for an updated quote.',
    );
    const listed = await api.request.get(url(id, '/quotes')).set('Cookie', admin);
    expect(listed.body.data[0].state).toBe('expired');
    // Renewed: a new version, and it can be accepted.
    await giveQuote(id, { quoteAmount: '$950' });
    const accepted = await asAda('post', url(id, '/approve')).send({
      signatureName: 'Ada Lovelace',
    });
    expect(accepted.status).toBe(200);
  });

  it('a firm price with a deposit: kept on the version and printed as price, deposit and balance', async () => {
    const id = await submitProject(api, ada.email);
    const given = await giveQuote(id, {
      quoteAmount: '$2,400.01',
      priceCents: 240_001,
      depositPercent: 30,
    });
    expect(given.status, given.text).toBe(200);
    expect(given.body.request.quoteAmount).toBe('$2,400.01');
    const history = await asAda('get', url(id, '/quotes'));
    expect(history.body.data[0]).toMatchObject({ priceCents: 240_001, depositPercent: 30 });
    const text = await pdf(ada.cookie, id, 1);
    expect(text).toMatch(/Price: \$2,400\.01/);
    expect(text).toMatch(/Deposit \(30%\): \$720\.00/);
    expect(text).toMatch(/Balance due on completion: \$1,680\.01/);

    // A price without a deposit asks the workshop's default share; a range prints no split.
    await giveQuote(id, { quoteAmount: '$1,000.00', priceCents: 100_000 });
    const second = await asAda('get', url(id, '/quotes'));
    expect(second.body.data[1]).toMatchObject({ priceCents: 100_000, depositPercent: 50 });
    expect(await pdf(ada.cookie, id, 2)).toMatch(/Deposit \(50%\): \$500\.00/);
    await giveQuote(id, { quoteAmount: '$900 - $1,100' });
    const third = await asAda('get', url(id, '/quotes'));
    expect(third.body.data[2]).toMatchObject({ priceCents: null, depositPercent: null });
    const range = await pdf(ada.cookie, id, 3);
    expect(range).toContain('$900 - $1,100');
    expect(range).not.toContain('Deposit');
    expect(range).not.toContain('Balance due');
    // A range is approved as the spec says.
    const approved = await asAda('post', url(id, '/approve')).send({
      signatureName: 'Ada Lovelace',
    });
    expect(approved.status, approved.text).toBe(200);
  });

  it.each([
    [
      'a negative price',
      { priceCents: -500 },
      'priceCents',
      'Firm price must be a positive whole number of cents',
    ],
    [
      'a fractional price',
      { priceCents: 1200.5 },
      'priceCents',
      'Firm price must be a positive whole number of cents',
    ],
    [
      'an over-large price',
      { priceCents: 1_000_000_001 },
      'priceCents',
      'Firm price must be at most 1000000000 cents',
    ],
    [
      'a deposit over 100%',
      { priceCents: 10_000, depositPercent: 101 },
      'depositPercent',
      'Deposit must be a whole percent from 0 to 100',
    ],
    [
      'a negative deposit',
      { priceCents: 10_000, depositPercent: -1 },
      'depositPercent',
      'Deposit must be a whole percent from 0 to 100',
    ],
    [
      'a deposit without a price',
      { depositPercent: 40 },
      'depositPercent',
      'A deposit needs a firm price',
    ],
  ])(
    'refuses %s with a 400 that says why, and keeps no version',
    async (_label, body, field, message) => {
      const id = await submitProject(api, ada.email);
      const refused = await giveQuote(id, { quoteAmount: '$100.00', ...body });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
      expect(refused.body.errors).toEqual({ [field]: message });
      const history = await api.request.get(url(id, '/quotes')).set('Cookie', admin);
      expect(history.body.data).toEqual([]);
    },
  );

  it('draws a wizard design in the PDF: the front and the side, with their sizes', async () => {
    const sessionId = `session_${Date.now()}_${'abcdefghi'}`;
    const draft = await api.request.post('/api/customizations').send({
      sessionId,
      furnitureType: 'table',
      dimensions: JSON.stringify({ length: '84', width: '40' }),
    });
    expect(draft.status, draft.text).toBe(200);
    const submitted = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'Ada Lovelace', email: ada.email, furnitureType: 'table', sessionId });
    expect(submitted.status, submitted.text).toBe(201);
    const id = (submitted.body as { request: { id: number } }).request.id;
    await giveQuote(id, { quoteAmount: '$3,000' });
    const text = await pdf(admin, id, 1);
    expect(text).toMatch(/Front: 84 in × \d+(\.\d)? in/);
    expect(text).toMatch(/Side: 40 in × \d+(\.\d)? in/);
    expect(text).toContain('Sizes marked * are typical');
    // A request from the plain form has no design to draw.
    expect(await pdf(admin, ada.projectId, 2)).not.toContain('Front:');
  });

  it('pins the design each version prices: the wizard design first, the workshop changes, the PDFs and the signed copy draw it', async () => {
    const sessionId = `session_${Date.now()}_${'pinnedesign'}`;
    const draft = await api.request.post('/api/customizations').send({
      sessionId,
      furnitureType: 'table',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'oak',
      dimensions: JSON.stringify({ length: '72', width: '36', height: '30' }),
      features: ['Metal Legs'],
    });
    expect(draft.status, draft.text).toBe(200);
    const submitted = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'Ada Lovelace', email: ada.email, furnitureType: 'table', sessionId });
    expect(submitted.status, submitted.text).toBe(201);
    const id = (submitted.body as { request: { id: number } }).request.id;
    type Design = {
      dimensions: Record<string, string>;
      specificMaterial: string;
      features: string[];
    };
    const history = async () => {
      const res = await asAda('get', url(id, '/quotes'));
      expect(res.status).toBe(200);
      return res.body as { data: { design: Design | null }[]; requestDesign: Design | null };
    };

    // Without a design, v1 pins the customer's.
    expect((await giveQuote(id, { quoteAmount: '$4,800' })).status).toBe(200);
    expect((await history()).data[0]?.design).toMatchObject({
      dimensions: { length: '72', width: '36', height: '30' },
      specificMaterial: 'oak',
      features: ['Metal Legs'],
    });

    // A bad design is refused with its reason, and no version is written.
    const bad = await giveQuote(id, {
      quoteAmount: '$5,650',
      design: {
        furnitureType: 'table',
        specificMaterial: 'teak',
        constructionMaterial: 'solid-wood',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'Specific material is not one of its construction material',
    });
    expect((await history()).data).toHaveLength(1);

    const quoted = {
      furnitureType: 'table',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      dimensions: { length: '84', width: '40', height: '30' },
      features: ['Extendable'],
    };
    const v2 = await giveQuote(id, { quoteAmount: '$5,650', priceCents: 565_000, design: quoted });
    expect(v2.status, v2.text).toBe(200);
    // v3 without a design keeps the one priced before.
    expect((await giveQuote(id, { quoteAmount: '$5,700' })).status).toBe(200);
    const { data, requestDesign } = await history();
    expect(data.map((version) => version.design?.dimensions.length)).toEqual(['72', '84', '84']);
    expect(data[2]?.design).toMatchObject({ specificMaterial: 'walnut', features: ['Extendable'] });
    expect(requestDesign).toMatchObject({ dimensions: { length: '72' }, specificMaterial: 'oak' });

    expect(await pdf(admin, id, 1)).toMatch(/Front: 72 in/);
    const v3 = await pdf(ada.cookie, id, 3);
    expect(v3).toMatch(/Front: 84 in × 30 in/);
    expect(v3).toContain('Walnut');
    expect(v3).not.toContain('72 in');

    const accepted = await asAda('post', url(id, '/approve')).send({
      signatureName: 'Ada Lovelace',
    });
    expect(accepted.status, accepted.text).toBe(200);
    const signed = await api.request
      .get(url(id, '/signed-copy'))
      .set('Cookie', ada.cookie)
      .responseType('blob');
    expect(signed.status).toBe(200);
    const signedText = await pdfText(signed.body as Buffer);
    expect(signedText).toMatch(/Front: 84 in × 30 in/);
    expect(signedText).not.toContain('72 in');
  });

  it('prints names as typed, in Cyrillic, Latin with its accents and Chinese, in embedded fonts', async () => {
    const id = await submitProject(api, ada.email, {
      fullName: 'Мария Иванова',
      description: 'Обеденный стол для Zoë и 李',
    });
    await giveQuote(id, { quoteAmount: '¥18,000', quotedBy: 'Zoë 李', quoteNotes: 'Дуб и 胡桃木' });
    expect((await api.request.post(url(id, '/approve')).set('Cookie', ada.cookie)).status).toBe(
      200,
    );
    const response = await api.request
      .get(url(id, '/quotes/1/pdf'))
      .set('Cookie', ada.cookie)
      .responseType('blob');
    const text = await pdfText(response.body as Buffer);
    for (const expected of [
      'Name: Мария Иванова',
      'Quoted by: Zoë 李',
      '¥18,000',
      'Дуб и 胡桃木',
      'Accepted by: Мария Иванова',
    ]) {
      expect(text).toContain(expected);
    }
    const fonts = await pdfFonts(response.body as Buffer);
    for (const face of ['DejaVuSans', 'DejaVuSans-Bold', 'NotoSansHans-Regular']) {
      expect(fonts).toMatch(new RegExp(`\\+${face}\\s.*\\byes\\b`));
    }
    expect(fonts).not.toContain('Helvetica');
  });

  it('keeps each drawn PDF under a strong ETag: a 304 for it on any replica, another once accepted', async () => {
    const id = await submitProject(api, ada.email);
    await giveQuote(id, { quoteAmount: '$1,250' });
    const get = (app: TestApi, cookie: string, etag?: string) => {
      const call = app.request.get(url(id, '/quotes/1/pdf')).set('Cookie', cookie);
      return (etag ? call.set('If-None-Match', etag) : call).responseType('blob');
    };
    const first = await get(api, ada.cookie);
    expect(first.status).toBe(200);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // The workshop reads the same document: the same bytes, the same tag.
    expect((await get(api, admin)).headers['etag']).toBe(etag);
    const unchanged = await get(api, ada.cookie, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toEqual(Buffer.alloc(0));

    // Another replica never drew it: it draws the same bytes, so the tag holds there too.
    const replica = await startApp(api);
    try {
      expect((await get(replica, ada.cookie, etag)).status).toBe(304);
      const drawn = await get(replica, ada.cookie);
      expect(drawn.headers['etag']).toBe(etag);
      expect(Buffer.compare(drawn.body as Buffer, first.body as Buffer)).toBe(0);
    } finally {
      await replica.close();
    }

    // Accepting changes what the version's PDF says: a new tag, and the acceptance in it.
    expect((await api.request.post(url(id, '/approve')).set('Cookie', ada.cookie)).status).toBe(
      200,
    );
    const signed = await get(api, ada.cookie, etag);
    expect(signed.status).toBe(200);
    expect(signed.headers['etag']).not.toBe(etag);
    expect(await pdfText(signed.body as Buffer)).toContain('Accepted by: Ada Lovelace');
  });

  it("counts each caller's PDFs: past the budget a 429, others unaffected, no counter row written", async () => {
    const id = await submitProject(api, ada.email);
    await giveQuote(id, { quoteAmount: '$640' });
    const limited = await startApp(api, {
      rateLimits: { ...GENEROUS_LIMITS, quotePdf: { points: 3, durationSeconds: 600 } },
    });
    try {
      const get = (cookie: string) =>
        limited.request.get(url(id, '/quotes/1/pdf')).set('Cookie', cookie);
      for (let i = 0; i < 3; i += 1) expect((await get(ada.cookie)).status).toBe(200);
      const refused = await get(ada.cookie);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: 'Too many documents opened. Please wait a few minutes and try again.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get(admin)).status).toBe(200);
      const counters = (await api.knex('rate_limits').pluck('key')) as string[];
      expect(counters.filter((key) => key.startsWith('quotePdf'))).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('answers 404 for a version that does not exist and 400 for one that is not a number', async () => {
    const res = await api.request.get(url(ada.projectId, '/quotes/9/pdf')).set('Cookie', admin);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such quote version');
    const bad = await api.request.get(url(ada.projectId, '/quotes/x/pdf')).set('Cookie', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Quote version must be a positive whole number');
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
