import { request as playwrightRequest } from 'playwright-core';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  startApp,
  type RunningApp,
} from './harness';
import { adminSignIn, customerApi, newCustomer } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * The admin list with several approved projects: each card's money line and Publish to Portfolio
 * come with the list's page, so loading a tab asks nothing per card; the invoices and payments
 * are read when a card's details open, and a payment recorded shows on the card's line.
 * Screens at 390 and 1440 px: admin-cards-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const CLEO = {
  fullName: 'Cleo Marsh',
  email: 'cleo.marsh@example.com',
  password: 'Ash-Bench-2026!',
};

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let customer: APIRequestContext;
const pageErrors: string[] = [];
/** Every address the admin's browser asked for, in order. */
const asked: string[] = [];
/** Five approved at $5,650 with a 50% deposit; the last two completed, one shown, one not. */
const ids: number[] = [];

const card = (id: number): Locator =>
  admin.getByRole('tabpanel').getByRole('article', { name: new RegExp(`^#${id}(?!\\d)`) });
/** What the cards would ask one by one if the page did not carry their figures. */
const perCard = (from: number) =>
  asked
    .slice(from)
    .filter((url) => /\/api\/furniture-requests\/\d+\/(payments|showcase-consent)/.test(url));
const pages = (from: number) =>
  asked.slice(from).filter((url) => url.includes('/api/admin/furniture-requests?'));

async function ok(answer: Promise<{ status(): number; text(): Promise<string> }>, status = 200) {
  const res = await answer;
  expect(res.status(), await res.text()).toBe(status);
}

/** `element` at 390 and 1440 px, the whole page axe-core clean at both. */
async function shoot(name: string, element: Locator): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await admin.setViewportSize(viewport);
    await admin.waitForTimeout(300);
    await screenshot(element, `admin-cards-${name}-${viewport.width}`);
    expect.soft(await axeViolations(admin), `axe on ${name} at ${viewport.width}px`).toEqual([]);
  }
  await admin.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  adminContext = await newContext(browser, app, DESKTOP);
  admin = await adminContext.newPage();
  admin.on('pageerror', (error) => pageErrors.push(error.message));
  admin.on('request', (request) =>
    asked.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  await admin.emulateMedia({ reducedMotion: 'reduce' });

  ids.push(await newCustomer(app, CLEO, { furnitureType: 'table', description: 'An ash table.' }));
  const visitor = await playwrightRequest.newContext({
    baseURL: app.baseUrl,
    extraHTTPHeaders: { Origin: app.baseUrl },
  });
  for (const piece of ['A walnut desk.', 'An oak shelf.', 'A cherry table.', 'A maple bed.']) {
    const sent = await visitor.post('/api/furniture-requests', {
      data: { fullName: CLEO.fullName, email: CLEO.email, description: piece },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    ids.push(((await sent.json()) as { request: { id: number } }).request.id);
  }
  await visitor.dispose();
  customer = await customerApi(app, CLEO);
  await adminSignIn(admin, app);

  const project = (id: number, path = '') => `/api/furniture-requests/${id}${path}`;
  const pay = (id: number, cents: number) =>
    ok(
      adminContext.request.post(`/api/admin/furniture-requests/${id}/payments`, {
        data: { amountCents: cents, paidOn: new Date().toISOString().slice(0, 10), method: 'cash' },
      }),
      201,
    );
  for (const id of ids) {
    await ok(
      adminContext.request.post(project(id, '/quote'), {
        data: { quoteAmount: '$5,650', quotedBy: 'Sam', priceCents: 565_000, depositPercent: 50 },
      }),
    );
    await ok(customer.post(project(id, '/approve'), { data: { signatureName: CLEO.fullName } }));
  }
  const [, paid, , shown, hidden] = ids as [number, number, number, number, number];
  await pay(paid, 282_500);
  await pay(shown, 282_500);
  for (const id of [shown, hidden]) {
    await ok(adminContext.request.patch(project(id, '/status'), { data: { status: 'completed' } }));
  }
  await ok(customer.put(project(shown, '/showcase-consent'), { data: { allowed: true } }));
  await ok(customer.put(project(hidden, '/showcase-consent'), { data: { allowed: false } }));
});

afterAll(async () => {
  await customer?.dispose();
  await browser?.close();
  await app?.stop();
});

describe('admin list: the cards read their money and consent from the page', () => {
  it('a tab of approved projects shows every money line with no request per card', async () => {
    const from = asked.length;
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: /^Current Works/ }).click();
    const [unpaid, paid, other] = ids as [number, number, number];
    await card(unpaid)
      .getByText(/^Deposit \$2,825\.00 unpaid, due [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      .waitFor();
    await card(other)
      .getByText(/^Deposit \$2,825\.00 unpaid, due /)
      .waitFor();
    await card(paid)
      .getByText('Deposit paid · balance $2,825.00 on completion', { exact: true })
      .waitFor();
    expect(await card(unpaid).getByText('Waiting on the customer', { exact: true }).count()).toBe(
      1,
    );
    expect(await card(paid).getByRole('button', { name: 'Record Payment' }).count()).toBe(1);
    // The invoices themselves wait for the details.
    expect(
      await card(paid)
        .getByRole('region', { name: /^Payments/ })
        .count(),
    ).toBe(0);
    await shoot('current', card(paid));

    expect(perCard(from)).toEqual([]);
    expect(pages(from).length).toBeGreaterThanOrEqual(1);
  });

  it('the Completed tab offers Publish only where the customer said yes, without asking per card', async () => {
    const from = asked.length;
    await admin.getByRole('tab', { name: /^Completed/ }).click();
    const [, , , shown, hidden] = ids as [number, number, number, number, number];
    await card(shown)
      .getByText(/^Balance \$2,825\.00 unpaid, due /)
      .waitFor();
    await card(hidden)
      .getByText(/^Deposit \$2,825\.00 unpaid, due /)
      .waitFor();
    expect(await card(shown).getByRole('button', { name: 'Publish to Portfolio' }).count()).toBe(1);
    expect(await card(hidden).getByRole('button', { name: 'Publish to Portfolio' }).count()).toBe(
      0,
    );
    await shoot('completed', card(shown));
    expect(perCard(from)).toEqual([]);
  });

  it('the details read the one card’s account; a payment recorded shows on its line', async () => {
    await admin.getByRole('tab', { name: /^Current Works/ }).click();
    const unpaid = ids[0] as number;
    const from = asked.length;
    await card(unpaid).getByRole('button', { name: 'View Details' }).click();
    const panel = card(unpaid).getByRole('region', { name: /^Payments/ });
    await panel
      .getByRole('list', { name: 'Invoices' })
      .getByText(/Deposit · \$2,825\.00/)
      .waitFor();
    expect(perCard(from)).toEqual([`/api/furniture-requests/${unpaid}/payments`]);

    await card(unpaid).getByRole('button', { name: 'Record Payment' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record Payment' });
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('2,825.00');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(unpaid)
      .getByText('Deposit paid · balance $2,825.00 on completion', { exact: true })
      .waitFor();
    const paid = panel
      .locator('div', { has: admin.getByText('Paid', { exact: true }) })
      .locator('dd');
    await expect.poll(() => paid.textContent()).toBe('$2,825.00');
    await shoot('details', card(unpaid));
    expect(pageErrors).toEqual([]);
  });

  it('every tab of the list fits a phone, and each opens there', async () => {
    await admin.setViewportSize(PHONE);
    await admin.evaluate(() => window.scrollTo(0, 0));
    const tabs = admin.getByRole('tab');
    expect(await tabs.count()).toBe(5);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box, `${await tab.textContent()} on screen`).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    const list = admin.getByRole('tablist');
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const declined = admin.getByRole('tab', { name: /Declined/ });
    await declined.click();
    await expect.poll(() => declined.getAttribute('aria-selected')).toBe('true');
    await admin.setViewportSize(DESKTOP);
  });
});
