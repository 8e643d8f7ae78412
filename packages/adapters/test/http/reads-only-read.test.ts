import { workshopDay } from '@workshop/domain';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_PASSKEY } from '@workshop/application';
import {
  createCustomer,
  everyAnswer,
  sessionCookie,
  signInAdmin,
  startTestApi,
  uniqueEmail,
  type Customer,
  type TestApi,
} from './harness';
import { pdfDocument, pngImage } from './images';
import { expectOnlyDocumentedAnswers, loadOperations } from './openapi';

const METRICS_TOKEN = 'metrics-token-for-the-reads';

/** The real values a project offers for each path parameter of the document. */
interface ProjectIds {
  readonly id: number;
  readonly version: readonly number[];
  readonly messageId: readonly number[];
  readonly position: readonly number[];
  readonly updateId: readonly number[];
  readonly n: readonly number[];
  readonly invoiceId: readonly number[];
}

/** Queries each operation is also called with: the spec's, the pages', the filters. */
function queriesOf(path: string, customer: Customer, sessionId: string): readonly string[] {
  switch (path) {
    case '/api/customizations':
      return [`?sessionId=${sessionId}`];
    case '/api/furniture-requests':
      return ['', `?customerEmail=${encodeURIComponent(customer.email)}`, '?status=quoted&limit=5'];
    case '/api/admin/furniture-requests':
      return ['', '?status=quoted&limit=5', '?q=Ada&sort=oldest'];
    case '/api/messages/unread-counts':
      return ['?userType=customer', '?userType=admin'];
    case '/api/admin/emails':
      return ['', '?status=failed'];
    default:
      return [''];
  }
}

/** Every concrete URL for a documented path: each project's real ids, every combination. */
function urlsFor(
  path: string,
  projects: readonly ProjectIds[],
  imageName: string,
  emailId: number,
  pieceId: number,
  portfolioPhotoId: number,
  teamPhotoId: number,
): string[] {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return [path];
  if (path === '/api/admin/emails/{id}') return [path.replace('{id}', `${emailId}`)];
  if (path === '/api/showcase/pieces/{id}/photos/{n}') {
    return [path.replace('{id}', `${pieceId}`).replace('{n}', '1')];
  }
  if (path === '/api/portfolio/photos/{photoId}') {
    return [path.replace('{photoId}', `${portfolioPhotoId}`)];
  }
  if (path === '/api/workshop-profile/team-photos/{photoId}') {
    return [path.replace('{photoId}', `${teamPhotoId}`)];
  }
  if (names.length === 1 && names[0] === 'name') return [path.replace('{name}', imageName)];
  const urls: string[] = [];
  for (const project of projects) {
    let partial = [path];
    for (const name of names) {
      const values: readonly number[] =
        name === 'id' ? [project.id] : (project[name as keyof Omit<ProjectIds, 'id'>] ?? []);
      if (!(name === 'id' || name in project)) {
        throw new Error(`No real value for {${name}} of ${path}: add one to this test`);
      }
      partial = partial.flatMap((url) =>
        values.map((value) => url.replace(`{${name}}`, `${value}`)),
      );
    }
    urls.push(...partial);
  }
  return urls;
}

/** Every row of every table, in a stable order: any insert, update or delete shows. */
async function everyRow(api: TestApi): Promise<Record<string, string[]>> {
  const tables = (await api
    .knex('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .pluck('table_name')) as string[];
  const rows: Record<string, string[]> = {};
  for (const table of tables.sort()) {
    const all = (await api.knex(table).select()) as unknown[];
    rows[table] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** Every file under the data folder (uploads, scratch space). */
async function everyFile(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe('every GET of docs/openapi.yaml only reads: no row, no outbox event, no file changes', () => {
  let api: TestApi;
  let admin: string;
  /** A member of the team under their own account: the reads of their own things. */
  let member: string;
  let ada: Customer;
  let sessionId: string;
  let imageName: string;
  let emailId: number;
  let pieceId: number;
  let portfolioPhotoId: number;
  let teamPhotoId: number;
  const projects: ProjectIds[] = [];

  beforeAll(async () => {
    api = await startTestApi({ metricsToken: METRICS_TOKEN });
    admin = await signInAdmin(api);
    ada = await createCustomer(api);
    const memberEmail = uniqueEmail('member');
    const invited = await api.useCases.inviteStaff.execute(OWNER_PASSKEY, {
      email: memberEmail,
      name: 'Pat Joiner',
      role: 'staff',
    });
    if (!invited.ok) throw new Error(invited.error.message);
    const issued = await api.useCases.issueStaffInvitation.execute(invited.value.id);
    if (!issued.ok) throw new Error(issued.error.message);
    await api.useCases.acceptStaffInvitation.execute({
      token: issued.value.token,
      newPassword: 'Dovetail-Joint-2026',
    });
    member = sessionCookie(
      await api.request
        .post('/api/admin/staff-login')
        .send({ email: memberEmail, password: 'Dovetail-Joint-2026' }),
    );
    const asAdmin = (method: 'get' | 'put' | 'post' | 'patch', url: string) =>
      api.request[method](url).set('Cookie', admin);
    const asAda = (url: string) => api.request.post(url).set('Cookie', ada.cookie);
    const quote = async (id: number, amount: string) => {
      const res = await asAdmin('post', `/api/furniture-requests/${id}/quote`).send({
        quoteAmount: amount,
        quotedBy: 'Sam',
      });
      expect(res.status, res.text).toBe(200);
    };

    // A project with an image, quoted twice and waiting for Ada's answer, its current version
    // not yet opened: the reads that once marked it viewed and emailed the team.
    const withImage = await api.request
      .post('/api/furniture-requests')
      .field({ fullName: 'Ada Lovelace', email: ada.email, description: 'A walnut desk' })
      .attach('image', await pngImage(), 'desk.png');
    expect(withImage.status, withImage.text).toBe(201);
    const waiting = withImage.body.request.id as number;
    const stored = await api.knex('furniture_requests').where({ id: waiting }).first('image_path');
    imageName = (stored as { image_path: string }).image_path;
    await quote(waiting, '$1,800');
    await quote(waiting, '$1,650');
    await asAda(`/api/furniture-requests/${waiting}/messages`).send({
      message: 'Is oak possible?',
      senderName: 'Ada',
      senderType: 'customer',
    });
    projects.push({
      id: waiting,
      version: [1, 2],
      messageId: [],
      position: [],
      updateId: [],
      n: [],
      invoiceId: [],
    });

    // A firm price with a deposit, accepted, one payment recorded: the invoice and account reads.
    const priced = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'Ada Lovelace', email: ada.email, description: 'An oak bench' });
    expect(priced.status, priced.text).toBe(201);
    const pricedId = priced.body.request.id as number;
    const pricedQuote = await asAdmin('post', `/api/furniture-requests/${pricedId}/quote`).send({
      quoteAmount: '$5,650',
      quotedBy: 'Sam',
      priceCents: 565_000,
      depositPercent: 50,
    });
    expect(pricedQuote.status, pricedQuote.text).toBe(200);
    expect((await asAda(`/api/furniture-requests/${pricedId}/approve`)).status).toBe(200);
    const paid = await asAdmin('post', `/api/admin/furniture-requests/${pricedId}/payments`).send({
      amountCents: 100_000,
      paidOn: workshopDay(new Date()),
      method: 'cheque',
    });
    expect(paid.status, paid.text).toBe(201);
    projects.push({
      id: pricedId,
      version: [1],
      messageId: [],
      position: [],
      updateId: [],
      n: [],
      invoiceId: (paid.body.data.invoices as { id: number }[]).map((invoice) => invoice.id),
    });

    // A visitor's design in the wizard, not sent yet: the draft read back to restore it.
    sessionId = `session_${Date.now()}_draftsonl`;
    const open = await api.request
      .post('/api/customizations')
      .field({ sessionId, furnitureType: 'desk', style: 'modern' });
    expect(open.status, open.text).toBe(200);

    // A project from the wizard, accepted, in the workshop with a photo and a file sent.
    const designedSession = `session_${Date.now()}_readsonly`;
    const draft = await api.request.post('/api/customizations').field({
      sessionId: designedSession,
      furnitureType: 'table',
      dimensions: JSON.stringify({ length: '72' }),
    });
    expect(draft.status, draft.text).toBe(200);
    const designed = await api.request.post('/api/furniture-requests').send({
      fullName: 'Ada Lovelace',
      email: ada.email,
      furnitureType: 'table',
      sessionId: designedSession,
    });
    expect(designed.status, designed.text).toBe(201);
    const building = designed.body.request.id as number;
    await quote(building, '$2,400');
    // The workshop's drawings on its quote, numbered like the message's files below.
    const drawings = await asAdmin(
      'post',
      `/api/admin/furniture-requests/${building}/quotes/1/drawings`,
    )
      .attach('files', await pngImage(), 'front.png')
      .attach('files', pdfDocument(), 'plan.pdf');
    expect(drawings.status, drawings.text).toBe(201);
    expect((await asAda(`/api/furniture-requests/${building}/approve`)).status).toBe(200);
    const sent = await asAdmin('post', `/api/furniture-requests/${building}/messages`)
      .field({ message: 'Drawings attached', senderName: 'Sam', senderType: 'admin' })
      .attach('attachments', await pngImage(), 'front.png')
      .attach('attachments', pdfDocument(), 'plan.pdf');
    expect(sent.status, sent.text).toBe(201);
    const posted = await asAdmin('post', `/api/furniture-requests/${building}/progress`)
      .field({ milestone: 'Finishing' })
      .attach('photos', await pngImage(), 'oiled.png');
    expect(posted.status, posted.text).toBe(201);
    // An email as the worker leaves it once sent, with the copy the team may open.
    const [email] = await api
      .knex('email_deliveries')
      .insert({
        event_id: randomUUID(),
        template: 'quote-ready',
        recipient: ada.email,
        project_id: building,
        status: 'sent',
        sent_at: new Date(),
        sent_subject: 'Your quote is ready',
        sent_text: 'Hello Ada,\n\nYour quote is ready.',
      })
      .returning('id');
    emailId = email.id;
    // Finished, and shown on the landing with its customer's yes: the public photo's reads.
    const done = await asAdmin('patch', `/api/furniture-requests/${building}/status`).send({
      status: 'completed',
    });
    expect(done.status, done.text).toBe(200);
    const yes = await api.request
      .put(`/api/furniture-requests/${building}/showcase-consent`)
      .set('Cookie', ada.cookie)
      .send({ allowed: true });
    expect(yes.status, yes.text).toBe(200);
    const published = await asAdmin('post', `/api/furniture-requests/${building}/publish`).send({
      title: 'Walnut Dining Table',
      photos: [{ updateId: posted.body.data.id as number, n: 1 }],
    });
    expect(published.status, published.text).toBe(201);
    pieceId = published.body.data.id as number;
    // A portfolio photo, shown on the landing: the public photo's reads.
    const portfolio = await asAdmin('post', '/api/admin/portfolio/items/1/photos')
      .field('alt', 'A walnut table')
      .attach('photos', await pngImage(), 'table.png');
    expect(portfolio.status, portfolio.text).toBe(201);
    portfolioPhotoId = portfolio.body.items[0].photos[0].id as number;
    // A team member with a photo, shown on the landing: the team photo's reads.
    const profile = await asAdmin('get', '/api/workshop-profile');
    const team = [{ name: 'Maya Thornton', role: 'Maker', photo: null }];
    const saved = await asAdmin('put', '/api/admin/workshop-profile').send({
      ...profile.body.profile,
      team,
    });
    expect(saved.status, saved.text).toBe(200);
    const teamPhoto = await asAdmin('post', '/api/admin/workshop-profile/team/1/photo').attach(
      'photo',
      await pngImage(),
      'maya.png',
    );
    expect(teamPhoto.status, teamPhoto.text).toBe(200);
    teamPhotoId = teamPhoto.body.version.profile.team[0].photo.id as number;
    projects.push({
      id: building,
      version: [1],
      messageId: [sent.body.data.id as number],
      position: [1, 2],
      updateId: [posted.body.data.id as number],
      n: [1],
      invoiceId: [],
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('as the workshop, the customer and a visitor, with real ids', async () => {
    const callers = { admin, customer: ada.cookie, visitor: undefined } as const;
    // The owner's passkey has no passkeys of its own: a member reads theirs.
    const callersOf = (path: string) =>
      path === '/api/admin/passkeys' ? { ...callers, member } : callers;
    const gets = loadOperations().filter((operation) => operation.method === 'GET');
    expect(gets.length).toBeGreaterThan(15);

    const rowsBefore = await everyRow(api);
    const filesBefore = await everyFile(api.dataDir);
    const answered = new Map<string, number[]>();
    for (const { path } of gets) {
      for (const url of urlsFor(
        path,
        projects,
        imageName,
        emailId,
        pieceId,
        portfolioPhotoId,
        teamPhotoId,
      )) {
        for (const query of queriesOf(path, ada, sessionId)) {
          for (const [who, cookie] of Object.entries(callersOf(path))) {
            let call = api.request.get(url + query);
            if (cookie) call = call.set('Cookie', cookie);
            if (path === '/metrics') call = call.set('Authorization', `Bearer ${METRICS_TOKEN}`);
            const res = await call;
            expect(res.status, `${who} GET ${url}${query}: ${res.text}`).toBeLessThan(500);
            answered.set(path, [...(answered.get(path) ?? []), res.status]);
          }
        }
      }
    }
    // Each read was made for real: someone got its answer, not only refusals.
    for (const { path } of gets) {
      expect(
        answered.get(path)?.some((status) => status === 200),
        path,
      ).toBe(true);
    }

    const rowsAfter = await everyRow(api);
    expect(rowsAfter['outbox']).toEqual(rowsBefore['outbox']);
    expect(rowsAfter).toEqual(rowsBefore);
    expect(await everyFile(api.dataDir)).toEqual(filesBefore);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
