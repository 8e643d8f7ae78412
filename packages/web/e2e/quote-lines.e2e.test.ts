import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, workshopDay } from '@workshop/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  SCREENSHOTS,
  startApp,
  waitForEmail,
  type RunningApp,
} from './harness';
import { adminSignIn, newCustomer, signIn } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * One set of facts from quote to invoice, read where people read them: the workshop itemises a
 * quote (the piece, two options, delivery; Pennsylvania's 6%), the customer on a phone ticks one
 * option and signs the total the dialog states, and the deposit's due day reads the same on the
 * customer's card, the workshop's card, the invoice email and the invoice PDF. The browsers are
 * in a zone whose calendar differs from the workshop's at this hour, and the app runs with the
 * process in New York: the day is the workshop's, decided once, never converted by a browser.
 * Screens: quote-lines-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const ROSA = {
  fullName: 'Rosa Vale',
  email: 'rosa.vale@example.com',
  password: 'Walnut-Bench-2026!',
};

/** A zone whose day is not the workshop's right now: Kiritimati (UTC+14) or Pago Pago (UTC-11). */
function zoneWithAnotherDay(now: Date): string {
  const dayIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now);
  const workshop = workshopDay(now);
  const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => dayIn(z) !== workshop);
  if (!zone) throw new Error('No zone with another day: the clocks cannot agree this far apart');
  return zone;
}

/** A day the server answered, as the screens write it ("Dec 12, 2026"). */
const medium = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** As emails and PDFs write it ("December 12, 2026"). */
const long = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let customerContext: BrowserContext;
let customer: Page;
let projectId = 0;
let zoneBefore: string | undefined;
const browserZone = zoneWithAnotherDay(new Date());

beforeAll(async () => {
  // The server's own clock zone, unlike the browsers': only the workshop's calendar counts.
  zoneBefore = process.env.TZ;
  process.env.TZ = 'America/New_York';
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  adminContext = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: DESKTOP,
    timezoneId: browserZone,
  });
  admin = await adminContext.newPage();
  customerContext = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: PHONE,
    timezoneId: browserZone,
  });
  customer = await customerContext.newPage();
  projectId = await newCustomer(app, ROSA, {
    furnitureType: 'table',
    description: 'A walnut trestle table for eight.',
  });
  await adminSignIn(admin, app);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

const adminCard = () =>
  admin.getByRole('tabpanel').getByRole('article', { name: new RegExp(`^#${projectId}(?!\\d)`) });

describe('a quote in lines, signed with one option, invoiced on one due day', () => {
  it('the workshop itemises the quote and sees the totals the customer will see', async () => {
    await adminCard().getByRole('button', { name: 'Provide Quote', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Provide Quote' });
    await dialog.getByLabel(/Itemise this quote/).check();
    await dialog.getByLabel('Line 1: the piece').fill('Walnut trestle table, 96 x 40 x 30 in');
    await dialog.getByLabel('Unit price (line 1)').fill('5,200.00');
    const lines = [
      ['Two 18 in leaves', '450', true],
      ['Hand-rubbed oil finish upgrade', '300', true],
      ['Delivery and set-up', '350', false],
    ] as const;
    for (const [index, [description, price, optional]] of lines.entries()) {
      await dialog.getByRole('button', { name: 'Add line' }).click();
      await dialog.getByLabel(`Line ${index + 2}`, { exact: true }).fill(description);
      await dialog.getByLabel(`Unit price (line ${index + 2})`).fill(price);
      if (optional) {
        await dialog
          .getByRole('listitem')
          .nth(index + 1)
          .getByLabel(/Optional/)
          .check();
      }
    }
    // 5,200 + 350 taxed at 6%: $5,883.00 before any option.
    await expect.poll(() => dialog.getByLabel(/Quote Amount/).inputValue()).toBe('$5,883.00');
    const preview = dialog.getByTestId('quote-lines');
    expect(await preview.textContent()).toContain('Pennsylvania sales tax (6%)$333.00');
    await dialog.getByLabel(/Your Name/).fill('Sam Carver');
    expect(await axeViolations(admin)).toEqual([]);
    await screenshot(dialog, 'quote-lines-dialog-desktop');
    await admin.setViewportSize(PHONE);
    expect(await axeViolations(admin)).toEqual([]);
    await screenshot(admin, 'quote-lines-dialog-phone', { fullPage: false });
    await admin.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('tab', { name: /^Quoted/ }).click();
    await adminCard().waitFor();
  });

  it('the customer reads a price in lines, ticks the leaves and signs the total the dialog states', async () => {
    await signIn(customer, ROSA);
    const card = customer.getByTestId(`project-${projectId}`);
    const panel = card.locator('section', {
      has: customer.getByRole('heading', { name: 'Quote Ready!' }),
    });
    await panel.getByText('Price', { exact: true }).first().waitFor();
    const table = panel.getByTestId('quote-lines');
    expect(await table.textContent()).toContain('Delivery and set-up');
    expect(await table.textContent()).toContain('Total$5,883.00');
    expect(await axeViolations(customer)).toEqual([]);
    await screenshot(card, 'quote-lines-customer-phone');
    await customer.setViewportSize(DESKTOP);
    expect(await axeViolations(customer)).toEqual([]);
    await screenshot(card, 'quote-lines-customer-desktop');
    await customer.setViewportSize(PHONE);

    await panel.getByRole('button', { name: 'Approve Quote' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Accept and sign the quote' });
    await dialog.getByLabel(/Add Two 18 in leaves/).check();
    const dueOn = addDays(workshopDay(new Date()), 14);
    await dialog
      .getByTestId('acceptance-sentence')
      .getByText(
        `You accept $6,360.00 ($6,000.00 and $360.00 Pennsylvania sales tax). A deposit of $3,180.00 is due by ${medium(dueOn)}.`,
        { exact: true },
      )
      .waitFor();
    expect(await axeViolations(customer)).toEqual([]);
    await screenshot(dialog, 'quote-lines-sign-phone');
    await dialog.getByLabel(/Your full name/).fill(ROSA.fullName);
    await dialog.getByLabel('I accept this quote and its terms.').check();
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the deposit is due on the same day on both cards, in the email and in the PDF', async () => {
    const account = (await (
      await customerContext.request.get(`/api/furniture-requests/${projectId}/payments`)
    ).json()) as { data: { invoices: { id: number; dueOn: string; amountCents: number }[] } };
    const [deposit] = account.data.invoices;
    expect(deposit?.amountCents).toBe(318_000);
    const dueOn = deposit!.dueOn;
    expect(dueOn).toBe(addDays(workshopDay(new Date()), 14));
    // The browsers' own calendar is a day apart from the workshop's at this hour.
    const browserToday = await customer.evaluate(() =>
      new Intl.DateTimeFormat('en-CA').format(new Date()),
    );
    expect(browserToday).not.toBe(workshopDay(new Date()));

    await customer.reload();
    const card = customer.getByTestId(`project-${projectId}`);
    await card
      .getByText(`Waiting on you: deposit of $3,180.00 due by ${medium(dueOn)}.`, { exact: true })
      .waitFor();
    // The price the panel leads with is the one signed, as the lines' total says.
    const price = card
      .locator('dt', { hasText: /^Price$/ })
      .first()
      .locator('xpath=following-sibling::dd');
    expect(await price.textContent()).toBe('$6,360.00');
    const invoices = card.getByRole('list', { name: 'Invoices' });
    await invoices.getByText(`Due ${medium(dueOn)}`).waitFor();

    await admin.reload();
    await admin.getByRole('tab', { name: /^Current Works/ }).click();
    await adminCard()
      .getByText(`Deposit $3,180.00 unpaid, due ${medium(dueOn)}`, { exact: true })
      .waitFor();

    const email = await waitForEmail(app, (mail) => mail.subject.startsWith('Invoice INV-'));
    expect(email.text).toContain(`Due by: ${long(dueOn)}`);
    expect(email.text).toContain('50% deposit on quote v1, total $6,360.00');

    const pdf = await customerContext.request.get(
      `/api/furniture-requests/${projectId}/invoices/${deposit!.id}/pdf`,
    );
    const dir = await mkdtemp(join(tmpdir(), 'quote-lines-e2e-'));
    try {
      await writeFile(join(dir, 'invoice.pdf'), await pdf.body());
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'invoice.pdf'), '-'], {
        encoding: 'utf8',
      }).replace(/ +/g, ' ');
      expect(text).toContain(`Due by: ${long(dueOn)}`);
      expect(text).toContain(`Amount due by ${long(dueOn)} $3,180.00`);
      expect(text).toContain('Two 18 in leaves');
      expect(text).not.toContain('Hand-rubbed oil finish upgrade');
      if (SCREENSHOTS) {
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '70',
          '-singlefile',
          join(dir, 'invoice.pdf'),
          join(ARTIFACTS, 'quote-lines-invoice'),
        ]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
