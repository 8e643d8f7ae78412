import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  submitProject,
  uniqueEmail,
  type Customer,
  type TestApi,
} from './harness';
import { gifImage, jpegImage, pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

/** Suite 1, projects half: every project, draft, message and upload route doing its job. */
describe('HTTP happy path: drafts, requests, lifecycle, messages, uploads', () => {
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const sessionId = () => `session_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;
  const draftRow = (id: string) =>
    api.knex('furniture_customizations').where({ session_id: id }).first();
  const requestRow = (id: number) => api.knex('furniture_requests').where({ id }).first();
  const exists = (name: string) =>
    stat(join(api.dataDir, 'uploads', name)).then(
      () => true,
      () => false,
    );

  describe('POST /api/customizations', () => {
    const wizardFields = (id: string) => ({
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

    it('saves a draft sent as the wizard sends it (multipart, no image)', async () => {
      const id = sessionId();
      const res = await api.request.post('/api/customizations').field(wizardFields(id));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Design saved',
        customization: { id: expect.any(Number), sessionId: id, updatedAt: expect.any(String) },
      });
      const row = await draftRow(id);
      expect(row).toMatchObject({
        furniture_type: 'table',
        specific_material: 'walnut',
        features: ['Live Edge', 'Storage Drawers'],
        image_path: null,
        completed: false,
      });
    });

    it('keeps the image when a later save of the same draft sends none', async () => {
      const id = sessionId();
      const first = await api.request
        .post('/api/customizations')
        .field(wizardFields(id))
        .attach('image', await pngImage(), 'sketch.png');
      expect(first.status).toBe(200);
      const withImage = await draftRow(id);
      expect(withImage.image_path).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(withImage.image_original_name).toBe('sketch.png');

      const second = await api.request
        .post('/api/customizations')
        .field({ ...wizardFields(id), style: 'modern' });
      expect(second.status).toBe(200);
      expect(second.body.customization.id).toBe(first.body.customization.id);
      const upserted = await draftRow(id);
      expect(upserted).toMatchObject({ style: 'modern', image_path: withImage.image_path });
      expect(await exists(withImage.image_path)).toBe(true);
    });

    it('replaces the image when a later save sends a new one, and deletes the old file', async () => {
      const id = sessionId();
      await api.request
        .post('/api/customizations')
        .field(wizardFields(id))
        .attach('image', await pngImage(), 'first.png');
      const before = await draftRow(id);
      const res = await api.request
        .post('/api/customizations')
        .field(wizardFields(id))
        .attach('image', await jpegImage(), 'second.jpg');
      expect(res.status).toBe(200);
      const after = await draftRow(id);
      expect(after.image_path).toMatch(/\.jpg$/);
      expect(await exists(before.image_path)).toBe(false);
      expect(await exists(after.image_path)).toBe(true);
    });
  });

  describe('POST /api/furniture-requests', () => {
    const received =
      "Your project request has been received. We'll review it and send you a quote within 3 business days. We've emailed you a confirmation, and your login details if this is your first request.";

    it('takes the wizard multipart with an image; the first request creates the account', async () => {
      const email = uniqueEmail('first');
      const res = await api.request
        .post('/api/furniture-requests')
        .field({
          fullName: 'Ada Lovelace',
          email,
          phone: '',
          timeline: '',
          furnitureType: 'table',
          description: 'Custom Table - rustic Style',
          budgetRange: '',
        })
        .attach('image', await jpegImage(), 'dining-table.jpg');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: received, request: { id: expect.any(Number) } });
      const row = await requestRow(res.body.request.id);
      expect(row).toMatchObject({
        email,
        status: 'new',
        phone: null,
        budget_range: null,
        image_original_name: 'dining-table.jpg',
      });
      expect(row.image_path).toMatch(/^[a-f0-9]{32}\.jpg$/);
      expect(await exists(row.image_path)).toBe(true);
    });

    it('takes JSON too; a second request from the same email creates no account', async () => {
      const email = uniqueEmail('again');
      await submitProject(api, email);
      const res = await api.request.post('/api/furniture-requests').send({
        fullName: 'Ada Lovelace',
        email: email.toUpperCase(),
        furnitureType: 'desk',
        description: 'Standing desk',
        status: 'completed',
      });
      expect(res.status).toBe(201);
      // The same answer as for a new email: it tells a stranger nothing about accounts.
      expect(res.body).toEqual({ message: received, request: { id: expect.any(Number) } });
      expect(await api.knex('users').where({ username: email }).count({ n: '*' })).toEqual([
        { n: '1' },
      ]);
      // Whatever status a client sends, a new project starts as new.
      expect((await requestRow(res.body.request.id)).status).toBe('new');
    });

    it('takes the multipart without an image', async () => {
      const res = await api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Grace Hopper', email: uniqueEmail('plain') });
      expect(res.status).toBe(201);
      expect((await requestRow(res.body.request.id)).image_path).toBeNull();
    });

    it('links the wizard draft to the project; the submitted draft can no longer be saved', async () => {
      const id = sessionId();
      await api.request.post('/api/customizations').field({ sessionId: id, furnitureType: 'desk' });
      const res = await api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Ada Lovelace', email: uniqueEmail('wizard'), sessionId: id });
      expect(res.status).toBe(201);
      expect(await draftRow(id)).toMatchObject({
        request_id: res.body.request.id,
        completed: true,
      });
      const again = await api.request
        .post('/api/customizations')
        .field({ sessionId: id, furnitureType: 'desk' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This design has already been submitted.');
    });
  });

  describe('the lists', () => {
    let ada: Customer;
    let bob: Customer;
    beforeAll(async () => {
      [ada, bob] = await Promise.all([createCustomer(api), createCustomer(api)]);
      await submitProject(api, ada.email, { description: 'Second piece' });
    });

    it('GET /api/furniture-requests gives the admin every request, admin notes included', async () => {
      const res = await api.request.get('/api/furniture-requests').set('Cookie', admin);
      expect(res.status).toBe(200);
      const ids = (res.body as { id: number }[]).map((request) => request.id);
      expect(ids).toEqual(expect.arrayContaining([ada.projectId, bob.projectId]));
      expect(res.body[0]).toHaveProperty('adminNotes');
    });

    it('gives a customer only their own projects, without admin notes, whatever customerEmail says', async () => {
      for (const url of [
        '/api/furniture-requests',
        `/api/furniture-requests?customerEmail=${encodeURIComponent(bob.email)}`,
        '/api/furniture-requests?customerEmail=other@x',
      ]) {
        const res = await api.request.get(url).set('Cookie', ada.cookie);
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(2);
        for (const request of res.body as Record<string, unknown>[]) {
          expect(request['email']).toBe(ada.email);
          expect(request).not.toHaveProperty('adminNotes');
        }
      }
    });
  });

  describe('the lifecycle: edit, quote, approve, complete, notes', () => {
    let ada: Customer;
    beforeAll(async () => {
      ada = await createCustomer(api);
    });

    const edit = {
      fullName: 'Ada King',
      phone: '555-0100',
      furnitureType: 'desk',
      description: 'Standing desk in walnut',
      budgetRange: '1000-2500',
      timeline: '1-month',
    };

    it('PATCH /api/furniture-requests/{id} lets the owner edit a new project', async () => {
      const res = await api.request
        .patch(`/api/furniture-requests/${ada.projectId}`)
        .set('Cookie', ada.cookie)
        .send({ ...edit, email: ada.email });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Project updated');
      expect(res.body.request).toMatchObject({ ...edit, id: ada.projectId, status: 'new' });
      expect(res.body.request).not.toHaveProperty('adminNotes');
    });

    it('POST .../quote turns a new request into a quoted one', async () => {
      const res = await api.request
        .post(`/api/furniture-requests/${ada.projectId}/quote`)
        .set('Cookie', admin)
        .send({ quoteAmount: '$1,200 - $1,500', quoteNotes: 'Walnut top', quotedBy: 'Sam' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Quote provided');
      expect(res.body.request).toMatchObject({
        status: 'quoted',
        quoteAmount: '$1,200 - $1,500',
        quoteNotes: 'Walnut top',
        quotedBy: 'Sam',
        quotedAt: expect.any(String),
      });
    });

    it('refuses an edit once the project is no longer new', async () => {
      const res = await api.request
        .patch(`/api/furniture-requests/${ada.projectId}`)
        .set('Cookie', ada.cookie)
        .send({ ...edit, email: ada.email });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('A project can only be edited while it is a new request.');
    });

    it("POST .../approve: 'Your project is now in progress'", async () => {
      const res = await api.request
        .post(`/api/furniture-requests/${ada.projectId}/approve`)
        .set('Cookie', ada.cookie)
        .send({ signatureName: 'Ada King' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Your project is now in progress');
      expect(res.body.request).toMatchObject({
        status: 'in_progress',
        quoteApproved: true,
        quoteApprovedAt: expect.any(String),
      });
      expect(res.body.request).not.toHaveProperty('adminNotes');
    });

    it('PATCH .../status completes it; a second time is a 409 naming the rule', async () => {
      const url = `/api/furniture-requests/${ada.projectId}/status`;
      const body = { status: 'completed', notes: 'Delivered and set up' };
      const res = await api.request.patch(url).set('Cookie', admin).send(body);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Status updated');
      expect(res.body.request).toMatchObject({
        status: 'completed',
        notes: 'Delivered and set up',
      });

      const again = await api.request.patch(url).set('Cookie', admin).send(body);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        message: 'This project is already completed.',
        rule: expect.any(String),
      });
    });

    it('PATCH .../admin-notes keeps internal notes the customer never sees', async () => {
      const updatedOf = async () =>
        (
          (await api.request.get('/api/furniture-requests').set('Cookie', ada.cookie)).body as {
            id: number;
            updatedAt: string;
          }[]
        ).find((project) => project.id === ada.projectId)?.updatedAt;
      const before = await updatedOf();
      expect(before).toEqual(expect.any(String));
      const res = await api.request
        .patch(`/api/furniture-requests/${ada.projectId}/admin-notes`)
        .set('Cookie', admin)
        .send({ adminNotes: 'Prefers morning delivery' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Admin notes updated');
      expect(res.body.request.adminNotes).toBe('Prefers morning delivery');
      const own = await api.request.get('/api/furniture-requests').set('Cookie', ada.cookie);
      expect(JSON.stringify(own.body)).not.toContain('Prefers morning delivery');
      // Nor does the "Updated" date the customer sees move for them.
      expect(res.body.request.updatedAt).toBe(before);
      expect(await updatedOf()).toBe(before);
    });
  });

  describe('messages and unread counts', () => {
    let ada: Customer;
    beforeAll(async () => {
      ada = await createCustomer(api);
    });
    const url = () => `/api/furniture-requests/${ada.projectId}/messages`;
    const counts = async (cookie: string, userType: string) => {
      const res = await api.request
        .get(`/api/messages/unread-counts?userType=${userType}`)
        .set('Cookie', cookie);
      expect(res.status).toBe(200);
      return (res.body as { data: Record<string, number> }).data;
    };

    it('POST .../messages from both sides, GET lists them oldest first', async () => {
      const fromAdmin = await api.request
        .post(url())
        .set('Cookie', admin)
        .send({ message: 'Your walnut has arrived', senderName: 'Sam', senderType: 'admin' });
      expect(fromAdmin.status).toBe(201);
      expect(fromAdmin.body).toMatchObject({
        message: 'Message sent',
        data: {
          projectId: ada.projectId,
          message: 'Your walnut has arrived',
          senderType: 'admin',
          senderName: 'Sam',
        },
      });
      const fromCustomer = await api.request
        .post(url())
        .set('Cookie', ada.cookie)
        .send({ message: 'Wonderful, thanks!', senderName: 'Ada', senderType: 'customer' });
      expect(fromCustomer.status).toBe(201);

      for (const cookie of [admin, ada.cookie]) {
        const list = await api.request.get(url()).set('Cookie', cookie);
        expect(list.status).toBe(200);
        expect((list.body.data as { message: string }[]).map((m) => m.message)).toEqual([
          'Your walnut has arrived',
          'Wonderful, thanks!',
        ]);
      }
      // The customer card's 'Message from Our Team' panel shows the workshop's latest message.
      const own = await api.request.get('/api/furniture-requests').set('Cookie', ada.cookie);
      expect(own.body[0]).toMatchObject({ adminMessage: 'Your walnut has arrived' });
      expect(own.body[0]).toMatchObject({ adminMessageSentBy: 'Sam' });
    });

    it('counts unread messages for each side and POST .../read clears them', async () => {
      const key = String(ada.projectId);
      expect((await counts(ada.cookie, 'customer'))[key]).toBe(1);
      expect((await counts(admin, 'admin'))[key]).toBe(1);

      const read = await api.request
        .post(`${url()}/read`)
        .set('Cookie', ada.cookie)
        .send({ userType: 'customer' });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ message: 'Messages marked as read', marked: 1 });
      expect(await counts(ada.cookie, 'customer')).not.toHaveProperty(key);
      expect((await counts(admin, 'admin'))[key]).toBe(1);

      const adminRead = await api.request
        .post(`${url()}/read`)
        .set('Cookie', admin)
        .send({ userType: 'admin' });
      expect(adminRead.body).toEqual({ message: 'Messages marked as read', marked: 1 });
      expect(await counts(admin, 'admin')).not.toHaveProperty(key);
    });
  });

  describe('deleting', () => {
    const submitWithImage = async (email: string) => {
      const res = await api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Ada Lovelace', email })
        .attach('image', await pngImage(), 'piece.png');
      const row = await requestRow(res.body.request.id);
      return { id: row.id as number, image: row.image_path as string };
    };

    it('DELETE .../customer-delete removes the owner’s project and its image', async () => {
      const ada = await createCustomer(api);
      const project = await submitWithImage(ada.email);
      const res = await api.request
        .delete(`/api/furniture-requests/${project.id}/customer-delete`)
        .set('Cookie', ada.cookie)
        .send({ customerEmail: 'someone-else@example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Project deleted' });
      expect(await requestRow(project.id)).toBeUndefined();
      expect(await exists(project.image)).toBe(false);
    });

    it('refuses a customer delete once the quote is approved', async () => {
      const ada = await createCustomer(api);
      await quote(api, admin, ada.projectId);
      await approve(api, ada.cookie, ada.projectId);
      const res = await api.request
        .delete(`/api/furniture-requests/${ada.projectId}/customer-delete`)
        .set('Cookie', ada.cookie);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Project cannot be modified or deleted after quote approval');
    });

    it('DELETE /api/furniture-requests/{id} lets the workshop remove a project, messages and image', async () => {
      const project = await submitWithImage(uniqueEmail('deleted'));
      await api.request
        .post(`/api/furniture-requests/${project.id}/messages`)
        .set('Cookie', admin)
        .send({ message: 'Hello', senderName: 'Sam', senderType: 'admin' });
      const res = await api.request
        .delete(`/api/furniture-requests/${project.id}`)
        .set('Cookie', admin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Request deleted' });
      expect(await requestRow(project.id)).toBeUndefined();
      expect(await api.knex('messages').where({ project_id: project.id })).toEqual([]);
      expect(await exists(project.image)).toBe(false);
    });
  });

  describe('GET /uploads/{name}', () => {
    it.each([
      ['JPEG', jpegImage, 'image/jpeg'],
      ['PNG', pngImage, 'image/png'],
      ['GIF', gifImage, 'image/gif'],
    ])('serves a stored %s with its content type and nosniff', async (_name, make, type) => {
      const created = await api.request
        .post('/api/furniture-requests')
        .field({ fullName: 'Ada Lovelace', email: uniqueEmail('upload') })
        .attach('image', await make(), 'photo');
      const { image_path: name } = await requestRow(created.body.request.id);
      const res = await api.request.get(`/uploads/${name}`).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(
        Buffer.compare(res.body as Buffer, await readFile(join(api.dataDir, 'uploads', name))),
      ).toBe(0);
    });
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
