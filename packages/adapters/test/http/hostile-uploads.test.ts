import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyAnswer, startTestApi, uniqueEmail, type TestApi } from './harness';
import { expectRefusedCleanly, titled, type HostileCase } from './hostile';
import { pngImage, webpImage } from './images';
import { expectOnlyDocumentedAnswers } from './openapi';

let api: TestApi;
/** Real images, made once in beforeAll. */
let png: Buffer;
let webp: Buffer;

const MB = 1024 * 1024;
const NOT_AN_IMAGE = 'Image must be a JPEG, PNG or GIF file';
const ONE_IMAGE = 'Only one image can be uploaded, in the "image" field';
const UNREADABLE_FORM = 'The multipart form could not be read';

const fields = () => ({ fullName: 'Ada Lovelace', email: uniqueEmail('upload') });
const submitFile = (file: Buffer, filename = 'photo.png', contentType = 'image/png') =>
  api.request
    .post('/api/furniture-requests')
    .field(fields())
    .attach('image', file, { filename, contentType });
const draftFile = (file: Buffer, filename = 'photo.png') =>
  api.request
    .post('/api/customizations')
    .field({ sessionId: 'session_1_uploads01', furnitureType: 'table' })
    .attach('image', file, filename);
const multipart = (boundary: string, body: string) =>
  api.request
    .post('/api/furniture-requests')
    .set('Content-Type', `multipart/form-data${boundary}`)
    .send(body);
const oversized = () => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(10 * MB - 3)]);

const FILES: HostileCase[] = [
  ['a text file renamed .png', () => submitFile(Buffer.from('just some text')), 400, NOT_AN_IMAGE],
  [
    'an SVG with a script, named .png',
    () =>
      submitFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')),
    400,
    NOT_AN_IMAGE,
  ],
  [
    'an HTML page declared image/gif',
    () => submitFile(Buffer.from('<html><script>alert(1)</script></html>'), 'x.gif', 'image/gif'),
    400,
    NOT_AN_IMAGE,
  ],
  ['a WebP renamed .jpg', () => submitFile(webp, 'photo.jpg', 'image/jpeg'), 400, NOT_AN_IMAGE],
  ['a PNG cut short', () => submitFile(png.subarray(0, 40)), 400, 'The image could not be read'],
  [
    'a text file renamed .png, on a draft',
    () => draftFile(Buffer.from('not an image')),
    400,
    NOT_AN_IMAGE,
  ],
  [
    'a 10 MB + 1 byte file',
    () => submitFile(oversized(), 'big.jpg', 'image/jpeg'),
    400,
    'Image must be 10 MB or smaller',
  ],
  [
    'a 10 MB + 1 byte file, on a draft',
    () => draftFile(oversized(), 'big.jpg'),
    400,
    'Image must be 10 MB or smaller',
  ],
  ['a zero-byte file', () => submitFile(Buffer.alloc(0)), 400, 'The image file is empty'],
  [
    'two files in the image field',
    () => submitFile(png).attach('image', png, 'second.png'),
    400,
    ONE_IMAGE,
  ],
  [
    'a file in another field',
    () => api.request.post('/api/furniture-requests').field(fields()).attach('photo', png, 'a.png'),
    400,
    ONE_IMAGE,
  ],
  [
    'a valid image beside an invalid field',
    () =>
      api.request
        .post('/api/furniture-requests')
        .field({ fullName: '', email: 'a@b.co' })
        .attach('image', png, 'a.png'),
    400,
    'Full name is required',
  ],
  [
    'a valid image beside a NUL character',
    () =>
      api.request
        .post('/api/furniture-requests')
        .field({ ...fields(), phone: '5\u00005' })
        .attach('image', png, 'a.png'),
    400,
    'Text must not contain NUL characters',
  ],
  [
    'a multipart type without a boundary',
    () => multipart('', 'fullName=Ada'),
    400,
    UNREADABLE_FORM,
  ],
  [
    'a multipart body cut short',
    () =>
      multipart(
        '; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
      ),
    400,
    UNREADABLE_FORM,
  ],
];

/** Suite 4, uploads: files that are not what they claim, and paths that try to leave /uploads. */
describe('HTTP hostile input: uploads', () => {
  beforeAll(async () => {
    api = await startTestApi();
    [png, webp] = await Promise.all([pngImage(), webpImage()]);
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(titled(FILES))('refuses %s and keeps no file', (_name, c) =>
    expectRefusedCleanly(api, c),
  );

  describe('path traversal on /uploads', () => {
    /** Sent byte for byte: a client-side URL parser would resolve the dots before we see them. */
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string; type: string | undefined }>((resolve, reject) => {
        const { hostname, port } = new URL(api.baseUrl);
        const req = httpRequest({ host: hostname, port, path }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }),
          );
        });
        req.on('error', reject);
        req.end();
      });

    beforeAll(async () => {
      // What a traversal would be after: local mode keeps the admin passkey in the data folder.
      await writeFile(join(api.dataDir, 'admin-passkey'), 'top-secret-passkey');
    });

    it.each([
      '/uploads/../../etc/passwd',
      '/uploads/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/%252e%252e%252fetc%252fpasswd',
      '/uploads/..%5C..%5Cetc%5Cpasswd',
      '/uploads/....//....//etc/passwd',
      '/uploads/..%2Fadmin-passkey',
      '/uploads/%2e%2e/admin-passkey',
      '/uploads/../admin-passkey',
      '/uploads/..',
      '/uploads/.env',
      '/uploads/%00',
      `/uploads/${'a'.repeat(32)}.png`,
      `/uploads/${'a'.repeat(32)}.png%00.txt`,
      `/uploads/${'A'.repeat(32)}.PNG`,
    ])('GET %s is a 404 with a message', async (path) => {
      const res = await rawGet(path);
      expect(res.status).toBe(404);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
      expect(res.body).not.toMatch(/root:|top-secret/);
    });
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
