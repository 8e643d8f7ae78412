import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest } from 'playwright-core';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newContext, type RunningApp } from './harness';

/**
 * What the after-approval suites share (progress updates, message attachments and the whole
 * story): a customer with a project, signing in on either side, workshop photos and a PDF, and
 * reading a project's messages.
 */

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

export interface Customer {
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
}

/** A file as the tests hand it to an `<input type=file>`. */
export interface NamedFile {
  readonly name: string;
  readonly buffer: Buffer;
}

export interface Attachment {
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly url: string;
}

/** A small but whole PDF, padded to a size the progress bar has something to show for. */
export const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    `%${'x'.repeat(600_000)}`,
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** Workshop "photos": sharp belongs to the server package; borrow it from there. */
type Sharp = (input: Buffer) => { jpeg(): { toBuffer(): Promise<Buffer> } };
export async function workshopPhoto(hue: string, label: string): Promise<Buffer> {
  const require = createRequire(join(REPO, 'packages/adapters/package.json'));
  const sharp = require('sharp') as Sharp;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${hue}"/>
    <rect x="150" y="520" width="900" height="60" fill="#4a2e1a"/>
    <rect x="220" y="580" width="50" height="260" fill="#4a2e1a"/>
    <rect x="930" y="580" width="50" height="260" fill="#4a2e1a"/>
    <text x="600" y="300" font-size="90" text-anchor="middle" fill="#fffaf3">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/**
 * A customer with a project and a permanent password (the debug reset: the app must run with
 * DEBUG_RESET_ENABLED=true, local mode only). Answers the project's id.
 */
export async function newCustomer(
  app: RunningApp,
  who: Customer,
  project: Readonly<Record<string, string>> = { description: 'A walnut dining table' },
): Promise<number> {
  const api = await playwrightRequest.newContext({
    baseURL: app.baseUrl,
    extraHTTPHeaders: { Origin: app.baseUrl },
  });
  const submitted = await api.post('/api/furniture-requests', {
    data: { fullName: who.fullName, email: who.email, ...project },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const id = ((await submitted.json()) as { request: { id: number } }).request.id;
  const reset = await api.post('/api/debug/reset-password', {
    data: { email: who.email, newPassword: who.password },
  });
  expect(reset.status()).toBe(200);
  await api.dispose();
  return id;
}

/** Signs the customer in on the sign-in page and lands on the dashboard. */
export async function signIn(page: Page, who: Customer): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** An API client signed in as the customer (their session cookie, nothing else). */
export async function customerApi(app: RunningApp, who: Customer): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL: app.baseUrl,
    extraHTTPHeaders: { Origin: app.baseUrl },
  });
  const signedIn = await api.post('/api/auth/signin', {
    data: { email: who.email, password: who.password },
  });
  expect(signedIn.status()).toBe(200);
  return api;
}

/** Signs in to the admin panel with the passkey. */
export async function adminSignIn(page: Page, app: RunningApp): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Admin Passkey').fill(app.adminPasskey);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.waitForURL('**/admin');
}

/** The project's messages as `context` reads them (a browser context's cookies, or an API's). */
export async function messagesOf(context: BrowserContext | APIRequestContext, id: number) {
  const api = 'request' in context ? context.request : context;
  const response = await api.get(`/api/furniture-requests/${id}/messages`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { attachments: Attachment[] }[] }).data;
}

/** The messaging dialog, on either side. */
export function messagesDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Project Messages' });
}

export type Milestone = { readonly stage: string } | { readonly ownWords: string };

/**
 * Posts a progress update from the admin card's "Post Progress" dialog; `beforePost` runs with
 * the dialog filled in (for a screenshot). Waits for the "will get an email" confirmation.
 */
export async function postProgress(
  admin: Page,
  card: Locator,
  update: {
    readonly customerName: string;
    readonly milestone: Milestone;
    readonly note: string;
    readonly photos: readonly NamedFile[];
  },
  beforePost?: () => Promise<void>,
): Promise<void> {
  await card.getByRole('button', { name: 'Post Progress' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Post Progress' });
  await dialog.waitFor();
  const select = dialog.getByLabel(/^Milestone/);
  if ('stage' in update.milestone) await select.selectOption(update.milestone.stage);
  else {
    await select.selectOption('In my own words…');
    await dialog.getByLabel(/Milestone in your words/).fill(update.milestone.ownWords);
  }
  await dialog.getByLabel('Note for the customer').fill(update.note);
  await dialog
    .getByLabel('Photos')
    .setInputFiles(update.photos.map((file) => ({ ...file, mimeType: 'image/jpeg' })));
  await dialog.getByRole('list', { name: 'Chosen photos' }).getByRole('img').first().waitFor();
  await beforePost?.();
  await dialog.getByRole('button', { name: /Post Update/ }).click();
  await admin.getByText(`${update.customerName} will get an email.`).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Takes the customer's project from request to completed: the workshop quotes it, the customer
 * (signed in on `customer`) approves, the workshop posts one "Finishing" photo and completes
 * it. Answers the id of that progress update (its photo is number 1).
 */
export async function completeProject(
  admin: BrowserContext,
  customer: BrowserContext,
  who: Customer,
  projectId: number,
  photo: { readonly name: string; readonly hue: string; readonly label: string },
): Promise<number> {
  const quoted = await admin.request.post(`/api/furniture-requests/${projectId}/quote`, {
    data: { quoteAmount: '$2,400', quotedBy: 'Sam Carver' },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const approved = await customer.request.post(`/api/furniture-requests/${projectId}/approve`, {
    data: { signatureName: who.fullName },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const posted = await admin.request.post(`/api/furniture-requests/${projectId}/progress`, {
    multipart: {
      milestone: 'Finishing',
      photos: {
        name: photo.name,
        mimeType: 'image/jpeg',
        buffer: await workshopPhoto(photo.hue, photo.label),
      },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const completed = await admin.request.patch(`/api/furniture-requests/${projectId}/status`, {
    data: { status: 'completed' },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return ((await posted.json()) as { data: { id: number } }).data.id;
}

/** The workshop and its customer, each in a browser of their own on a desktop. */
export interface SideBySide {
  readonly adminContext: BrowserContext;
  readonly admin: Page;
  readonly customerContext: BrowserContext;
  readonly customer: Page;
}

/**
 * Opens the two sides; each page's uncaught errors go to `pageErrors`, named by side, and
 * both reduce motion, so screenshots show dialogs and toasts at rest.
 */
export async function sideBySide(
  browser: Browser,
  app: RunningApp,
  pageErrors: string[],
): Promise<SideBySide> {
  const adminContext = await newContext(browser, app, DESKTOP);
  const admin = await adminContext.newPage();
  const customerContext = await newContext(browser, app, DESKTOP);
  const customer = await customerContext.newPage();
  for (const [who, target] of [
    ['admin', admin],
    ['customer', customer],
  ] as const) {
    target.on('pageerror', (error) => pageErrors.push(`${who}: ${error.message}`));
    await target.emulateMedia({ reducedMotion: 'reduce' });
  }
  return { adminContext, admin, customerContext, customer };
}
