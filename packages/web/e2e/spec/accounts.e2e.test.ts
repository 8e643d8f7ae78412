import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  readMailbox,
  resetLinkOf,
  startShippedApp,
  temporaryPasswordOf,
  waitForEmail,
  type RunningApp,
} from '../harness';
import { newCustomer } from '../project-helpers';
import { expectShows, expectToast, pageText, recordCalls, submitRequest } from './spec-helpers';

/**
 * The spec suite in Chromium: the account screens of the product spec's section 2 (sign-in,
 * change password, the two password resets, admin login), their rules and messages (sections 5
 * and 8) and the customer session's moves (section 4). Each test names the spec line it holds.
 * The app runs as a user's `pnpm start` runs it (startShippedApp: dist/local.js in its own
 * process, on the embedded database), so that local mode as shipped stays proven end to end.
 */

// expect.poll waits one second by default: too short on a loaded machine for a page to answer.
vi.setConfig({ expect: { poll: { timeout: 10_000, interval: 100 } } });

const NEWCOMER = { fullName: 'Priya Nair', email: 'priya.nair@example.com' };
const REGULAR = {
  fullName: 'Hugo Rossi',
  email: 'hugo.rossi@example.com',
  password: 'Spalted-Maple-42',
};
const NEWCOMER_PASSWORD = 'Kdjr-twp4-Oak';
const RESET_PASSWORD = 'Figured-Cherry-58';
const NETWORK_ERROR = 'Network error. Please try again.';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let temporaryPassword = '';
let recorded: ReturnType<typeof recordCalls>;

/** The JSON body of the last call to `path`, as the page sent it. */
function lastBody(path: string): unknown {
  return recorded.calls.filter((call) => call.path === path).at(-1)?.json;
}

beforeAll(async () => {
  app = await startShippedApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  context = await newContext(browser, app, DESKTOP);
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  recorded = recordCalls(page);
  await newCustomer(app, REGULAR);
  await submitRequest(app, { ...NEWCOMER, description: 'A cherry blanket chest' });
  const mail = await waitForEmail(
    app,
    (email) => email.to.includes(NEWCOMER.email) && /Temporary password:/.test(email.text),
    30_000,
  );
  temporaryPassword = temporaryPasswordOf(mail);
  // The embedded database's first start takes over a minute on a busy machine.
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const pathname = (target: Page = page) => new URL(target.url()).pathname;

/** The message shown for a field: its described-by text, or the alert next to it. */
async function fieldMessage(field: Locator): Promise<string> {
  return field.evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ');
  });
}

/** A visible text anywhere on the page (a toast, an alert or a field's message). */
async function expectText(target: Page, text: string | RegExp): Promise<void> {
  await expectShows(target.locator('body'), text, `the page at ${new URL(target.url()).pathname}`);
}

async function signIn(email: string, password: string, target: Page = page): Promise<void> {
  await target.goto('/signin');
  await target.getByLabel('Email Address').fill(email);
  await target.getByLabel('Password', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('spec §2 Customer sign-in (/signin)', () => {
  it('"Email and password fields, show/hide password toggle, ... a link to home to submit a request, and a note that the first request auto-creates an account and emails credentials."', async () => {
    await page.goto('/signin');
    const email = page.getByLabel(/email/i).first();
    expect(await email.getAttribute('type')).toBe('email');
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: /show password/i }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: /hide password/i }).click();
    expect(await password.getAttribute('type')).toBe('password');
    const home = page
      .getByRole('link', { name: /request/i })
      .filter({ has: page.locator(':scope') });
    const hrefs = await home.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/');
    const text = await pageText(page);
    expect(text).toMatch(/first (project )?request/i);
    expect(text).toMatch(/account is created automatically|automatically creat/i);
    expect(text).toMatch(/email/i);
  });

  it("§5 Sign-in \"email valid ('Please enter a valid email address'); password required ('Password is required').\"", async () => {
    await page.goto('/signin');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, 'Please enter a valid email address');
    await expectText(page, 'Password is required');
    expect(await fieldMessage(page.getByLabel('Email Address'))).toContain(
      'Please enter a valid email address',
    );
    expect(await fieldMessage(page.getByLabel('Password', { exact: true }))).toContain(
      'Password is required',
    );
  });

  it('§8 "Customer sign-in failure: server message or \'Invalid email or password\'."', async () => {
    await signIn(REGULAR.email, 'Not-The-Password-1');
    await expectText(page, 'Invalid email or password');
    expect(pathname()).toBe('/signin');
  });

  it('§8 "Network failure on sign-in, forgot, change, reset: \'Network error. Please try again.\'" (sign-in)', async () => {
    await page.route('**/api/auth/signin', (route) => route.abort('failed'));
    await signIn(REGULAR.email, REGULAR.password);
    await expectText(page, NETWORK_ERROR);
    await page.unroute('**/api/auth/signin');
  });

  it("\"a 'Forgot your password?' dialog asking for an email and sending a reset link (dialog closes 3 seconds after success)\" and §8 \"success text 'If an account with this email exists, you'll receive a reset link shortly.' (toast 'Password Reset Email Sent')\"", async () => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const email = dialog.getByLabel(/email/i);
    await email.fill('nope');
    await dialog.getByRole('button', { name: /send|reset/i }).click();
    // §5 "Forgot-password: email valid, same message."
    await dialog.getByText('Please enter a valid email address').waitFor();
    await email.fill(REGULAR.email);
    await dialog.getByRole('button', { name: /send|reset/i }).click();
    await dialog
      .getByText("If an account with this email exists, you'll receive a reset link shortly.")
      .waitFor();
    const sentAt = Date.now();
    // §7 "POST /api/auth/forgot-password | email"
    expect(lastBody('/api/auth/forgot-password')).toEqual({ email: REGULAR.email });
    await page.waitForTimeout(Math.max(0, 1_500 - (Date.now() - sentAt)));
    expect(await dialog.isVisible(), 'still open 1.5 s after success').toBe(true);
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(Date.now() - sentAt).toBeGreaterThan(2_500);
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    await expectToast(
      page,
      'Password Reset Email Sent',
      "If an account with this email exists, you'll receive a reset link shortly.",
    );
  });

  it('§8 "Forgot password: failure shows server message or \'Failed to send reset email\'" and the network failure', async () => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/email/i).fill(REGULAR.email);
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await dialog.getByRole('button', { name: /send|reset/i }).click();
    await expectText(page, 'Failed to send reset email');
    await page.unroute('**/api/auth/forgot-password');
    await page.route('**/api/auth/forgot-password', (route) => route.abort('failed'));
    await dialog.getByRole('button', { name: /send|reset/i }).click();
    await expectText(page, NETWORK_ERROR);
    await page.unroute('**/api/auth/forgot-password');
    await page.keyboard.press('Escape');
  });

  it("\"On success with needsPasswordChange true: 'Welcome!' with 'Please set up your permanent password to continue.' and go to /change-password.\"", async () => {
    await signIn(NEWCOMER.email, temporaryPassword);
    await expectToast(page, 'Welcome!', 'Please set up your permanent password to continue.');
    await page.waitForURL('**/change-password');
    // §7 "POST /api/auth/signin | email, password"
    expect(lastBody('/api/auth/signin')).toEqual({
      email: NEWCOMER.email,
      password: temporaryPassword,
    });
  });

  it('§4 "Dashboard without the password-changed flag redirects to /change-password."', async () => {
    await page.goto('/dashboard');
    await page.waitForURL('**/change-password');
  });
});

describe('spec §2 Change password (/change-password)', () => {
  const current = () => page.getByLabel(/^(Temporary|Current) Password/);
  const fresh = () => page.getByLabel('New Password', { exact: true });
  const confirm = () => page.getByLabel(/^Confirm/);
  const submit = () => page.getByRole('button', { name: /update password|change password/i });

  it('"Temporary (current) password, new password with strength meter, confirmation; visibility toggles."', async () => {
    await expect.poll(() => pathname()).toBe('/change-password');
    await current().waitFor();
    await fresh().waitFor();
    await confirm().waitFor();
    expect(await page.getByRole('button', { name: /show password/i }).count()).toBe(3);
    await fresh().fill('Kdjrtwpq');
    await page.getByRole('meter', { name: /strength/i }).waitFor();
    await page
      .getByRole('button', { name: /show password/i })
      .nth(1)
      .click();
    expect(await fresh().getAttribute('type')).toBe('text');
    await fresh().fill('');
  });

  it('§5 "Strength score 0-5 ... Labels: Weak (2 or less), Fair (3), Good (4), Strong (5)."', async () => {
    const meter = page.getByRole('meter', { name: /strength/i });
    for (const [password, score, label] of [
      ['kdjrtwpq', 2, 'Weak'],
      ['Kdjrtwpq', 3, 'Fair'],
      ['Kdjrtwp4', 4, 'Good'],
      ['Kdjr-twp4', 5, 'Strong'],
    ] as const) {
      await fresh().fill(password);
      await expect.poll(() => meter.getAttribute('aria-valuenow')).toBe(String(score));
      expect(await meter.getAttribute('aria-valuemax')).toBe('5');
      const around = await page.locator('form').innerText();
      expect(around, password).toContain(label);
    }
    await fresh().fill('');
  });

  it("§5 \"Change password: current password required ('Current password is required'); new password at least 8 characters ('New password must be at least 8 characters'); confirmation required ('Please confirm your new password'); must match ('Passwords don't match', shown on the confirm field).\"", async () => {
    await submit().click();
    expect(await fieldMessage(current())).toContain('Current password is required');
    expect(await fieldMessage(fresh())).toContain('New password must be at least 8 characters');
    expect(await fieldMessage(confirm())).toContain('Please confirm your new password');
    await current().fill(temporaryPassword);
    await fresh().fill(NEWCOMER_PASSWORD);
    await confirm().fill(`${NEWCOMER_PASSWORD}x`);
    await submit().click();
    await expect.poll(() => fieldMessage(confirm())).toContain("Passwords don't match");
  });

  it('§8 "Change password failure: message or \'Failed to update password\'." and the network failure', async () => {
    await confirm().fill(NEWCOMER_PASSWORD);
    await page.route('**/api/auth/change-password', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await submit().click();
    await expectText(page, 'Failed to update password');
    await page.unroute('**/api/auth/change-password');
    await page.route('**/api/auth/change-password', (route) => route.abort('failed'));
    await submit().click();
    await expectText(page, NETWORK_ERROR);
    await page.unroute('**/api/auth/change-password');
  });

  it('§4 "First login with needsPasswordChange forces a password change; after success the flag is set and the user goes to /dashboard." and §8 "Customer successes: ... \'Password Updated Successfully!\'"', async () => {
    await submit().click();
    await expectToast(page, 'Password Updated Successfully!');
    await page.waitForURL('**/dashboard');
    // §7 "POST /api/auth/change-password | email (from session), currentPassword, newPassword"
    expect(lastBody('/api/auth/change-password')).toEqual({
      email: NEWCOMER.email,
      currentPassword: temporaryPassword,
      newPassword: NEWCOMER_PASSWORD,
    });
  });

  it('§4 "Sign Out clears session values and goes to /signin."', async () => {
    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await page.waitForURL('**/signin');
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
  });

  it('"Otherwise \'Welcome back!\' and go to /dashboard."', async () => {
    await signIn(NEWCOMER.email, NEWCOMER_PASSWORD);
    await expectToast(page, 'Welcome back!');
    await page.waitForURL('**/dashboard');
    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await page.waitForURL('**/signin');
  });
});

describe('spec §2 Password reset page (/password-reset)', () => {
  it('"Debug-style: email and new password." §5 "Password reset page: valid email; new password at least 8 (\'Password must be at least 8 characters\')." and §8 "Customer successes: ... \'Password Reset Successful\'"', async () => {
    await page.goto('/password-reset');
    const email = page.getByLabel('Email Address');
    const password = page.getByLabel('New Password');
    await email.fill('nope');
    await password.fill('short');
    await page.getByRole('button', { name: /reset password/i }).click();
    await expect.poll(() => fieldMessage(email)).toContain('Please enter a valid email address');
    await expect
      .poll(() => fieldMessage(password))
      .toContain('Password must be at least 8 characters');
    await email.fill(REGULAR.email);
    await password.fill(REGULAR.password);
    await page.getByRole('button', { name: /reset password/i }).click();
    await expectToast(page, 'Password Reset Successful');
    // §7 "POST /api/debug/reset-password | email, newPassword"
    expect(lastBody('/api/debug/reset-password')).toEqual({
      email: REGULAR.email,
      newPassword: REGULAR.password,
    });
  });

  it('§8 "Reset failure: message or \'Password reset failed\'." and the network failure', async () => {
    await page.goto('/password-reset');
    await page.getByLabel('Email Address').fill(REGULAR.email);
    await page.getByLabel('New Password').fill(REGULAR.password);
    await page.route('**/api/debug/reset-password', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.getByRole('button', { name: /reset password/i }).click();
    await expectText(page, 'Password reset failed');
    await page.unroute('**/api/debug/reset-password');
  });
});

describe('spec §2 Reset by token (/reset-password)', () => {
  it('"Missing token: \'Invalid or missing reset token\' and submit disabled." (§5 "missing token blocks submit")', async () => {
    await page.goto('/reset-password');
    await expectText(page, 'Invalid or missing reset token');
    expect(await page.getByRole('button', { name: /reset password/i }).isDisabled()).toBe(true);
  });

  it('"New and confirm password. Redirects to /signin 3 seconds after success." §5 "Token reset: new password at least 8, must match confirmation" §8 "\'Password Reset Successful\'"', async () => {
    const earlier = new Set((await readMailbox(app)).map((email) => email.file));
    const forgot = await context.request.post('/api/auth/forgot-password', {
      data: { email: REGULAR.email },
      headers: { Origin: app.baseUrl },
    });
    expect(forgot.status()).toBe(200);
    const mail = await waitForEmail(
      app,
      (email) =>
        !earlier.has(email.file) &&
        email.to.includes(REGULAR.email) &&
        /reset-password\?token=/.test(email.text),
      30_000,
    );
    await page.goto(resetLinkOf(mail));
    const fresh = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel(/^Confirm/);
    const submit = page.getByRole('button', { name: /reset password/i });
    await fresh.fill('short');
    await confirm.fill('short');
    await submit.click();
    await expect
      .poll(() => fieldMessage(fresh))
      .toContain('Password must be at least 8 characters');
    await fresh.fill(RESET_PASSWORD);
    await confirm.fill(`${RESET_PASSWORD}!`);
    await submit.click();
    await expect.poll(() => fieldMessage(confirm)).toContain("Passwords don't match");

    await page.route('**/api/auth/reset-password', (route) => route.abort('failed'));
    await confirm.fill(RESET_PASSWORD);
    await submit.click();
    await expectText(page, NETWORK_ERROR);
    await page.unroute('**/api/auth/reset-password');

    const answered = page.waitForResponse('**/api/auth/reset-password');
    await submit.click();
    expect((await answered).status()).toBe(200);
    const doneAt = Date.now();
    // §7 "POST /api/auth/reset-password | token, newPassword"
    expect(lastBody('/api/auth/reset-password')).toEqual({
      token: new URL(resetLinkOf(mail)).searchParams.get('token'),
      newPassword: RESET_PASSWORD,
    });
    await page.waitForTimeout(Math.max(0, 1_500 - (Date.now() - doneAt)));
    expect(pathname(), 'still on the page 1.5 s after success').toBe('/reset-password');
    await page.waitForURL('**/signin', { timeout: 6_000 });
    expect(Date.now() - doneAt).toBeGreaterThan(2_500);
    expect(Date.now() - doneAt).toBeLessThan(5_500);
    await expectToast(page, 'Password Reset Successful');
  });

  it('§8 "Reset failure: message or \'Password reset failed\'." (a used token)', async () => {
    await page.goto('/reset-password?token=not-a-token-we-sent');
    await page.getByLabel('New Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel(/^Confirm/).fill(RESET_PASSWORD);
    const answered = page.waitForResponse('**/api/auth/reset-password');
    await page.getByRole('button', { name: /reset password/i }).click();
    const response = await answered;
    const message =
      ((await response.json()) as { message?: string }).message ?? 'Password reset failed';
    await expectText(page, message);
  });
});

describe('spec §2 Admin login (/admin-login)', () => {
  it('"Passkey field with show/hide toggle; \'Access Admin Panel\' button disabled while the field is empty; \'Back to Home\' link to /." (§5 "Empty input disables submit.")', async () => {
    await page.goto('/admin-login');
    const passkey = page.getByLabel(/passkey/i);
    const submit = page.getByRole('button', { name: 'Access Admin Panel' });
    expect(await submit.isDisabled()).toBe(true);
    await passkey.fill('x');
    expect(await submit.isEnabled()).toBe(true);
    await passkey.fill('');
    expect(await submit.isDisabled()).toBe(true);
    expect(await passkey.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: /show/i }).click();
    expect(await passkey.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: /hide/i }).click();
    expect(await page.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
  });

  it('§5 "Otherwise \'Access Denied - Invalid passkey. Please try again.\' and the field is cleared." (§8 "Admin login failure")', async () => {
    const passkey = page.getByLabel(/passkey/i);
    await passkey.fill('not-the-passkey');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expectToast(page, 'Access Denied', 'Invalid passkey. Please try again.');
    expect(await passkey.inputValue()).toBe('');
    expect(pathname()).toBe('/admin-login');
  });

  it('"Success goes to /admin." and §8 "\'Access Granted - Welcome to the admin panel\'"', async () => {
    await page.getByLabel(/passkey/i).fill(app.adminPasskey);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expectToast(page, 'Access Granted', 'Welcome to the admin panel');
    await page.waitForURL('**/admin');
  });
});
