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

/** The text of a PDF, as poppler's pdftotext reads it. */

/** The visitor's first wish, typed in the wizard's notes. */
const WISH = 'Budget about $5,000, two leaves';

/** What the workshop quotes as version 2: 96 in, on a trestle, with two leaves of 18 in. */
const TRESTLE = {
  furnitureType: 'table',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: { length: '96', width: '40', height: '30' },
  features: ['Extendable'],
  base: 'trestle',
  leafCount: 2,
  leafLength: 18,
};

interface DesignAnswer {
  readonly design: Record<string, unknown> | null;
  readonly requestDesign: Record<string, unknown> | null;
}

/**
 * The design a project is built to, over HTTP: the signed version's once signed (the request
 * kept as it was sent), the quoted design of a quick-form request, the table's piece in words,
 * and the contract printing only what the workshop wrote.
 */
describe('the design in force', () => {
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
  const designOf = async (id: number): Promise<DesignAnswer> => {
    const res = await api.request.get(url(id, '/design')).set('Cookie', admin);
    expect(res.status, res.text).toBe(200);
    return res.body as DesignAnswer;
  };
  const tableRow = async (id: number) => {
    const res = await api.request
      .get('/api/admin/request-table')
      .query({ sort: 'number', dir: 'desc', limit: 100 })
      .set('Cookie', admin);
    expect(res.status, res.text).toBe(200);
    return (res.body as { rows: { id: number; piece: string | null }[] }).rows.find(
      (row) => row.id === id,
    );
  };

  /** A wizard request for an 84 in walnut table on legs, with the visitor's wish in its notes. */
  async function wizardTable(label: string): Promise<number> {
    const sessionId = `session_${Date.now()}_${label}`;
    const draft = await api.request.post('/api/customizations').field({
      sessionId,
      furnitureType: 'table',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
      dimensions: JSON.stringify({ length: '84', width: '40', height: '30' }),
      features: '[]',
      notes: WISH,
      base: '',
      leafCount: '',
      leafLength: '',
    });
    expect(draft.status, draft.text).toBe(200);
    const submitted = await api.request.post('/api/furniture-requests').send({
      fullName: 'Ada Lovelace',
      email: ada.email,
      furnitureType: 'table',
      notes: WISH,
      sessionId,
    });
    expect(submitted.status, submitted.text).toBe(201);
    return (submitted.body as { request: { id: number } }).request.id;
  }

  it('answers the signed version’s design after v2 is signed, the customer’s kept as sent', async () => {
    const id = await wizardTable('signedv2x');
    expect((await giveQuote(id, { quoteAmount: '$4,800' })).status).toBe(200);
    // Before any signature: the customer's own design, and the table says it in words.
    expect((await designOf(id)).design).toMatchObject({ source: 'request', signed: false });
    expect((await tableRow(id))?.piece).toBe('84 x 40 x 30 in walnut table');

    const v2 = await giveQuote(id, { quoteAmount: '$5,650', design: TRESTLE });
    expect(v2.status, v2.text).toBe(200);
    const signed = await api.request
      .post(url(id, '/approve'))
      .set('Cookie', ada.cookie)
      .send({ signatureName: 'Ada Lovelace' });
    expect(signed.status, signed.text).toBe(200);

    const { design, requestDesign } = await designOf(id);
    expect(design).toMatchObject({
      source: 'quote',
      quoteVersion: 2,
      signed: true,
      furnitureType: 'table',
      specificMaterial: 'walnut',
      base: 'trestle',
      leafCount: 2,
      leafLength: 18,
      features: ['Extendable'],
      estimatedPrice: null,
    });
    expect(JSON.parse(design?.['dimensions'] as string)).toEqual(TRESTLE.dimensions);
    expect(requestDesign).toMatchObject({ source: 'request', specificMaterial: 'walnut' });
    expect(JSON.parse(requestDesign?.['dimensions'] as string)).toMatchObject({ length: '84' });

    // The table's row reads the signed design, in words, never as JSON.
    const row = await tableRow(id);
    expect(row?.piece).toBe('96 x 40 x 30 in walnut trestle table with 2 leaves of 18 in');

    // The contract prints the design as signed and only what the workshop wrote.
    const copy = await api.request
      .get(url(id, '/signed-copy'))
      .set('Cookie', ada.cookie)
      .responseType('blob');
    expect(copy.status).toBe(200);
    const text = await pdfText(copy.body as Buffer);
    expect(text).toContain('Base: Trestle base');
    expect(text).toContain('Leaves: 2 leaves of 18 in');
    expect(text).toMatch(/Front: 96 in × 30 in/);
    expect(text).not.toContain(WISH);
    expect(text).not.toContain('four legs');
  });

  it('answers the design the workshop gave a quick-form request in its quote', async () => {
    const id = await submitProject(api, ada.email, {
      furnitureType: 'other',
      description: 'A pedestal table for the breakfast nook',
    });
    expect(await designOf(id)).toEqual({ design: null, requestDesign: null });
    expect((await tableRow(id))?.piece).toBeNull();

    const pedestal = {
      furnitureType: 'table',
      specificMaterial: 'cherry',
      constructionMaterial: 'solid-wood',
      dimensions: { length: '48', width: '48', height: '30' },
      base: 'pedestal',
    };
    expect((await giveQuote(id, { quoteAmount: '$2,900', design: pedestal })).status).toBe(200);
    const { design, requestDesign } = await designOf(id);
    expect(requestDesign).toBeNull();
    expect(design).toMatchObject({
      source: 'quote',
      quoteVersion: 1,
      signed: false,
      furnitureType: 'table',
      base: 'pedestal',
      leafCount: 0,
    });
    expect((await tableRow(id))?.piece).toBe('48 x 48 x 30 in cherry pedestal table');
    // The quote's PDF says what the workshop quoted, not the customer's words.
    const pdf = await api.request
      .get(url(id, '/quotes/1/pdf'))
      .set('Cookie', admin)
      .responseType('blob');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Base: Pedestal base');
    expect(text).not.toContain('breakfast nook');
  });

  it('refuses a base or leaves the rules do not allow, with a 400 that says why', async () => {
    const id = await submitProject(api, ada.email);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...TRESTLE, leafCount: 5 },
        'design.leafCount',
        'Leaves must be a whole number from 0 to 3',
      ],
      [
        { ...TRESTLE, base: 'tripod' },
        'design.base',
        'Base must be one of: legs, trestle, pedestal',
      ],
      [
        { ...TRESTLE, leafCount: 0 },
        'design.leafCount',
        'An extendable table has 1 to 3 leaves: take off Extendable for none',
      ],
      [
        { furnitureType: 'desk', base: 'trestle' },
        'design.base',
        'Only a table has a base and leaves',
      ],
    ];
    for (const [design, field, message] of cases) {
      const refused = await giveQuote(id, { quoteAmount: '$1', design });
      expect(refused.status, JSON.stringify(design)).toBe(400);
      expect(refused.body).toMatchObject({ message, errors: { [field]: message } });
    }
    const draft = await api.request.post('/api/customizations').field({
      sessionId: `session_${Date.now()}_badbase00`,
      furnitureType: 'table',
      leafLength: '80',
    });
    expect(draft.status).toBe(400);
    expect(draft.body).toMatchObject({
      message: 'Leaf length must be a number of inches from 6 to 36',
    });
  });

  it('keeps a draft’s base and leaves, and gives them back to the wizard', async () => {
    const sessionId = `session_${Date.now()}_keepbase0`;
    const saved = await api.request.post('/api/customizations').field({
      sessionId,
      furnitureType: 'table',
      features: '[]',
      base: 'pedestal',
      leafCount: '2',
      leafLength: '15',
    });
    expect(saved.status, saved.text).toBe(200);
    const read = await api.request.get('/api/customizations').query({ sessionId });
    expect(read.body.draft).toMatchObject({
      base: 'pedestal',
      leafCount: 2,
      leafLength: 15,
      // Leaves make the table Extendable.
      features: ['Extendable'],
    });
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
