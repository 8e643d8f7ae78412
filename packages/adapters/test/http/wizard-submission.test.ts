import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, startTestApi, uniqueEmail, type TestApi } from './harness';
import { pngImage } from './images';

let counter = 0;
/** session_{timestamp}_{9 characters}, as the browser makes them. */
const newSession = () => `session_${Date.now()}_${String(++counter).padStart(9, 'w')}`;

/**
 * The wizard's side of a request: a draft read back to restore the wizard, the visitor's notes
 * kept in full beside the summary, the budget, and a session that is submitted only once.
 */
describe('wizard drafts and submissions', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const saveDraft = (fields: Record<string, string>) =>
    api.request.post('/api/customizations').field(fields);

  it('reads a saved draft back (design, notes, image), never its contact details', async () => {
    const sessionId = newSession();
    const image = await api.request
      .post('/api/customizations/image')
      .field({ sessionId, furnitureType: 'desk' })
      .attach('image', await pngImage(20, 20), 'inspiration.png');
    expect(image.status).toBe(201);
    const saved = await saveDraft({
      sessionId,
      furnitureType: 'desk',
      style: 'scandinavian',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      dimensions: '{"width":"60.5"}',
      features: '["Cable Management"]',
      notes: 'Beside a window',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '717-555-0100',
    });
    expect(saved.status).toBe(200);

    const res = await api.request.get('/api/customizations').query({ sessionId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      draft: {
        sessionId,
        furnitureType: 'desk',
        style: 'scandinavian',
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        surfaceFinish: null,
        specificFinish: null,
        dimensions: '{"width":"60.5"}',
        features: ['Cable Management'],
        // A desk has no base or leaves: none were given.
        base: null,
        leafCount: null,
        leafLength: null,
        notes: 'Beside a window',
        timeline: null,
        image: {
          reference: (image.body as { image: { reference: string } }).image.reference,
          originalName: 'inspiration.png',
        },
        updatedAt: expect.any(String),
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Ada|ada@example|717-555/);
  });

  it('says why it cannot: a malformed id 400, none saved 404, already submitted 409', async () => {
    const bad = await api.request.get('/api/customizations').query({ sessionId: '../etc' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Session ID is not one this site gave out' });
    const none = await api.request.get('/api/customizations');
    expect(none.status).toBe(400);

    const unknown = await api.request.get('/api/customizations').query({ sessionId: newSession() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No saved design for this session' });

    const sessionId = newSession();
    expect((await saveDraft({ sessionId, furnitureType: 'table' })).status).toBe(200);
    const submitted = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'Ada Lovelace', email: uniqueEmail('draft'), sessionId });
    expect(submitted.status).toBe(201);
    const after = await api.request.get('/api/customizations').query({ sessionId });
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({ message: 'This design has already been submitted.' });
  });

  it('keeps 2000 characters of notes in full and the budget, both shown to the customer', async () => {
    const email = uniqueEmail('notes');
    const notes = `For a sunny alcove.\n${'Seats eight on weekdays, ten at Christmas. '.repeat(60)}`
      .slice(0, 2000)
      .trim();
    const res = await api.request.post('/api/furniture-requests').send({
      fullName: 'Ada Lovelace',
      email,
      furnitureType: 'table',
      description: 'Custom Table - modern Style',
      budgetRange: '2500-5000',
      notes,
      sessionId: newSession(),
    });
    expect(res.status).toBe(201);
    const id = (res.body as { request: { id: number } }).request.id;
    expect(await api.knex('furniture_requests').where({ id }).first()).toMatchObject({
      notes,
      budget_range: '2500-5000',
    });

    const customer = await createCustomer(api, email);
    const list = await api.request.get('/api/furniture-requests').set('Cookie', customer.cookie);
    expect(list.status).toBe(200);
    expect((list.body as { id: number }[]).find((project) => project.id === id)).toMatchObject({
      notes,
      budgetRange: '2500-5000',
    });

    const tooLong = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'Ada Lovelace', email, notes: 'n'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: 'Notes must be 2000 characters or less' });
  });

  it('answers two identical submissions of one session, sent at once, with one request', async () => {
    const sessionId = newSession();
    const email = uniqueEmail('double-tap');
    expect(
      (await saveDraft({ sessionId, furnitureType: 'locker', style: 'industrial' })).status,
    ).toBe(200);
    const image = await api.request
      .post('/api/customizations/image')
      .field({ sessionId, furnitureType: 'locker' })
      .attach('image', await pngImage(12, 12), 'locker.png');
    const imageRef = (image.body as { image: { reference: string } }).image.reference;
    const body = {
      fullName: 'Ada Lovelace',
      email,
      furnitureType: 'locker',
      description: 'Custom Locker - industrial Style',
      notes: 'Two tabs, one request',
      sessionId,
      imageRef,
    };

    const [first, second] = await Promise.all([
      api.request.post('/api/furniture-requests').send(body),
      api.request.post('/api/furniture-requests').send(body),
    ]);
    expect([first?.status, second?.status]).toEqual([201, 201]);
    expect(second?.body).toEqual(first?.body);
    const id = (first?.body as { request: { id: number } }).request.id;

    const rows = await api.knex('furniture_requests').where({ email });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, image_path: imageRef, wizard_session_id: sessionId });
    const events = await api
      .knex('outbox')
      .whereRaw("payload->>'email' = ?", [email])
      .select('type');
    // One confirmation, one account: a second would be a second email.
    expect(events.map((event: { type: string }) => event.type).sort()).toEqual([
      'AccountCreated',
      'RequestSubmitted',
    ]);

    // And later, from the Back button's page or a reload: the same answer, still nothing new.
    const third = await api.request.post('/api/furniture-requests').send(body);
    expect(third.status).toBe(201);
    expect(third.body).toEqual(first?.body);
    expect(await api.knex('furniture_requests').where({ email })).toHaveLength(1);
    expect(await api.knex('outbox').whereRaw("payload->>'email' = ?", [email])).toHaveLength(2);
  });
});
