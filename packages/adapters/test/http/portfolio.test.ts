import { PORTFOLIO_SPEC_ITEMS } from '@workshop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, everyAnswer, signInAdmin, startTestApi, type TestApi } from './harness';
import { jpegWithGps, pngImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

const items = '/api/admin/portfolio/items';
const photos = (id: number) => `${items}/${id}/photos`;

interface ShownItem {
  id: number;
  specKey: string | null;
  title: string;
  subtitle: string;
  photos: { url: string; srcset: string; width: number; height: number; alt: string }[];
}

/**
 * The landing's portfolio over HTTP on PostgreSQL: the spec's six until the owner changes it,
 * then the owner's items in the owner's order, hidden ones off the landing, photos with alt
 * text served as WebP at the showcase widths.
 */
describe('HTTP the portfolio', () => {
  let api: TestApi;
  let owner: string;

  const shown = async (): Promise<ShownItem[]> =>
    (await api.request.get('/api/showcase')).body.portfolio as ShownItem[];

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signInAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("shows the spec's six, exactly, on a fresh install, without writing a row", async () => {
    expect(await shown()).toEqual(
      PORTFOLIO_SPEC_ITEMS.map(({ id, specKey, title, subtitle }) => ({
        id,
        specKey,
        title,
        subtitle,
        photos: [],
      })),
    );
    const listed = await api.request.get('/api/admin/portfolio').set('Cookie', owner);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(6);
    expect(listed.body.items[0]).toMatchObject({ id: 1, title: 'Live Edge Table', hidden: false });
    expect(await api.knex('portfolio_items').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('refuses anyone but the owner, before an upload is read', async () => {
    const customer = await createCustomer(api);
    const anonymous = await api.request.post(items).send({ title: 'A', subtitle: 'B' });
    expect(anonymous.status).toBe(401);
    const byCustomer = await api.request
      .post(photos(1))
      .set('Cookie', customer.cookie)
      .field('alt', 'A table')
      .attach('photos', await pngImage(800, 600), 'table.png');
    expect(byCustomer.status).toBe(403);
    expect(await api.knex('portfolio_photos').count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('adds photos with their alt text, checked and re-encoded, and serves them as WebP', async () => {
    const added = await api.request
      .post(photos(1))
      .set('Cookie', owner)
      .field('alt', 'The walnut slab from above')
      .field('alt', 'The butterfly key, close')
      .attach('photos', await pngImage(1200, 900), 'top.png')
      .attach('photos', await jpegWithGps(), 'key.jpg');
    expect(added.status, added.text).toBe(201);
    expect(added.body.message).toBe('Photos added');
    const [first] = await shown();
    expect(first?.title).toBe('Live Edge Table');
    expect(first?.photos.map((photo) => photo.alt)).toEqual([
      'The walnut slab from above',
      'The butterfly key, close',
    ]);
    const photo = first?.photos[0];
    const url = photo?.url ?? '';
    expect(url).toMatch(/^\/api\/portfolio\/photos\/\d+$/);
    expect(photo).toMatchObject({
      srcset: `${url}?w=480 480w, ${url}?w=720 720w, ${url} 960w, ${url}?w=1600 1200w`,
      width: 1200,
      height: 900,
    });
    const served = await api.request.get(url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 960 });
    const again = await api.request.get(url).set('If-None-Match', served.headers['etag'] ?? '');
    expect(again.status).toBe(304);
    // The stored file is the re-encoded one, under a name /uploads never serves.
    const [row] = await api.knex('portfolio_photos').select('path').orderBy('id');
    expect(row.path).toMatch(/^portfolio-[0-9a-f]{32}\.png$/);
    expect((await api.request.get(`/uploads/${row.path}`)).status).toBe(404);
  });

  it('refuses photos without alt text or that are not images, and keeps nothing of them', async () => {
    const before = await api.knex('portfolio_photos').count({ n: '*' });
    const noAlt = await api.request
      .post(photos(2))
      .set('Cookie', owner)
      .attach('photos', await pngImage(800, 600), 'a.png');
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.message).toBe('Please describe each photo (one alt text per photo)');
    const notImage = await api.request
      .post(photos(2))
      .set('Cookie', owner)
      .field('alt', 'A desk')
      .attach('photos', Buffer.from('<html>not an image</html>'), 'desk.png');
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('Image must be a JPEG, PNG or GIF file');
    const noItem = await api.request
      .post(photos(999))
      .set('Cookie', owner)
      .field('alt', 'A desk')
      .attach('photos', await pngImage(800, 600), 'a.png');
    expect(noItem.status).toBe(404);
    expect(await api.knex('portfolio_photos').count({ n: '*' })).toEqual(before);
    const files = await api.knex('portfolio_photos').select('path');
    expect(files).toHaveLength(Number(before[0]?.n));
  });

  it('renames, hides and shows again, keeping who changed it and when', async () => {
    const bad = await api.request.patch(`${items}/2`).set('Cookie', owner).send({ title: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please give the item a title');
    const nothing = await api.request.patch(`${items}/2`).set('Cookie', owner).send({});
    expect(nothing.status).toBe(400);

    const hidden = await api.request
      .patch(`${items}/2`)
      .set('Cookie', owner)
      .send({ hidden: true });
    expect(hidden.status, hidden.text).toBe(200);
    expect((await shown()).map((item) => item.title)).not.toContain('Conference Table');
    const row = await api.knex('portfolio_items').where({ id: 2 }).first();
    expect(row).toMatchObject({ hidden: true, title: 'Conference Table' });
    expect(row.changed_at).toBeInstanceOf(Date);

    const back = await api.request
      .patch(`${items}/2`)
      .set('Cookie', owner)
      .send({ hidden: false, subtitle: 'White oak, seats fourteen' });
    expect(back.status).toBe(200);
    expect((await shown())[1]).toMatchObject({
      title: 'Conference Table',
      subtitle: 'White oak, seats fourteen',
    });
  });

  it("a hidden item's photos leave the landing; only the owner still sees them", async () => {
    const [first] = await shown();
    const url = first?.photos[0]?.url ?? '';
    await api.request.patch(`${items}/1`).set('Cookie', owner).send({ hidden: true });
    expect((await api.request.get(url)).status).toBe(404);
    const preview = await api.request.get(url).set('Cookie', owner);
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    await api.request.patch(`${items}/1`).set('Cookie', owner).send({ hidden: false });
    expect((await api.request.get(url)).status).toBe(200);
  });

  it('moves items up and down; the ends stay where they are', async () => {
    const down = await api.request
      .post(`${items}/1/move`)
      .set('Cookie', owner)
      .send({ direction: 'down' });
    expect(down.status, down.text).toBe(200);
    expect((await shown()).slice(0, 2).map((item) => item.title)).toEqual([
      'Conference Table',
      'Live Edge Table',
    ]);
    const up = await api.request
      .post(`${items}/1/move`)
      .set('Cookie', owner)
      .send({ direction: 'up' });
    expect(up.status).toBe(200);
    const top = await api.request
      .post(`${items}/1/move`)
      .set('Cookie', owner)
      .send({ direction: 'up' });
    expect(top.status).toBe(200);
    expect((await shown())[0]?.title).toBe('Live Edge Table');
    const odd = await api.request
      .post(`${items}/1/move`)
      .set('Cookie', owner)
      .send({ direction: 'sideways' });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe('direction must be "up" or "down"');
  });

  it('adds an item that shows once it has a photo; removes a photo without losing its record', async () => {
    const added = await api.request
      .post(items)
      .set('Cookie', owner)
      .send({ title: 'Rocking Chair', subtitle: 'Ash and walnut' });
    expect(added.status, added.text).toBe(201);
    const item = added.body.items.at(-1);
    expect(item).toMatchObject({ title: 'Rocking Chair', specKey: null, photos: [] });
    expect((await shown()).map((one) => one.title)).not.toContain('Rocking Chair');

    const withPhoto = await api.request
      .post(photos(item.id))
      .set('Cookie', owner)
      .field('alt', 'An ash rocking chair')
      .attach('photos', await pngImage(800, 600), 'chair.png');
    expect(withPhoto.status, withPhoto.text).toBe(201);
    expect((await shown()).at(-1)?.title).toBe('Rocking Chair');

    const photoId = withPhoto.body.items.at(-1).photos[0].id as number;
    const alt = await api.request
      .patch(`${photos(item.id)}/${photoId}`)
      .set('Cookie', owner)
      .send({ alt: 'An ash rocking chair by the window' });
    expect(alt.status).toBe(200);
    expect((await shown()).at(-1)?.photos[0]?.alt).toBe('An ash rocking chair by the window');

    const removed = await api.request.delete(`${photos(item.id)}/${photoId}`).set('Cookie', owner);
    expect(removed.status).toBe(200);
    expect((await shown()).map((one) => one.title)).not.toContain('Rocking Chair');
    const row = await api.knex('portfolio_photos').where({ id: photoId }).first();
    expect(row.removed_at).toBeInstanceOf(Date);
    const twice = await api.request.delete(`${photos(item.id)}/${photoId}`).set('Cookie', owner);
    expect(twice.status).toBe(404);
  });

  it('puts a removed photo back on the landing, once', async () => {
    const added = await api.request
      .post(items)
      .set('Cookie', owner)
      .send({ title: 'Hall Bench', subtitle: 'Oak' });
    const item = added.body.items.at(-1);
    const withPhoto = await api.request
      .post(photos(item.id))
      .set('Cookie', owner)
      .field('alt', 'An oak hall bench')
      .attach('photos', await pngImage(800, 600), 'bench.png');
    const photoId = withPhoto.body.items.at(-1).photos[0].id as number;
    await api.request.delete(`${photos(item.id)}/${photoId}`).set('Cookie', owner);
    expect((await shown()).map((one) => one.title)).not.toContain('Hall Bench');

    const restored = await api.request
      .post(`${photos(item.id)}/${photoId}/restore`)
      .set('Cookie', owner);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.message).toBe('Photo restored');
    expect((await shown()).at(-1)?.photos.map((photo) => photo.alt)).toEqual(['An oak hall bench']);
    const row = await api.knex('portfolio_photos').where({ id: photoId }).first();
    expect(row.removed_at).toBeNull();

    const twice = await api.request
      .post(`${photos(item.id)}/${photoId}/restore`)
      .set('Cookie', owner);
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('Photo not found');
    const elsewhere = await api.request
      .post(`${photos(1)}/${photoId}/restore`)
      .set('Cookie', owner);
    expect(elsewhere.status).toBe(404);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
