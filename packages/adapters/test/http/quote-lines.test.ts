import { addDays, workshopDay } from '@workshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOnlyDocumentedAnswers } from './openapi';
import { pdfText } from './pdf-text';
import {
  createCustomer,
  everyAnswer,
  signInAdmin,
  startTestApi,
  submitProject,
  type Customer,
  type TestApi,
} from './harness';

/** The walnut table: the piece, two options, delivery; Pennsylvania's 6% on all of it. */
const LINES = [
  { description: 'Walnut trestle table, 96 x 40 x 30 in', unitPriceCents: 520_000 },
  { description: 'Two 18 in leaves', unitPriceCents: 45_000, optional: true },
  { description: 'Hand-rubbed oil finish upgrade', unitPriceCents: 30_000, optional: true },
  { description: 'Delivery and set-up', unitPriceCents: 35_000 },
];

describe('quotes in lines with sales tax, signed and invoiced as one set of facts', () => {
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
  const quote = (id: number, body: Record<string, unknown>) =>
    api.request
      .post(url(id, '/quote'))
      .set('Cookie', admin)
      .send({ quoteAmount: 'see the lines', quotedBy: 'Sam', ...body });
  const current = async (id: number) => {
    const res = await api.request.get(url(id, '/quotes')).set('Cookie', ada.cookie);
    expect(res.status, res.text).toBe(200);
    return res.body.data.at(-1);
  };
  const download = async (path: string) => {
    const res = await api.request.get(path).set('Cookie', ada.cookie).responseType('blob');
    expect(res.status).toBe(200);
    // One space for any run of them: the columns' widths are the layout's, not the words'.
    return (await pdfText(res.body as Buffer)).replace(/ +/g, ' ');
  };

  it('a quote in lines answers each line, the tax and the total before options, and says that total', async () => {
    const id = await submitProject(api, ada.email);
    const given = await quote(id, { lines: LINES, depositPercent: 50 });
    expect(given.status, given.text).toBe(200);
    const version = await current(id);
    expect(version.lines.map((line: { amountCents: number }) => line.amountCents)).toEqual([
      520_000, 45_000, 30_000, 35_000,
    ]);
    expect(version.salesTax).toEqual({ name: 'Pennsylvania sales tax', ratePercent: 6 });
    // 5,200 + 350 = 5,550, and 6% of it 333: 5,883.
    expect(version.totals).toEqual({
      subtotalCents: 555_000,
      taxCents: 33_300,
      totalCents: 588_300,
      depositPercent: 50,
      depositCents: 294_150,
      balanceCents: 294_150,
      chosenLines: [],
    });
    expect(version.priceCents).toBe(588_300);
    // The spec's amount text says the total, whatever text came with the lines.
    expect(version.amount).toBe('$5,883.00');
    const project = await api.request.get(url(id)).set('Cookie', admin);
    expect(project.body.request.quoteAmount).toBe('$5,883.00');
  });

  it('refuses lines with a firm price beside them, an optional first line, and a total of nothing', async () => {
    const id = await submitProject(api, ada.email);
    const both = await quote(id, { lines: LINES, priceCents: 100_000 });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Give the quote either lines or a firm price, not both');
    const optionalFirst = await quote(id, {
      lines: [{ ...LINES[0], optional: true }, LINES[3]],
    });
    expect(optionalFirst.status).toBe(400);
    expect(optionalFirst.body.message).toBe('The first line is the piece: it cannot be optional');
    const nothing = await quote(id, {
      lines: [LINES[0], { description: 'Friends and family', unitPriceCents: -520_000 }],
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('The lines must add up to more than zero');
    const noPrice = await quote(id, { lines: [{ description: 'Table' }] });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toBe('Unit price must be a whole number of cents');
    expect((await api.request.get(url(id, '/quotes')).set('Cookie', admin)).body.data).toEqual([]);
  });

  it('an exempt customer pays no tax, and says why on the quote', async () => {
    const id = await submitProject(api, ada.email);
    const given = await quote(id, {
      lines: [LINES[0]],
      taxExemptReason: 'Resale certificate REV-1220 on file',
    });
    expect(given.status, given.text).toBe(200);
    const version = await current(id);
    expect(version.taxExemptReason).toBe('Resale certificate REV-1220 on file');
    expect(version.totals).toMatchObject({ taxCents: 0, totalCents: 520_000 });
  });

  it('signed with one option ticked: the signed copy, deposit and balance invoices carry the same lines, tax and total', async () => {
    const id = await submitProject(api, ada.email);
    expect((await quote(id, { lines: LINES, depositPercent: 50 })).status).toBe(200);

    // Only an optional line can be chosen.
    const wrong = await api.request
      .post(url(id, '/approve'))
      .set('Cookie', ada.cookie)
      .send({ signatureName: 'Ada Lovelace', chosenLines: [3] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Only the optional lines of the quote can be chosen');

    const signed = await api.request
      .post(url(id, '/approve'))
      .set('Cookie', ada.cookie)
      .send({ signatureName: 'Ada Lovelace', chosenLines: [1] });
    expect(signed.status, signed.text).toBe(200);
    // 5,200 + 450 + 350 = 6,000, with 360 of tax: 6,360.
    const version = await current(id);
    expect(version.totals).toMatchObject({
      subtotalCents: 600_000,
      taxCents: 36_000,
      totalCents: 636_000,
      depositCents: 318_000,
      chosenLines: [1],
    });
    const acceptance = await api.request.get(url(id, '/quotes')).set('Cookie', ada.cookie);
    expect(acceptance.body.acceptance).toMatchObject({
      chosenLines: [1],
      priceCents: 636_000,
      amount: '$6,360.00',
    });
    // The spec's amount on the project now reads what was signed, on both sides.
    const project = await api.request.get(url(id)).set('Cookie', admin);
    expect(project.body.request.quoteAmount).toBe('$6,360.00');
    const mine = await api.request.get('/api/furniture-requests').set('Cookie', ada.cookie);
    const listed = (mine.body as { id: number; quoteAmount: string }[]).find((p) => p.id === id);
    expect(listed?.quoteAmount).toBe('$6,360.00');

    const account = async () =>
      (await api.request.get(url(id, '/payments')).set('Cookie', ada.cookie)).body.data;
    const [deposit] = (await account()).invoices;
    const today = workshopDay(new Date());
    expect(deposit).toMatchObject({
      kind: 'deposit',
      amountCents: 318_000,
      description: '50% deposit on quote v1, total $6,360.00',
      issuedOn: today,
      dueOn: addDays(today, 14),
    });

    const copy = await download(url(id, '/signed-copy'));
    const depositPdf = await download(url(id, `/invoices/${deposit.id}/pdf`));
    for (const text of [copy, depositPdf]) {
      expect(text).toContain('Walnut trestle table, 96 x 40 x 30 in 1 $5,200.00 $5,200.00');
      expect(text).toContain('Two 18 in leaves');
      expect(text).toContain('Delivery and set-up 1 $350.00 $350.00');
      expect(text).toContain('Subtotal $6,000.00');
      expect(text).toContain('Pennsylvania sales tax (6%) $360.00');
      expect(text).toMatch(/Total (signed )?\$6,360\.00/);
    }
    // The option not chosen is offered on the signed copy, and billed on no invoice.
    expect(copy).toContain('Hand-rubbed oil finish upgrade (option, not chosen)');
    expect(depositPdf).not.toContain('Hand-rubbed oil finish upgrade');
    expect(depositPdf).toContain('50% deposit on quote v1, total $6,360.00 $3,180.00');
    const dueDay = new Date(`${addDays(today, 14)}T12:00:00Z`).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(depositPdf).toContain(`Amount due by ${dueDay} $3,180.00`);
    expect(depositPdf).toContain('Balance due on completion $3,180.00');

    const paid = await api.request
      .post(`/api/admin/furniture-requests/${id}/payments`)
      .set('Cookie', admin)
      .send({ amountCents: 318_000, paidOn: today, method: 'bank_transfer' });
    expect(paid.status, paid.text).toBe(201);
    const done = await api.request
      .patch(url(id, '/status'))
      .set('Cookie', admin)
      .send({ status: 'completed' });
    expect(done.status, done.text).toBe(200);
    const after = await account();
    const balance = after.invoices[1];
    expect(balance).toMatchObject({
      kind: 'balance',
      amountCents: 318_000,
      description: 'Balance of quote v1, total $6,360.00',
    });
    // The invoices add up to the signed total.
    expect(
      after.invoices.reduce((t: number, i: { amountCents: number }) => t + i.amountCents, 0),
    ).toBe(636_000);
    const balancePdf = await download(url(id, `/invoices/${balance.id}/pdf`));
    expect(balancePdf).toContain('Subtotal $6,000.00');
    expect(balancePdf).toContain('Pennsylvania sales tax (6%) $360.00');
    expect(balancePdf).toContain('Total $6,360.00');
    expect(balancePdf).toContain('Paid before this invoice');
    expect(balancePdf).toContain('Bank transfer $3,180.00');
    expect(balancePdf).toContain('Paid to date $3,180.00');
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
