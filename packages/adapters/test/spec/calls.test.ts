import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createTemporarySession,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  submitProject,
  uniqueEmail,
  type Customer,
  type TestApi,
} from '../http/harness';
import { pngImage } from '../http/images';
import { expectOnlyDocumentedAnswers } from '../http/openapi';

/**
 * The spec suite, HTTP part: every call of the product spec's section 7 ("The calls it makes"),
 * made exactly as the spec's table writes it (method, path, payload field names, no body where
 * it has none), against the real server on PostgreSQL. The signed-in side of each call uses the
 * session cookie ("All calls include credentials (cookie session)"). Every JSON answer is held to
 * docs/openapi.yaml at the end. Each test names the spec row it holds.
 */

interface Listed {
  readonly id: number;
  readonly email: string;
  readonly status: string;
  readonly quoteApproved: boolean;
  readonly adminNotes?: string;
}

const sessionId = () =>
  `session_${Date.now()}_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;

/** The wizard's draft, every text field of the spec's row. */
const draftFields = (id: string): Record<string, string> => ({
  sessionId: id,
  furnitureType: 'table',
  style: 'rustic',
  constructionMaterial: 'solid-wood',
  specificMaterial: 'walnut',
  surfaceFinish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: '{"length":"72","width":"36","height":"30"}',
  hardware: '',
  upholstery: '',
  notes: 'Seats eight',
  fullName: '',
  email: '',
  phone: '',
  timeline: 'flexible',
  features: '["Live Edge","Storage Drawers"]',
  completed: 'false',
});

/** The wizard's final request, every field of the spec's row. */
const requestFields = (email: string): Record<string, string> => ({
  fullName: 'Grace Hopper',
  email,
  phone: '',
  timeline: '',
  furnitureType: 'table',
  description: 'Custom Table - rustic Style\n\nCONSTRUCTION & MATERIALS:\n- Walnut',
  budgetRange: '',
});

describe('spec §7 The calls it makes', () => {
  let api: TestApi;
  let admin: string;
  let ada: Customer;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    ada = await createCustomer(api, uniqueEmail('ada'));
  });
  afterAll(async () => {
    await api?.close();
  });

  const list = async (cookie: string, query = ''): Promise<Listed[]> => {
    const res = await api.request.get(`/api/furniture-requests${query}`).set('Cookie', cookie);
    expect(res.status, res.text).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    return res.body as Listed[];
  };
  const find = async (id: number) => (await list(admin)).find((request) => request.id === id);

  describe('POST /api/customizations', () => {
    it('"multipart: sessionId, furnitureType, style, constructionMaterial, specificMaterial, surfaceFinish, specificFinish, dimensions, hardware, upholstery, notes, fullName, email, phone, timeline (text), features (JSON-encoded list), completed (false)"', async () => {
      const id = sessionId();
      const res = await api.request.post('/api/customizations').field(draftFields(id));
      expect(res.status, res.text).toBe(200);
      const row = await api.knex('furniture_customizations').where({ session_id: id }).first();
      expect(row).toMatchObject({
        furniture_type: 'table',
        style: 'rustic',
        material: 'solid-wood',
        specific_material: 'walnut',
        finish: 'wood',
        specific_finish: 'oil-finish',
        features: ['Live Edge', 'Storage Drawers'],
        notes: 'Seats eight',
        completed: false,
      });
    });

    it('"multipart: ... optional image"', async () => {
      const id = sessionId();
      const res = await api.request
        .post('/api/customizations')
        .field(draftFields(id))
        .attach('image', await pngImage(), 'inspiration.png');
      expect(res.status, res.text).toBe(200);
      const row = await api.knex('furniture_customizations').where({ session_id: id }).first();
      expect(row).toMatchObject({ image_original_name: 'inspiration.png' });
      expect(row.image_path).toEqual(expect.any(String));
    });

    it('"Dimension values are free text, unvalidated" (§5): a size typed in words is saved', async () => {
      const id = sessionId();
      const res = await api.request.post('/api/customizations').field({
        ...draftFields(id),
        dimensions: '{"length":"six feet","width":"999","height":"30"}',
      });
      expect(res.status, res.text).toBe(200);
      const row = await api.knex('furniture_customizations').where({ session_id: id }).first();
      expect(JSON.parse(row.dimensions as string)).toEqual({
        length: 'six feet',
        width: '999',
        height: '30',
      });
    });

    it('"Non-OK: JSON message field thrown"', async () => {
      const withoutSession = draftFields(sessionId());
      delete withoutSession['sessionId'];
      const res = await api.request.post('/api/customizations').field(withoutSession);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Session ID is required');
    });
  });

  describe('POST /api/furniture-requests', () => {
    it('"multipart: fullName, email, phone (empty if none), timeline (empty if none), furnitureType, description, budgetRange (empty), optional image": "Success: response message shown as toast description"', async () => {
      const email = uniqueEmail('grace');
      const res = await api.request.post('/api/furniture-requests').field(requestFields(email));
      expect(res.status, res.text).toBe(201);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message.length).toBeGreaterThan(0);
      const row = await api.knex('furniture_requests').where({ email }).first();
      expect(row).toMatchObject({
        full_name: 'Grace Hopper',
        furniture_type: 'table',
        phone: null,
        timeline: null,
        budget_range: null,
        status: 'new',
        image_path: null,
      });
    });

    it('"optional image": the spec\'s multipart with an image is still taken', async () => {
      const email = uniqueEmail('grace-image');
      const res = await api.request
        .post('/api/furniture-requests')
        .field(requestFields(email))
        .attach('image', await pngImage(), 'sketch.png');
      expect(res.status, res.text).toBe(201);
      const row = await api.knex('furniture_requests').where({ email }).first();
      expect(row.image_original_name).toBe('sketch.png');
      expect(row.image_path).toEqual(expect.any(String));

      // "GET /uploads/{imagePath} | none | image file"
      const image = await api.request.get(`/uploads/${row.image_path as string}`);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/png/);
      expect(Buffer.isBuffer(image.body) && image.body.length > 0).toBe(true);
    });

    it('"Non-OK: message field"', async () => {
      const res = await api.request
        .post('/api/furniture-requests')
        .field({ ...requestFields(uniqueEmail()), fullName: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Full name is required');
    });
  });

  describe('the two lists', () => {
    it('"GET /api/furniture-requests | none | requests array (admin list)": every request, as one array', async () => {
      const first = await submitProject(api, uniqueEmail('list-a'));
      const second = await submitProject(api, uniqueEmail('list-b'));
      const requests = await list(admin);
      const ids = requests.map((request) => request.id);
      expect(ids).toEqual(expect.arrayContaining([first, second, ada.projectId]));
      const [rows] = await Promise.all([api.knex('furniture_requests').count({ n: '*' })]);
      expect(requests).toHaveLength(Number(rows[0]?.['n']));
    });

    it('"GET /api/furniture-requests?customerEmail={email} | none | requests array (customer list)"', async () => {
      await submitProject(api, ada.email, { description: 'A second piece for Ada' });
      const mine = await list(ada.cookie, `?customerEmail=${encodeURIComponent(ada.email)}`);
      expect(mine.length).toBe(2);
      expect(mine.every((request) => request.email === ada.email)).toBe(true);
    });
  });

  describe("the workshop's calls", () => {
    it('"POST /api/furniture-requests/{id}/quote | quoteAmount, quoteNotes, quotedBy"', async () => {
      const id = await submitProject(api, uniqueEmail('quote'));
      const res = await api.request
        .post(`/api/furniture-requests/${id}/quote`)
        .set('Cookie', admin)
        .send({ quoteAmount: '$1,200 - $1,500', quoteNotes: 'Walnut top', quotedBy: 'Sam' });
      expect(res.status, res.text).toBe(200);
      expect(await find(id)).toMatchObject({
        status: 'quoted',
        quoteAmount: '$1,200 - $1,500',
        quoteNotes: 'Walnut top',
        quotedBy: 'Sam',
      });
    });

    it('"POST /api/furniture-requests/{id}/quote ... error text from message field"', async () => {
      const res = await api.request
        .post('/api/furniture-requests/99999999/quote')
        .set('Cookie', admin)
        .send({ quoteAmount: '$1,200', quoteNotes: '', quotedBy: 'Sam' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(typeof res.body.message).toBe('string');
    });

    it('"PATCH /api/furniture-requests/{id}/status | status, notes"', async () => {
      const customer = await createCustomer(api, uniqueEmail('status'));
      await quote(api, admin, customer.projectId);
      const approved = await api.request
        .post(`/api/furniture-requests/${customer.projectId}/approve`)
        .set('Cookie', customer.cookie)
        .send();
      expect(approved.status, approved.text).toBe(200);
      const res = await api.request
        .patch(`/api/furniture-requests/${customer.projectId}/status`)
        .set('Cookie', admin)
        .send({ status: 'completed', notes: 'Delivered and set up' });
      expect(res.status, res.text).toBe(200);
      expect(await find(customer.projectId)).toMatchObject({
        status: 'completed',
        notes: 'Delivered and set up',
      });
      const again = await api.request
        .patch(`/api/furniture-requests/${customer.projectId}/status`)
        .set('Cookie', admin)
        .send({ status: 'completed', notes: '' });
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.body.message).toBe('This project is already completed.');
    });

    it('"PATCH /api/furniture-requests/{id}/admin-notes | adminNotes"', async () => {
      const id = await submitProject(api, uniqueEmail('notes'));
      const res = await api.request
        .patch(`/api/furniture-requests/${id}/admin-notes`)
        .set('Cookie', admin)
        .send({ adminNotes: 'Repeat customer' });
      expect(res.status, res.text).toBe(200);
      expect(await find(id)).toMatchObject({ adminNotes: 'Repeat customer' });
    });

    it('"DELETE /api/furniture-requests/{id} | none | admin delete; message on error"', async () => {
      const id = await submitProject(api, uniqueEmail('delete'));
      const res = await api.request.delete(`/api/furniture-requests/${id}`).set('Cookie', admin);
      expect(res.status, res.text).toBe(200);
      expect(await find(id)).toBeUndefined();
      const again = await api.request.delete(`/api/furniture-requests/${id}`).set('Cookie', admin);
      expect(again.status).toBe(404);
      expect(typeof again.body.message).toBe('string');
    });
  });

  describe("the customer's calls", () => {
    it('"PATCH /api/furniture-requests/{id} | fullName, email, phone, furnitureType, description, budgetRange, timeline | customer edit"', async () => {
      const id = await submitProject(api, ada.email, { description: 'To be edited' });
      const edit = {
        fullName: 'Ada King',
        email: ada.email,
        phone: '555-0100',
        furnitureType: 'bookshelf',
        description: 'A tall cherry bookshelf',
        budgetRange: '1000-2500',
        timeline: 'no-rush',
      };
      const res = await api.request
        .patch(`/api/furniture-requests/${id}`)
        .set('Cookie', ada.cookie)
        .send(edit);
      expect(res.status, res.text).toBe(200);
      expect(await find(id)).toMatchObject(edit);
    });

    it('"DELETE /api/furniture-requests/{id}/customer-delete | customerEmail | customer delete"', async () => {
      const id = await submitProject(api, ada.email, { description: 'To be withdrawn' });
      const res = await api.request
        .delete(`/api/furniture-requests/${id}/customer-delete`)
        .set('Cookie', ada.cookie)
        .send({ customerEmail: ada.email });
      expect(res.status, res.text).toBe(200);
      expect(await find(id)).toBeUndefined();
    });

    it('"POST /api/furniture-requests/{id}/approve | none | customer approves quote"', async () => {
      const customer = await createCustomer(api, uniqueEmail('approve'));
      await quote(api, admin, customer.projectId);
      // No body and no content type: the spec's call.
      const res = await api.request
        .post(`/api/furniture-requests/${customer.projectId}/approve`)
        .set('Cookie', customer.cookie);
      expect(res.status, res.text).toBe(200);
      expect(await find(customer.projectId)).toMatchObject({
        status: 'in_progress',
        quoteApproved: true,
      });
    });
  });

  describe('messages', () => {
    it('"POST /api/furniture-requests/{id}/messages | message, senderName, senderType", "GET ... | data array of messages", "POST .../messages/read | userType"', async () => {
      const id = ada.projectId;
      const posted = await api.request
        .post(`/api/furniture-requests/${id}/messages`)
        .set('Cookie', admin)
        .send({ message: 'Your walnut arrived', senderName: 'Sam', senderType: 'admin' });
      expect(posted.status, posted.text).toBe(201);

      const counts = await api.request
        .get('/api/messages/unread-counts?userType=customer')
        .set('Cookie', ada.cookie);
      expect(counts.status).toBe(200);
      expect(counts.body.data).toEqual({ [String(id)]: 1 });

      const read = await api.request
        .get(`/api/furniture-requests/${id}/messages`)
        .set('Cookie', ada.cookie);
      expect(read.status).toBe(200);
      expect(read.body.data).toHaveLength(1);
      expect(read.body.data[0]).toMatchObject({
        message: 'Your walnut arrived',
        senderName: 'Sam',
        senderType: 'admin',
      });

      const marked = await api.request
        .post(`/api/furniture-requests/${id}/messages/read`)
        .set('Cookie', ada.cookie)
        .send({ userType: 'customer' });
      expect(marked.status, marked.text).toBe(200);
      const after = await api.request
        .get('/api/messages/unread-counts?userType=customer')
        .set('Cookie', ada.cookie);
      expect(after.body.data).toEqual({});
    });

    it('"GET /api/messages/unread-counts?userType=admin or customer | none | data maps request id to count"', async () => {
      const id = ada.projectId;
      for (const message of ['One', 'Two']) {
        const res = await api.request
          .post(`/api/furniture-requests/${id}/messages`)
          .set('Cookie', ada.cookie)
          .send({ message, senderName: 'Ada', senderType: 'customer' });
        expect(res.status).toBe(201);
      }
      const res = await api.request
        .get('/api/messages/unread-counts?userType=admin')
        .set('Cookie', admin);
      expect(res.status).toBe(200);
      expect(res.body.data[String(id)]).toBe(2);
    });

    it('"POST /api/furniture-requests/{id}/messages ... error from message field"', async () => {
      const res = await api.request
        .post(`/api/furniture-requests/${ada.projectId}/messages`)
        .set('Cookie', admin)
        .send({ message: '', senderName: 'Sam', senderType: 'admin' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Message is required');
    });
  });

  describe('accounts', () => {
    it('"POST /api/auth/signin | email, password | message, needsPasswordChange"', async () => {
      const first = await createTemporarySession(api, uniqueEmail('signin'));
      const temporary = await api.request
        .post('/api/auth/signin')
        .send({ email: first.email, password: first.temporaryPassword });
      expect(temporary.status).toBe(200);
      expect(temporary.body).toMatchObject({
        message: expect.any(String),
        needsPasswordChange: true,
      });
      const permanent = await api.request
        .post('/api/auth/signin')
        .send({ email: ada.email, password: ada.password });
      expect(permanent.status).toBe(200);
      expect(permanent.body).toMatchObject({
        message: expect.any(String),
        needsPasswordChange: false,
      });
    });

    it('"POST /api/auth/forgot-password | email | message on failure"', async () => {
      const sent = await api.request.post('/api/auth/forgot-password').send({ email: ada.email });
      expect(sent.status).toBe(200);
      const refused = await api.request.post('/api/auth/forgot-password').send({ email: 'nope' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Please enter a valid email address');
    });

    it('"POST /api/auth/change-password | email (from session), currentPassword, newPassword | message"', async () => {
      const temporary = await createTemporarySession(api, uniqueEmail('change'));
      const res = await api.request
        .post('/api/auth/change-password')
        .set('Cookie', temporary.cookie)
        .send({
          email: temporary.email,
          currentPassword: temporary.temporaryPassword,
          newPassword: 'Walnut-Table-2026!',
        });
      expect(res.status, res.text).toBe(200);
      expect(typeof res.body.message).toBe('string');
    });

    it('"POST /api/auth/reset-password | token, newPassword | message"', async () => {
      const customer = await createCustomer(api, uniqueEmail('reset'));
      const issued = await api.useCases.issueResetToken.execute(customer.userId);
      if (!issued.ok) throw new Error(issued.error.message);
      const res = await api.request
        .post('/api/auth/reset-password')
        .send({ token: issued.value.token, newPassword: 'Cherry-Chest-2027?' });
      expect(res.status, res.text).toBe(200);
      expect(typeof res.body.message).toBe('string');
      const signIn = await api.request
        .post('/api/auth/signin')
        .send({ email: customer.email, password: 'Cherry-Chest-2027?' });
      expect(signIn.status).toBe(200);
    });

    it('"POST /api/debug/reset-password | email, newPassword"', async () => {
      const customer = await createCustomer(api, uniqueEmail('debug'));
      const res = await api.request
        .post('/api/debug/reset-password')
        .send({ email: customer.email, newPassword: 'Maple-Bench-2028#' });
      expect(res.status, res.text).toBe(200);
      const signIn = await api.request
        .post('/api/auth/signin')
        .send({ email: customer.email, password: 'Maple-Bench-2028#' });
      expect(signIn.status).toBe(200);
    });
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
