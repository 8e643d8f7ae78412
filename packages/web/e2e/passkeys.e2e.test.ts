import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
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
import { adminSignIn, customerApi, newCustomer, type Customer } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * Passkeys (WebAuthn) for the team in Chromium, with the DevTools protocol's virtual
 * authenticator standing in for a phone or a security key: the owner invites Pat, Pat chooses a
 * passkey instead of a password, signs in with it on /admin-login (no email asked), writes to a
 * customer under their own name, and once the owner removes Pat, Pat's open session is refused.
 */

const PAT = { name: 'Pat Joiner', email: 'pat.joiner@example.com' };
const ADA: Customer = {
  fullName: 'Ada Lovelace',
  email: 'ada.passkeys@example.com',
  password: 'Analytical-Engine-1843',
};

let app: RunningApp;
let browser: Browser;
let ownerContext: BrowserContext;
let patContext: BrowserContext;
let owner: Page;
let pat: Page;
let projectId: number;
let patDevTools: CDPSession;
let patPhone: string;

/**
 * A platform authenticator that holds discoverable credentials and verifies its user: Pat's
 * phone. Its id lets the test take it away, as a lost phone.
 */
async function addVirtualAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return authenticatorId;
}

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

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  ownerContext = await newContext(browser, app, DESKTOP);
  patContext = await newContext(browser, app, DESKTOP);
  owner = await ownerContext.newPage();
  pat = await patContext.newPage();
  for (const page of [owner, pat]) await page.emulateMedia({ reducedMotion: 'reduce' });
  patDevTools = await patContext.newCDPSession(pat);
  await patDevTools.send('WebAuthn.enable');
  patPhone = await addVirtualAuthenticator(patDevTools);
  projectId = await newCustomer(app, ADA);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('a member of the team with a passkey', () => {
  it('is invited by the owner and chooses a passkey instead of a password', async () => {
    await adminSignIn(owner, app);
    await owner.getByRole('link', { name: 'Team' }).click();
    const invite = owner.getByRole('form', { name: 'Invite' });
    await invite.getByLabel('Name').fill(PAT.name);
    await invite.getByLabel('Email').fill(PAT.email);
    await invite.getByLabel('Role').selectOption('staff');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await owner.getByText(`Invitation sent to ${PAT.email}`).first().waitFor();

    const mail = await waitForEmail(
      app,
      (email) => email.to.includes(PAT.email) && email.subject.includes('invited'),
    );
    const link = /(https?:\/\/\S+\/staff-invitation\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeDefined();
    const url = new URL(link as string);
    await pat.goto(url.pathname + url.search);
    await pat.getByRole('button', { name: 'Use a passkey instead' }).waitFor();
    await bothWidths(pat, 'passkey-invitation');
    expect(await axeViolations(pat)).toEqual([]);
    await pat.getByRole('button', { name: 'Use a passkey instead' }).click();
    await pat
      .getByText('Your passkey is set. Sign in with it on the admin sign-in page.')
      .waitFor();

    // The link is used up, as a chosen password would use it.
    await pat.goto(url.pathname + url.search);
    await pat.getByRole('button', { name: 'Use a passkey instead' }).click();
    await pat
      .getByText(
        'This invitation link is invalid or has expired. Ask the owner to invite you again.',
      )
      .waitFor();

    await owner.reload();
    await owner
      .getByRole('listitem')
      .filter({ hasText: PAT.name })
      .getByText('Staff · Active')
      .waitFor();
  });

  it('signs Pat in with the passkey alone, and Pat writes to the customer under their name', async () => {
    await pat.goto('/admin-login');
    // The spec's passkey field is still the owner's, untouched beside the new button.
    await pat.getByLabel('Admin Passkey').waitFor();
    await pat.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await bothWidths(pat, 'passkey-admin-login');
    expect(await axeViolations(pat)).toEqual([]);
    await pat.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await pat.waitForURL('**/admin');
    await pat.getByText(`Signed in as ${PAT.name}`).waitFor();
    await pat.getByRole('button', { name: 'Your passkeys' }).waitFor();
    await bothWidths(pat, 'passkey-admin-panel');

    const posted = await pat.request.post(`/api/furniture-requests/${projectId}/messages`, {
      headers: { 'X-Session-Side': 'admin', Origin: app.baseUrl },
      data: { message: 'Your walnut is in the shop.', senderName: PAT.name, senderType: 'admin' },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const ada = await customerApi(app, ADA);
    const read = await ada.get(`/api/furniture-requests/${projectId}/messages`);
    const messages = ((await read.json()) as { data: { message: string; senderName: string }[] })
      .data;
    expect(messages).toContainEqual(
      expect.objectContaining({ message: 'Your walnut is in the shop.', senderName: PAT.name }),
    );
    await ada.dispose();
  });

  it('Pat sees their passkey, is told it is their only way in, and is not offered to remove it', async () => {
    await pat.getByRole('button', { name: 'Your passkeys' }).click();
    const dialog = pat.getByRole('dialog', { name: 'Your passkeys' });
    const list = dialog.getByRole('list', { name: 'Your passkeys' });
    const item = list.getByRole('listitem');
    await expect.poll(() => item.count()).toBe(1);
    // Headless Chromium on Linux added it, and it signed Pat in a moment ago.
    expect(await item.textContent()).toMatch(
      /^Chrome on LinuxAdded .+Last used .+Your only way to sign inRemove$/,
    );
    await dialog.getByRole('button', { name: 'Add a passkey' }).waitFor();
    await bothWidths(pat, 'passkey-list');
    expect(await axeViolations(pat)).toEqual([]);

    await item.getByRole('button', { name: /^Remove Chrome on Linux added / }).click();
    const refusal = pat.getByRole('alertdialog', {
      name: 'Chrome on Linux is your only way to sign in',
    });
    await refusal
      .getByText(
        'You have no password and no other passkey, so removing it would lock you out. Add another passkey first, then remove this one.',
      )
      .waitFor();
    await bothWidths(pat, 'passkey-last-way-in');
    expect(await axeViolations(pat)).toEqual([]);
    await refusal.getByRole('button', { name: 'Keep it' }).click();
    await refusal.waitFor({ state: 'detached' });
    expect(await item.count()).toBe(1);
  });

  it('Pat loses the phone: adds a passkey on a new one, removes the lost one after confirming, and its session ends', async () => {
    // The lost phone's authenticator is gone; the new phone's holds no passkey yet.
    await patDevTools.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: patPhone });
    patPhone = await addVirtualAuthenticator(patDevTools);

    const dialog = pat.getByRole('dialog', { name: 'Your passkeys' });
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await pat.getByText('Passkey added', { exact: true }).first().waitFor();
    const item = dialog.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
    await expect.poll(() => item.count()).toBe(2);
    await expect.poll(() => dialog.getByText('Your only way to sign in').count()).toBe(0);

    const lost = item.filter({ hasText: 'Last used' });
    await lost.getByRole('button', { name: /^Remove Chrome on Linux added / }).click();
    const confirm = pat.getByRole('alertdialog', { name: 'Remove Chrome on Linux?' });
    await confirm
      .getByText(/stops signing you in, and every session it opened is signed out/)
      .waitFor();
    await bothWidths(pat, 'passkey-remove-confirm');
    expect(await axeViolations(pat)).toEqual([]);
    // Cancel keeps it; the confirmation is asked again on the next try.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await item.count()).toBe(2);
    await lost.getByRole('button', { name: /^Remove Chrome on Linux added / }).click();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();

    // The lost passkey opened this very session: it ends, and Pat is back at the sign-in.
    await pat.waitForURL('**/admin-login');
    const after = await pat.request.get('/api/admin/furniture-requests', {
      headers: { 'X-Session-Side': 'admin' },
    });
    expect(after.status()).toBe(401);
    await pat.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await pat.waitForURL('**/admin');
    await pat.getByText(`Signed in as ${PAT.name}`).waitFor();
  });

  it('shuts Pat out at the next call once the owner removes them', async () => {
    const before = await pat.request.get('/api/admin/furniture-requests', {
      headers: { 'X-Session-Side': 'admin' },
    });
    expect(before.status()).toBe(200);
    await owner.getByRole('button', { name: `Remove ${PAT.name}` }).click();
    const confirm = owner.getByRole('alertdialog', { name: `Remove ${PAT.name}?` });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await owner.getByText(`${PAT.name} was removed from the team`).first().waitFor();

    const after = await pat.request.get('/api/admin/furniture-requests', {
      headers: { 'X-Session-Side': 'admin' },
    });
    expect(after.status()).toBe(401);
    // The passkey went with the account: it opens nothing any more.
    await pat.goto('/admin-login');
    await pat.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await pat.getByText('That passkey is not recognised. Sign in another way.').waitFor();
  });
});
