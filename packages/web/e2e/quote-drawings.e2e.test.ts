import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { adminSignIn, customerApi, newCustomer, PDF, signIn } from './project-helpers';

/**
 * The workshop's own drawings on its quote: the admin quotes with a PDF drawing attached, the
 * customer sees it under the quoted design and downloads the same bytes; another customer
 * does not reach it. Screens: quote-drawings-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const ANN = { fullName: 'Ann Lee', email: 'ann.lee@example.com', password: 'Walnut-Table-2026!' };
const BO = { fullName: 'Bo Stone', email: 'bo.stone@example.com', password: 'Cedar-Chest-2026!' };

let app: RunningApp;
let browser: Browser;
let files: string;
let annId = 0;

describe("the workshop's drawings on its quote", () => {
  beforeAll(async () => {
    app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
    browser = await launchBrowser();
    files = await mkdtemp(join(tmpdir(), 'workshop-drawings-'));
    await writeFile(join(files, 'side elevation.pdf'), PDF);
    await writeFile(join(files, 'notes.txt'), 'not a drawing');
    annId = await newCustomer(app, ANN);
    await newCustomer(app, BO);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('the workshop sends the quote with a PDF drawing attached', async () => {
    const context = await newContext(browser, app, DESKTOP);
    const admin = await context.newPage();
    await adminSignIn(admin, app);
    await admin.getByRole('tab', { name: /^New Requests/ }).click();
    const card = admin
      .getByRole('tabpanel')
      .getByRole('article', { name: new RegExp(`^#${annId}(?!\\d)`) });
    await card
      .getByRole('button', { name: /Provide Quote/ })
      .first()
      .click();
    const dialog = admin.getByRole('dialog');
    const picker = dialog.getByLabel('Drawings (PDF or image)');
    // A file that is neither is refused at once, before anything is sent.
    await picker.setInputFiles(join(files, 'notes.txt'));
    await dialog.getByText('"notes.txt" is not a JPEG, PNG, GIF, WebP or PDF file').waitFor();
    await picker.setInputFiles(join(files, 'side elevation.pdf'));
    await dialog.getByLabel(/Quote Amount/).fill('$2,400');
    await dialog.getByLabel(/Your Name/).fill('Sam Carver');
    await screenshot(dialog, 'quote-drawings-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByText('Drawings Attached').first().waitFor();

    // The workshop's history lists the drawing beside the version.
    await admin.getByRole('tab', { name: /^Quoted/ }).click();
    const quoted = admin
      .getByRole('tabpanel')
      .getByRole('article', { name: new RegExp(`^#${annId}(?!\\d)`) });
    const history = quoted.getByTestId('quote-history');
    await history.getByText('Quote version').click();
    await history.getByRole('link', { name: 'side elevation.pdf' }).waitFor();
    await screenshot(quoted, 'quote-drawings-admin-desktop');
    await context.close();
  });

  it('the customer sees the drawing under the quote and downloads the same bytes', async () => {
    const context = await newContext(browser, app, PHONE);
    const page = await context.newPage();
    await signIn(page, ANN);
    const card = page.getByRole('article').filter({ hasText: `#${annId}` });
    const drawings = card.getByTestId('quote-drawings');
    const link = drawings.getByRole('link', { name: /side elevation\.pdf/ });
    await link.waitFor();
    await drawings.scrollIntoViewIfNeeded();
    await screenshot(page, 'quote-drawings-customer-phone', { fullPage: false });
    const results = await new AxeBuilder({ page })
      .include('[data-testid="quote-drawings"]')
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.help}`),
      'axe at 390px',
    ).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('side elevation.pdf');
    const saved = join(files, 'downloaded.pdf');
    await download.saveAs(saved);
    expect(Buffer.compare(await readFile(saved), PDF)).toBe(0);
    await context.close();

    // Another customer is told the project does not exist.
    const bo = await customerApi(app, BO);
    const other = await bo.get(`/api/furniture-requests/${annId}/quotes/1/drawings/1`);
    expect(other.status()).toBe(404);
    await bo.dispose();
  });
});
