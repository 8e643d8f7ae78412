import { workshopDay } from '@workshop/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  createCustomer,
  createTemporarySession,
  everyAnswer,
  quote,
  sessionCookie,
  signInAdmin,
  startTestApi,
  submitProject,
  uniqueEmail,
  type Customer,
  type TemporarySession,
  type TestApi,
} from './harness';
import { pdfDocument, pngImage } from './images';
import { expectOnlyDocumentedAnswers, loadOperations } from './openapi';

const ACTORS = ['anonymous', 'customerA', 'customerB', 'temporary', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Readonly<Record<ActorName, number>>;

interface Actors {
  readonly a: Customer;
  readonly b: Customer;
  readonly temporary: TemporarySession;
  readonly admin: string;
}

interface Context {
  readonly actor: ActorName;
  readonly actors: Actors;
  /** A fresh project of customer A, in the row's target state. */
  readonly projectId: number;
}

type Body = Readonly<Record<string, string | boolean | number>>;

interface Row {
  /** The operation as docs/openapi.yaml names it. */
  readonly operation: string;
  /** Tells rows of the same operation apart. */
  readonly label?: string;
  /** Added to the operation's path, whose {id} is the target project and {name} a stored image. */
  readonly query?: string;
  /** A project of customer A in that state, or (failed-email) an email that failed for good. */
  readonly target?:
    | 'new'
    | 'quoted'
    | 'in_progress'
    /** Accepted and marked completed by the workshop. */
    | 'completed'
    /** Quoted at a firm price with a deposit, and accepted: its deposit invoice is issued. */
    | 'priced'
    /** Priced, and one payment recorded. */
    | 'paid'
    | 'failed-email'
    | 'attachment'
    /** Quoted, with the workshop's PDF drawing on its version. */
    | 'drawing'
    | 'progress'
    /** {id}: a member of the team, invited afresh by the owner's passkey. */
    | 'staff';
  readonly body?: (ctx: Context) => Promise<Body> | Body;
  readonly multipart?: boolean;
  /** Sends a small PNG as the multipart "image" part. */
  readonly image?: boolean;
  /** Sends a small PDF as the multipart "files" part. */
  readonly drawing?: boolean;
  /** The call ends or replaces the caller's session: sessions are opened afresh after the row. */
  readonly endsSession?: boolean;
  /** The call changes the caller's password: the row runs with throwaway accounts. */
  readonly changesPassword?: boolean;
  readonly expect: Expected;
}

const all = (status: number): Expected => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  temporary: status,
  admin: status,
});
// Customers on others' projects: 404. Anonymous: 401. Customer on admin routes: 403.
// Temporary-password sessions: 403 on everything a full session is needed for.
const OWNER_ONLY = { anonymous: 401, customerA: 200, customerB: 404, temporary: 403, admin: 403 };
const ADMIN_ONLY = { anonymous: 401, customerA: 403, customerB: 403, temporary: 403, admin: 200 };
const OWNER_OR_ADMIN = { ...OWNER_ONLY, admin: 200 };
/** Any customer with a full session, owner or not, and nobody else. */
const ANY_CUSTOMER = { anonymous: 401, customerA: 200, customerB: 200, temporary: 403, admin: 403 };
const OTHER_SIDE = { anonymous: 401, customerA: 403, customerB: 403, temporary: 403, admin: 403 };

const row = (operation: string, expected: Expected, options: Partial<Row> = {}): Row => ({
  operation,
  expect: expected,
  ...options,
});
const ownSide = (ctx: Context) => (ctx.actor === 'admin' ? 'admin' : 'customer');
const otherSide = (ctx: Context) => (ctx.actor === 'admin' ? 'customer' : 'admin');
const say = (senderType: string) => ({ message: 'Hello', senderName: 'Me', senderType });
const sessionId = () => `session_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;

/** Shared across rows: an account to sign in to, one to reset, and one stored image. */
let signInTarget: Customer;
let resetTarget: Customer;
let imageName: string;
/** The message with attachments on the project a row with target 'attachment' acts on. */
let attachmentMessageId = 0;
/** The progress update (one photo) on the project a row with target 'progress' acts on. */
let progressUpdateId = 0;
/** The deposit invoice, and the payment, of the project a 'priced' or 'paid' row acts on. */
let invoiceId = 0;
let paymentId = 0;
let api: TestApi;

const ROWS: Row[] = [
  row('POST /api/customizations', all(200), {
    multipart: true,
    body: () => ({ sessionId: sessionId(), furnitureType: 'table' }),
  }),
  // Read back by anyone holding the session id (none was saved under this one: 404 for all).
  row('GET /api/customizations', all(404), { query: '?sessionId=session_1700000000000_nosuchone' }),
  // The wizard's image is the draft's: anyone holding the session id, as for a draft save.
  row('POST /api/customizations/image', all(201), {
    multipart: true,
    image: true,
    body: () => ({ sessionId: sessionId(), furnitureType: 'table' }),
  }),
  row('DELETE /api/customizations/image', all(200), {
    body: () => ({ sessionId: sessionId(), reference: '0123456789abcdef0123456789abcdef.png' }),
  }),
  row('GET /api/furniture-requests/{id}', ADMIN_ONLY, { target: 'new' }),
  row('GET /api/furniture-requests/{id}/design', ADMIN_ONLY, { target: 'new' }),
  row('GET /api/furniture-requests/{id}/activity', ADMIN_ONLY, { target: 'in_progress' }),
  row('POST /api/furniture-requests', all(201), {
    body: () => ({ fullName: 'Visitor', email: uniqueEmail('matrix') }),
  }),
  row('GET /api/furniture-requests', { ...ANY_CUSTOMER, admin: 200 }),
  row('GET /api/admin/furniture-requests', ADMIN_ONLY),
  row('PATCH /api/furniture-requests/{id}', OWNER_ONLY, {
    target: 'new',
    body: (ctx) => ({ fullName: 'Edited', email: ctx.actors.a.email }),
  }),
  row('DELETE /api/furniture-requests/{id}', ADMIN_ONLY, { target: 'new' }),
  row('DELETE /api/furniture-requests/{id}/customer-delete', OWNER_ONLY, { target: 'new' }),
  row('POST /api/furniture-requests/{id}/quote', ADMIN_ONLY, {
    target: 'new',
    body: () => ({ quoteAmount: '$900', quotedBy: 'Sam' }),
  }),
  row('POST /api/furniture-requests/{id}/approve', OWNER_ONLY, {
    target: 'quoted',
    body: () => ({ signatureName: 'Ada Lovelace' }),
  }),
  row('POST /api/furniture-requests/{id}/request-changes', OWNER_ONLY, {
    target: 'quoted',
    body: () => ({ message: 'Could the top be oak?' }),
  }),
  row('POST /api/furniture-requests/{id}/decline', OWNER_ONLY, {
    target: 'quoted',
    body: () => ({ reason: 'Over our budget' }),
  }),
  row('GET /api/furniture-requests/{id}/quotes', OWNER_OR_ADMIN, { target: 'quoted' }),
  row('GET /api/furniture-requests/{id}/quotes/{version}/pdf', OWNER_OR_ADMIN, {
    target: 'quoted',
  }),
  row(
    'POST /api/admin/furniture-requests/{id}/quotes/{version}/drawings',
    { ...ADMIN_ONLY, admin: 201 },
    { target: 'quoted', drawing: true },
  ),
  row('GET /api/furniture-requests/{id}/quotes/{version}/drawings/{position}', OWNER_OR_ADMIN, {
    target: 'drawing',
  }),
  // Only the customer's own opening counts: the team's is refused, not recorded.
  row('POST /api/furniture-requests/{id}/quotes/{version}/viewed', OWNER_ONLY, {
    target: 'quoted',
  }),
  row('PATCH /api/furniture-requests/{id}/status', ADMIN_ONLY, {
    target: 'in_progress',
    body: () => ({ status: 'completed' }),
  }),
  row('PATCH /api/furniture-requests/{id}/admin-notes', ADMIN_ONLY, {
    target: 'new',
    body: () => ({ adminNotes: 'Call first' }),
  }),
  row('GET /api/furniture-requests/{id}/messages', OWNER_OR_ADMIN, { target: 'new' }),
  row(
    'POST /api/furniture-requests/{id}/messages',
    { ...OWNER_OR_ADMIN, customerA: 201, admin: 201 },
    {
      label: 'own side',
      target: 'new',
      body: (ctx) => say(ownSide(ctx)),
    },
  ),
  row('POST /api/furniture-requests/{id}/messages', OTHER_SIDE, {
    label: 'claiming the other side',
    target: 'new',
    body: (ctx) => say(otherSide(ctx)),
  }),
  // {messageId}: the workshop's message on the target project, carrying one image and one PDF.
  row(
    'GET /api/furniture-requests/{id}/messages/{messageId}/attachments/{position}',
    OWNER_OR_ADMIN,
    {
      label: 'an image',
      target: 'attachment',
    },
  ),
  row(
    'GET /api/furniture-requests/{id}/messages/{messageId}/attachments/{position}',
    OWNER_OR_ADMIN,
    {
      label: 'a PDF',
      target: 'attachment',
    },
  ),
  row('GET /api/furniture-requests/{id}/progress', OWNER_OR_ADMIN, { target: 'in_progress' }),
  row(
    'POST /api/furniture-requests/{id}/progress',
    { ...ADMIN_ONLY, admin: 201 },
    {
      target: 'in_progress',
      multipart: true,
      body: () => ({ milestone: 'Assembly', note: 'Glued up' }),
    },
  ),
  row('POST /api/furniture-requests/{id}/progress/read', OWNER_ONLY, { target: 'in_progress' }),
  // {updateId}: the workshop's update on the target project, with one photo.
  row('GET /api/furniture-requests/{id}/progress/{updateId}/photos/{n}', OWNER_OR_ADMIN, {
    target: 'progress',
  }),
  row('GET /api/furniture-requests/{id}/progress/{updateId}/photos/{n}/thumbnail', OWNER_OR_ADMIN, {
    target: 'progress',
  }),
  row('PATCH /api/furniture-requests/{id}/progress/{updateId}', ADMIN_ONLY, {
    target: 'progress',
    body: () => ({ milestone: 'Finishing', note: 'Second coat' }),
  }),
  row('DELETE /api/furniture-requests/{id}/progress/{updateId}', ADMIN_ONLY, {
    target: 'progress',
    body: () => ({ reason: 'Posted on the wrong project' }),
  }),
  row('POST /api/furniture-requests/{id}/messages/read', OWNER_OR_ADMIN, {
    label: 'own side',
    target: 'new',
    body: (ctx) => ({ userType: ownSide(ctx) }),
  }),
  row('POST /api/furniture-requests/{id}/messages/read', OTHER_SIDE, {
    label: 'claiming the other side',
    target: 'new',
    body: (ctx) => ({ userType: otherSide(ctx) }),
  }),
  row('GET /api/messages/unread-counts', ANY_CUSTOMER, { query: '?userType=customer' }),
  row('GET /api/messages/unread-counts', ADMIN_ONLY, { query: '?userType=admin' }),
  row('GET /api/auth/session', all(200)),
  row('POST /api/auth/signin', all(200), {
    endsSession: true,
    body: () => ({ email: signInTarget.email, password: signInTarget.password }),
  }),
  row('POST /api/auth/signout', all(200), { endsSession: true }),
  row('POST /api/auth/forgot-password', all(200), {
    body: () => ({ email: signInTarget.email }),
  }),
  row(
    'POST /api/auth/change-password',
    { ...all(200), anonymous: 401, admin: 403 },
    {
      changesPassword: true,
      body: (ctx) => ({ currentPassword: currentPassword(ctx), newPassword: 'Changed-Pass-99' }),
    },
  ),
  row('POST /api/auth/reset-password/check', all(200), {
    body: async () => ({ token: await resetToken() }),
  }),
  row('POST /api/auth/reset-password', all(200), {
    body: async () => ({ token: await resetToken(), newPassword: 'Reset-Pass-123' }),
  }),
  row('POST /api/debug/reset-password', all(200), {
    body: () => ({ email: resetTarget.email, newPassword: 'Debug-Pass-123' }),
  }),
  row('POST /api/admin/login', all(200), {
    endsSession: true,
    body: () => ({ passkey: api.adminPasskey }),
  }),
  row('POST /api/admin/logout', all(200), { endsSession: true }),
  row('GET /api/admin/emails', ADMIN_ONLY, { query: '?status=failed' }),
  // The owner's passkey is the owner: the team is theirs to manage (staff are refused in
  // staff-accounts.test.ts).
  row('GET /api/admin/staff', ADMIN_ONLY),
  row(
    'POST /api/admin/staff',
    { ...ADMIN_ONLY, admin: 201 },
    { body: () => ({ email: uniqueEmail('staff'), name: 'Sam Carver', role: 'staff' }) },
  ),
  row('DELETE /api/admin/staff/{id}', ADMIN_ONLY, { target: 'staff' }),
  row('PUT /api/admin/owner-passkey', ADMIN_ONLY, { body: () => ({ enabled: true }) }),
  row('POST /api/admin/staff-login', all(401), {
    body: () => ({ email: 'nobody@example.com', password: 'Not-a-member-1' }),
  }),
  row('POST /api/admin/staff-invitation', all(400), {
    body: () => ({ token: 'not-an-invitation-token', newPassword: 'Chosen-Pass-123' }),
  }),
  // Passkeys belong to a named member: the owner's shared passkey names nobody, so it too is
  // refused (a member's own session adds one in passkeys.test.ts).
  row('POST /api/admin/passkeys/options', { ...ADMIN_ONLY, admin: 403 }),
  row('GET /api/admin/passkeys', { ...ADMIN_ONLY, admin: 403 }),
  // {id}: any real id; the passkey's owner removes it in passkeys.test.ts.
  row('DELETE /api/admin/passkeys/{id}', { ...ADMIN_ONLY, admin: 403 }, { target: 'staff' }),
  row(
    'POST /api/admin/passkeys',
    { ...ADMIN_ONLY, admin: 403 },
    { body: () => ({ challengeId: 'not-a-challenge' }) },
  ),
  row('POST /api/staff-invitations/passkey/options', all(400), {
    body: () => ({ token: 'not-an-invitation-token' }),
  }),
  row('POST /api/staff-invitations/passkey', all(400), {
    body: () => ({ token: 'not-an-invitation-token', challengeId: 'not-a-challenge' }),
  }),
  row('POST /api/auth/passkey/options', all(200)),
  row('POST /api/auth/passkey', all(400), { body: () => ({ challengeId: 'not-a-challenge' }) }),
  row('GET /api/admin/emails/{id}', ADMIN_ONLY, { target: 'failed-email' }),
  row('POST /api/admin/emails/{id}/resend', ADMIN_ONLY, { target: 'failed-email' }),
  // The signed copy of an accepted quote: its customer and the workshop, the same bytes.
  row('GET /api/furniture-requests/{id}/signed-copy', OWNER_OR_ADMIN, { target: 'in_progress' }),
  // Reviews: the customer writes their own (a completed piece only); the workshop reads and
  // moderates them; anyone reads the approved ones. A fresh project holds no review yet.
  row('GET /api/furniture-requests/{id}/review', OWNER_OR_ADMIN, { target: 'completed' }),
  row('PUT /api/furniture-requests/{id}/review', OWNER_ONLY, {
    target: 'completed',
    body: () => ({ rating: 5, text: 'Beautiful table' }),
  }),
  row(
    'DELETE /api/furniture-requests/{id}/review',
    { ...OWNER_ONLY, customerA: 404 },
    { target: 'completed' },
  ),
  row('GET /api/admin/reviews', ADMIN_ONLY),
  // {id} names a review; the target project's id is none.
  row(
    'PATCH /api/admin/reviews/{id}',
    { ...ADMIN_ONLY, admin: 404 },
    { target: 'completed', body: () => ({ status: 'approved' }) },
  ),
  // Invoices and payments: the customer and the workshop read them; the workshop records.
  row('GET /api/furniture-requests/{id}/payments', OWNER_OR_ADMIN, { target: 'priced' }),
  row('GET /api/furniture-requests/{id}/invoices/{invoiceId}/pdf', OWNER_OR_ADMIN, {
    target: 'priced',
  }),
  row(
    'POST /api/admin/furniture-requests/{id}/payments',
    { ...ADMIN_ONLY, admin: 201 },
    {
      target: 'priced',
      body: () => ({
        amountCents: 10_000,
        paidOn: workshopDay(new Date()),
        method: 'cash',
      }),
    },
  ),
  row('POST /api/admin/furniture-requests/{id}/payments/{paymentId}/void', ADMIN_ONLY, {
    target: 'paid',
    body: () => ({ reason: 'Entered twice' }),
  }),
  row('GET /api/showcase', all(200)),
  // Showing a finished piece: the customer answers, the workshop publishes with a yes only.
  row('GET /api/furniture-requests/{id}/showcase-consent', OWNER_OR_ADMIN, {
    target: 'completed',
  }),
  row('PUT /api/furniture-requests/{id}/showcase-consent', OWNER_ONLY, {
    target: 'completed',
    body: () => ({ allowed: true }),
  }),
  row(
    'POST /api/furniture-requests/{id}/publish',
    { ...ADMIN_ONLY, admin: 409 },
    { target: 'completed', body: () => ({ title: 'Walnut table', text: 'Oiled walnut' }) },
  ),
  // {id} names a published piece; none is published under the project's id, for anyone.
  row('GET /api/showcase/pieces/{id}/photos/{n}', all(404), { target: 'completed' }),
  row('GET /api/admin/request-table', ADMIN_ONLY),
  row('GET /api/admin/inbox', ADMIN_ONLY),
  // The workshop's profile: anyone reads it, the owner changes it (the passkey is the owner).
  row('GET /api/workshop-profile', all(200)),
  row('PUT /api/admin/workshop-profile', { ...ADMIN_ONLY, admin: 400 }, { body: () => ({}) }),
  row('GET /api/admin/workshop-profile/history', ADMIN_ONLY),
  // {id} names a saved version; none is saved under the project's id.
  row(
    'POST /api/admin/workshop-profile/history/{id}/restore',
    { ...ADMIN_ONLY, admin: 404 },
    { target: 'completed' },
  ),
  // The team's photos: {n} names a member; no profile is saved, so there is none to change:
  // the member is looked up before the form is read.
  row(
    'POST /api/admin/workshop-profile/team/{n}/photo',
    { ...ADMIN_ONLY, admin: 404 },
    { multipart: true, body: () => ({ note: 'no photo' }) },
  ),
  row('DELETE /api/admin/workshop-profile/team/{n}/photo', { ...ADMIN_ONLY, admin: 404 }),
  // No team photo is stored under {photoId}.
  row('GET /api/workshop-profile/team-photos/{photoId}', all(404)),
  // The portfolio: the owner edits it (the passkey is the owner); anyone reads its shown photos.
  // Each body is refused as incomplete, so no row changes what the next one finds.
  row('GET /api/admin/portfolio', ADMIN_ONLY),
  row('POST /api/admin/portfolio/items', { ...ADMIN_ONLY, admin: 400 }, { body: () => ({}) }),
  // {id} names an item: the target project's id, a real number whatever it names.
  row(
    'PATCH /api/admin/portfolio/items/{id}',
    { ...ADMIN_ONLY, admin: 400 },
    { target: 'new', body: () => ({}) },
  ),
  row(
    'POST /api/admin/portfolio/items/{id}/move',
    { ...ADMIN_ONLY, admin: 400 },
    { target: 'new', body: () => ({}) },
  ),
  row(
    'POST /api/admin/portfolio/items/{id}/photos',
    { ...ADMIN_ONLY, admin: 400 },
    { target: 'new', multipart: true, body: () => ({ alt: 'A table' }) },
  ),
  row(
    'PATCH /api/admin/portfolio/items/{id}/photos/{photoId}',
    { ...ADMIN_ONLY, admin: 400 },
    { target: 'new', body: () => ({}) },
  ),
  // No photo is stored under {photoId}.
  row(
    'DELETE /api/admin/portfolio/items/{id}/photos/{photoId}',
    { ...ADMIN_ONLY, admin: 404 },
    { target: 'new' },
  ),
  row(
    'POST /api/admin/portfolio/items/{id}/photos/{photoId}/restore',
    { ...ADMIN_ONLY, admin: 404 },
    { target: 'new' },
  ),
  row('GET /api/portfolio/photos/{photoId}', all(404)),
  // The price list: anyone reads it (the wizard prices with it), the owner changes it.
  row('GET /api/price-list', all(200)),
  row('PUT /api/admin/price-list', { ...ADMIN_ONLY, admin: 400 }, { body: () => ({}) }),
  row('GET /api/admin/price-list/history', ADMIN_ONLY),
  // {id} names a saved version; none is saved under the project's id.
  row(
    'POST /api/admin/price-list/history/{id}/restore',
    { ...ADMIN_ONLY, admin: 404 },
    { target: 'completed' },
  ),
  row('GET /uploads/{name}', all(200)),
  row('GET /healthz', all(200)),
  row('GET /readyz', all(200)),
  // The metrics answer to their token only: no session, the workshop's included, opens them.
  row('GET /metrics', all(401)),
];

function currentPassword(ctx: Context): string {
  if (ctx.actor === 'temporary') return ctx.actors.temporary.temporaryPassword;
  if (ctx.actor === 'customerB') return ctx.actors.b.password;
  return ctx.actors.a.password;
}

async function resetToken(): Promise<string> {
  const issued = await api.useCases.issueResetToken.execute(resetTarget.userId);
  if (!issued.ok) throw new Error(issued.error.message);
  return issued.value.token;
}

/** Suite 3: for every route, what each kind of caller gets. */
describe('HTTP authorization matrix', () => {
  let actors: Actors;

  const newActors = async (): Promise<Actors> => {
    const [a, b, temporary, admin] = await Promise.all([
      createCustomer(api),
      createCustomer(api),
      createTemporarySession(api),
      signInAdmin(api),
    ]);
    return { a, b, temporary, admin };
  };

  /** The same people, signed in again: for after a row that ended their sessions. */
  const reopenSessions = async (current: Actors): Promise<Actors> => {
    const signIn = async (email: string, password: string) =>
      sessionCookie(await api.request.post('/api/auth/signin').send({ email, password }));
    const t = current.temporary;
    return {
      a: { ...current.a, cookie: await signIn(current.a.email, current.a.password) },
      b: { ...current.b, cookie: await signIn(current.b.email, current.b.password) },
      temporary: { ...t, cookie: await signIn(t.email, t.temporaryPassword) },
      admin: await signInAdmin(api),
    };
  };

  beforeAll(async () => {
    api = await startTestApi({ metricsToken: 'metrics-token-for-the-matrix' });
    [actors, signInTarget, resetTarget] = await Promise.all([
      newActors(),
      createCustomer(api),
      createCustomer(api),
    ]);
    const created = await api.request
      .post('/api/furniture-requests')
      .field({ fullName: 'Ada', email: uniqueEmail('image') })
      .attach('image', await pngImage(), 'piece.png');
    const row = await api.knex('furniture_requests').where({ id: created.body.request.id }).first();
    imageName = row.image_path;
  });
  afterAll(async () => {
    await api?.close();
  });

  const cookieOf = (who: ActorName, from: Actors): string | undefined =>
    ({
      anonymous: undefined,
      customerA: from.a.cookie,
      customerB: from.b.cookie,
      temporary: from.temporary.cookie,
      admin: from.admin,
    })[who];

  /** Customer A's fresh project, brought to the state the row acts on. */
  const prepareTarget = async (row: Row, from: Actors): Promise<number> => {
    if (!row.target) return 0;
    if (row.target === 'failed-email') {
      const [email] = await api
        .knex('email_deliveries')
        .insert({
          event_id: randomUUID(),
          template: 'quote-ready',
          recipient: from.a.email,
          status: 'failed',
          last_error: '550 5.1.1 No such mailbox',
        })
        .returning('id');
      return email.id;
    }
    if (row.target === 'staff') {
      const invited = await api.request
        .post('/api/admin/staff')
        .set('Cookie', from.admin)
        .send({ email: uniqueEmail('staff'), name: 'Sam Carver', role: 'staff' });
      if (invited.status !== 201) throw new Error(`invite answered ${invited.status}`);
      return invited.body.member.id;
    }
    const id = await submitProject(api, from.a.email);
    if (row.target === 'attachment') {
      const sent = await api.request
        .post(`/api/furniture-requests/${id}/messages`)
        .set('Cookie', from.admin)
        .field({ message: 'Drawings attached', senderName: 'Sam', senderType: 'admin' })
        .attach('attachments', await pngImage(), 'front.png')
        .attach('attachments', pdfDocument(), 'plan.pdf');
      if (sent.status !== 201) throw new Error(`attachments answered ${sent.status}: ${sent.text}`);
      attachmentMessageId = sent.body.data.id;
      return id;
    }
    if (row.target === 'priced' || row.target === 'paid') {
      const quoted = await api.request
        .post(`/api/furniture-requests/${id}/quote`)
        .set('Cookie', from.admin)
        .send({ quoteAmount: '$5,650', quotedBy: 'Sam', priceCents: 565_000, depositPercent: 50 });
      if (quoted.status !== 200) throw new Error(`quote answered ${quoted.status}: ${quoted.text}`);
      await approve(api, from.a.cookie, id);
      invoiceId = (await api.knex('invoices').where({ request_id: id }).first('id')).id;
      if (row.target === 'paid') {
        const paid = await api.request
          .post(`/api/admin/furniture-requests/${id}/payments`)
          .set('Cookie', from.admin)
          .send({ amountCents: 282_500, paidOn: workshopDay(new Date()), method: 'bank_transfer' });
        if (paid.status !== 201) throw new Error(`payment answered ${paid.status}: ${paid.text}`);
        paymentId = paid.body.data.payments[0].id;
      }
      return id;
    }
    if (row.target !== 'new') await quote(api, from.admin, id);
    if (row.target === 'drawing') {
      const attached = await api.request
        .post(`/api/admin/furniture-requests/${id}/quotes/1/drawings`)
        .set('Cookie', from.admin)
        .attach('files', pdfDocument(), 'plan.pdf');
      if (attached.status !== 201) {
        throw new Error(`drawings answered ${attached.status}: ${attached.text}`);
      }
    }
    if (row.target === 'in_progress' || row.target === 'progress' || row.target === 'completed') {
      await approve(api, from.a.cookie, id);
    }
    if (row.target === 'completed') {
      const done = await api.request
        .patch(`/api/furniture-requests/${id}/status`)
        .set('Cookie', from.admin)
        .send({ status: 'completed', notes: '' });
      if (done.status !== 200) throw new Error(`complete answered ${done.status}: ${done.text}`);
    }
    if (row.target === 'progress') {
      const posted = await api.request
        .post(`/api/furniture-requests/${id}/progress`)
        .set('Cookie', from.admin)
        .field({ milestone: 'Finishing' })
        .attach('photos', await pngImage(), 'oiled.png');
      if (posted.status !== 201)
        throw new Error(`progress answered ${posted.status}: ${posted.text}`);
      progressUpdateId = posted.body.data.id;
    }
    return id;
  };

  const snapshot = async (row: Row, id: number) =>
    row.target === 'failed-email'
      ? { email: await api.knex('email_deliveries').where({ id }).first() }
      : row.target === 'staff'
        ? { staff: await api.knex('staff').where({ id }).first() }
        : {
            request: await api.knex('furniture_requests').where({ id }).first(),
            messages: await api.knex('messages').where({ project_id: id }).count({ n: '*' }),
            progress: await api
              .knex('progress_updates')
              .where({ request_id: id })
              .count({ n: '*' }),
            quotes: await api.knex('quote_versions').where({ request_id: id }).orderBy('version'),
            drawings: await api
              .knex('quote_version_drawings')
              .where({ request_id: id })
              .count({ n: '*' }),
            acceptance: await api.knex('quote_acceptances').where({ request_id: id }).first(),
          };

  const title = (row: Row) => {
    const detail = row.label ?? row.query;
    return detail ? `${row.operation} (${detail})` : row.operation;
  };

  it.each(ROWS.map((row) => [title(row), row] as const))('%s', async (_title, row) => {
    const used = row.changesPassword ? await newActors() : actors;
    const got: Record<string, number> = {};
    for (const actor of ACTORS) {
      const projectId = await prepareTarget(row, used);
      const ctx: Context = { actor, actors: used, projectId };
      const before = row.target ? await snapshot(row, projectId) : null;

      let req = api.request[methodOf(row)](urlOf(row, ctx));
      const cookie = cookieOf(actor, used);
      if (cookie) req = req.set('Cookie', cookie);
      const body = row.body ? await row.body(ctx) : undefined;
      if (body) req = row.multipart ? req.field(body as Record<string, string>) : req.send(body);
      if (row.image) req = req.attach('image', await pngImage(), 'piece.png');
      if (row.drawing) req = req.attach('files', pdfDocument(), 'plan.pdf');
      const res = await req;

      got[actor] = res.status;
      if (res.status >= 400) {
        expect(typeof res.body.message, `${actor}: ${res.text}`).toBe('string');
        expect(res.body.message.length).toBeGreaterThan(0);
        // A refused call leaves the project exactly as it was.
        if (before) expect(await snapshot(row, projectId)).toEqual(before);
      }
    }
    expect(got).toEqual(row.expect);
    if (row.endsSession) actors = await reopenSessions(actors);
  });

  it("answers another customer's project exactly like a project that does not exist", async () => {
    const projectId = await submitProject(api, actors.a.email);
    const answer = async (id: number) => {
      const res = await api.request
        .get(`/api/furniture-requests/${id}/messages`)
        .set('Cookie', actors.b.cookie);
      return { status: res.status, body: res.body as unknown };
    };
    expect(await answer(projectId)).toEqual(await answer(2_000_000_000));
  });

  it('covers every operation of docs/openapi.yaml', () => {
    const documented = loadOperations().map((op) => `${op.method} ${op.path}`);
    expect([...new Set(ROWS.map((row) => row.operation))].sort()).toEqual(documented.sort());
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});

type Method = 'get' | 'post' | 'patch' | 'delete';
const methodOf = (row: Row): Method => row.operation.split(' ')[0]!.toLowerCase() as Method;
const urlOf = (row: Row, ctx: Context): string =>
  row.operation
    .split(' ')[1]!
    .replace('{id}', String(ctx.projectId))
    .replace('{name}', imageName)
    .replace('{version}', '1')
    .replace('{messageId}', String(attachmentMessageId))
    .replace('{updateId}', String(progressUpdateId))
    .replace('{invoiceId}', String(invoiceId))
    .replace('{paymentId}', String(paymentId))
    .replace('{n}', '1')
    .replace('{photoId}', '999')
    .replace('{position}', row.label === 'a PDF' ? '2' : '1') + (row.query ?? '');
