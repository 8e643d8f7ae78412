import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  createCustomer,
  everyAnswer,
  quote,
  signInAdmin,
  submitProject,
  startTestApi,
  uniqueEmail,
  type Customer,
  type TestApi,
} from './harness';
import { expectRefusedCleanly, titled, type HostileCase } from './hostile';
import { pdfDocument, pngBomb, pngImage, webpImage } from './images';
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

/** A customer with a project, who sends the message attachments below. */
let poster: Customer;
const messagesOf = () => `/api/furniture-requests/${poster.projectId}/messages`;
const messageWith = (files: readonly (readonly [Buffer, string])[], fields = {}) => {
  let req = api.request
    .post(messagesOf())
    .set('Cookie', poster.cookie)
    .field({ message: 'See attached', senderName: 'Ada', senderType: 'customer', ...fields });
  for (const [bytes, name] of files) req = req.attach('attachments', bytes, name);
  return req;
};
const NOT_ATTACHABLE = (name: string) => `"${name}" is not a JPEG, PNG, GIF, WebP or PDF file`;

/** The message attachments' upload path: the same attacks, and those only a PDF allows. */
const ATTACHMENTS: HostileCase[] = [
  [
    'a text file renamed .png, as an attachment',
    () => messageWith([[Buffer.from('just some text'), 'photo.png']]),
    400,
    NOT_ATTACHABLE('photo.png'),
  ],
  [
    'an SVG with a script, named .png, as an attachment',
    () =>
      messageWith([
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'a.png'],
      ]),
    400,
    NOT_ATTACHABLE('a.png'),
  ],
  [
    'an HTML page named .pdf',
    () => messageWith([[Buffer.from('<html><script>alert(1)</script></html>'), 'plan.pdf']]),
    400,
    NOT_ATTACHABLE('plan.pdf'),
  ],
  [
    'a PDF header in front of an HTML page (a polyglot)',
    () =>
      messageWith([
        [Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>'), 'p.pdf'],
      ]),
    400,
    '"p.pdf" could not be read as a PDF',
  ],
  [
    'a GIF header in front of a script (a polyglot)',
    () => messageWith([[Buffer.from('GIF89a/*\x00\x00*/=alert(1);'), 'x.gif']]),
    400,
    '"x.gif" could not be read as an image',
  ],
  [
    'a PDF named .jpg',
    () => messageWith([[pdfDocument(), 'photo.jpg']]),
    400,
    '"photo.jpg" is not what its name says: its content is a PDF',
  ],
  [
    'a decompression bomb (900 megapixels in a few hundred bytes)',
    () => messageWith([[pngBomb(), 'bomb.png']]),
    400,
    '"bomb.png" is too large: at most 40 megapixels',
  ],
  [
    'a PNG cut short, as an attachment',
    () => messageWith([[png.subarray(0, 40), 'cut.png']]),
    400,
    '"cut.png" could not be read as an image',
  ],
  [
    'a 10 MB + 1 byte attachment',
    () => messageWith([[oversized(), 'big.jpg']]),
    400,
    '"big.jpg" is larger than 10 MB: each attachment must be 10 MB or smaller',
  ],
  [
    'a zero-byte attachment',
    () => messageWith([[Buffer.alloc(0), 'empty.png']]),
    400,
    '"empty.png" is empty',
  ],
  [
    'four attachments',
    () => messageWith([1, 2, 3, 4].map((n) => [png, `p${n}.png`] as const)),
    400,
    'A message can carry at most 3 attachments',
  ],
  [
    'a file in another field of a message',
    () => messageWith([]).attach('image', png, 'a.png'),
    400,
    'Files go in the "attachments" field',
  ],
  [
    'two good files and a bad third one',
    () =>
      messageWith([
        [png, 'one.png'],
        [pdfDocument(), 'two.pdf'],
        [Buffer.from('MZ\x90\x00 not really a program'), 'three.pdf'],
      ]),
    400,
    NOT_ATTACHABLE('three.pdf'),
  ],
  [
    'good attachments beside an invalid field',
    () => messageWith([[png, 'one.png']], { senderType: 'robot' }),
    400,
    "Sender type must be 'admin' or 'customer'",
  ],
  [
    'good attachments beside a NUL character',
    () => messageWith([[png, 'one.png']], { senderName: 'A\u0000da' }),
    400,
    'Text must not contain NUL characters',
  ],
  [
    'a message body cut short',
    () =>
      api.request
        .post(messagesOf())
        .set('Cookie', poster.cookie)
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send(
          '--XYZ\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n%PDF-1.4',
        ),
    400,
    UNREADABLE_FORM,
  ],
];

/** The workshop's session and a project in progress, for the progress photos below. */
let admin: string;
let progressProject: number;
const progressWith = (files: readonly (readonly [Buffer, string])[], fields = {}) => {
  let req = api.request
    .post(`/api/furniture-requests/${progressProject}/progress`)
    .set('Cookie', admin)
    .field({ milestone: 'Assembly', ...fields });
  for (const [bytes, name] of files) req = req.attach('photos', bytes, name);
  return req;
};

/** The progress photos' upload path (up to six images): the same attacks as every upload. */
const PROGRESS_PHOTOS: HostileCase[] = [
  [
    'a text file renamed .png, as a progress photo',
    () => progressWith([[Buffer.from('just some text'), 'photo.png']]),
    400,
    NOT_AN_IMAGE,
  ],
  [
    'an SVG with a script, named .png, as a progress photo',
    () =>
      progressWith([
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), 'a.png'],
      ]),
    400,
    NOT_AN_IMAGE,
  ],
  [
    'a WebP renamed .jpg, as a progress photo',
    () => progressWith([[webp, 'photo.jpg']]),
    400,
    NOT_AN_IMAGE,
  ],
  [
    'a PNG cut short, as a progress photo',
    () => progressWith([[png.subarray(0, 40), 'cut.png']]),
    400,
    'The image could not be read',
  ],
  [
    'a decompression bomb, as a progress photo',
    () => progressWith([[pngBomb(), 'bomb.png']]),
    400,
    'Image is too large: at most 40 megapixels',
  ],
  [
    'a zero-byte progress photo',
    () => progressWith([[Buffer.alloc(0), 'empty.png']]),
    400,
    'The image file is empty',
  ],
  [
    'a 10 MB + 1 byte progress photo',
    () => progressWith([[oversized(), 'big.jpg']]),
    400,
    'Each photo must be 10 MB or smaller',
  ],
  [
    'a good progress photo, then a renamed text file (the good one is not kept either)',
    () =>
      progressWith([
        [png, 'good.png'],
        [Buffer.from('not an image'), 'bad.png'],
      ]),
    400,
    `Photo 2: ${NOT_AN_IMAGE}`,
  ],
  [
    'seven progress photos',
    () => progressWith(Array.from({ length: 7 }, (_, i) => [png, `p${i}.png`] as const)),
    400,
    'At most 6 photos can be posted, in the "photos" field',
  ],
  [
    'a progress photo in another field',
    () => progressWith([]).attach('image', png, 'a.png'),
    400,
    'At most 6 photos can be posted, in the "photos" field',
  ],
  [
    'a progress photo beside a NUL character',
    () => progressWith([[png, 'a.png']], { note: 'a\u0000b' }),
    400,
    'Text must not contain NUL characters',
  ],
];

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
    [png, webp, poster] = await Promise.all([pngImage(), webpImage(), createCustomer(api)]);
    admin = await signInAdmin(api);
    progressProject = await submitProject(api, poster.email);
    await quote(api, admin, progressProject);
    await approve(api, poster.cookie, progressProject);
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(titled(FILES))('refuses %s and keeps no file', (_name, c) =>
    expectRefusedCleanly(api, c),
  );

  it.each(titled(PROGRESS_PHOTOS))(
    'refuses %s and keeps no update and no file',
    async (_name, c) => {
      const rows = () => api.knex('progress_updates').count({ n: '*' });
      const before = await rows();
      await expectRefusedCleanly(api, c);
      expect(await rows()).toEqual(before);
    },
  );

  it.each(titled(ATTACHMENTS))('refuses %s and keeps no message and no file', (_name, c) =>
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
      // A message attachment's name, even a real one, is never served here (only to its owners).
      `/uploads/attachment-${'a'.repeat(32)}.pdf`,
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
