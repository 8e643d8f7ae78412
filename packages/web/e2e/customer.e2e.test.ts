import { AxeBuilder } from '@axe-core/playwright';
import { request as playwrightRequest } from 'playwright-core';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  readMailbox,
  resetLinkOf,
  screenshot,
  SCREENSHOTS,
  startApp,
  temporaryPasswordOf,
  waitForEmail,
  type MailboxEmail,
  type RunningApp,
} from './harness';

/**
 * The customer side on the real product in local mode: a request through the wizard,
 * the temporary password from the mailbox, the forced password change, the dashboard through
 * edit, quote, approval and messages, the emailed reset link, and a second customer who never
 * sees the first one's projects. Every screen and open dialog is photographed at phone and
 * desktop sizes and checked with axe-core.
 */

const CLARA = { fullName: 'Clara Benton', email: 'clara.benton@example.com', phone: '555-0133' };
const DEV = { fullName: 'Dev Patel', email: 'dev.patel@example.com', phone: '555-0177' };
const CLARA_PASSWORD = 'Maple-Bench-2026!';
const CLARA_RESET_PASSWORD = 'Cherry-Chest-2027?';
const DEV_PASSWORD = 'Oak-Shelf-2026#';

let app: RunningApp;
let browser: Browser;
let customer: BrowserContext;
let page: Page;
let workshop: APIRequestContext;
let claraProjectId = 0;

/**
 * Desktop and phone screenshots of what is on screen. A page is photographed whole from the top;
 * with a dialog open, the viewport is (a whole-page picture would misplace the fixed sheet).
 */
async function shots(target: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const dialogOpen = (await target.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await target.setViewportSize(viewport);
    if (!dialogOpen) await target.evaluate(() => window.scrollTo(0, 0));
    await target.waitForTimeout(350); // dialog and toast animations
    await screenshot(target, `customer-${name}-${size}`, { fullPage: !dialogOpen });
  }
  await target.setViewportSize(DESKTOP);
  await target.waitForTimeout(150);
}

/** axe-core (WCAG A/AA and best practices) at both sizes. */
async function expectNoAxeViolations(target: Page, what: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await target.setViewportSize(viewport);
    await target.waitForTimeout(150);
    const results = await new AxeBuilder({ page: target }).analyze();
    const found = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
    expect(found, `axe violations on ${what} at ${viewport.width}px`).toEqual([]);
  }
  await target.setViewportSize(DESKTOP);
}

/** Photographs and checks a screen or an open dialog. */
async function capture(target: Page, name: string, what: string): Promise<void> {
  await shots(target, name);
  await expectNoAxeViolations(target, what);
}

function toast(target: Page, text: string): Locator {
  return target.getByText(text, { exact: true }).first();
}

function projectCard(target: Page, id: number): Locator {
  return target.getByRole('article', { name: new RegExp(`Project #${id}\\b`) });
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  return JSON.parse(await response.text()) as T;
}

async function credentialsFor(email: string): Promise<string> {
  const mail = await waitForEmail(
    app,
    (message) => message.to.includes(email) && /Temporary password:/.test(message.text),
    30_000,
  );
  return temporaryPasswordOf(mail);
}

async function signIn(target: Page, email: string, password: string): Promise<void> {
  await target.goto('/signin');
  await target.getByLabel('Email Address').fill(email);
  await target.getByLabel('Password', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function quote(id: number): Promise<void> {
  const response = await workshop.post(`/api/furniture-requests/${id}/quote`, {
    data: {
      quoteAmount: '$1,850 - $2,100',
      quotedBy: 'Sam Carver',
      quoteNotes:
        'White oak bench with through-tenons and a hand-rubbed oil finish. About five weeks.',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function workshopMessage(id: number, message: string): Promise<void> {
  const response = await workshop.post(`/api/furniture-requests/${id}/messages`, {
    data: { message, senderName: 'Sam Carver', senderType: 'admin' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  customer = await newContext(browser, app, DESKTOP);
  page = await customer.newPage();
  // A crash in the page fails loudly instead of as a missing element.
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  // The workshop acts through the API with its own cookie jar.
  workshop = await playwrightRequest.newContext({ baseURL: app.baseUrl });
  const login = await workshop.post('/api/admin/login', { data: { passkey: app.adminPasskey } });
  expect(login.status(), await login.text()).toBe(200);
});

afterAll(async () => {
  await workshop?.dispose();
  await browser?.close();
  await app?.stop();
});

describe('customer screens before signing in', () => {
  it('/signin: fields, toggle, note, validation and the forgot-password dialog', async () => {
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(
      await page
        .getByRole('link', { name: /Submit a request from our home page/ })
        .getAttribute('href'),
    ).toBe('/');
    await page.getByText(/created automatically with your first project request/).waitFor();
    await capture(page, 'signin', '/signin');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('peek-a-boo');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await capture(page, 'signin-errors', '/signin with errors');
    await page.getByRole('button', { name: 'Hide password' }).click();

    await page.getByLabel('Email Address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast(page, 'Invalid email or password').waitFor();
    await shots(page, 'signin-failed');

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email Address').inputValue()).toBe('nobody@example.com');
    await capture(page, 'forgot-dialog', 'forgot-password dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('/reset-password without a token blocks the form', async () => {
    await page.goto('/reset-password');
    await page.getByText('Invalid or missing reset token').waitFor();
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
    await capture(page, 'reset-password-no-token', '/reset-password without token');
  });

  it('/password-reset (debug page, on in local mode) validates', async () => {
    await page.goto('/password-reset');
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await capture(page, 'password-reset-debug', '/password-reset');
  });
});

describe('a first request, the forced password change and the dashboard', () => {
  it('submits a request through the wizard and receives credentials by email', async () => {
    await page.goto('/customize');
    const next = page.getByRole('button', { name: /^(Next|Submit Project Request)/ });
    const heading = (text: string) => page.getByRole('heading', { level: 2, name: text }).waitFor();
    const choose = (label: string) =>
      page.getByLabel(label, { exact: true }).check({ force: true });
    const advance = async (to: string) => {
      await expect.poll(() => next.isEnabled()).toBe(true);
      await next.click();
      await heading(to);
    };
    await choose('Table');
    await advance('Inspiration Image');
    await advance('Style & Design');
    await choose('Rustic');
    await advance('Materials');
    await choose('Solid Wood');
    await choose('Oak');
    await choose('Wood Finish');
    await choose('Oil Finish');
    await advance('Dimensions');
    await advance('Features');
    await advance('Review');
    await advance('Contact Info');
    await page.getByLabel(/Full Name/).fill(CLARA.fullName);
    await page.getByLabel(/Email Address/).fill(CLARA.email);
    await page.getByLabel(/Phone Number/).fill(CLARA.phone);
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    // The spec's arrival on /, with the confirmation: the number, where the email went.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(/^Project #\d+$/).waitFor();
    await page.getByText(CLARA.email).waitFor();

    const password = await credentialsFor(CLARA.email);
    expect(password.length).toBeGreaterThanOrEqual(8);
  });

  it('signs in with the temporary password and must change it first', async () => {
    const temporary = await credentialsFor(CLARA.email);
    await signIn(page, CLARA.email, temporary);
    await toast(page, 'Welcome!').waitFor();
    await toast(page, 'Please set up your permanent password to continue.').waitFor();
    await page.waitForURL('**/change-password');
    await page.getByRole('heading', { level: 1, name: 'Set Your Permanent Password' }).waitFor();
    await capture(page, 'change-password-forced', '/change-password (forced)');

    // Nothing but the password change is open to this session, in the app or the API.
    await page.goto('/dashboard');
    await page.waitForURL('**/change-password');
    expect((await customer.request.get('/api/furniture-requests')).status()).toBe(403);

    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Current password is required').waitFor();
    await page.getByText('New password must be at least 8 characters').waitFor();
    await page.getByText('Please confirm your new password').waitFor();
    await page.getByLabel('Temporary Password').fill(temporary);
    await page.getByLabel('New Password', { exact: true }).fill('Maple');
    await page.getByText('Weak', { exact: true }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(CLARA_PASSWORD);
    await page.getByText('Strong', { exact: true }).waitFor();
    await page.getByLabel('Confirm New Password').fill('Maple-Bench-2025!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await capture(page, 'change-password-errors', '/change-password with errors');

    await page.getByLabel('Confirm New Password').fill(CLARA_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password Updated Successfully!').waitFor();
    await page.waitForURL('**/dashboard');
  });

  it('shows the project on the dashboard with every field', async () => {
    await page.getByTestId('project-count').getByText('1 Project', { exact: true }).waitFor();
    const projects = await json<{ id: number }[]>(
      await customer.request.get('/api/furniture-requests'),
    );
    expect(projects).toHaveLength(1);
    expect(projects[0]).not.toHaveProperty('adminNotes');
    claraProjectId = projects[0]!.id;
    expect(await page.getByTestId('account-email').textContent()).toBe(CLARA.email);
    const card = projectCard(page, claraProjectId);
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    for (const expected of [
      'New Request',
      "We'll send you a quote within 3 business days",
      CLARA.fullName,
      CLARA.email,
      CLARA.phone,
      'Table',
      'Submitted',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await card.getByRole('button', { name: /Edit/ }).count()).toBe(1);
    expect(await card.getByRole('button', { name: /Delete Project/ }).count()).toBe(1);
    await capture(page, 'dashboard-new', '/dashboard (new project)');

    await card.getByRole('button', { name: /View Details/ }).click();
    await card.getByText(/Custom Table - rustic Style/).waitFor();
    await capture(page, 'dashboard-details', '/dashboard (details open)');
    await card.getByRole('button', { name: /Hide Details/ }).click();
  });

  it('edits the project while it is new', async () => {
    const card = projectCard(page, claraProjectId);
    await card.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Project #${claraProjectId}` });
    await dialog.waitFor();
    await dialog.getByText(/Images cannot be changed after submission/).waitFor();
    await capture(page, 'edit-dialog', 'Edit Project dialog');

    const description = dialog.getByLabel('Description');
    const counter = dialog.getByText(/^\d+\/500$/);
    await description.fill('x'.repeat(451));
    expect(await counter.textContent()).toBe('451/500');
    expect(await counter.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(163, 38, 27)',
    );
    await description.fill('x'.repeat(450));
    expect(await counter.evaluate((element) => getComputedStyle(element).color)).not.toBe(
      'rgb(163, 38, 27)',
    );
    await description.fill('y'.repeat(520));
    expect(await counter.textContent()).toBe('500/500');
    await shots(page, 'edit-dialog-counter');

    await description.fill(
      'A white oak bench for the entry hall, 60 inches long, with a lower shelf for shoes.',
    );
    await dialog.getByLabel('Budget Range').selectOption('1000-2500');
    await dialog.getByLabel('Timeline').selectOption('2-3-months');
    await dialog.getByLabel(/^Phone Number/).fill('555-0134');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Project Updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('$1,000 - $2,500').waitFor();
    await card.getByText('2-3 months').waitFor();
    await card.getByText('555-0134').waitFor();
    await card.getByText(/^Updated/).waitFor();
  });

  it('asks before deleting a new project (cannot be undone)', async () => {
    await projectCard(page, claraProjectId)
      .getByRole('button', { name: /Delete Project/ })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('cannot be undone');
    expect(await confirm.textContent()).not.toContain('pending quote');
    await capture(page, 'delete-confirm-new', 'delete confirmation (new)');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
  });

  it('shows the quote once the workshop provides one, then approves it', async () => {
    await quote(claraProjectId);
    const secret = 'INTERNAL-2231: price includes the friends discount';
    const notes = await workshop.patch(`/api/furniture-requests/${claraProjectId}/admin-notes`, {
      data: { adminNotes: secret },
    });
    expect(notes.status()).toBe(200);
    const mine = await customer.request.get('/api/furniture-requests');
    expect(await mine.text()).not.toContain(secret);
    await page.reload();
    const card = projectCard(page, claraProjectId);
    await card.getByRole('heading', { name: 'Quote Ready!' }).waitFor();
    const text = (await card.textContent()) ?? '';
    for (const expected of [
      '$1,850 - $2,100',
      'Sam Carver',
      'Quote Date',
      'Next Steps',
      'through-tenons',
      'Quote Ready',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('INTERNAL-2231');
    expect(await card.getByRole('button', { name: /Edit/ }).count()).toBe(0);
    await capture(page, 'dashboard-quoted', '/dashboard (quoted)');

    await card.getByRole('button', { name: /Delete Project/ }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('cannot be undone');
    expect(await confirm.textContent()).toContain('the pending quote will be lost');
    await capture(page, 'delete-confirm-quoted', 'delete confirmation (quoted)');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    // Changes asked for v1; the workshop answers with v2, which replaces it.
    await card.getByRole('button', { name: 'Request Changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Ask for changes' });
    await changes.getByLabel(/What would you like changed/).fill('Could the bench be 60 inches?');
    await capture(page, 'request-changes', 'request changes dialog');
    await changes.getByRole('button', { name: 'Send Request' }).click();
    await toast(page, 'Changes requested').waitFor();
    await card.getByTestId('quote-state').getByText('Changes requested').waitFor();
    const revised = await workshop.post(`/api/furniture-requests/${claraProjectId}/quote`, {
      data: { quoteAmount: '$1,950 - $2,200', quotedBy: 'Sam Carver', quoteNotes: '60 inches.' },
    });
    expect(revised.status(), await revised.text()).toBe(200);
    await page.reload();
    await card.getByText('Version 2').waitFor();
    await card.getByText('$1,950 - $2,200').waitFor();
    await card.getByText('Earlier versions (1)').click();
    await card.getByRole('link', { name: 'Version 1: $1,850 - $2,100' }).waitFor();

    // The PDF of v2, as the customer's browser fetches it (their session cookie with it).
    const pdfLink = card.getByRole('link', { name: /Quote PDF \(v2\)/ });
    const pdf = await customer.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await card.getByRole('button', { name: /Approve Quote/ }).click();
    const approve = page.getByRole('dialog', { name: 'Accept and sign the quote' });
    await approve.waitFor();
    expect(await approve.textContent()).toContain('Accepting it asks us to start work.');
    await approve.getByLabel(/Your full name/).fill(CLARA.fullName);
    await approve.getByLabel('I accept this quote and its terms.').check();
    await capture(page, 'approve-confirm', 'accept and sign the quote');
    await approve.getByRole('button', { name: 'Approve Quote' }).click();
    await toast(page, 'Quote Approved!').waitFor();
    await toast(page, 'Your project is now in progress').waitFor();
    await card.getByTestId('acceptance').getByText(CLARA.fullName).waitFor();
    // The spec's status line, "Quote Approved", with the status badge beside it.
    const statusLine = card.getByTestId('status-line');
    await statusLine.getByText('In Progress', { exact: true }).waitFor();
    await card.getByText('Project cannot be modified or deleted after quote approval').waitFor();
    await statusLine.getByText('Quote Approved', { exact: true }).waitFor();
    expect(await statusLine.textContent()).not.toContain('·');
    expect(await card.getByRole('button', { name: /Edit/ }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /Delete Project/ }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /Approve Quote/ }).count()).toBe(0);
    await capture(page, 'dashboard-in-progress', '/dashboard (in progress)');

    // The server agrees: no more edits or deletes.
    const refused = await customer.request.delete(
      `/api/furniture-requests/${claraProjectId}/customer-delete`,
    );
    expect(refused.status()).toBe(409);
  });

  it('exchanges messages with the workshop, with the unread badge', async () => {
    await workshopMessage(claraProjectId, 'Hi Clara, the oak boards for your bench arrived today.');
    await page.reload();
    const card = projectCard(page, claraProjectId);
    const messagesButton = card.getByRole('button', { name: /Messages/ });
    await card.getByTestId('unread-badge').getByText('1', { exact: true }).waitFor();
    await card.getByRole('heading', { name: 'Message from Our Team' }).waitFor();
    await card.getByText('Hi Clara, the oak boards for your bench arrived today.').waitFor();
    await shots(page, 'dashboard-unread');

    await messagesButton.click();
    const dialog = page.getByRole('dialog', { name: 'Project Messages' });
    await dialog.getByText('Hi Clara, the oak boards for your bench arrived today.').waitFor();
    // Opening marks the thread read: the badge goes.
    await card.getByTestId('unread-badge').waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Your Name').inputValue()).toBe(CLARA.fullName);
    await dialog.getByText('0/1000').waitFor();
    await capture(page, 'messages-dialog', 'messaging dialog');

    const send = dialog.getByRole('button', { name: /Send Message/ });
    expect(await send.isDisabled()).toBe(true);
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Wonderful, thank you! Could the shelf be slatted?');
    await dialog.getByText('49/1000').waitFor();
    await dialog.getByLabel('Your Name').fill('   ');
    await send.click();
    await dialog.getByText('Please fill in all fields').waitFor();
    await shots(page, 'messages-dialog-error');
    await dialog.getByLabel('Your Name').fill(CLARA.fullName);
    await send.click();
    await toast(page, 'Message sent!').waitFor();
    await toast(page, 'Your message has been sent to the admin team.').waitFor();
    await dialog
      .getByRole('list', { name: 'Messages' })
      .getByText('Could the shelf be slatted?', { exact: false })
      .waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');

    const thread = await json<{ data: { senderType: string; message: string }[] }>(
      await workshop.get(`/api/furniture-requests/${claraProjectId}/messages`),
    );
    // The request for changes to v1 joined the thread first.
    expect(thread.data.map((message) => message.senderType)).toEqual([
      'customer',
      'admin',
      'customer',
    ]);
    expect(thread.data[0]?.message).toBe(
      'Changes requested to quote v1: Could the bench be 60 inches?',
    );

    // A reply from the workshop appears while the dialog stays open, without a reload.
    await workshopMessage(claraProjectId, 'Slatted it is. We will send a sketch this week.');
    await dialog
      .getByText('Slatted it is. We will send a sketch this week.')
      .waitFor({ timeout: 15_000 });
    await shots(page, 'messages-dialog-thread');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    // Many unread messages read 9+.
    for (let index = 1; index <= 10; index += 1) {
      await workshopMessage(claraProjectId, `Progress photo ${index} is ready.`);
    }
    await page.reload();
    await projectCard(page, claraProjectId)
      .getByTestId('unread-badge')
      .getByText('9+', { exact: true })
      .waitFor();
    await capture(page, 'dashboard-unread-9plus', '/dashboard (9+ unread)');
  });

  it('stays signed in while the workshop signs in and out in the same browser, and the other way round', async () => {
    // Issue 17: two sessions, two cookies; one tab is the dashboard, the other the admin panel.
    const panel = await customer.newPage();
    const adminSignIn = async () => {
      await panel.goto('/admin-login');
      await panel.getByLabel('Admin Passkey').fill(app.adminPasskey);
      await panel.getByRole('button', { name: 'Access Admin Panel' }).click();
      await panel.waitForURL('**/admin');
      await panel.getByRole('heading', { name: 'Furniture Requests Admin' }).waitFor();
    };
    const dashboardIsClaras = async () => {
      await page.reload();
      await projectCard(page, claraProjectId).waitFor();
      expect(await page.getByTestId('account-email').textContent()).toBe(CLARA.email);
    };
    try {
      await adminSignIn();
      const names = (await customer.cookies()).map((cookie) => cookie.name);
      expect(names).toEqual(expect.arrayContaining(['workshop_session', 'workshop_admin_session']));
      await dashboardIsClaras();

      await panel.getByRole('button', { name: 'Logout' }).click();
      await panel.waitForURL('**/admin-login');
      await dashboardIsClaras();

      // The other way round: the customer signs out, the panel stays open.
      await adminSignIn();
      await page.getByRole('button', { name: /Sign Out/ }).click();
      await page.waitForURL('**/signin');
      await panel.reload();
      await panel.getByRole('heading', { name: 'Furniture Requests Admin' }).waitFor();
      expect(new URL(panel.url()).pathname).toBe('/admin');
      await panel.getByRole('button', { name: 'Logout' }).click();
      await panel.waitForURL('**/admin-login');
    } finally {
      await panel.close();
    }
    await signIn(page, CLARA.email, CLARA_PASSWORD);
    await page.waitForURL('**/dashboard');
    await projectCard(page, claraProjectId).waitFor();
  });

  it('signs out to /signin, and the dashboard is closed again', async () => {
    await page.getByRole('button', { name: /Sign Out/ }).click();
    await page.waitForURL('**/signin');
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    expect((await customer.request.get('/api/furniture-requests')).status()).toBe(401);
  });

  it('resets a forgotten password through the emailed link', async () => {
    const before = (await readMailbox(app)).length;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
    await dialog.getByLabel('Email Address').fill(CLARA.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await toast(page, 'Password Reset Email Sent').waitFor();
    await dialog
      .getByText("If an account with this email exists, you'll receive a reset link shortly.")
      .waitFor();
    await shots(page, 'forgot-dialog-sent');
    const sentAt = Date.now();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - sentAt).toBeLessThan(4_000);

    const mail: MailboxEmail = await waitForEmail(
      app,
      (message) => message.to.includes(CLARA.email) && /reset-password\?token=/.test(message.text),
      30_000,
    );
    expect((await readMailbox(app)).length).toBeGreaterThan(before);
    const link = new URL(resetLinkOf(mail));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Choose a New Password' }).waitFor();
    await capture(page, 'reset-password', '/reset-password');
    await page.getByLabel('New Password', { exact: true }).fill(CLARA_RESET_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(CLARA_RESET_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, 'Password Reset Successful').waitFor();
    await shots(page, 'reset-password-done');
    await page.waitForURL('**/signin', { timeout: 6_000 });

    await signIn(page, CLARA.email, CLARA_PASSWORD);
    await toast(page, 'Invalid email or password').waitFor();
    await signIn(page, CLARA.email, CLARA_RESET_PASSWORD);
    await toast(page, 'Welcome back!').waitFor();
    await page.waitForURL('**/dashboard');
    await projectCard(page, claraProjectId).waitFor();
  });

  it('offers a voluntary password change from the dashboard', async () => {
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL('**/change-password');
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
    await page.getByLabel('Current Password').waitFor();
    await capture(page, 'change-password-voluntary', '/change-password (voluntary)');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });
});

describe('a second customer', () => {
  it('never sees the first customer’s projects, and can delete their own', async () => {
    const other = await newContext(browser, app, DESKTOP);
    const devPage = await other.newPage();
    // A real PNG for the inspiration image: a screenshot of a wood-coloured swatch.
    const painter = await other.newPage();
    await painter.setContent(
      '<div style="width:640px;height:480px;background:linear-gradient(135deg,#6b4423,#c08a52);display:grid;place-items:center;font:700 44px Georgia,serif;color:#fff8ee">Walnut bookshelf</div>',
    );
    const png = await painter.locator('div').screenshot();
    await painter.close();
    const submitted = await other.request.post('/api/furniture-requests', {
      multipart: {
        ...DEV,
        furnitureType: 'bookshelf',
        description: 'A tall walnut bookshelf with adjustable shelves.',
        budgetRange: '500-1000',
        timeline: 'flexible',
        image: { name: 'bookshelf.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const devProjectId = (await json<{ request: { id: number } }>(submitted)).request.id;

    await signIn(devPage, DEV.email, await credentialsFor(DEV.email));
    await devPage.waitForURL('**/change-password');
    await devPage.getByLabel('Temporary Password').fill(await credentialsFor(DEV.email));
    await devPage.getByLabel('New Password', { exact: true }).fill(DEV_PASSWORD);
    await devPage.getByLabel('Confirm New Password').fill(DEV_PASSWORD);
    await devPage.getByRole('button', { name: 'Update Password' }).click();
    await devPage.waitForURL('**/dashboard');
    await projectCard(devPage, devProjectId).waitFor();
    await devPage.getByTestId('project-count').getByText('1 Project', { exact: true }).waitFor();
    expect(await projectCard(devPage, claraProjectId).count()).toBe(0);

    // The uploaded image, full size in a new tab, and the fallback when the file is gone.
    const devCard = projectCard(devPage, devProjectId);
    const image = devCard.getByRole('img', { name: new RegExp(`project #${devProjectId}`) });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const fullSize = devCard.getByRole('link', { name: /View Full Size/ });
    expect(await fullSize.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([other.waitForEvent('page'), fullSize.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    await tab.close();
    await devCard.getByRole('button', { name: /View Details/ }).click();
    await capture(devPage, 'dashboard-image', '/dashboard (with image)');
    for (const file of await readdir(join(app.dataDir, 'uploads'))) {
      await rm(join(app.dataDir, 'uploads', file), { recursive: true, force: true });
    }
    // Image names never change, so the browser may keep them: forget the cached copy.
    const cdp = await other.newCDPSession(devPage);
    await cdp.send('Network.clearBrowserCache');
    await devPage.reload();
    await devCard.getByRole('img', { name: 'Image not available' }).waitFor();
    await shots(devPage, 'dashboard-image-missing');
    expect(await devPage.getByText(CLARA.email).count()).toBe(0);

    const api = other.request;
    const list = await json<{ id: number }[]>(
      await api.get(`/api/furniture-requests?customerEmail=${CLARA.email}`),
    );
    expect(list.map((project) => project.id)).toEqual([devProjectId]);
    const probes = [
      await api.get(`/api/furniture-requests/${claraProjectId}/messages`),
      await api.patch(`/api/furniture-requests/${claraProjectId}`, {
        data: { fullName: 'X', email: DEV.email },
      }),
      await api.post(`/api/furniture-requests/${claraProjectId}/approve`, {
        data: { signatureName: 'Dev' },
      }),
      await api.delete(`/api/furniture-requests/${claraProjectId}/customer-delete`),
      await api.post(`/api/furniture-requests/${claraProjectId}/messages`, {
        data: { message: 'hi', senderName: 'Dev', senderType: 'customer' },
      }),
    ];
    expect(probes.map((response) => response.status())).toEqual([404, 404, 404, 404, 404]);
    const counts = await json<{ data: Record<string, number> }>(
      await api.get('/api/messages/unread-counts?userType=customer'),
    );
    expect(Object.keys(counts.data)).not.toContain(String(claraProjectId));

    // Delete the new project: the empty state follows.
    await projectCard(devPage, devProjectId)
      .getByRole('button', { name: /Delete Project/ })
      .click();
    await devPage.getByRole('alertdialog').getByRole('button', { name: 'Delete Project' }).click();
    await toast(devPage, 'Project Deleted').waitFor();
    await devPage.getByRole('heading', { name: 'No Projects Yet' }).waitFor();
    await capture(devPage, 'dashboard-empty', '/dashboard (no projects)');
    await other.close();
  });
});

describe('the debug reset page on a server that has it turned off', () => {
  it('says so plainly', async () => {
    const locked = await startApp({ DEBUG_RESET_ENABLED: 'false' });
    try {
      const context = await newContext(browser, locked, DESKTOP);
      const target = await context.newPage();
      await target.goto('/password-reset');
      await target
        .getByTestId('debug-reset-disabled')
        .getByText(/turned off on this server/)
        .waitFor();
      expect(await target.getByLabel('Email Address').count()).toBe(0);
      await capture(target, 'password-reset-disabled', '/password-reset (disabled)');
      await context.close();
    } finally {
      await locked.stop();
    }
  });
});
