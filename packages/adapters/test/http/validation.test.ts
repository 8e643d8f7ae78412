import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@workshop/domain';
import {
  createCustomer,
  everyAnswer,
  signInAdmin,
  startTestApi,
  stored,
  uniqueEmail,
  type Customer,
  type TestApi,
} from './harness';
import { expectOnlyDocumentedAnswers } from './openapi';

type Who = 'anonymous' | 'customer' | 'admin';
type Body = Record<string, string>;

/** Where a rule is enforced: the call and who makes it. */
interface Route {
  readonly method: 'get' | 'post' | 'patch';
  readonly path: (projectId: number) => string;
  readonly as: Who;
  /** Sent as multipart/form-data (as the web app sends drafts and requests) instead of JSON. */
  readonly multipart?: boolean;
}

interface Case extends Route {
  /** The field the `errors` map names, when the message belongs to one. */
  readonly field: string | undefined;
  readonly body: Body | undefined;
  /** The rule, as spec section 5 words its message. */
  readonly message: string;
}

const project = (id: number) => `/api/furniture-requests/${id}`;
const at = (path: string) => () => path;
const SUBMIT: Route = { method: 'post', path: at('/api/furniture-requests'), as: 'anonymous' };
const SUBMIT_FORM: Route = { ...SUBMIT, multipart: true };
const EDIT: Route = { method: 'patch', path: project, as: 'customer' };
const QUOTE: Route = { method: 'post', path: (id) => `${project(id)}/quote`, as: 'admin' };
const STATUS: Route = { method: 'patch', path: (id) => `${project(id)}/status`, as: 'admin' };
const SAY: Route = { method: 'post', path: (id) => `${project(id)}/messages`, as: 'customer' };
const SAY_ADMIN: Route = { ...SAY, as: 'admin' };
const READ: Route = { method: 'post', path: (id) => `${project(id)}/messages/read`, as: 'admin' };
const UNREAD: Route = { method: 'get', path: at('/api/messages/unread-counts'), as: 'admin' };
const DRAFT: Route = { ...SUBMIT, path: at('/api/customizations'), multipart: true };
const SIGN_IN: Route = { ...SUBMIT, path: at('/api/auth/signin') };
const FORGOT: Route = { ...SUBMIT, path: at('/api/auth/forgot-password') };
const CHANGE: Route = { method: 'post', path: at('/api/auth/change-password'), as: 'customer' };
const RESET: Route = { ...SUBMIT, path: at('/api/auth/reset-password') };
const DEBUG: Route = { ...SUBMIT, path: at('/api/debug/reset-password') };

const rule = (route: Route, field: string | undefined, body: Body | undefined, message: string) =>
  ({ ...route, field, body, message }) satisfies Case;

const email = 'valid@example.com';
const long = (n: number) => 'x'.repeat(n);
const strong = 'Long-enough-1';

/** Each message of spec section 5, from the route that enforces it (and a few of ours). */
const CASES: Case[] = [
  // The request schema: on submission (JSON and the wizard's multipart) and on the customer edit.
  ...[SUBMIT, SUBMIT_FORM, EDIT].flatMap((route) => [
    rule(route, 'fullName', { email }, 'Full name is required'),
    rule(route, 'fullName', { fullName: '   ', email }, 'Full name is required'),
    rule(route, 'email', { fullName: 'Ada', email: 'ada@' }, 'Please enter a valid email address'),
    rule(
      route,
      'description',
      { fullName: 'Ada', email, description: long(501) },
      'Description must be 500 characters or less',
    ),
  ]),
  ...[SUBMIT, SUBMIT_FORM].map((route) =>
    rule(
      route,
      'status',
      { fullName: 'Ada', email, status: 'archived' },
      'Status must be one of: new, quoted, in_progress, completed, declined',
    ),
  ),
  // Quote, and the one manual status change.
  rule(QUOTE, 'quoteAmount', { quotedBy: 'Sam' }, 'Quote amount is required'),
  rule(QUOTE, 'quoteAmount', { quoteAmount: '  ', quotedBy: 'Sam' }, 'Quote amount is required'),
  rule(QUOTE, 'quotedBy', { quoteAmount: '$900' }, 'Employee name is required'),
  rule(STATUS, 'status', { status: 'quoted' }, "Status can only be set to 'completed'"),
  // Messages.
  rule(
    SAY,
    'message',
    { message: ' ', senderName: 'Ada', senderType: 'customer' },
    'Message is required',
  ),
  rule(
    SAY_ADMIN,
    'message',
    { message: long(1001), senderName: 'Sam', senderType: 'admin' },
    'Message must be 1000 characters or less',
  ),
  rule(SAY, 'senderName', { message: 'Hello', senderType: 'customer' }, 'Sender name is required'),
  rule(
    SAY_ADMIN,
    'senderName',
    { message: 'Hello', senderName: long(101), senderType: 'admin' },
    'Sender name must be 100 characters or less',
  ),
  rule(
    SAY_ADMIN,
    'senderType',
    { message: 'Hello', senderName: 'Sam', senderType: 'robot' },
    "Sender type must be 'admin' or 'customer'",
  ),
  rule(READ, 'userType', { userType: 'robot' }, "User type must be 'admin' or 'customer'"),
  rule(
    { ...UNREAD, path: at('/api/messages/unread-counts?userType=robot') },
    undefined,
    undefined,
    "User type must be 'admin' or 'customer'",
  ),
  // The wizard's draft.
  rule(DRAFT, 'sessionId', { furnitureType: 'table' }, 'Session ID is required'),
  rule(DRAFT, 'furnitureType', { sessionId: 'session_1_abcdefghi' }, 'Furniture type is required'),
  // Sign-in and forgot-password.
  rule(SIGN_IN, 'email', { email: 'ada', password: strong }, 'Please enter a valid email address'),
  rule(SIGN_IN, 'password', { email, password: '' }, 'Password is required'),
  rule(FORGOT, 'email', { email: 'ada@@example.com' }, 'Please enter a valid email address'),
  // Change password (the confirmation is the form's own check: the API takes none).
  rule(CHANGE, 'currentPassword', { newPassword: strong }, 'Current password is required'),
  rule(
    CHANGE,
    'newPassword',
    { currentPassword: 'whatever', newPassword: 'short' },
    'New password must be at least 8 characters',
  ),
  // A common or leaked password is refused wherever one is chosen, saying why (issue 17).
  rule(
    CHANGE,
    'newPassword',
    { currentPassword: 'whatever', newPassword: 'password' },
    COMMON_PASSWORD_MESSAGE,
  ),
  rule(
    CHANGE,
    'newPassword',
    { currentPassword: 'whatever', newPassword: 'P@ssw0rd' },
    COMMON_PASSWORD_MESSAGE,
  ),
  rule(RESET, 'newPassword', { token: 'abc', newPassword: 'qwerty123' }, COMMON_PASSWORD_MESSAGE),
  rule(DEBUG, 'newPassword', { email, newPassword: 'iloveyou2' }, COMMON_PASSWORD_MESSAGE),
  // Reset by token, and the debug page.
  rule(
    RESET,
    'newPassword',
    { token: 'abc', newPassword: 'short' },
    'Password must be at least 8 characters',
  ),
  rule(RESET, 'token', { newPassword: strong }, 'Invalid or missing reset token'),
  rule(RESET, 'token', { token: '   ', newPassword: strong }, 'Invalid or missing reset token'),
  rule(
    DEBUG,
    'email',
    { email: 'nope', newPassword: strong },
    'Please enter a valid email address',
  ),
  rule(
    DEBUG,
    'newPassword',
    { email, newPassword: 'short' },
    'Password must be at least 8 characters',
  ),
];

/** Suite 2: every validation message comes back as a 400 with exactly that `message`. */
describe('HTTP validation messages', () => {
  let api: TestApi;
  let customer: Customer;
  let admin: string;

  beforeAll(async () => {
    api = await startTestApi();
    [customer, admin] = await Promise.all([createCustomer(api), signInAdmin(api)]);
  });
  afterAll(async () => {
    await api?.close();
  });

  const cookieFor = (who: Who) =>
    who === 'admin' ? admin : who === 'customer' ? customer.cookie : undefined;

  const title = (c: Case) =>
    `${c.method.toUpperCase()} ${c.path(1)}${c.multipart ? ' (multipart)' : ''}: ${c.message}`;

  it.each(CASES.map((c) => [title(c), c] as const))('%s', async (_title, c) => {
    const before = await stored(api);
    let req = api.request[c.method](c.path(customer.projectId));
    const cookie = cookieFor(c.as);
    if (cookie) req = req.set('Cookie', cookie);
    if (c.multipart) req = req.field(c.body ?? {});
    else if (c.body) req = req.send(c.body);
    const res = await req;

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(c.message);
    if (c.field) expect(res.body.errors).toMatchObject({ [c.field]: c.message });
    expect(await stored(api)).toEqual(before);
  });

  it('turns empty optional fields into absent ones instead of refusing them', async () => {
    const res = await api.request.post('/api/furniture-requests').send({
      fullName: 'Ada',
      email: uniqueEmail('blank'),
      phone: '',
      furnitureType: '',
      description: '',
      budgetRange: '',
      timeline: '',
    });
    expect(res.status).toBe(201);
    const row = await api.knex('furniture_requests').where({ id: res.body.request.id }).first();
    expect(row).toMatchObject({
      phone: null,
      furniture_type: null,
      description: null,
      budget_range: null,
      timeline: null,
    });
  });

  it('accepts a description of exactly 500 characters', async () => {
    const res = await api.request
      .post('/api/furniture-requests')
      .send({ fullName: 'Ada', email: uniqueEmail('limit'), description: long(500) });
    expect(res.status).toBe(201);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
