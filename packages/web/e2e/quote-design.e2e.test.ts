import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
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
import { adminSignIn, customerApi, signIn, type Customer } from './project-helpers';

/**
 * The quote carries the design it prices: a walnut table drawn 72 x 36 in the wizard, quoted
 * by the workshop at 84 in in cherry. The customer's panel draws 84 in and says what changed;
 * a revision opens from the quoted design; the signed copy specifies 84 in, never 72 in, and
 * reaches both mailboxes; its deposit is invoiced, paid and receipted, and completion invoices
 * the balance. A quick-form request, sent without a design, is given one by the
 * workshop: type, style, finish. Screens at 1440 and 390 px: quote-design-*.png in
 * test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const MAYA: Customer = {
  fullName: 'Maya Thornton',
  email: 'maya.thornton@example.com',
  password: 'Walnut-Table-2026',
};

let app: RunningApp;
let browser: Browser;
let projectId: number;

async function openQuoteDialog(admin: Page, tab: RegExp, button: RegExp) {
  await admin.getByRole('tab', { name: tab }).click();
  const card = admin
    .getByRole('tabpanel')
    .getByRole('article', { name: new RegExp(`^#${projectId}(?!\\d)`) });
  await card.getByRole('button', { name: button }).first().click();
  const dialog = admin.getByRole('dialog');
  const design = dialog.getByTestId('design-editor');
  await design.waitFor();
  return { dialog, design };
}

describe('the quote carries the design it prices', () => {
  beforeAll(async () => {
    app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
    browser = await launchBrowser();
    const visitor = await playwrightRequest.newContext({
      baseURL: app.baseUrl,
      extraHTTPHeaders: { Origin: app.baseUrl },
    });
    const sessionId = `session_${Date.now()}_quotedesign`;
    const draft = await visitor.post('/api/customizations', {
      data: {
        sessionId,
        furnitureType: 'table',
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        dimensions: JSON.stringify({ length: '72', width: '36', height: '29' }),
        features: [],
      },
    });
    expect(draft.status(), await draft.text()).toBe(200);
    const submitted = await visitor.post('/api/furniture-requests', {
      data: { fullName: MAYA.fullName, email: MAYA.email, furnitureType: 'table', sessionId },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    projectId = ((await submitted.json()) as { request: { id: number } }).request.id;
    const reset = await visitor.post('/api/debug/reset-password', {
      data: { email: MAYA.email, newPassword: MAYA.password },
    });
    expect(reset.status()).toBe(200);
    await visitor.dispose();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the workshop quotes v1 at 84 in in cherry, from the wizard design drawn live', async () => {
    const context = await newContext(browser, app, DESKTOP);
    const admin = await context.newPage();
    await adminSignIn(admin, app);
    const { dialog, design } = await openQuoteDialog(admin, /^New Requests/, /Provide Quote/);
    expect(await design.getByLabel(/Length/).inputValue()).toBe('72');
    await design.getByText('72 in', { exact: true }).first().waitFor();
    const price = async () => (await design.getByText(/Indicative price/).textContent()) ?? '';
    const before = await price();
    await design.getByLabel(/Length/).fill('84');
    await design.getByLabel(/Wood or material/).selectOption({ label: 'Cherry' });
    // The drawing and the indicative price follow what the workshop types.
    await design.getByText('84 in', { exact: true }).first().waitFor();
    await expect.poll(price).not.toBe(before);
    await screenshot(design, 'quote-design-editor-1440');
    await dialog.getByLabel(/Quote Amount/).fill('$5,650');
    await dialog.getByLabel(/Firm Price/).fill('5,650.00');
    await dialog.getByLabel(/Deposit %/).fill('50');
    await dialog.getByLabel(/Your Name/).fill('Sam Carver');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the customer sees the drawing at 84 in and what changed from their request', async () => {
    const context = await newContext(browser, app, PHONE);
    const customer = await context.newPage();
    await signIn(customer, MAYA);
    const card = customer.getByRole('article').filter({ hasText: `#${projectId}` });
    await card.getByText('$5,650').first().waitFor();
    await card.getByText('Changed from your request').waitFor();
    await card.getByText('Length 72 → 84 in').waitFor();
    await card.getByText('Walnut → Cherry').waitFor();
    await card.getByText('84 in', { exact: true }).first().waitFor();
    await screenshot(card, 'quote-design-customer-390');
    const overflow = await customer.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });

  it('asked for changes, the workshop revises from the quoted design, not the wizard one', async () => {
    const maya = await customerApi(app, MAYA);
    const asked = await maya.post(`/api/furniture-requests/${projectId}/request-changes`, {
      data: { message: 'Could it be an inch lower?', version: 1 },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await maya.dispose();

    const context = await newContext(browser, app, DESKTOP);
    const admin = await context.newPage();
    await adminSignIn(admin, app);
    const { dialog, design } = await openQuoteDialog(admin, /^Quoted/, /Revise Quote/);
    expect(await design.getByLabel(/Length/).inputValue()).toBe('84');
    expect(await design.getByLabel(/Wood or material/).inputValue()).toBe('solid-wood:cherry');
    // The price and its schedule come back as v1 had them.
    expect(await dialog.getByLabel(/Quote Amount/).inputValue()).toBe('$5,650');
    expect(await dialog.getByLabel(/Firm Price/).inputValue()).toBe('5650.00');
    expect(await dialog.getByLabel(/Deposit %/).inputValue()).toBe('50');
    await design.getByLabel(/Height/).fill('28');
    await dialog.getByLabel(/Your Name/).fill('Sam Carver');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the customer signs v2 in their own name, and the signed copy specifies 84 in', async () => {
    const api = await customerApi(app, MAYA);
    const wrongName = await api.post(`/api/furniture-requests/${projectId}/approve`, {
      data: { signatureName: 'Maya', version: 2 },
    });
    expect(wrongName.status()).toBe(400);
    await api.dispose();

    const context = await newContext(browser, app, PHONE);
    const customer = await context.newPage();
    await signIn(customer, MAYA);
    const card = customer.getByRole('article').filter({ hasText: `#${projectId}` });
    await card.getByRole('button', { name: 'Approve Quote' }).click();
    const dialog = customer.getByRole('dialog');
    const signature = dialog.getByLabel('Your full name, as your signature');
    await signature.fill('Maya');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    // Another name than the project's is refused, under the field, and nothing is signed.
    await dialog
      .getByText('Please type your full name as it is on the project: Maya Thornton')
      .waitFor();
    expect(await signature.getAttribute('aria-invalid')).toBe('true');
    await signature.fill('maya  thornton');
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Quote Approved').first().waitFor();
    await context.close();

    const maya = await customerApi(app, MAYA);
    const copy = await maya.get(`/api/furniture-requests/${projectId}/signed-copy`);
    expect(copy.status()).toBe(200);
    const downloaded = await copy.body();
    await mkdir(ARTIFACTS, { recursive: true });
    const file = join(ARTIFACTS, 'quote-design-signed-copy.pdf');
    await writeFile(file, downloaded);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('84 in');
    expect(text).toContain('28 in');
    expect(text).toContain('Cherry');
    expect(text).not.toContain('72 in');
    await maya.dispose();
  });

  it('the signed copy reaches both mailboxes, byte for byte, and its fingerprint checks out', async () => {
    const maya = await customerApi(app, MAYA);
    const downloaded = await (
      await maya.get(`/api/furniture-requests/${projectId}/signed-copy`)
    ).body();
    await maya.dispose();
    const fileName = `signed-quote-${projectId}-v2.pdf`;
    const customerEmail = await waitForEmail(
      app,
      (email) =>
        email.to.includes(MAYA.email) &&
        email.subject === `Your signed quote for project #${projectId}`,
    );
    const workshopEmail = await waitForEmail(
      app,
      (email) => email.subject === `Quote approved: project #${projectId}`,
    );
    expect(workshopEmail.to).not.toContain(MAYA.email);
    for (const email of [customerEmail, workshopEmail]) {
      expect(email.attachments.map((attached) => attached.filename)).toEqual([fileName]);
      expect(email.attachments[0]?.content.equals(downloaded)).toBe(true);
    }

    // The certificate page: who, when with its zone, from where, which browser, version, terms.
    const folder = await mkdtemp(join(tmpdir(), 'signed-copy-'));
    const signed = join(folder, fileName);
    await writeFile(signed, downloaded);
    const text = execFileSync('pdftotext', ['-layout', signed, '-'], { encoding: 'utf8' });
    const certificate = text.slice(text.indexOf('Acceptance certificate'));
    expect(certificate).toMatch(/Signed by: +maya +thornton/);
    expect(certificate).toMatch(
      /When: .+ \d{1,2}:\d{2}:\d{2} [AP]M [A-Z]{2,5} \(\d{4}-\d\d-\d\dT[\d:]{8}Z\)/,
    );
    expect(certificate).toMatch(/From address: +\S*\d/);
    expect(certificate).toMatch(/Browser: +Mozilla/);
    expect(certificate).toContain('Version: v2');
    expect(certificate).toContain('Terms, as they read when accepted');
    // The fingerprint printed is the SHA-256 of the quote the copy carries, byte for byte.
    const printed = /\b([0-9a-f]{64})\b/.exec(certificate)?.[1];
    expect(printed).toBeDefined();
    execFileSync('pdfdetach', ['-saveall', '-o', folder, signed]);
    const carried = await readFile(join(folder, `quote-${projectId}-v2.pdf`));
    expect(createHash('sha256').update(carried).digest('hex')).toBe(printed);
    expect(customerEmail.text).toContain(printed);
    expect(workshopEmail.text).toContain(printed);

    if (SCREENSHOTS) {
      await mkdir(ARTIFACTS, { recursive: true });
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        signed,
        join(ARTIFACTS, 'quote-design-signed-copy'),
      ]);
    }
  });

  it('the deposit is invoiced, paid by bank transfer and receipted; completion invoices the balance', async () => {
    const depositInvoice = await waitForEmail(
      app,
      (email) => email.to.includes(MAYA.email) && email.subject.includes('Invoice INV-'),
    );
    expect(depositInvoice.text).toContain('the deposit of your project, $2,825.');

    const context = await newContext(browser, app, DESKTOP);
    const admin = await context.newPage();
    await adminSignIn(admin, app);
    await admin.getByRole('tab', { name: /^Current Works/ }).click();
    const card = admin
      .getByRole('tabpanel')
      .getByRole('article', { name: new RegExp(`^#${projectId}(?!\\d)`) });
    await card.getByText(/^Deposit \$2,825\.00 unpaid, due /).waitFor();
    await card.getByRole('button', { name: 'Record Payment' }).click();
    const record = admin.getByRole('dialog', { name: 'Record Payment' });
    await record.getByRole('textbox', { name: /^Amount/ }).fill('2,825.00');
    expect(await record.getByLabel('Method').inputValue()).toBe('bank_transfer');
    await record.getByRole('button', { name: 'Record Payment' }).click();
    await record.waitFor({ state: 'detached' });
    await card
      .getByText('Deposit paid · balance $2,825.00 on completion', { exact: true })
      .waitFor();
    const receipt = await waitForEmail(
      app,
      (email) =>
        email.to.includes(MAYA.email) &&
        email.subject.includes(`Receipt: $2,825 for project #${projectId}`),
    );
    expect(receipt.text).toContain('Left to pay: $2,825');

    const phone = await newContext(browser, app, PHONE);
    const customer = await phone.newPage();
    await signIn(customer, MAYA);
    const payments = customer
      .getByRole('article')
      .filter({ hasText: `#${projectId}` })
      .getByRole('region', { name: /^Payments/ });
    await payments.waitFor();
    const balance = payments
      .locator('div', { has: customer.getByText('Balance', { exact: true }) })
      .locator('dd');
    expect(await balance.textContent()).toBe('$2,825.00');

    await card.getByRole('button', { name: 'Mark Complete' }).click();
    const status = admin.getByTestId('status-dialog');
    await status.getByRole('button', { name: 'Update Status' }).click();
    await status.waitFor({ state: 'detached' });
    const balanceInvoice = await waitForEmail(
      app,
      (email) =>
        email.to.includes(MAYA.email) &&
        email.text.includes('invoice for the balance of your project, $2,825.'),
    );
    expect(balanceInvoice.attachments[0]?.filename).toMatch(/^invoice-INV-\d{4,}\.pdf$/);
    await phone.close();
    await context.close();
  });

  it('a quick-form request without a design is given one: type, style, finish', async () => {
    const visitor = await playwrightRequest.newContext({
      baseURL: app.baseUrl,
      extraHTTPHeaders: { Origin: app.baseUrl },
    });
    const submitted = await visitor.post('/api/furniture-requests', {
      data: { fullName: 'Owen Pike', email: 'owen.pike@example.com', furnitureType: 'desk' },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const quickId = ((await submitted.json()) as { request: { id: number } }).request.id;
    await visitor.dispose();

    const context = await newContext(browser, app, PHONE);
    const admin = await context.newPage();
    await adminSignIn(admin, app);
    await admin.getByRole('tab', { name: /^New Requests/ }).click();
    await admin
      .getByRole('tabpanel')
      .getByRole('article', { name: new RegExp(`^#${quickId}(?!\\d)`) })
      .getByRole('button', { name: /Provide Quote/ })
      .first()
      .click();
    const dialog = admin.getByRole('dialog');
    const design = dialog.getByTestId('design-editor');
    const type = design.getByLabel('Furniture type');
    expect(await type.inputValue()).toBe('');
    await type.selectOption({ label: 'Desk' });
    await design.getByLabel('Style').selectOption({ label: 'Scandinavian' });
    // A new type keeps only what it offers: a table is not offered in Scandinavian.
    await type.selectOption({ label: 'Table' });
    expect(await design.getByLabel('Style').inputValue()).toBe('');
    await type.selectOption({ label: 'Desk' });
    await design.getByLabel('Style').selectOption({ label: 'Scandinavian' });
    await design.getByLabel(/Width/).fill('60');
    await design.getByLabel(/Wood or material/).selectOption({ label: 'Walnut' });
    await design.getByLabel('Finish').selectOption({ label: 'Oil Finish' });
    await design.getByText('60 in', { exact: true }).first().waitFor();
    await expect.poll(async () => design.getByText(/Indicative price/).textContent()).toMatch(/\d/);
    await screenshot(design, 'quote-design-editor-quick-390');
    await dialog.getByLabel(/Quote Amount/).fill('$3,200');
    await dialog.getByLabel(/Your Name/).fill('Sam Carver');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The version pins the design the workshop gave it.
    const quotes = await admin.request.get(`/api/furniture-requests/${quickId}/quotes`);
    const [version] = ((await quotes.json()) as { data: { design: unknown }[] }).data;
    expect(version?.design).toMatchObject({
      furnitureType: 'desk',
      style: 'scandinavian',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
      dimensions: { width: '60' },
    });
    await context.close();
  });
});
