import { AxeBuilder } from '@axe-core/playwright';
import { request as playwrightRequest } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
  waitForEmail,
  type RunningApp,
} from './harness';
import {
  adminSignIn,
  customerApi,
  messagesDialog as dialogOf,
  messagesOf,
  newCustomer as newCustomerIn,
  PDF,
  signIn,
  type Customer,
} from './project-helpers';
import { woodGrainPng } from './visitor-helpers';

/**
 * Files in messages, both ways, on the real product in local mode: the customer sends a photo
 * and a PDF from the dashboard's dialog, the workshop sees and downloads them and answers with
 * its own, the customer is emailed their names, and nobody else (a visitor, another customer)
 * reaches any of them.
 */

const ANN = { fullName: 'Ann Lee', email: 'ann.lee@example.com', password: 'Walnut-Table-2026!' };
const BO = { fullName: 'Bo Stone', email: 'bo.stone@example.com', password: 'Cedar-Chest-2026!' };

let app: RunningApp;
let browser: Browser;
let files: string;
let annId = 0;
let customer: BrowserContext;
let workshop: BrowserContext;

const newCustomer = (who: Customer) => newCustomerIn(app, who);

async function photograph(page: Page, name: string): Promise<void> {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await screenshot(page, `attachments-${name}-${size}`, { fullPage: false });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.help}`),
      `axe at ${viewport.width}px`,
    ).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

describe('message attachments, end to end', () => {
  beforeAll(async () => {
    app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
    browser = await launchBrowser();
    files = await mkdtemp(join(tmpdir(), 'workshop-attachments-'));
    await writeFile(join(files, 'kitchen wall.png'), woodGrainPng(480, 320));
    await writeFile(join(files, 'floor plan.pdf'), PDF);
    await writeFile(join(files, 'notes.txt'), 'not a picture');
    annId = await newCustomer(ANN);
    customer = await newContext(browser, app);
    workshop = await newContext(browser, app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('the customer sends a photo and a PDF from the dialog', async () => {
    const page = await customer.newPage();
    await signIn(page, ANN);
    await page
      .getByTestId(`project-${annId}`)
      .getByRole('button', { name: /Messages/ })
      .click();
    const dialog = dialogOf(page);
    await dialog.waitFor();
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Here is the wall it will stand against, and the plan.');
    const picker = page.getByTestId('attachment-input');
    // A file that is none of the five types is named and left out.
    await picker.setInputFiles(join(files, 'notes.txt'));
    await dialog.getByText('"notes.txt" is not a JPEG, PNG, GIF, WebP or PDF file').waitFor();
    await picker.setInputFiles([join(files, 'kitchen wall.png'), join(files, 'floor plan.pdf')]);
    await dialog.getByRole('button', { name: 'Remove kitchen wall.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Remove floor plan.pdf' }).waitFor();
    await photograph(page, 'customer-picked');

    await dialog.getByRole('button', { name: /Send Message/ }).click();
    await page.getByText('Message sent!', { exact: true }).first().waitFor();
    const thread = dialog.getByRole('list', { name: 'Messages' });
    const image = thread.getByRole('img', { name: 'kitchen wall.png' });
    await image.waitFor();
    // Loaded through the authorised route: the thumbnail has pixels.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(480);
    await thread.getByRole('link', { name: /floor plan\.pdf/ }).waitFor();
    expect(await dialog.getByRole('list', { name: 'Files to send' }).count()).toBe(0);
    await photograph(page, 'customer-sent');

    const [sent] = (await messagesOf(customer, annId)).slice(-1);
    expect(sent?.attachments.map((a) => [a.name, a.contentType])).toEqual([
      ['kitchen wall.png', 'image/png'],
      ['floor plan.pdf', 'application/pdf'],
    ]);
    await page.close();
  });

  it('the workshop sees them, downloads the PDF and answers with its own files', async () => {
    const page = await workshop.newPage();
    await adminSignIn(page, app);
    await page
      .getByRole('tabpanel')
      .getByRole('article', { name: new RegExp(ANN.fullName) })
      .getByRole('button', { name: /Message/ })
      .click();
    const dialog = dialogOf(page);
    const thread = dialog.getByRole('list', { name: 'Messages' });
    await thread.getByRole('img', { name: 'kitchen wall.png' }).waitFor();

    const pdfLink = thread.getByRole('link', { name: /floor plan\.pdf/ });
    const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe('floor plan.pdf');
    const saved = join(files, 'downloaded.pdf');
    await download.saveAs(saved);
    expect(Buffer.compare(await readFile(saved), PDF)).toBe(0);

    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Thanks Ann. The drawing with the leaves, and our walnut.');
    await dialog.getByLabel('Your Name').fill('Sam Carver');
    await page
      .getByTestId('attachment-input')
      .setInputFiles([join(files, 'floor plan.pdf'), join(files, 'kitchen wall.png')]);
    await dialog.getByRole('button', { name: /Send Message/ }).click();
    await page.getByText('Your message has been sent to the customer.').first().waitFor();
    await expect.poll(async () => (await messagesOf(workshop, annId)).length).toBe(2);
    await page.close();
  });

  it('the customer is emailed the names, and sees the files in the thread', async () => {
    const mail = await waitForEmail(
      app,
      (email) => email.to.includes(ANN.email) && /Thanks Ann/.test(email.text),
      30_000,
    );
    expect(mail.text).toContain('With 2 files attached');
    expect(mail.text).toContain('floor plan.pdf, kitchen wall.png');

    const page = await customer.newPage();
    await page.goto('/dashboard');
    await page
      .getByTestId(`project-${annId}`)
      .getByRole('button', { name: /Messages/ })
      .click();
    const thread = dialogOf(page).getByRole('list', { name: 'Messages' });
    await thread.getByText('Thanks Ann.', { exact: false }).waitFor();
    await expect.poll(() => thread.getByRole('img', { name: 'kitchen wall.png' }).count()).toBe(2);
    expect(await thread.getByRole('link', { name: /floor plan\.pdf/ }).count()).toBe(2);
    await photograph(page, 'customer-thread');
    await page.close();
  });

  it('serves every file only to its customer and the workshop', async () => {
    const attachments = (await messagesOf(customer, annId)).flatMap((m) => m.attachments);
    expect(attachments).toHaveLength(4);
    await newCustomer(BO);
    const bo = await customerApi(app, BO);
    const visitor = await playwrightRequest.newContext({ baseURL: app.baseUrl });
    for (const attachment of attachments) {
      const own = await customer.request.get(attachment.url);
      expect(own.status()).toBe(200);
      expect(own.headers()['x-content-type-options']).toBe('nosniff');
      expect(own.headers()['cache-control']).toMatch(/^private/);
      expect(own.headers()['content-disposition']).toMatch(
        attachment.contentType === 'application/pdf' ? /^attachment;/ : /^inline;/,
      );
      expect((await workshop.request.get(attachment.url)).status()).toBe(200);
      expect((await visitor.get(attachment.url)).status()).toBe(401);
      expect((await bo.get(attachment.url)).status()).toBe(404);
    }
    await bo.dispose();
    await visitor.dispose();
  });
});
