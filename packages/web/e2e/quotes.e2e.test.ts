import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  DESKTOP,
  launchBrowser,
  PHONE,
  readMailbox,
  screenshot,
  SCREENSHOTS,
  startApp,
  temporaryPasswordOf,
  waitForEmail,
  type RunningApp,
} from './harness';
import { sideBySide } from './project-helpers';

/**
 * The quote's story end to end, in Chromium, through the screens on both sides (the admin
 * in one browser context, the customer in another):
 * 1. the admin quotes v1 with a validity date -> the customer asks for changes -> the admin
 *    revises to v2 -> the customer reads v2 and its PDF (nothing is recorded), then has its
 *    amount on screen (the team is emailed, the card says Viewed) -> the customer signs and
 *    approves -> both sides show the acceptance, the PDF prints it;
 * 2. a second project: quote -> decline with a reason -> the Declined tab -> reopened with v2;
 * 3. each refusal where a user can run into it (a missing signature or tick, an empty message,
 *    a past validity date, a stale page approving a replaced or an expired quote), and an
 *    expired quote after the validity date moved back in the database: "Expired", no Approve,
 *    and "Renew Quote" for the admin.
 * Every screen is checked with axe at 390 and 1440 px, and photographed at both (quotes-*.png
 * in test-artifacts/, with E2E_SCREENSHOTS=1).
 */

const CLARA = { fullName: 'Clara Benton', email: 'clara.benton@example.com', phone: '555-0133' };
const PASSWORD = 'Maple-Bench-2026!';
const DAY_MS = 24 * 60 * 60 * 1000;

const V1 = { amount: '$1,850 - $2,100', notes: 'White oak, through-tenons, oil finish.' };
const V2 = { amount: '$1,950 - $2,200', notes: 'Now 60 inches long, with a slatted shelf.' };
const CHANGES = 'Could the bench be 60 inches long, with a slatted shelf?';
const DECLINE_REASON = 'Over our budget this year, sorry.';

const MISSING_SIGNATURE = 'Please type your full name to sign the acceptance';
const MISSING_TICK = 'Please tick the box to accept the quote and its terms.';
const REPLACED =
  'This quote has been replaced by a newer version. Please review the current quote.';
const EXPIRED = 'This quote has expired. Please ask us for an updated quote.';

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let customerContext: BrowserContext;
let customer: Page;
let benchId = 0;
let cabinetId = 0;
const pageErrors: string[] = [];

/** A calendar day `days` from today, as the quote dialog and the database keep it. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** "April 3, 2026": a validity date as the PDF prints it. */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** "Apr 3, 2026": as the screens print it. */
const mediumDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

const VALID_V1 = dayFromNow(20);
const VALID_V2 = dayFromNow(25);

/** axe-core (WCAG A/AA and best practices) at the phone and the desktop width. */
async function expectNoAxeViolations(target: Page, what: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
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

/**
 * quotes-<name>-390.png and -1440.png: the element when one is given (a quote panel, a card),
 * the viewport with a dialog open, the whole page otherwise; then axe on the page.
 */
async function capture(target: Page, name: string, what: string, element?: Locator) {
  // Closed with or without pictures, so that the steps after see the same screen either way.
  if (element) await dismissToasts(target);
  if (SCREENSHOTS) await photograph(target, name, what, element);
  await expectNoAxeViolations(target, what);
}

async function photograph(target: Page, name: string, what: string, element?: Locator) {
  const dialogOpen = (await target.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  for (const viewport of [PHONE, DESKTOP]) {
    await target.setViewportSize(viewport);
    await target.waitForTimeout(300);
    if (element) {
      // Cut from the whole page, scrolled to the top: the sticky header stays where it belongs
      // instead of covering the element as it would in a scrolled element screenshot.
      await target.evaluate(() => window.scrollTo(0, 0));
      const box = await element.boundingBox();
      if (!box) throw new Error(`${what}: nothing on screen to photograph`);
      const margin = 8;
      const x = Math.max(0, box.x - margin);
      const y = Math.max(0, box.y - margin);
      // A clip, which harness's screenshot does not take.
      await mkdir(ARTIFACTS, { recursive: true });
      await target.screenshot({
        path: join(ARTIFACTS, `quotes-${name}-${viewport.width}.png`),
        fullPage: true,
        clip: {
          x,
          y,
          width: Math.min(viewport.width - x, box.width + 2 * margin),
          height: box.height + 2 * margin,
        },
      });
    } else {
      // A dialog's body scrolls under its fixed footer: show its end, where the form is.
      if (dialogOpen) {
        await target.locator('[role="dialog"] *').evaluateAll((nodes) => {
          for (const node of nodes) {
            if (node.scrollHeight > node.clientHeight + 1) node.scrollTop = node.scrollHeight;
          }
        });
      }
      await screenshot(target, `quotes-${name}-${viewport.width}`, { fullPage: !dialogOpen });
    }
  }
}

/** Closes the toasts, so that they cover nothing in a photograph of a part of the page. */
async function dismissToasts(target: Page): Promise<void> {
  const close = target.getByRole('region', { name: /Notifications/ }).getByRole('button', {
    name: 'Close',
  });
  while ((await close.count()) > 0) await close.first().click();
}

function toast(target: Page, text: string): Locator {
  return target.getByText(text, { exact: true }).first();
}

/** The customer's project card. */
function projectCard(id: number): Locator {
  return customer.getByRole('article', { name: new RegExp(`Project #${id}\\b`) });
}

/** Its quote panel. */
function quotePanel(id: number): Locator {
  return projectCard(id).getByRole('region', { name: /^Quote / });
}

/** The admin's card for a project, in the open tab. */
function adminCard(id: number): Locator {
  return admin.getByRole('tabpanel').getByRole('article', { name: new RegExp(`^#${id}(?!\\d)`) });
}

async function openTab(name: RegExp): Promise<void> {
  const tab = admin.getByRole('tab', { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

async function reloadAdmin(tab: RegExp): Promise<void> {
  await admin.reload();
  await admin.getByRole('heading', { level: 1, name: 'Furniture Requests Admin' }).waitFor();
  await openTab(tab);
}

async function reloadCustomer(): Promise<void> {
  await customer.reload();
  await projectCard(benchId).waitFor();
}

/** The admin's quote dialog (Provide, Revise, Renew or Reopen): fills it in and sends it. */
async function sendQuote(
  id: number,
  action: string,
  quote: { amount: string; notes: string },
  validUntil?: string,
): Promise<void> {
  await adminCard(id).getByRole('button', { name: action, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: action });
  await dialog.waitFor();
  await dialog.getByLabel(/Quote Amount/).fill(quote.amount);
  await dialog.getByLabel('Quote Notes').fill(quote.notes);
  await dialog.getByLabel(/Your Name/).fill('Sam Carver');
  if (validUntil) await dialog.getByLabel(/Valid Until/).fill(validUntil);
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await toast(admin, 'Quote Provided').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** A PDF fetched with a browser context's session, checked, and its text read by pdftotext. */
async function readPdf(
  request: APIRequestContext,
  url: string,
  file: string,
): Promise<{ text: string; path: string }> {
  const response = await request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  // Kept beside the pictures, to be opened when a check on its text fails.
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${file}.pdf`);
  await writeFile(path, body);
  // -layout keeps each label with its value on one line.
  return { text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }), path };
}

/** Page images of a PDF at 60 dpi, with E2E_SCREENSHOTS=1: <file>-1.png, -2.png, ... */
function renderPdf(path: string, file: string): void {
  if (SCREENSHOTS) execFileSync('pdftoppm', ['-png', '-r', '60', path, join(ARTIFACTS, file)]);
}

async function submitProject(fields: Record<string, string>): Promise<number> {
  const response = await customerContext.request.post('/api/furniture-requests', {
    data: { ...CLARA, budgetRange: '1000-2500', timeline: '2-3-months', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { request: { id: number } }).request.id;
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ({ adminContext, admin, customerContext, customer } = await sideBySide(browser, app, pageErrors));
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('a quote from first version to signed acceptance', () => {
  it('signs the customer and the admin in, each in their own browser context', async () => {
    benchId = await submitProject({
      furnitureType: 'table',
      description: 'Custom Table - rustic Style\nA white oak entry bench with a lower shelf.',
    });
    cabinetId = await submitProject({
      furnitureType: 'cabinet',
      description: 'A cherry display cabinet with glass doors.',
    });

    const credentials = await waitForEmail(
      app,
      (mail) => mail.to.includes(CLARA.email) && /Temporary password:/.test(mail.text),
      30_000,
    );
    const temporary = temporaryPasswordOf(credentials);
    await customer.goto('/signin');
    await customer.getByLabel('Email Address').fill(CLARA.email);
    await customer.getByLabel('Password', { exact: true }).fill(temporary);
    await customer.getByRole('button', { name: 'Sign In', exact: true }).click();
    await customer.waitForURL('**/change-password');
    await customer.getByLabel('Temporary Password').fill(temporary);
    await customer.getByLabel('New Password', { exact: true }).fill(PASSWORD);
    await customer.getByLabel('Confirm New Password').fill(PASSWORD);
    await customer.getByRole('button', { name: 'Update Password' }).click();
    await customer.waitForURL('**/dashboard');
    await projectCard(benchId).waitFor();
    await projectCard(cabinetId).waitFor();
    // Nothing to answer yet: a new project has no quote panel.
    expect(await quotePanel(benchId).count()).toBe(0);

    await admin.goto('/admin-login');
    await admin.getByLabel('Admin Passkey').fill(app.adminPasskey);
    await admin.getByRole('button', { name: 'Access Admin Panel' }).click();
    await admin.waitForURL('**/admin');
    await adminCard(benchId).waitFor();
  });

  it('the admin quotes v1 with a validity date; a date in the past is refused in the dialog', async () => {
    await adminCard(benchId).getByRole('button', { name: 'Provide Quote', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Provide Quote' });
    await dialog.waitFor();
    const validUntil = dialog.getByLabel(/Valid Until/);
    // Thirty days unless changed.
    expect(await validUntil.inputValue()).toBe(dayFromNow(30));
    await dialog.getByLabel(/Quote Amount/).fill(V1.amount);
    await dialog.getByLabel('Quote Notes').fill(V1.notes);
    await dialog.getByLabel(/Your Name/).fill('Sam Carver');
    await validUntil.fill('2020-01-01');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.getByText('The quote must be valid until a future date.').waitFor();
    await capture(admin, 'admin-quote-dialog-past-date', 'Provide Quote dialog (past date)');
    await validUntil.fill(VALID_V1);
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await toast(admin, 'Quote Provided').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await openTab(/^Quoted/);
    const card = adminCard(benchId);
    await card.getByText(`v1 · valid until ${mediumDay(VALID_V1)}`).waitFor();
    await card.getByTestId('quote-history').getByText('Sent', { exact: true }).waitFor();
  });

  it('the customer sees v1 and asks for changes (an empty message is refused)', async () => {
    await reloadCustomer();
    const panel = quotePanel(benchId);
    await panel.getByText('Version 1').waitFor();
    await panel.getByText(V1.amount).waitFor();
    await panel.getByText(mediumDay(VALID_V1)).waitFor();
    for (const action of ['Approve Quote', 'Request Changes', 'Decline']) {
      await panel.getByRole('button', { name: action }).waitFor();
    }
    await capture(customer, 'customer-quoted', 'quote panel (quoted)', panel);

    await panel.getByRole('button', { name: 'Request Changes' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Ask for changes' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText('Please tell us what you would like changed').waitFor();
    await capture(customer, 'request-changes-dialog-empty', 'request changes dialog (empty)');
    await dialog.getByLabel(/What would you like changed/).fill(CHANGES);
    await capture(customer, 'request-changes-dialog', 'request changes dialog');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await toast(customer, 'Changes requested').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByTestId('quote-state').getByText('Changes requested').waitFor();
    // Once asked, not twice for the same version.
    expect(await panel.getByRole('button', { name: 'Request Changes' }).count()).toBe(0);
    await capture(customer, 'customer-changes-requested', 'quote panel (changes asked)', panel);

    await waitForEmail(app, (mail) => mail.subject === `Changes requested: project #${benchId}`);
  });

  it('the admin sees "Changes requested" and revises to v2; the stale v1 cannot be approved', async () => {
    await reloadAdmin(/^Quoted/);
    const card = adminCard(benchId);
    const history = card.getByTestId('quote-history');
    await history.getByText('Changes requested', { exact: true }).waitFor();
    await sendQuote(benchId, 'Revise Quote', V2, VALID_V2);
    await card.getByText(`v2 · valid until ${mediumDay(VALID_V2)}`).waitFor();
    await history.getByText('Sent', { exact: true }).waitFor();

    // The customer's page still shows v1: approving it is refused with the reason.
    const panel = quotePanel(benchId);
    await panel.getByText('Version 1').waitFor();
    await panel.getByRole('button', { name: 'Approve Quote' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Accept and sign the quote' });
    await dialog.getByLabel(/Your full name/).fill(CLARA.fullName);
    await dialog.getByLabel('I accept this quote and its terms.').check();
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await toast(customer, 'Approval Failed').waitFor();
    await toast(customer, REPLACED).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the customer reads v2 and its PDF, then has it on screen: only then is the team told', async () => {
    // On a phone, from the top of the page: the newer project's card comes first, and the
    // bench's quote is further down.
    await customer.setViewportSize(PHONE);
    await customer.evaluate(() => window.scrollTo(0, 0));
    await reloadCustomer();
    await customer.evaluate(() => window.scrollTo(0, 0));
    const panel = quotePanel(benchId);
    await panel.getByText('Version 2').waitFor();
    const amount = panel.getByText(V2.amount, { exact: true });
    await amount.waitFor();
    const below = await amount.boundingBox();
    expect(below?.y ?? 0).toBeGreaterThan(PHONE.height);
    const v2State = async () => {
      const answer = await adminContext.request.get(`/api/furniture-requests/${benchId}/quotes`);
      return ((await answer.json()) as { data: { state: string }[] }).data[1]?.state;
    };
    const link = panel.getByRole('link', { name: 'Quote PDF (v2)' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const pdf = await readPdf(
      customerContext.request,
      (await link.getAttribute('href')) ?? '',
      'quotes-v2',
    );
    for (const expected of [
      'Oak & Ember Woodworks',
      '(717) 555-0142',
      `Quote v2 for project #${benchId}`,
      CLARA.fullName,
      CLARA.email,
      V2.amount,
      V2.notes,
      `Valid until: ${longDay(VALID_V2)}`,
      'Terms',
      'It is valid until the date shown.',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toContain('Accepted by');
    renderPdf(pdf.path, 'quotes-pdf-v2');
    // The card rendered, its quote and its PDF were read: none of it is an opening.
    await customer.waitForTimeout(500);
    expect(await v2State()).toBe('sent');

    // She scrolls to it: the amount is on her screen, the panel says so, once.
    await amount.scrollIntoViewIfNeeded();
    await expect.poll(v2State).toBe('viewed');
    await customer.setViewportSize(DESKTOP);
    await panel.getByText(mediumDay(VALID_V2)).waitFor();
    await panel.getByText('Earlier versions (1)').click();
    await panel.getByRole('link', { name: `Version 1: ${V1.amount}` }).waitFor();
    expect(await panel.getByTestId('quote-state').count()).toBe(0);

    // The team's email: the customer opened v2.
    const opened = await waitForEmail(
      app,
      (mail) =>
        mail.subject === `Quote opened: project #${benchId}` &&
        mail.text.includes(`${CLARA.fullName} opened quote v2.`),
    );
    expect(opened.to).not.toContain(CLARA.email);
    const viewedV2 = (await readMailbox(app)).filter((mail) =>
      mail.text.includes(`${CLARA.fullName} opened quote v2.`),
    );
    expect(viewedV2).toHaveLength(1);

    await reloadAdmin(/^Quoted/);
    const history = adminCard(benchId).getByTestId('quote-history');
    await history.getByText('Viewed', { exact: true }).waitFor();
  });

  it('the customer signs and approves v2 (a missing name or tick is refused)', async () => {
    const panel = quotePanel(benchId);
    await panel.getByRole('button', { name: 'Approve Quote' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Accept and sign the quote' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Quote v2 of ${V2.amount}`);
    // The name on the project is offered; cleared, nothing signs.
    const name = dialog.getByLabel(/Your full name/);
    expect(await name.inputValue()).toBe(CLARA.fullName);
    await name.fill('');
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await dialog.getByText(MISSING_SIGNATURE).waitFor();
    await dialog.getByText(MISSING_TICK).waitFor();
    await capture(customer, 'approve-dialog-errors', 'approve dialog (nothing filled in)');

    await name.fill('   ');
    await dialog.getByLabel('I accept this quote and its terms.').check();
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await dialog.getByText(MISSING_SIGNATURE).waitFor();
    expect(await dialog.getByText(MISSING_TICK).count()).toBe(0);
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    // Part of the name is not the name on the project.
    await name.fill(CLARA.fullName.split(' ')[0] ?? '');
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await dialog
      .getByText(`Please type your full name as it is on the project: ${CLARA.fullName}`)
      .waitFor();

    await dialog.getByLabel('I accept this quote and its terms.').uncheck();
    await name.fill(CLARA.fullName);
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await dialog.getByText(MISSING_TICK).waitFor();
    expect(await dialog.getByText(MISSING_SIGNATURE).count()).toBe(0);

    await dialog.getByLabel('I accept this quote and its terms.').check();
    await capture(customer, 'approve-dialog', 'approve dialog (signed)');
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await toast(customer, 'Quote Approved!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = projectCard(benchId);
    const acceptance = panel.getByTestId('acceptance');
    await acceptance.getByText(CLARA.fullName).waitFor();
    const signed = (await acceptance.textContent()) ?? '';
    expect(signed).toContain(`for version 2 (${V2.amount})`);
    expect(signed).toMatch(/on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);
    await card.getByText('In Progress', { exact: true }).waitFor();
    for (const gone of ['Approve Quote', 'Request Changes', 'Decline']) {
      expect(await panel.getByRole('button', { name: gone }).count()).toBe(0);
    }
    await capture(customer, 'customer-accepted', 'quote panel (accepted)', panel);
  });

  it('the admin card shows the acceptance and every version; the PDF prints who accepted', async () => {
    await reloadAdmin(/Current Works/);
    const card = adminCard(benchId);
    const accepted = card.getByTestId('admin-acceptance');
    await accepted.getByText(CLARA.fullName).waitFor();
    const record = (await accepted.textContent()) ?? '';
    expect(record).toContain(`(v2, ${V2.amount})`);
    expect(record).toMatch(/on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);
    const history = card.getByTestId('quote-history');
    await history.getByText('Accepted', { exact: true }).first().waitFor();
    await history.getByText('All 2 versions').click();
    await history.getByRole('link', { name: `v1: ${V1.amount}` }).waitFor();
    await history.getByRole('link', { name: `v2: ${V2.amount}` }).waitFor();
    expect(await card.getByRole('button', { name: /Quote/ }).count()).toBe(0);
    await capture(admin, 'admin-card-accepted', 'admin card (accepted, history open)', card);

    const pdf = await readPdf(
      adminContext.request,
      `/api/furniture-requests/${benchId}/quotes/2/pdf`,
      'quotes-v2-accepted',
    );
    expect(pdf.text).toMatch(new RegExp(`Accepted by:\\s+${CLARA.fullName}`));
    expect(pdf.text).toMatch(/Signed on:\s+\w+ \d{1,2}, \d{4}/);
    expect(pdf.text).toContain(`v2 (${V2.amount})`);
    renderPdf(pdf.path, 'quotes-pdf-v2-accepted');
    // v1 was never accepted: its PDF says nothing of it.
    const v1 = await readPdf(
      adminContext.request,
      `/api/furniture-requests/${benchId}/quotes/1/pdf`,
      'quotes-v1',
    );
    expect(v1.text).not.toContain('Accepted by');
    expect(v1.text).toContain(V1.amount);
  });
});

describe('a second project: declined, then reopened; expiry', () => {
  it('the customer declines with a reason (an empty one is refused)', async () => {
    await reloadAdmin(/New Requests/);
    await sendQuote(cabinetId, 'Provide Quote', {
      amount: '$3,400',
      notes: 'Cherry, glass doors, three adjustable shelves.',
    });

    await reloadCustomer();
    const panel = quotePanel(cabinetId);
    await panel.getByRole('button', { name: 'Decline' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Decline the quote' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Decline Quote' }).click();
    await dialog.getByText('Please tell us why you are declining').waitFor();
    await dialog.getByLabel(/Why are you declining/).fill(DECLINE_REASON);
    await capture(customer, 'decline-dialog', 'decline dialog');
    await dialog.getByRole('button', { name: 'Decline Quote' }).click();
    await toast(customer, 'Quote declined').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = projectCard(cabinetId);
    await card.getByText('Declined', { exact: true }).first().waitFor();
    await panel.getByTestId('quote-state').getByText('Declined').waitFor();
    await panel.getByRole('heading', { name: 'Quote Declined' }).waitFor();
    for (const gone of ['Approve Quote', 'Request Changes', 'Decline']) {
      expect(await panel.getByRole('button', { name: gone }).count()).toBe(0);
    }
    await capture(customer, 'customer-declined', 'quote panel (declined)', panel);
  });

  it('the admin finds it under Declined with the reason, and reopens it with v2', async () => {
    await reloadAdmin(/Declined/);
    const card = adminCard(cabinetId);
    await card.getByText(`“${DECLINE_REASON}”`, { exact: false }).waitFor();
    await card.getByTestId('quote-history').getByText('Declined', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Reopen with New Quote' }).waitFor();
    expect(await admin.getByRole('tabpanel').getByRole('article').count()).toBe(1);
    // Set apart at the end of the row: on a phone the row scrolls to show the tab chosen.
    await admin.setViewportSize(PHONE);
    await admin.getByRole('tab', { name: /Declined/ }).scrollIntoViewIfNeeded();
    await capture(admin, 'admin-declined-tab', 'admin panel, Declined tab');

    await sendQuote(cabinetId, 'Reopen with New Quote', {
      amount: '$2,950',
      notes: 'Cherry veneer sides instead of solid: the same look for less.',
    });
    await admin.getByRole('tabpanel').getByText('No customer has declined a quote.').waitFor();
    await openTab(/^Quoted/);
    await adminCard(cabinetId)
      .getByText(/^v2 · valid until/)
      .waitFor();

    await reloadCustomer();
    const panel = quotePanel(cabinetId);
    await panel.getByText('Version 2').waitFor();
    await panel.getByText('$2,950').waitFor();
    await panel.getByRole('button', { name: 'Approve Quote' }).waitFor();
    await projectCard(cabinetId).getByText('Quote Ready', { exact: true }).first().waitFor();
  });

  it('an expired quote: a stale approval is refused, then "Expired" without Approve, and Renew', async () => {
    // Its validity ran out: the date moved back in the database, as time passing would.
    const yesterday = dayFromNow(-1);
    await app.sql('UPDATE quote_versions SET valid_until = $1 WHERE request_id = $2', [
      yesterday,
      cabinetId,
    ]);

    // The customer's page was loaded before: its Approve button meets the server's refusal.
    const panel = quotePanel(cabinetId);
    await panel.getByRole('button', { name: 'Approve Quote' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Accept and sign the quote' });
    await dialog.getByLabel(/Your full name/).fill(CLARA.fullName);
    await dialog.getByLabel('I accept this quote and its terms.').check();
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await toast(customer, 'Approval Failed').waitFor();
    await toast(customer, EXPIRED).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await reloadCustomer();
    await panel.getByTestId('quote-state').getByText('Expired').waitFor();
    await panel.getByRole('heading', { name: 'Quote Expired' }).waitFor();
    await panel.getByText(/This quote has expired/).waitFor();
    expect(await panel.getByRole('button', { name: 'Approve Quote' }).count()).toBe(0);
    // Asking for an update is still open.
    await panel.getByRole('button', { name: 'Request Changes' }).waitFor();
    await capture(customer, 'customer-expired', 'quote panel (expired)', panel);

    await reloadAdmin(/^Quoted/);
    const card = adminCard(cabinetId);
    await card.getByTestId('quote-history').getByText('Expired', { exact: true }).waitFor();
    await card.getByText(`v2 · valid until ${mediumDay(yesterday)}`).waitFor();
    await capture(admin, 'admin-card-expired', 'admin card (expired)', card);
    await sendQuote(cabinetId, 'Renew Quote', { amount: '$2,950', notes: 'Renewed as it was.' });
    await card.getByText(/^v3 · valid until/).waitFor();
    await card.getByRole('button', { name: 'Revise Quote' }).waitFor();

    await reloadCustomer();
    await panel.getByText('Version 3').waitFor();
    await panel.getByRole('button', { name: 'Approve Quote' }).waitFor();
    expect(await panel.getByTestId('quote-state').count()).toBe(0);
  });

  it("the spec's bodiless approve accepts v3 by click; both cards and the PDF say it was no signature", async () => {
    // The spec's client: credentials, no body, no content type.
    const approved = await customerContext.request.post(
      `/api/furniture-requests/${cabinetId}/approve`,
    );
    expect(approved.status(), await approved.text()).toBe(200);

    await reloadCustomer();
    const panel = quotePanel(cabinetId);
    const acceptance = panel.getByTestId('acceptance');
    await acceptance.getByText(CLARA.fullName).waitFor();
    expect(await acceptance.textContent()).toMatch(
      new RegExp(`^Your acceptanceAccepted by click as ${CLARA.fullName} on .*, for version 3`),
    );
    await projectCard(cabinetId).getByText('In Progress', { exact: true }).waitFor();
    await capture(customer, 'customer-accepted-click', 'quote panel (accepted by click)', panel);

    await reloadAdmin(/Current Works/);
    const record = adminCard(cabinetId).getByTestId('admin-acceptance');
    await record.getByText(CLARA.fullName).waitFor();
    expect(await record.textContent()).toContain('by click, not by typed signature');

    const pdf = await readPdf(
      adminContext.request,
      `/api/furniture-requests/${cabinetId}/quotes/3/pdf`,
      'quotes-v3-click',
    );
    expect(pdf.text).toMatch(new RegExp(`Accepted by:\\s+${CLARA.fullName}`));
    expect(pdf.text).toContain('Accepted by click, not by typed signature');
    expect(pdf.text).not.toContain('Signed on');
    renderPdf(pdf.path, 'quotes-pdf-v3-click');
    expect(pageErrors).toEqual([]);
  });
});
