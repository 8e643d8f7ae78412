import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  startTestApi,
  submitProject,
  type Customer,
  type TestApi,
} from './harness';
import { pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

let api: TestApi;
let admin: string;
let ada: Customer;
let eve: Customer;

const base = (id: number) => `/api/furniture-requests/${id}/progress`;

async function inProgressProject(owner: Customer): Promise<number> {
  const id = await submitProject(api, owner.email);
  await quote(api, admin, id);
  await approve(api, owner.cookie, id);
  return id;
}

async function post(id: number, milestone: string): Promise<{ id: number; authorName: string }> {
  const res = await api.request
    .post(base(id))
    .set('Cookie', admin)
    .field({ milestone, note: 'First coat of oil' })
    .attach('photos', await pngImage(), 'oiled.png');
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

/** Suite: the workshop corrects or takes back a progress update, and who posted it is named. */
describe('HTTP progress edits and deletions', () => {
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signInAdmin(api);
    [ada, eve] = await Promise.all([createCustomer(api), createCustomer(api)]);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("signs an update posted with the owner's passkey with the workshop's name", async () => {
    const id = await inProgressProject(ada);
    const posted = await post(id, 'Finishing');
    expect(posted.authorName).toBe('Oak & Ember Woodworks');
    const listed = await api.request.get(base(id)).set('Cookie', ada.cookie);
    expect(listed.body.data[0]).toMatchObject({
      authorName: 'Oak & Ember Woodworks',
      editedAt: null,
    });
  });

  it('an edit changes the text, keeps the photos, and the customer sees it edited', async () => {
    const id = await inProgressProject(ada);
    const posted = await post(id, 'Finishing');
    const edited = await api.request
      .patch(`${base(id)}/${posted.id}`)
      .set('Cookie', admin)
      .send({ milestone: 'Finishing', note: 'Second coat of oil, drying' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.message).toBe('Progress update edited');

    const listed = await api.request.get(base(id)).set('Cookie', ada.cookie);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({
      id: posted.id,
      note: 'Second coat of oil, drying',
      editedAt: expect.any(String),
      photos: [expect.objectContaining({ name: 'oiled.png' })],
    });
    const photo = await api.request
      .get(listed.body.data[0].photos[0].thumbnailUrl)
      .set('Cookie', ada.cookie);
    expect(photo.status).toBe(200);
  });

  it('a deletion needs a reason; the customer no longer sees the update nor its photo', async () => {
    const id = await inProgressProject(ada);
    const kept = await post(id, 'Assembly');
    const wrong = await post(id, 'Wrong project');

    const noReason = await api.request
      .delete(`${base(id)}/${wrong.id}`)
      .set('Cookie', admin)
      .send({ reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please say why this update is deleted');

    const deleted = await api.request
      .delete(`${base(id)}/${wrong.id}`)
      .set('Cookie', admin)
      .send({ reason: 'Posted on the wrong project' });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ message: 'Progress update deleted', id: wrong.id });

    const listed = await api.request.get(base(id)).set('Cookie', ada.cookie);
    expect(listed.body.data.map((update: { id: number }) => update.id)).toEqual([kept.id]);
    const photo = await api.request
      .get(`${base(id)}/${wrong.id}/photos/1/thumbnail`)
      .set('Cookie', ada.cookie);
    expect(photo.status).toBe(404);

    const again = await api.request
      .delete(`${base(id)}/${wrong.id}`)
      .set('Cookie', admin)
      .send({ reason: 'Twice' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Progress update not found');

    // The row stays, with its reason, for the log.
    const row = await api.knex('progress_updates').where({ id: wrong.id }).first();
    expect(row).toMatchObject({ deleted_reason: 'Posted on the wrong project' });
    expect(row.deleted_at).toBeInstanceOf(Date);
  });

  it('the activity log tells of the edit and the deletion, with the reason', async () => {
    const id = await inProgressProject(ada);
    const posted = await post(id, 'Assembly');
    await api.request
      .patch(`${base(id)}/${posted.id}`)
      .set('Cookie', admin)
      .send({ milestone: 'Assembly done' });
    await api.request
      .delete(`${base(id)}/${posted.id}`)
      .set('Cookie', admin)
      .send({ reason: 'Photo shows another piece' });
    const log = await api.request
      .get(`/api/furniture-requests/${id}/activity`)
      .set('Cookie', admin);
    expect(log.status).toBe(200);
    const entries = log.body.data.filter((entry: { type: string }) =>
      entry.type.startsWith('progress_'),
    );
    expect(entries).toEqual([
      expect.objectContaining({ type: 'progress_posted', milestone: 'Assembly' }),
      expect.objectContaining({ type: 'progress_edited', milestone: 'Assembly done' }),
      expect.objectContaining({
        type: 'progress_deleted',
        milestone: 'Assembly done',
        reason: 'Photo shows another piece',
        actor: { role: 'admin' },
      }),
    ]);
  });

  it('refuses an empty text, an unknown update, another project’s update, and anyone not of the workshop', async () => {
    const id = await inProgressProject(ada);
    const other = await inProgressProject(eve);
    const posted = await post(id, 'Assembly');
    const patch = (project: number, update: number | string, cookie: string, body: object) =>
      api.request
        .patch(`${base(project)}/${update}`)
        .set('Cookie', cookie)
        .send(body);

    const empty = await patch(id, posted.id, admin, { milestone: '  ', note: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please choose a milestone or describe it');

    const unknown = await patch(id, 999_999, admin, { milestone: 'Assembly' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Progress update not found');

    const wrongProject = await patch(other, posted.id, admin, { milestone: 'Assembly' });
    expect(wrongProject.status).toBe(404);
    expect(wrongProject.body.message).toBe('Progress update not found');

    const notANumber = await patch(id, 'abc', admin, { milestone: 'Assembly' });
    expect(notANumber.status).toBe(400);

    const customer = await patch(id, posted.id, ada.cookie, { milestone: 'Mine now' });
    expect(customer.status).toBe(403);
    const visitor = await api.request.patch(`${base(id)}/${posted.id}`).send({ milestone: 'x' });
    expect(visitor.status).toBe(401);

    const stillThere = await api.request.get(base(id)).set('Cookie', ada.cookie);
    expect(stillThere.body.data[0]).toMatchObject({ milestone: 'Assembly', editedAt: null });
  });

  it('answers only as docs/openapi.yaml documents', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
