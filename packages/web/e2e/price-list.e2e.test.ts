import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { lowEnd, walnutTablePrice } from './price-helpers';
import { adminSignIn } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * The owner raises the walnut factor in the admin panel's Prices view: the preview shows the
 * sample walnut desk dearer before anything is saved, and once saved, a fresh wizard prices a
 * walnut table higher from its first paint. Screens: prices-*.png in test-artifacts/
 * (E2E_SCREENSHOTS=1).
 */

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;

describe('the price list, edited by the owner', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    adminContext = await newContext(browser, app);
    admin = await adminContext.newPage();
    await adminSignIn(admin, app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the owner raises walnut, sees the rise in the preview, saves, and the wizard prices with it', async () => {
    const before = await walnutTablePrice(browser, app);
    expect(before.price).toMatch(/^\$[\d,]+ – \$[\d,]+$/);

    await admin.goto('/admin?view=prices');
    const form = admin.getByRole('form', { name: 'Price list' });
    const walnut = form.getByLabel('Walnut factor', { exact: true });
    expect(await walnut.inputValue()).toBe('1.5');

    // A figure that cannot be is named at once, and nothing can be saved.
    await walnut.fill('0');
    await form.getByText('Walnut factor must be more than 0').waitFor();
    expect(await form.getByRole('button', { name: 'Save Prices' }).isDisabled()).toBe(true);

    await walnut.fill('2');
    const preview = admin.getByRole('complementary', { name: 'Preview' });
    await preview.getByText('Preview (not saved yet)').waitFor();
    const desk = await preview.getByText(/^Walnut desk/).innerText();
    const [, was, now] = /: (\$[\d,]+ – \$[\d,]+) → (\$[\d,]+ – \$[\d,]+)$/.exec(desk) ?? [];
    expect(lowEnd(now ?? ''), desk).toBeGreaterThan(lowEnd(was ?? ''));
    // The oak table does not use walnut: the same price either side.
    const oak = await preview.getByText(/^Oak dining table/).innerText();
    const [, oakWas, oakNow] = /: (\$[\d,]+ – \$[\d,]+) → (\$[\d,]+ – \$[\d,]+)$/.exec(oak) ?? [];
    expect(oakNow).toBe(oakWas);
    await screenshot(admin, 'prices-view-1440');
    expect(await axeViolations(admin)).toEqual([]);

    await form.getByRole('button', { name: 'Save Prices' }).click();
    await admin.getByText('Price list saved').first().waitFor();
    await preview.getByText('Preview', { exact: true }).waitFor();
    const history = admin.getByRole('region', { name: 'Earlier price lists' });
    await history.getByText('current', { exact: false }).waitFor();

    await admin.setViewportSize(PHONE);
    await screenshot(admin, 'prices-view-390', { fullPage: false });
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize(DESKTOP);

    // A fresh page load: the wizard's first price is already the new one, with no request.
    const after = await walnutTablePrice(browser, app);
    expect(lowEnd(after.price), `${before.price} → ${after.price}`).toBeGreaterThan(
      lowEnd(before.price),
    );
    expect(after.asked).toEqual([]);
  });

  it('an earlier list comes back with one restore, and the mistaken one stays in the history', async () => {
    await admin.goto('/admin?view=prices');
    const form = admin.getByRole('form', { name: 'Price list' });
    await form.getByLabel('Walnut factor', { exact: true }).fill('3');
    await form.getByRole('button', { name: 'Save Prices' }).click();
    await admin.getByText('Price list saved').first().waitFor();
    const history = admin.getByRole('region', { name: 'Earlier price lists' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);

    await history.getByRole('button', { name: 'Restore' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await admin.getByText('Earlier price list restored').first().waitFor();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3);
    await expect
      .poll(() => form.getByLabel('Walnut factor', { exact: true }).inputValue())
      .toBe('2');
  });
});
