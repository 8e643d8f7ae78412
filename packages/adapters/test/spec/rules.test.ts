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
import { pngImage, webpImage } from '../http/images';
import { expectOnlyDocumentedAnswers } from '../http/openapi';

/**
 * The spec suite, HTTP part: what the server keeps of the product spec's entities (section 3),
 * states and transitions (section 4), validation messages (section 5), roles (section 6) and
 * limits (section 9), over HTTP against the real server on PostgreSQL. The spec's words are the
 * test names; every JSON answer is held to docs/openapi.yaml at the end.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

describe('spec §3-§9 over HTTP', () => {
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

  const adminList = async (): Promise<Record<string, unknown>[]> => {
    const res = await api.request.get('/api/furniture-requests').set('Cookie', admin);
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>[];
  };
  const project = async (id: number) => (await adminList()).find((request) => request['id'] === id);
  const post = (path: string, cookie: string) =>
    api.request.post(`/api/furniture-requests${path}`).set('Cookie', cookie);
  const refusal = (res: { status: number; body: { message?: unknown } }) => ({
    status: res.status,
    message: res.body.message,
  });

  describe('§3 Entities and their fields', () => {
    it('FurnitureRequest "id, fullName (required), email (required), phone (optional), furnitureType, description, budgetRange, timeline, imagePath, imageOriginalName, status (default new, required), notes, adminNotes (default empty), quoteAmount (free text such as a range), quoteNotes, quotedAt, quotedBy, quoteApproved (boolean, default false), quoteApprovedAt, adminMessage, adminMessageSentAt, adminMessageSentBy, updatedAt, createdAt."', async () => {
      const id = await submitProject(api, uniqueEmail('fields'));
      const request = await project(id);
      expect(request).toBeDefined();
      for (const field of [
        'id',
        'fullName',
        'email',
        'phone',
        'furnitureType',
        'description',
        'budgetRange',
        'timeline',
        'imagePath',
        'imageOriginalName',
        'status',
        'notes',
        'adminNotes',
        'quoteAmount',
        'quoteNotes',
        'quotedAt',
        'quotedBy',
        'quoteApproved',
        'quoteApprovedAt',
        'adminMessage',
        'adminMessageSentAt',
        'adminMessageSentBy',
        'updatedAt',
        'createdAt',
      ]) {
        expect(request, field).toHaveProperty(field);
      }
      expect(request).toMatchObject({ status: 'new', adminNotes: '', quoteApproved: false });
      await quote(api, admin, id);
      expect((await project(id))?.['quoteAmount']).toBe('$1,200 - $1,500');
    });

    it('Message (project message) "id, projectId (required; refers to a request; removed with it), message (required), senderType (admin or customer), senderName, readByAdmin (default false), readByCustomer (default false), sentAt."', async () => {
      const id = await submitProject(api, ada.email, { description: 'Message fields' });
      const sent = await post(`/${id}/messages`, admin).send({
        message: 'Hello from the workshop',
        senderName: 'Sam',
        senderType: 'admin',
      });
      expect(sent.status).toBe(201);
      const read = await api.request
        .get(`/api/furniture-requests/${id}/messages`)
        .set('Cookie', admin);
      const [message] = read.body.data as Record<string, unknown>[];
      expect(message).toMatchObject({
        id: expect.any(Number),
        projectId: id,
        message: 'Hello from the workshop',
        senderType: 'admin',
        senderName: 'Sam',
        readByAdmin: expect.any(Boolean),
        readByCustomer: false,
        sentAt: expect.any(String),
      });
      const deleted = await api.request
        .delete(`/api/furniture-requests/${id}`)
        .set('Cookie', admin);
      expect(deleted.status).toBe(200);
      const [{ n }] = (await api.knex('messages').where({ project_id: id }).count({ n: '*' })) as [
        { n: string | number },
      ];
      expect(Number(n)).toBe(0);
    });

    it('User "needsPasswordChange (boolean, default true)" and §1 "on a first request an account is created automatically"', async () => {
      const email = uniqueEmail('first');
      await submitProject(api, email);
      const user = await api.knex('users').where({ username: email }).first();
      expect(user).toMatchObject({ username: email, needs_password_change: true });
    });

    it('FurnitureCustomization "id, sessionId (required), userId (optional link to a user), furnitureType (required), style, material, finish, dimensions, features, hardware, upholstery, notes, imagePath, imageOriginalName, estimatedPrice, completed (boolean, default false), createdAt, updatedAt."', async () => {
      const sessionId = `session_${Date.now()}_abcdefghi`;
      const res = await api.request
        .post('/api/customizations')
        .field({ sessionId, furnitureType: 'desk', features: '[]', completed: 'false' });
      expect(res.status, res.text).toBe(200);
      const row = (await api
        .knex('furniture_customizations')
        .where({ session_id: sessionId })
        .first()) as Record<string, unknown>;
      for (const column of [
        'id',
        'session_id',
        'user_id',
        'furniture_type',
        'style',
        'material',
        'finish',
        'dimensions',
        'features',
        'hardware',
        'upholstery',
        'notes',
        'image_path',
        'image_original_name',
        'estimated_price',
        'completed',
        'created_at',
        'updated_at',
      ]) {
        expect(row, column).toHaveProperty(column);
      }
      expect(row['completed']).toBe(false);
    });
  });

  describe('§4 States and transitions', () => {
    it('"new to quoted: automatic when an admin provides a quote"', async () => {
      const id = await submitProject(api, uniqueEmail('quoted'));
      await quote(api, admin, id);
      expect(await project(id)).toMatchObject({ status: 'quoted', quoteApproved: false });
    });

    it('"quoted to in_progress: when the customer approves the quote (quoteApproved set; toast \'Your project is now in progress\')"', async () => {
      const customer = await createCustomer(api, uniqueEmail('approves'));
      await quote(api, admin, customer.projectId);
      const res = await post(`/${customer.projectId}/approve`, customer.cookie).send();
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe('Your project is now in progress');
      expect(await project(customer.projectId)).toMatchObject({
        status: 'in_progress',
        quoteApproved: true,
        quoteApprovedAt: expect.any(String),
      });
    });

    it('"in_progress to completed: the only manual transition, by admin via Mark Complete."', async () => {
      const id = await submitProject(api, uniqueEmail('not-in-progress'));
      const early = await api.request
        .patch(`/api/furniture-requests/${id}/status`)
        .set('Cookie', admin)
        .send({ status: 'completed' });
      expect(early.status).toBe(409);
      expect(typeof early.body.message).toBe('string');
      for (const status of ['quoted', 'in_progress', 'new']) {
        const res = await api.request
          .patch(`/api/furniture-requests/${id}/status`)
          .set('Cookie', admin)
          .send({ status });
        expect(res.status, status).toBe(400);
      }
      expect((await project(id))?.['status']).toBe('new');
    });

    it('"Edit is allowed only while status is new."', async () => {
      const customer = await createCustomer(api, uniqueEmail('edits'));
      const edit = { fullName: 'Edited Name', email: customer.email, description: 'Edited' };
      const whileNew = await api.request
        .patch(`/api/furniture-requests/${customer.projectId}`)
        .set('Cookie', customer.cookie)
        .send(edit);
      expect(whileNew.status).toBe(200);
      await quote(api, admin, customer.projectId);
      const whileQuoted = await api.request
        .patch(`/api/furniture-requests/${customer.projectId}`)
        .set('Cookie', customer.cookie)
        .send({ ...edit, fullName: 'Too late' });
      expect(whileQuoted.status).toBe(409);
      expect(typeof whileQuoted.body.message).toBe('string');
      expect((await project(customer.projectId))?.['fullName']).toBe('Edited Name');
    });

    it('"Delete is allowed until the quote is approved." (§2 "After approval: \'Project cannot be modified or deleted after quote approval\'")', async () => {
      const quoted = await createCustomer(api, uniqueEmail('deletes-quoted'));
      await quote(api, admin, quoted.projectId);
      const whileQuoted = await api.request
        .delete(`/api/furniture-requests/${quoted.projectId}/customer-delete`)
        .set('Cookie', quoted.cookie)
        .send({ customerEmail: quoted.email });
      expect(whileQuoted.status).toBe(200);

      const approved = await createCustomer(api, uniqueEmail('deletes-approved'));
      await quote(api, admin, approved.projectId);
      await post(`/${approved.projectId}/approve`, approved.cookie).send();
      const afterApproval = await api.request
        .delete(`/api/furniture-requests/${approved.projectId}/customer-delete`)
        .set('Cookie', approved.cookie)
        .send({ customerEmail: approved.email });
      expect(refusal(afterApproval)).toEqual({
        status: 409,
        message: 'Project cannot be modified or deleted after quote approval',
      });
      expect(await project(approved.projectId)).toBeDefined();
    });

    it('Admin session "expires after 24 hours." and §4 customer session "userAuthTime is at most 24 hours old" (§9 "Session lifetime (customer and admin): 24 hours (86400000 ms)")', async () => {
      const expiry = (res: { headers: Record<string, unknown> }) => {
        const cookies = res.headers['set-cookie'] as string[];
        const expires = /Expires=([^;]+)/i.exec(cookies[0] ?? '')?.[1] ?? '';
        return Date.parse(expires) - Date.now();
      };
      const adminLogin = await api.request
        .post('/api/admin/login')
        .send({ passkey: api.adminPasskey });
      expect(adminLogin.status).toBe(200);
      const customerLogin = await api.request
        .post('/api/auth/signin')
        .send({ email: ada.email, password: ada.password });
      expect(customerLogin.status).toBe(200);
      for (const lifetime of [expiry(adminLogin), expiry(customerLogin)]) {
        expect(lifetime).toBeGreaterThan(DAY_MS - 60_000);
        expect(lifetime).toBeLessThanOrEqual(DAY_MS + 1000);
      }
    });
  });

  describe('§5 Validation rules over HTTP', () => {
    const request = (fields: Record<string, string>) =>
      api.request
        .post('/api/furniture-requests')
        .send({ fullName: 'Ada Lovelace', email: uniqueEmail('v'), ...fields });

    it("\"fullName required ('Full name is required'); email valid ('Please enter a valid email address'); description at most 500 characters ('Description must be 500 characters or less')\"", async () => {
      expect(refusal(await request({ fullName: '' }))).toEqual({
        status: 400,
        message: 'Full name is required',
      });
      expect(refusal(await request({ email: 'ada-at-example' }))).toEqual({
        status: 400,
        message: 'Please enter a valid email address',
      });
      expect((await request({ description: 'x'.repeat(500) })).status).toBe(201);
      expect(refusal(await request({ description: 'x'.repeat(501) }))).toEqual({
        status: 400,
        message: 'Description must be 500 characters or less',
      });
    });

    it('"empty strings for phone, furnitureType, description, budgetRange, timeline become absent; status one of new, quoted, in_progress, completed"', async () => {
      const email = uniqueEmail('empties');
      const res = await api.request.post('/api/furniture-requests').send({
        fullName: 'Ada Lovelace',
        email,
        phone: '',
        furnitureType: '',
        description: '',
        budgetRange: '',
        timeline: '',
      });
      expect(res.status).toBe(201);
      expect(await api.knex('furniture_requests').where({ email }).first()).toMatchObject({
        phone: null,
        furniture_type: null,
        description: null,
        budget_range: null,
        timeline: null,
        status: 'new',
      });
      expect((await request({ status: 'shipped' })).status).toBe(400);
    });

    it("\"quoteAmount required ('Quote amount is required'); quotedBy required ('Employee name is required'); quote notes optional.\"", async () => {
      const id = await submitProject(api, uniqueEmail('quote-rules'));
      expect(refusal(await post(`/${id}/quote`, admin).send({ quotedBy: 'Sam' }))).toEqual({
        status: 400,
        message: 'Quote amount is required',
      });
      expect(refusal(await post(`/${id}/quote`, admin).send({ quoteAmount: '$900' }))).toEqual({
        status: 400,
        message: 'Employee name is required',
      });
      expect(
        (await post(`/${id}/quote`, admin).send({ quoteAmount: '$900', quotedBy: 'Sam' })).status,
      ).toBe(200);
    });

    it("Message \"Required ('Message is required'), at most 1000 characters ('Message must be 1000 characters or less'); senderName required ('Sender name is required') ...; senderType admin or customer.\"", async () => {
      const send = (body: Record<string, string>) =>
        post(`/${ada.projectId}/messages`, ada.cookie).send({
          message: 'Hello',
          senderName: 'Ada',
          senderType: 'customer',
          ...body,
        });
      expect(refusal(await send({ message: '' }))).toEqual({
        status: 400,
        message: 'Message is required',
      });
      expect((await send({ message: 'x'.repeat(1000) })).status).toBe(201);
      expect(refusal(await send({ message: 'x'.repeat(1001) }))).toEqual({
        status: 400,
        message: 'Message must be 1000 characters or less',
      });
      expect(refusal(await send({ senderName: '' }))).toEqual({
        status: 400,
        message: 'Sender name is required',
      });
      expect((await send({ senderName: 'A'.repeat(100) })).status).toBe(201);
      expect((await send({ senderName: 'A'.repeat(101) })).status).toBe(400);
      expect((await send({ senderType: 'visitor' })).status).toBe(400);
    });

    it("Customization \"sessionId required ('Session ID is required'); furnitureType required ('Furniture type is required').\"", async () => {
      const save = (fields: Record<string, string>) =>
        api.request
          .post('/api/customizations')
          .field({ features: '[]', completed: 'false', ...fields });
      expect(refusal(await save({ furnitureType: 'table' }))).toEqual({
        status: 400,
        message: 'Session ID is required',
      });
      expect(refusal(await save({ sessionId: `session_${Date.now()}_zzzzzzzzz` }))).toEqual({
        status: 400,
        message: 'Furniture type is required',
      });
    });

    it("\"Change password: current password required ('Current password is required'); new password at least 8 characters ('New password must be at least 8 characters')\"", async () => {
      const temporary = await createTemporarySession(api, uniqueEmail('change-rules'));
      const change = (body: Record<string, string>) =>
        api.request.post('/api/auth/change-password').set('Cookie', temporary.cookie).send(body);
      expect(
        refusal(await change({ currentPassword: '', newPassword: 'Walnut-Table-2026!' })),
      ).toEqual({
        status: 400,
        message: 'Current password is required',
      });
      expect(
        refusal(
          await change({ currentPassword: temporary.temporaryPassword, newPassword: 'Ab1!xyz' }),
        ),
      ).toEqual({ status: 400, message: 'New password must be at least 8 characters' });
    });

    it('"Password reset page: valid email; new password at least 8 (\'Password must be at least 8 characters\')." and "Token reset: new password at least 8"', async () => {
      expect(
        refusal(
          await api.request
            .post('/api/debug/reset-password')
            .send({ email: 'nope', newPassword: 'Walnut-Table-2026!' }),
        ),
      ).toEqual({ status: 400, message: 'Please enter a valid email address' });
      expect(
        refusal(
          await api.request
            .post('/api/debug/reset-password')
            .send({ email: ada.email, newPassword: 'Ab1!xyz' }),
        ),
      ).toEqual({ status: 400, message: 'Password must be at least 8 characters' });
      const issued = await api.useCases.issueResetToken.execute(ada.userId);
      if (!issued.ok) throw new Error(issued.error.message);
      expect(
        refusal(
          await api.request
            .post('/api/auth/reset-password')
            .send({ token: issued.value.token, newPassword: 'Ab1!xyz' }),
        ),
      ).toEqual({ status: 400, message: 'Password must be at least 8 characters' });
    });

    it("Sign-in \"email valid ('Please enter a valid email address'); password required ('Password is required').\" and §8 \"Customer sign-in failure: server message or 'Invalid email or password'\"", async () => {
      const signIn = (body: Record<string, string>) =>
        api.request.post('/api/auth/signin').send(body);
      expect(refusal(await signIn({ email: 'nope', password: 'x' }))).toEqual({
        status: 400,
        message: 'Please enter a valid email address',
      });
      expect(refusal(await signIn({ email: ada.email, password: '' }))).toEqual({
        status: 400,
        message: 'Password is required',
      });
      expect(refusal(await signIn({ email: ada.email, password: 'Wrong-Password-1' }))).toEqual({
        status: 401,
        message: 'Invalid email or password',
      });
    });
  });

  describe('§6 Roles and permissions', () => {
    it('"Customer: identified by signed-in email; sees only own requests (filtered by email)"', async () => {
      const other = await submitProject(api, uniqueEmail('someone-else'));
      const res = await api.request
        .get(`/api/furniture-requests?customerEmail=${encodeURIComponent(ada.email)}`)
        .set('Cookie', ada.cookie);
      const ids = (res.body as { id: number }[]).map((request) => request.id);
      expect(ids).toContain(ada.projectId);
      expect(ids).not.toContain(other);
    });

    it('"edit internal admin notes (admin only)"', async () => {
      const res = await api.request
        .patch(`/api/furniture-requests/${ada.projectId}/admin-notes`)
        .set('Cookie', ada.cookie)
        .send({ adminNotes: 'Written by the customer' });
      expect(res.status).toBe(403);
      const mine = await api.request.get('/api/furniture-requests').set('Cookie', ada.cookie);
      for (const request of mine.body as Record<string, unknown>[]) {
        expect(request).not.toHaveProperty('adminNotes');
      }
    });

    it('"Admin: ... Can view all requests, provide quotes, mark complete, edit internal admin notes (admin only), delete requests permanently, message customers."', async () => {
      const customer = await createCustomer(api, uniqueEmail('admin-can'));
      const id = customer.projectId;
      await quote(api, admin, id);
      await post(`/${id}/approve`, customer.cookie).send();
      const steps = [
        await api.request
          .patch(`/api/furniture-requests/${id}/status`)
          .set('Cookie', admin)
          .send({ status: 'completed' }),
        await api.request
          .patch(`/api/furniture-requests/${id}/admin-notes`)
          .set('Cookie', admin)
          .send({ adminNotes: 'Done' }),
        await post(`/${id}/messages`, admin).send({
          message: 'Enjoy it',
          senderName: 'Sam',
          senderType: 'admin',
        }),
        await api.request.delete(`/api/furniture-requests/${id}`).set('Cookie', admin),
      ];
      expect(steps.map((res) => res.status)).toEqual([200, 200, 201, 200]);
      expect(await project(id)).toBeUndefined();
    });
  });

  describe('§9 Business constants and limits', () => {
    it('"Image: single file, jpeg/jpg/png/gif, max 10 MB."', async () => {
      const submit = () =>
        api.request.post('/api/furniture-requests').field({
          fullName: 'Ada Lovelace',
          email: uniqueEmail('image-rules'),
        });
      expect((await submit().attach('image', await pngImage(), 'ok.png')).status).toBe(201);
      const webp = await submit().attach('image', await webpImage(), 'photo.webp');
      expect(webp.status).toBe(400);
      expect(typeof webp.body.message).toBe('string');
      const png = await pngImage();
      const oversized = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
      const tooBig = await submit().attach('image', oversized, 'huge.png');
      expect(tooBig.status).toBeGreaterThanOrEqual(400);
      expect(tooBig.status).toBeLessThan(500);
      expect(tooBig.body.message).toMatch(/10 MB/);
      const two = await submit()
        .attach('image', await pngImage(), 'one.png')
        .attach('image', await pngImage(), 'two.png');
      expect(two.status).toBe(400);
    });
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
