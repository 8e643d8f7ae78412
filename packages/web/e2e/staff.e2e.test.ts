import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  SCREENSHOTS,
  startApp,
  waitForEmail,
  type RunningApp,
} from './harness';
import { newCustomer, signIn, type Customer } from './project-helpers';

/**
 * Staff accounts in Chromium on the real product in local mode: the owner (the passkey) invites
 * someone from the Team view, the invitation email's link lets them choose a password, they
 * sign in on /admin-login with email and password, quote under their own name (which the
 * customer reads), and once the owner removes them their open panel is shut out.
 */

const SAM = { name: 'Sam Carver', email: 'sam.carver@example.com' };
const PASSWORD = 'Dovetail-Joint-2026';
const CLEO: Customer = {
  fullName: 'Cleo Marsh',
  email: 'cleo.marsh@example.com',
  password: 'Cherry-Shelf-2026',
};

let app: RunningApp;
let browser: Browser;
let ownerContext: BrowserContext;
let staffContext: BrowserContext;
let owner: Page;
let staff: Page;

async function bothWidths(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) {
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(150);
    await screenshot(page, `${name}-phone`);
    await page.setViewportSize(DESKTOP);
  }
  // At rest (a dialog's 200 ms fade), for the picture and for the axe scan after most calls.
  await page.waitForTimeout(150);
  await screenshot(page, `${name}-desktop`);
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
}

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  ownerContext = await newContext(browser, app, DESKTOP);
  staffContext = await newContext(browser, app, DESKTOP);
  owner = await ownerContext.newPage();
  staff = await staffContext.newPage();
  for (const page of [owner, staff]) await page.emulateMedia({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the owner invites, the staff member signs in', () => {
  it('invites Sam from the Team view, which only the owner has', async () => {
    await owner.goto('/admin-login');
    await owner.getByLabel('Admin Passkey').fill(app.adminPasskey);
    await owner.getByRole('button', { name: 'Access Admin Panel' }).click();
    await owner.waitForURL('**/admin');
    await owner.getByRole('link', { name: 'Team' }).click();
    await owner.getByRole('heading', { name: 'Team', exact: true }).waitFor();

    const invite = owner.getByRole('form', { name: 'Invite' });
    await invite.getByLabel('Name').fill(SAM.name);
    await invite.getByLabel('Email').fill(SAM.email);
    await invite.getByLabel('Role').selectOption('staff');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await owner.getByText(`Invitation sent to ${SAM.email}`).first().waitFor();
    const row = owner.getByRole('listitem').filter({ hasText: SAM.name });
    await row.getByText('Staff · Invited').waitFor();
    await bothWidths(owner, 'staff-team-view');
    await expectNoAxeViolations(owner, 'the Team view');
  });

  it('lets Sam choose a password from the emailed link and sign in with it', async () => {
    const mail = await waitForEmail(
      app,
      (email) => email.to.includes(SAM.email) && email.subject.includes('invited'),
    );
    const link = /(https?:\/\/\S+\/staff-invitation\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeDefined();
    await staff.goto(new URL(link as string).pathname + new URL(link as string).search);
    await staff.getByLabel('New Password', { exact: true }).fill(PASSWORD);
    await staff.getByLabel('Confirm New Password').fill(PASSWORD);
    await bothWidths(staff, 'staff-invitation');
    await staff.getByRole('button', { name: 'Set My Password' }).click();
    await staff.getByText('Your password is set. Sign in with your email and password.').waitFor();
    await staff.getByRole('link', { name: 'Go to Admin Login' }).click();
    await staff.waitForURL('**/admin-login');

    await staff.getByRole('button', { name: 'Team member? Sign in with your email' }).click();
    await staff.getByLabel('Email').fill(SAM.email);
    await staff.getByLabel('Password', { exact: true }).fill('Not-My-Password-1');
    await staff.getByRole('button', { name: 'Sign In', exact: true }).click();
    await staff.getByText('Invalid email or password').first().waitFor();
    await bothWidths(staff, 'staff-admin-login');
    await expectNoAxeViolations(staff, '/admin-login with the team sign-in open');
    await staff.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await staff.getByRole('button', { name: 'Sign In', exact: true }).click();
    await staff.waitForURL('**/admin');
    await staff.getByRole('link', { name: 'Requests' }).waitFor();
    await staff.getByText(`Signed in as ${SAM.name}`).waitFor();
    await bothWidths(staff, 'staff-admin-panel');
    // The team is the owner's: no Team view for staff, and the server refuses it anyway.
    expect(await staff.getByRole('link', { name: 'Team' }).count()).toBe(0);
    const team = await staff.request.get('/api/admin/staff', {
      headers: { 'X-Session-Side': 'admin' },
    });
    expect(team.status()).toBe(403);

    await owner.reload();
    await owner
      .getByRole('listitem')
      .filter({ hasText: SAM.name })
      .getByText('Staff · Active')
      .waitFor();
  });

  it('Sam quotes under their own name, and the customer reads it', async () => {
    const projectId = await newCustomer(app, CLEO, { description: 'A cherry wall shelf' });
    await staff.goto('/admin');
    const card = staff
      .getByRole('tabpanel')
      .getByRole('article', { name: new RegExp(`^#${projectId}(?!\\d)`) });
    await card.getByRole('button', { name: 'Provide Quote', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Provide Quote' });
    // Signed by whoever is signed in: nobody types their name.
    expect(await dialog.getByLabel(/Your Name/).inputValue()).toBe(SAM.name);
    await dialog.getByLabel(/Quote Amount/).fill('$640');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.waitFor({ state: 'detached' });

    const customerContext = await newContext(browser, app, PHONE);
    const customer = await customerContext.newPage();
    await signIn(customer, CLEO);
    const quoted = customer.getByRole('article').filter({ hasText: `#${projectId}` });
    await quoted.getByText('$640').first().waitFor();
    await quoted.getByText(SAM.name).first().waitFor();
    await customerContext.close();
  });

  it('shuts Sam out at once when the owner removes them', async () => {
    await owner.getByRole('button', { name: `Remove ${SAM.name}` }).click();
    const confirm = owner.getByRole('alertdialog', { name: `Remove ${SAM.name}?` });
    await screenshot(owner, 'staff-remove-confirm-desktop');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await owner.getByText(`${SAM.name} was removed from the team`).first().waitFor();
    const members = owner.getByRole('region', { name: 'Team' }).getByRole('listitem');
    await expect.poll(() => members.filter({ hasText: SAM.name }).count()).toBe(0);

    await staff.goto('/admin');
    await staff.waitForURL('**/admin-login');
  });
});
