import { workshopDay } from '@workshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  everyAnswer,
  signInAdmin,
  startTestApi,
  submitProject,
  type Customer,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

interface Summary {
  readonly currency: string;
  readonly priceCents: number | null;
  readonly invoicedCents: number;
  readonly paidCents: number;
  readonly dueCents: number;
  readonly balanceCents: number;
  readonly invoiceCount: number;
  readonly openInvoice: {
    kind: string;
    amountCents: number;
    paidCents: number;
    dueAt: string;
  } | null;
}

interface Row {
  readonly id: number;
  readonly status: string;
  readonly accountSummary: Summary;
  readonly showcaseAllowed: boolean | null;
}

const today = () => workshopDay(new Date());

/**
 * The cards of the workshop's list show each project's money line and whether its piece may be
 * shown; the page carries both, so the panel asks nothing per card, and the database is asked
 * the same number of times for a page of 2 as for a page of 20.
 */
describe('GET /api/admin/furniture-requests: what the cards show, for the whole page', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;
  /** Accepted at $5,650 with a 50% deposit: unpaid, deposit paid, completed and paid in full. */
  const projects = { unpaid: 0, deposit: 0, shown: 0, hidden: 0, range: 0 };

  const url = (id: number, path = '') => `/api/furniture-requests/${id}${path}`;
  const pay = async (id: number, amountCents: number) => {
    const res = await api.request
      .post(`/api/admin/furniture-requests/${id}/payments`)
      .set('Cookie', admin)
      .send({ amountCents, paidOn: today(), method: 'bank_transfer' });
    expect(res.status, res.text).toBe(201);
  };
  const complete = async (id: number) => {
    const res = await api.request
      .patch(url(id, '/status'))
      .set('Cookie', admin)
      .send({ status: 'completed' });
    expect(res.status, res.text).toBe(200);
  };
  const answer = async (id: number, allowed: boolean) => {
    const res = await api.request
      .put(url(id, '/showcase-consent'))
      .set('Cookie', ada.cookie)
      .send({ allowed });
    expect(res.status, res.text).toBe(200);
  };

  async function accepted(terms: Record<string, unknown>): Promise<number> {
    const id = await submitProject(api, ada.email);
    const quoted = await api.request
      .post(url(id, '/quote'))
      .set('Cookie', admin)
      .send({ quotedBy: 'Sam', ...terms });
    expect(quoted.status, quoted.text).toBe(200);
    const approved = await api.request
      .post(url(id, '/approve'))
      .set('Cookie', ada.cookie)
      .send({ signatureName: 'Ada Lovelace' });
    expect(approved.status, approved.text).toBe(200);
    return id;
  }
  const priced = () => accepted({ quoteAmount: '$5,650', priceCents: 565_000, depositPercent: 50 });

  async function page(query: Record<string, string>, cookie = admin): Promise<Row[]> {
    const res = await api.request
      .get('/api/admin/furniture-requests')
      .query(query)
      .set('Cookie', cookie);
    expect(res.status, res.text).toBe(200);
    return (res.body as { requests: Row[] }).requests;
  }

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    ada = await createCustomer(api);
    projects.unpaid = await priced();
    projects.deposit = await priced();
    await pay(projects.deposit, 282_500);
    projects.shown = await priced();
    await pay(projects.shown, 282_500);
    await complete(projects.shown);
    await pay(projects.shown, 282_500);
    await answer(projects.shown, true);
    projects.hidden = await priced();
    await complete(projects.hidden);
    await answer(projects.hidden, false);
    projects.range = await accepted({ quoteAmount: '$1,200 - $1,500' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('carries each project’s paid, due and balance as its account reads, and the customer’s answer', async () => {
    const rows = await page({ limit: '100' });
    const row = (id: number) => rows.find((listed) => listed.id === id);

    for (const id of Object.values(projects)) {
      const account = await api.request.get(url(id, '/payments')).set('Cookie', admin);
      expect(account.status).toBe(200);
      const { currency, priceCents, invoicedCents, paidCents, dueCents, balanceCents, invoices } =
        account.body.data as Summary & { invoices: Summary['openInvoice'][] };
      expect(row(id)?.accountSummary).toMatchObject({
        currency,
        priceCents,
        invoicedCents,
        paidCents,
        dueCents,
        balanceCents,
        invoiceCount: invoices.length,
      });
      const consent = await api.request.get(url(id, '/showcase-consent')).set('Cookie', admin);
      expect(row(id)?.showcaseAllowed).toBe(consent.body.data?.allowed ?? null);
    }

    // What the money lines say: "Deposit $2,825.00 unpaid", "Deposit paid · balance $2,825.00",
    // "Balance $2,825.00 unpaid", "Paid in full".
    expect(row(projects.unpaid)?.accountSummary).toMatchObject({
      paidCents: 0,
      dueCents: 282_500,
      balanceCents: 565_000,
      invoiceCount: 1,
      openInvoice: { kind: 'deposit', amountCents: 282_500, paidCents: 0 },
    });
    expect(row(projects.deposit)?.accountSummary).toMatchObject({
      paidCents: 282_500,
      dueCents: 0,
      balanceCents: 282_500,
      openInvoice: null,
    });
    expect(row(projects.hidden)?.accountSummary).toMatchObject({
      dueCents: 565_000,
      invoiceCount: 2,
      openInvoice: { kind: 'deposit', amountCents: 282_500, paidCents: 0 },
    });
    expect(row(projects.shown)?.accountSummary).toMatchObject({
      paidCents: 565_000,
      balanceCents: 0,
      invoiceCount: 2,
      openInvoice: null,
    });
    expect(row(projects.range)?.accountSummary).toMatchObject({
      priceCents: null,
      invoiceCount: 0,
      openInvoice: null,
    });
    expect(row(projects.shown)?.showcaseAllowed).toBe(true);
    expect(row(projects.hidden)?.showcaseAllowed).toBe(false);
    expect(row(projects.unpaid)?.showcaseAllowed).toBeNull();
    // A request never quoted has an empty account in the workshop's currency.
    expect(row(ada.projectId)?.accountSummary).toEqual({
      currency: 'USD',
      priceCents: null,
      invoicedCents: 0,
      paidCents: 0,
      dueCents: 0,
      balanceCents: 0,
      invoiceCount: 0,
      openInvoice: null,
    });
  });

  it('the figures follow a payment at once', async () => {
    await pay(projects.unpaid, 100_000);
    const [row] = (await page({ limit: '100' })).filter(({ id }) => id === projects.unpaid);
    expect(row?.accountSummary).toMatchObject({
      paidCents: 100_000,
      dueCents: 182_500,
      openInvoice: { kind: 'deposit', amountCents: 282_500, paidCents: 100_000 },
    });
  });

  it('asks the database as often for a page of 20 cards as for a page of 2', async () => {
    // Twenty more approved projects in the Current Works tab, each with an invoice and a payment.
    for (let i = 0; i < 20; i += 1) await pay(await priced(), 1_000 + i);

    const queriesFor = async (limit: string): Promise<string[]> => {
      const seen: string[] = [];
      const listen = (query: { sql: string }) => seen.push(query.sql);
      api.knex.on('query', listen);
      try {
        const rows = await page({ status: 'in_progress', limit });
        expect(rows).toHaveLength(Number(limit));
        expect(rows.every((row) => row.accountSummary.invoiceCount === 1)).toBe(true);
      } finally {
        api.knex.off('query', listen);
      }
      return seen;
    };

    const two = await queriesFor('2');
    const twenty = await queriesFor('20');
    expect(twenty.length, twenty.join('\n')).toBe(two.length);
    // One read each of invoices, payments, accepted prices and answers, whatever the page holds.
    for (const table of ['invoices', 'payments', 'quote_acceptances', 'showcase_consents']) {
      expect(twenty.filter((sql) => sql.includes(`from "${table}"`))).toHaveLength(1);
    }
  });

  it('is the workshop’s alone: a customer is refused the page', async () => {
    const res = await api.request.get('/api/admin/furniture-requests').set('Cookie', ada.cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers only as the API document says', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
