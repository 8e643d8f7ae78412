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

const today = () => workshopDay(new Date());

describe('invoices and payments, against PostgreSQL', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;
  let bo: Customer;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    [ada, bo] = await Promise.all([createCustomer(api), createCustomer(api)]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const url = (id: number, path = '') => `/api/furniture-requests/${id}${path}`;
  const adminUrl = (id: number, path = '') => `/api/admin/furniture-requests/${id}${path}`;
  const account = async (id: number, cookie = ada.cookie) => {
    const res = await api.request.get(url(id, '/payments')).set('Cookie', cookie);
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const pay = (id: number, body: Record<string, unknown>) =>
    api.request
      .post(adminUrl(id, '/payments'))
      .set('Cookie', admin)
      .send({ paidOn: today(), method: 'bank_transfer', ...body });

  /** Ada's new project, quoted as `quote` and accepted with her typed name. */
  async function accepted(quote: Record<string, unknown>): Promise<number> {
    const id = await submitProject(api, ada.email);
    const given = await api.request
      .post(url(id, '/quote'))
      .set('Cookie', admin)
      .send({ quotedBy: 'Sam', ...quote });
    expect(given.status, given.text).toBe(200);
    const approved = await api.request
      .post(url(id, '/approve'))
      .set('Cookie', ada.cookie)
      .send({ signatureName: 'Ada Lovelace' });
    expect(approved.status, approved.text).toBe(200);
    return id;
  }

  const priced = () => accepted({ quoteAmount: '$5,650', priceCents: 565_000, depositPercent: 50 });

  it('approval of a firm price issues the deposit invoice, due in 14 days, its PDF for both sides only', async () => {
    const id = await priced();
    const data = await account(id);
    expect(data).toMatchObject({
      currency: 'USD',
      priceCents: 565_000,
      invoicedCents: 282_500,
      paidCents: 0,
      dueCents: 282_500,
      balanceCents: 565_000,
      payments: [],
    });
    const [deposit] = data.invoices;
    expect(deposit).toMatchObject({ kind: 'deposit', amountCents: 282_500, paidCents: 0 });
    expect(deposit.number).toMatch(/^INV-\d{4,}$/);
    // Days of the workshop's calendar, answered as dates: 14 of them.
    expect(deposit.issuedOn).toBe(workshopDay(new Date(deposit.issuedAt)));
    expect(deposit.dueOn).toBe(addDays(deposit.issuedOn, 14));

    const download = (cookie: string) =>
      api.request
        .get(url(id, `/invoices/${deposit.id}/pdf`))
        .set('Cookie', cookie)
        .responseType('blob');
    const res = await download(ada.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${deposit.number}.pdf"`,
    );
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain(`Deposit invoice ${deposit.number}`);
    expect(text).toMatch(/Amount due by \w+ \d+, \d{4} +\$2,825\.00/);
    expect(text).toContain('Ada Lovelace');
    expect((await download(admin)).status).toBe(200);
    expect((await download(bo.cookie)).status).toBe(404);
    const other = await api.request
      .get(url(id, `/invoices/${deposit.id + 1000}/pdf`))
      .set('Cookie', ada.cookie);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Invoice not found');
  });

  it('numbers invoices one after another', async () => {
    const first = (await account(await priced())).invoices[0].number;
    const second = (await account(await priced())).invoices[0].number;
    expect(Number(second.slice(4))).toBe(Number(first.slice(4)) + 1);
  });

  it('a deposit of 0% or a range without a firm price issues no invoice', async () => {
    const none = await accepted({ quoteAmount: '$900', priceCents: 90_000, depositPercent: 0 });
    expect((await account(none)).invoices).toEqual([]);
    const range = await accepted({ quoteAmount: '$1,200 - $1,500' });
    expect(await account(range)).toMatchObject({ priceCents: null, invoices: [] });
    const refused = await pay(range, { amountCents: 100 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This project has no accepted firm price to pay against');
  });

  it('records partial payments, refuses more than is left, voids with a reason, and completion invoices the balance', async () => {
    const id = await priced();
    const first = await pay(id, { amountCents: 200_000, reference: 'TX-1001' });
    expect(first.status, first.text).toBe(201);
    expect(first.body.message).toBe('Payment recorded');
    expect(first.body.data).toMatchObject({ paidCents: 200_000, dueCents: 82_500 });
    expect(first.body.data.payments[0]).toMatchObject({
      amountCents: 200_000,
      method: 'bank_transfer',
      reference: 'TX-1001',
      recordedBy: 'Oak & Ember Woodworks',
      voidedAt: null,
    });

    const second = await pay(id, { amountCents: 82_500, method: 'cheque' });
    expect(second.status).toBe(201);
    expect(second.body.data.invoices[0]).toMatchObject({ paidCents: 282_500 });
    expect(second.body.data).toMatchObject({ dueCents: 0, balanceCents: 282_500 });

    const over = await pay(id, { amountCents: 282_501 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('This payment is more than the $2,825.00 left to pay');

    const paymentId = first.body.data.payments[0].id;
    const voidUrl = adminUrl(id, `/payments/${paymentId}/void`);
    const noReason = await api.request.post(voidUrl).set('Cookie', admin).send({ reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please say why this payment is voided');
    const voided = await api.request
      .post(voidUrl)
      .set('Cookie', admin)
      .send({ reason: 'The transfer was returned' });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.data).toMatchObject({ paidCents: 82_500, dueCents: 200_000 });
    expect(voided.body.data.payments[0]).toMatchObject({
      voidReason: 'The transfer was returned',
      voidedBy: 'Oak & Ember Woodworks',
    });
    const again = await api.request.post(voidUrl).set('Cookie', admin).send({ reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment is already voided');
    const missing = await api.request
      .post(adminUrl(id, `/payments/${paymentId + 1000}/void`))
      .set('Cookie', admin)
      .send({ reason: 'x' });
    expect(missing.status).toBe(404);

    const done = await api.request
      .patch(url(id, '/status'))
      .set('Cookie', admin)
      .send({ status: 'completed' });
    expect(done.status, done.text).toBe(200);
    const after = await account(id);
    expect(
      after.invoices.map((i: { kind: string; amountCents: number }) => [i.kind, i.amountCents]),
    ).toEqual([
      ['deposit', 282_500],
      ['balance', 282_500],
    ]);
    expect(after).toMatchObject({
      invoicedCents: 565_000,
      paidCents: 82_500,
      balanceCents: 482_500,
    });

    const log = await api.request.get(url(id, '/activity')).set('Cookie', admin);
    expect(log.status, log.text).toBe(200);
    const entries = log.body.data as { type: string; actor: { name?: string } }[];
    const voidEntry = entries.find((entry) => entry.type === 'payment_voided');
    expect(voidEntry).toMatchObject({
      reason: 'The transfer was returned',
      actor: { role: 'admin' },
    });
    expect(entries.filter((entry) => entry.type === 'invoice_issued')).toHaveLength(2);
    expect(entries.filter((entry) => entry.type === 'payment_recorded')).toHaveLength(2);
  });

  it.each([
    [{ amountCents: 0 }, 'Amount must be a whole number of cents above zero'],
    [{ amountCents: 10.5 }, 'Amount must be a whole number of cents above zero'],
    [{ amountCents: '100' }, 'Amount must be a whole number of cents above zero'],
    [{ amountCents: -282_500 }, 'Amount must be a whole number of cents above zero'],
    [{ amountCents: 1_000_000_001 }, 'Amount must be a whole number of cents above zero'],
    [{ amountCents: 100, paidOn: '2099-01-01' }, 'A payment cannot be dated in the future'],
    [{ amountCents: 100, paidOn: '01/02/2026' }, 'Date must be a date as YYYY-MM-DD'],
    [{ amountCents: 100, paidOn: '1900-01-01' }, 'A payment cannot be dated more than a year back'],
    [
      { amountCents: 100, paidOn: addDays(workshopDay(new Date()), -1) },
      'A payment cannot be dated before the project was created',
    ],
    [
      { amountCents: 100, method: 'bitcoin' },
      'Method must be one of bank_transfer, cheque, cash, card, other',
    ],
    [{ amountCents: 100, reference: 'x'.repeat(201) }, 'Reference must be 200 characters or less'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const id = await priced();
    const res = await pay(id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await api.knex('payments').where({ request_id: id })).toEqual([]);
  });

  it('refuses a payment before the quote is accepted, and a new quote over an issued invoice', async () => {
    const id = await submitProject(api, ada.email);
    const quote = {
      quotedBy: 'Sam',
      quoteAmount: '$5,650',
      priceCents: 565_000,
      depositPercent: 50,
    };
    const given = await api.request.post(url(id, '/quote')).set('Cookie', admin).send(quote);
    expect(given.status, given.text).toBe(200);
    const early = await pay(id, { amountCents: 282_500 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This project has no accepted firm price to pay against');
    expect(await api.knex('payments').where({ request_id: id })).toEqual([]);

    const issued = await priced();
    const before = await account(issued);
    const requote = await api.request
      .post(url(issued, '/quote'))
      .set('Cookie', admin)
      .send({ ...quote, quoteAmount: '$4,000', priceCents: 400_000 });
    expect(requote.status).toBe(409);
    expect(requote.body.message).toEqual(expect.any(String));
    expect(await account(issued)).toEqual(before);
  });

  it('a customer may not record payments; another customer sees no account', async () => {
    const id = await priced();
    const asAda = await api.request
      .post(adminUrl(id, '/payments'))
      .set('Cookie', ada.cookie)
      .send({ amountCents: 100, paidOn: today(), method: 'cash' });
    expect(asAda.status).toBe(403);
    const asBo = await api.request.get(url(id, '/payments')).set('Cookie', bo.cookie);
    expect(asBo.status).toBe(404);
  });

  it('answers only what docs/openapi.yaml describes', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
