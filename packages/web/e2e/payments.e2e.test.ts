import { workshopDay } from '@workshop/domain';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
import { adminSignIn, newCustomer, sideBySide, signIn } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * The money of one project, admin and customer side by side in Chromium: a $5,650 firm price
 * with a 50% deposit is accepted, the deposit invoice is emailed and awaited on the card, the
 * workshop records the transfer and the customer is sent a receipt, a mistaken payment is
 * voided with a reason, and completion invoices the balance. Screens at 390 and 1440 px, and
 * the deposit invoice's first page, as payments-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const IVY = {
  fullName: 'Ivy Rowan',
  email: 'ivy.rowan@example.com',
  password: 'Cherry-Desk-2026!',
};

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let customerContext: BrowserContext;
let customer: Page;
let projectId = 0;
let depositDue = '';
const pageErrors: string[] = [];

const customerCard = (): Locator => customer.getByTestId(`project-${projectId}`);
const adminCard = (): Locator =>
  admin.getByRole('tabpanel').getByRole('article', { name: new RegExp(`^#${projectId}(?!\\d)`) });
const payments = (card: Locator): Locator => card.getByRole('region', { name: /^Payments/ });
const total = (card: Locator, term: 'Paid' | 'Due' | 'Balance'): Locator =>
  payments(card)
    .locator('div', { has: card.page().getByText(term, { exact: true }) })
    .locator('dd');

/** A calendar day the server answered (YYYY-MM-DD), as the screens write it. */
const day = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A screenshot of `element` at 390 and 1440 px, axe-core clean at both. */
async function shootAndCheck(target: Page, name: string, element: Locator): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await target.setViewportSize(viewport);
    await target.waitForTimeout(300);
    await screenshot(element, `payments-${name}-${viewport.width}`);
    expect.soft(await axeViolations(target), `axe on ${name} at ${viewport.width}px`).toEqual([]);
  }
  await target.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  ({ adminContext, admin, customerContext, customer } = await sideBySide(browser, app, pageErrors));
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('payments: deposit invoice, payment, receipt, void, balance invoice', () => {
  it('the customer accepts a $5,650 firm price with a 50% deposit and is emailed its invoice', async () => {
    projectId = await newCustomer(app, IVY, {
      furnitureType: 'table',
      description: 'A cherry writing desk with two drawers.',
    });
    await signIn(customer, IVY);
    await adminSignIn(admin, app);

    const quoted = await adminContext.request.post(`/api/furniture-requests/${projectId}/quote`, {
      data: {
        quoteAmount: '$5,650',
        quotedBy: 'Sam Carver',
        priceCents: 565_000,
        depositPercent: 50,
      },
    });
    expect(quoted.status(), await quoted.text()).toBe(200);
    const accepted = await customerContext.request.post(
      `/api/furniture-requests/${projectId}/approve`,
      { data: { signatureName: IVY.fullName } },
    );
    expect(accepted.status(), await accepted.text()).toBe(200);

    const invoice = await waitForEmail(
      app,
      (mail) => mail.to === IVY.email && mail.subject.includes('Invoice INV-'),
    );
    expect(invoice.text).toContain('Here is our invoice for the deposit of your project, $2,825.');
    const [pdf] = invoice.attachments;
    expect(pdf?.filename).toMatch(/^invoice-INV-\d{4,}\.pdf$/);

    // The emailed PDF is the one the card links; its first page is looked at as a picture.
    const dir = await mkdtemp(join(tmpdir(), 'invoice-e2e-'));
    try {
      await writeFile(join(dir, 'invoice.pdf'), pdf!.content);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'invoice.pdf'), '-'], {
        encoding: 'utf8',
      }).replace(/ +/g, ' ');
      expect(text).toMatch(/Amount due by [A-Z][a-z]+ \d{1,2}, \d{4} \$2,825\.00/);
      expect(text).toContain('50% deposit on quote v1, total $5,650.00 $2,825.00');
      // An invoice is dated and due by a day, not a minute.
      expect(text).toMatch(/Due by: [A-Z][a-z]+ \d{1,2}, \d{4}\n/);
      if (SCREENSHOTS) {
        await mkdir(ARTIFACTS, { recursive: true });
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '60',
          '-f',
          '1',
          '-l',
          '1',
          join(dir, 'invoice.pdf'),
          join(ARTIFACTS, 'payments-invoice'),
        ]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the customer's card awaits the deposit and lists the invoice with its PDF", async () => {
    await customer.reload();
    const card = customerCard();
    const account = (await (
      await customerContext.request.get(`/api/furniture-requests/${projectId}/payments`)
    ).json()) as { data: { invoices: { id: number; number: string; dueOn: string }[] } };
    const [deposit] = account.data.invoices;
    depositDue = day(deposit!.dueOn);

    await card
      .getByText(`Waiting on you: deposit of $2,825.00 due by ${depositDue}.`, { exact: true })
      .waitFor();
    const panel = payments(card);
    const row = panel.getByRole('listitem').filter({ hasText: deposit!.number });
    await expect.poll(() => row.textContent()).toContain('Deposit · $2,825.00');
    expect(await row.textContent()).toContain('Unpaid');
    const link = row.getByRole('link', { name: deposit!.number });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/furniture-requests/${projectId}/invoices/${deposit!.id}/pdf`);
    const download = await customerContext.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');
    expect(await total(card, 'Due').textContent()).toBe('$2,825.00');
    await shootAndCheck(customer, 'customer-unpaid', card);
  });

  it('the workshop sees the deposit unpaid and records the transfer; the customer gets a receipt', async () => {
    await admin.reload();
    await admin.getByRole('tab', { name: /^Current Works/ }).click();
    const card = adminCard();
    await card.getByText(`Deposit $2,825.00 unpaid, due ${depositDue}`, { exact: true }).waitFor();
    expect(await card.getByText('Waiting on the customer', { exact: true }).count()).toBe(1);
    await shootAndCheck(admin, 'admin-unpaid', card);

    await card.getByRole('button', { name: 'Record Payment' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record Payment' });
    await dialog.waitFor();
    const today = workshopDay(new Date());
    expect(await dialog.getByLabel('Date Received').inputValue()).toBe(today);
    expect(await dialog.getByLabel('Method').inputValue()).toBe('bank_transfer');

    // More than the price leaves is refused, and said under the amount.
    const amount = dialog.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('6,000.00');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText('This payment is more than the $5,650.00 left to pay').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await shootAndCheck(admin, 'record-refused', dialog);

    await amount.fill('2,825.00');
    await dialog.getByLabel('Reference (optional)').fill('TX-5521');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card
      .getByText('Deposit paid · balance $2,825.00 on completion', { exact: true })
      .waitFor();
    expect(await card.getByText('Waiting on the customer', { exact: true }).count()).toBe(0);

    const receipt = await waitForEmail(
      app,
      (mail) =>
        mail.to === IVY.email && mail.subject.includes(`Receipt: $2,825 for project #${projectId}`),
    );
    expect(receipt.text).toContain('Left to pay: $2,825');
  });

  it('the customer sees $2,825 paid and $2,825 left, the invoice paid', async () => {
    await customer.reload();
    const card = customerCard();
    await payments(card).waitFor();
    await expect.poll(() => total(card, 'Paid').textContent()).toBe('$2,825.00');
    expect(await total(card, 'Balance').textContent()).toBe('$2,825.00');
    expect(await total(card, 'Due').textContent()).toBe('$0.00');
    const received = payments(card).getByRole('list', { name: 'Payments received' });
    expect(await received.textContent()).toContain('Bank transfer · $2,825.00');
    expect(await card.getByText(/Waiting on you: deposit/).count()).toBe(0);
    await shootAndCheck(customer, 'customer-paid', card);
  });

  it('the workshop voids a mistaken payment with a reason; the figures go back', async () => {
    const card = adminCard();
    await card.getByRole('button', { name: 'Record Payment' }).click();
    const record = admin.getByRole('dialog', { name: 'Record Payment' });
    await record.getByRole('textbox', { name: /^Amount/ }).fill('150');
    await record.getByLabel('Method').selectOption('cash');
    await record.getByRole('button', { name: 'Record Payment' }).click();
    await record.waitFor({ state: 'detached' });
    await card
      .getByText('Deposit paid · balance $2,675.00 on completion', { exact: true })
      .waitFor();

    // The invoices and payments are read when the card's details open.
    await card.getByRole('button', { name: 'View Details' }).click();
    await card.getByRole('button', { name: /^Void \$150\.00/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Void Payment' });
    await dialog.getByRole('button', { name: 'Void Payment' }).click();
    await dialog.getByText('Please say why this payment is voided').waitFor();
    await dialog.getByLabel('Reason').fill('Recorded twice: it was the same transfer');
    await shootAndCheck(admin, 'void', dialog);
    await dialog.getByRole('button', { name: 'Void Payment' }).click();
    await dialog.waitFor({ state: 'detached' });

    await card
      .getByText('Deposit paid · balance $2,825.00 on completion', { exact: true })
      .waitFor();
    expect(await total(card, 'Paid').textContent()).toBe('$2,825.00');
    await card.getByText('Voided: Recorded twice: it was the same transfer').waitFor();
    expect(await card.getByRole('button', { name: /^Void / }).count()).toBe(1);
    await shootAndCheck(admin, 'admin-paid', card);

    await customer.reload();
    await expect.poll(() => total(customerCard(), 'Paid').textContent()).toBe('$2,825.00');
    await customerCard().getByText('Voided: Recorded twice: it was the same transfer').waitFor();
  });

  it('completion invoices the balance: emailed, awaited and listed on the card', async () => {
    const card = adminCard();
    await card.getByRole('button', { name: 'Mark Complete' }).click();
    const dialog = admin.getByTestId('status-dialog');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await dialog.waitFor({ state: 'detached' });

    const balance = await waitForEmail(
      app,
      (mail) =>
        mail.to === IVY.email &&
        mail.text.includes('invoice for the balance of your project, $2,825.'),
    );
    expect(balance.attachments[0]?.filename).toMatch(/^invoice-INV-\d{4,}\.pdf$/);

    await admin.getByRole('tab', { name: /^Completed/ }).click();
    await adminCard()
      .getByText(/^Balance \$2,825\.00 unpaid, due /)
      .waitFor();

    await customer.reload();
    const mine = customerCard();
    const rows = payments(mine).getByRole('list', { name: 'Invoices' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('Balance · $2,825.00');
    await mine.getByText(/^Waiting on you: balance of \$2,825\.00 due by /).waitFor();
    await shootAndCheck(customer, 'customer-balance', mine);
    expect(pageErrors).toEqual([]);
  });
});
