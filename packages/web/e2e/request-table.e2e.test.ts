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
  type RunningApp,
} from './harness';
import { adminSignIn, customerApi, newCustomer, type Customer } from './project-helpers';

/**
 * The workshop's table in Chromium: beside the spec's cards (still the default), a table whose
 * filters and order live in the URL, whose rows a keyboard walks, and whose row opens its card.
 */

const ANN: Customer = {
  fullName: 'Ann Table',
  email: 'ann.table@example.com',
  password: 'Walnut-Desk-2026',
};
const BEN: Customer = {
  fullName: 'Ben Table',
  email: 'ben.table@example.com',
  password: 'Oak-Bench-2026',
};

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let admin: Page;
let annProject: number;
let benProject: number;

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  annProject = await newCustomer(app, ANN, { description: 'A walnut desk', furnitureType: 'desk' });
  benProject = await newCustomer(app, BEN, { description: 'An oak table', furnitureType: 'table' });
  const ann = await customerApi(app, ANN);
  const sent = await ann.post(`/api/furniture-requests/${annProject}/messages`, {
    data: {
      message: 'Could the drawers be deeper?',
      senderName: ANN.fullName,
      senderType: 'customer',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await ann.dispose();
  context = await newContext(browser, app, DESKTOP);
  admin = await context.newPage();
  await admin.emulateMedia({ reducedMotion: 'reduce' });
  await adminSignIn(admin, app);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const rowOf = (id: number) =>
  admin
    .getByRole('row')
    .filter({ has: admin.getByRole('button', { name: new RegExp(`^Open request #${id} `) }) });

describe('the table beside the cards', () => {
  it('keeps the cards by default and shows every project as a row in the table', async () => {
    await admin.getByRole('tab', { name: /New Requests/ }).waitFor();
    await expect
      .poll(() => admin.getByRole('button', { name: 'Cards', pressed: true }).count())
      .toBe(1);
    await admin.getByRole('button', { name: 'Table' }).click();
    await admin.waitForURL(/layout=table/);
    const table = admin.getByRole('table');
    await table.getByText('Rows 1–2 of 2').waitFor();
    await expect.poll(() => rowOf(annProject).textContent()).toMatch(/Waits on us/);
    expect(await rowOf(annProject).textContent()).toMatch(/Ann Table.*desk/is);
    expect(await rowOf(benProject).textContent()).toMatch(/None/);
  });

  it('sorts by a column both ways, says so to assistive technology, and keeps it in the URL', async () => {
    const customer = admin.getByRole('columnheader', { name: /Customer/ });
    await customer.getByRole('button').click();
    await admin.waitForURL(/sort=customer&dir=asc/);
    expect(await customer.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => (await admin.getByRole('rowheader').allTextContents()).join(' '))
      .toBe(`#${annProject} #${benProject}`);
    await customer.getByRole('button').click();
    await admin.waitForURL(/dir=desc/);
    expect(await customer.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => (await admin.getByRole('rowheader').allTextContents()).join(' '))
      .toBe(`#${benProject} #${annProject}`);
  });

  it('filters to what waits on the workshop, and a reload of the URL restores the view', async () => {
    await admin.getByLabel('Unread').check();
    await admin.waitForURL(/unread=1/);
    await admin.getByRole('table').getByText('Rows 1–1 of 1').waitFor();
    expect(await admin.getByRole('rowheader').allTextContents()).toEqual([`#${annProject}`]);
    await admin.reload();
    await admin.getByRole('table').getByText('Rows 1–1 of 1').waitFor();
    expect(await admin.getByLabel('Unread').isChecked()).toBe(true);
    expect(
      await admin.getByRole('columnheader', { name: /Customer/ }).getAttribute('aria-sort'),
    ).toBe('descending');
    await admin.getByLabel('Unread').uncheck();
    await admin.getByLabel('Type').selectOption('table');
    await admin.getByRole('table').getByText('Rows 1–1 of 1').waitFor();
    expect(await admin.getByRole('rowheader').allTextContents()).toEqual([`#${benProject}`]);
    await admin.getByLabel('Type').selectOption('');
    await admin.getByRole('table').getByText('Rows 1–2 of 2').waitFor();
  });

  it('is walked with the arrow keys, has no axe finding, and fits a phone and a desktop', async () => {
    const first = admin.getByRole('rowheader').first().getByRole('button');
    await first.focus();
    await admin.keyboard.press('ArrowDown');
    const focused = await admin.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe(`#${annProject}`);
    const results = await new AxeBuilder({ page: admin }).analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    if (SCREENSHOTS) {
      await admin.setViewportSize(PHONE);
      await admin.waitForTimeout(150);
      await screenshot(admin, 'request-table-phone');
      await admin.setViewportSize(DESKTOP);
      await admin.waitForTimeout(150);
      await screenshot(admin, 'request-table-desktop');
    }
  });

  it('opens a row’s card in one click', async () => {
    await admin.getByRole('button', { name: new RegExp(`^Open request #${annProject} `) }).click();
    await admin.waitForURL((url) => !url.search.includes('layout=table'));
    expect(await admin.getByRole('searchbox').inputValue()).toBe(`#${annProject}`);
    await admin.getByRole('tabpanel').getByText('Ann Table').first().waitFor();
  });
});
