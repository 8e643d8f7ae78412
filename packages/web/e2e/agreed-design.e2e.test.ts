import { request as playwrightRequest, type Browser, type Page } from 'playwright-core';
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
import { adminSignIn, signIn, type Customer } from './project-helpers';
import {
  axeViolations,
  choose,
  expectStep,
  goNext,
  layoutProblems,
  toggle,
} from './visitor-helpers';

/**
 * One set of facts from quote to contract: a walnut table drawn 84 in on four legs in the
 * wizard, with the visitor's first wish in its notes. The workshop quotes it as v1, then
 * revises it to 96 in on a trestle with two leaves of 18 in, set in the quote dialog's design
 * editor. The customer signs v2; from then on the workshop's card (its line, drawing and price),
 * its table row and GET .../design say v2's design, the customer's own design kept below as the
 * original request; the visitor's wish stays theirs, under "Your request said". Screens at
 * 1440 and 390 px: agreed-design-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const NINA: Customer = {
  fullName: 'Nina Okafor',
  email: 'nina.okafor@example.com',
  password: 'Trestle-Table-2026',
};

/** The visitor's first wish: theirs, never the contract's notes. */
const WISH = 'Budget about $5,000, two leaves for the holidays.';
const SIGNED_LINE = '96 x 40 x 30 in walnut trestle table with 2 leaves of 18 in';

let app: RunningApp;
let browser: Browser;
let projectId: number;

const cardIn = (page: Page) =>
  page.getByRole('tabpanel').getByRole('article', { name: new RegExp(`^#${projectId}(?!\\d)`) });

async function expectNoAxe(page: Page, what: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

describe('the signed design is the design everywhere', () => {
  beforeAll(async () => {
    app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
    browser = await launchBrowser();
    const visitor = await playwrightRequest.newContext({
      baseURL: app.baseUrl,
      extraHTTPHeaders: { Origin: app.baseUrl },
    });
    const sessionId = `session_${Date.now()}_agreedtab`;
    const draft = await visitor.post('/api/customizations', {
      data: {
        sessionId,
        furnitureType: 'table',
        style: 'traditional',
        constructionMaterial: 'solid-wood',
        specificMaterial: 'walnut',
        surfaceFinish: 'wood',
        specificFinish: 'oil-finish',
        dimensions: JSON.stringify({ length: '84', width: '40', height: '30' }),
        features: [],
        notes: WISH,
      },
    });
    expect(draft.status(), await draft.text()).toBe(200);
    const submitted = await visitor.post('/api/furniture-requests', {
      data: {
        fullName: NINA.fullName,
        email: NINA.email,
        furnitureType: 'table',
        description: 'Custom Table - traditional Style',
        notes: WISH,
        sessionId,
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    projectId = ((await submitted.json()) as { request: { id: number } }).request.id;
    const reset = await visitor.post('/api/debug/reset-password', {
      data: { email: NINA.email, newPassword: NINA.password },
    });
    expect(reset.status()).toBe(200);
    await visitor.dispose();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the wizard asks a table’s base and leaves on step 6, and saves them with the draft', async () => {
    const sessionId = `session_${Date.now()}_wizardtab`;
    const visitor = await playwrightRequest.newContext({
      baseURL: app.baseUrl,
      extraHTTPHeaders: { Origin: app.baseUrl },
    });
    const draft = await visitor.post('/api/customizations', {
      data: {
        sessionId,
        furnitureType: 'table',
        style: 'rustic',
        constructionMaterial: 'solid-wood',
        specificMaterial: 'oak',
        surfaceFinish: 'wood',
        specificFinish: 'oil-finish',
        dimensions: JSON.stringify({ length: '72', width: '38', height: '30' }),
        features: [],
      },
    });
    expect(draft.status(), await draft.text()).toBe(200);
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newContext(browser, app, viewport);
      const page = await context.newPage();
      // The browser's copy of the session, as the wizard keeps it: it reopens on step 6.
      await page.addInitScript((id) => {
        localStorage.setItem('workshop.wizard', JSON.stringify({ sessionId: id, step: 6 }));
      }, sessionId);
      await page.goto('/customize');
      await expectStep(page, 6);
      await choose(page, viewport === DESKTOP ? 'Trestle base' : 'Pedestal base');
      await page.getByLabel('Leaves', { exact: true }).selectOption({ label: '2 leaves' });
      // Leaves make the table Extendable; taking Extendable off takes them, ticking it brings one.
      expect(await page.getByRole('checkbox', { name: 'Extendable' }).isChecked()).toBe(true);
      await toggle(page, 'Extendable', false);
      expect(await page.getByLabel('Leaves', { exact: true }).inputValue()).toBe('0');
      await page.getByLabel('Leaves', { exact: true }).selectOption({ label: '2 leaves' });
      await page.getByLabel('Length of each leaf').selectOption({ label: '15 in' });
      const base = viewport === DESKTOP ? 'trestle' : 'pedestal';
      await page
        .getByRole('img', { name: new RegExp(`oak ${base} table, .*2 extension leaves of 15`) })
        .first()
        // On a phone the preview is a strip folded down to its price: the drawing is there.
        .waitFor({ state: 'attached' });
      await screenshot(page, `agreed-design-wizard-step6-${viewport.width}`);
      expect.soft(await layoutProblems(page), `step 6 at ${viewport.width}px`).toEqual([]);
      await expectNoAxe(page, `step 6 at ${viewport.width}px`);
      await goNext(page, 7);
      await page.getByText(/Base and Leaves/).waitFor();
      await context.close();
      const saved = await visitor.get(`/api/customizations?sessionId=${sessionId}`);
      expect(((await saved.json()) as { draft: unknown }).draft).toMatchObject({
        base,
        leafCount: 2,
        leafLength: 15,
        features: ['Extendable'],
      });
    }
    await visitor.dispose();
  });

  it('the workshop quotes v1 as drawn, 84 in on four legs, its notes empty of the visitor’s', async () => {
    const context = await newContext(browser, app, DESKTOP);
    const admin = await context.newPage();
    await adminSignIn(admin, app);
    await admin.getByRole('tab', { name: /^New Requests/ }).click();
    await cardIn(admin)
      .getByRole('button', { name: /Provide Quote/ })
      .click();
    const dialog = admin.getByRole('dialog');
    const design = dialog.getByTestId('design-editor');
    await design.waitFor();
    expect(await design.getByLabel(/Length/).inputValue()).toBe('84');
    expect(await design.getByLabel('Base').inputValue()).toBe('legs');
    expect(await dialog.getByLabel('Quote Notes').inputValue()).toBe('');
    await dialog.getByLabel(/Quote Amount/).fill('$4,800');
    await dialog.getByLabel(/Your Name/).fill('Sam Carver');
    await dialog.getByRole('button', { name: 'Send Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('revises it to v2: 96 in, a trestle base, two leaves of 18 in, drawn as it is set', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newContext(browser, app, viewport);
      const admin = await context.newPage();
      await adminSignIn(admin, app);
      await admin.getByRole('tab', { name: /^Quoted/ }).click();
      await cardIn(admin)
        .getByRole('button', { name: /Revise Quote/ })
        .click();
      const dialog = admin.getByRole('dialog');
      const design = dialog.getByTestId('design-editor');
      await design.waitFor();
      await design.getByLabel(/Length/).fill('96');
      await design.getByLabel('Base').selectOption({ label: 'Trestle base' });
      await design.getByLabel('Leaves').selectOption({ label: '2 leaves' });
      expect(await design.getByLabel('Length of each leaf').inputValue()).toBe('18');
      // Leaves make the table Extendable, and the drawing shows them dashed beyond its end.
      expect(await design.getByRole('checkbox', { name: 'Extendable' }).isChecked()).toBe(true);
      const drawing = design.getByRole('img', {
        name: /walnut trestle table, 96 inches long.*2 extension leaves of 18 inches/,
      });
      await drawing.waitFor();
      expect(await drawing.locator('[data-view="front"] [data-part="leaf"]').count()).toBe(2);
      expect(await drawing.locator('[data-view="front"] [data-part="stretcher"]').count()).toBe(1);
      expect(await drawing.locator('[data-view="front"] [data-part="leg"]').count()).toBe(0);
      // The dialog scrolls: what the workshop sees, the drawing and then the choices below it.
      await drawing.scrollIntoViewIfNeeded();
      await screenshot(admin, `agreed-design-editor-drawing-${viewport.width}`, {
        fullPage: false,
      });
      await design.getByLabel('Length of each leaf').scrollIntoViewIfNeeded();
      await screenshot(admin, `agreed-design-editor-choices-${viewport.width}`, {
        fullPage: false,
      });
      await expectNoAxe(admin, `the quote dialog at ${viewport.width}px`);
      if (viewport === PHONE) {
        await dialog.getByLabel(/Quote Amount/).fill('$5,650');
        await dialog.getByLabel(/Your Name/).fill('Sam Carver');
        await dialog.getByRole('button', { name: 'Send Quote' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await context.close();
    }
  });

  it('the customer reads v2’s design and their own words apart, and signs v2', async () => {
    const wide = await newContext(browser, app, DESKTOP);
    const desk = await wide.newPage();
    await signIn(desk, NINA);
    const wideCard = desk.getByRole('article').filter({ hasText: `#${projectId}` });
    await wideCard
      .getByTestId('quoted-design')
      .getByText('Trestle base', { exact: true })
      .waitFor();
    await wideCard.getByRole('button', { name: 'View Details' }).click();
    await wideCard.getByRole('region', { name: 'Your request said' }).waitFor();
    await screenshot(wideCard, 'agreed-design-customer-1440');
    await expectNoAxe(desk, 'the dashboard at 1440px');
    await wide.close();

    const context = await newContext(browser, app, PHONE);
    const customer = await context.newPage();
    await signIn(customer, NINA);
    const card = customer.getByRole('article').filter({ hasText: `#${projectId}` });
    await card.getByText('$5,650').first().waitFor();
    const quoted = card.getByTestId('quoted-design');
    for (const line of ['Trestle base', '2 leaves of 18 in']) {
      await quoted.getByText(line, { exact: true }).waitFor();
    }
    const changes = card.getByTestId('changes-from-request');
    for (const line of [
      'Length 84 → 96 in',
      'Base: Four legs → Trestle base',
      '+ 2 leaves of 18 in',
    ]) {
      await changes.getByText(line, { exact: true }).waitFor();
    }
    expect(await quoted.innerText()).not.toContain(WISH);
    await card.getByRole('button', { name: 'View Details' }).click();
    const said = card.getByRole('region', { name: 'Your request said' });
    expect(await said.innerText()).toContain(WISH);
    await screenshot(card, 'agreed-design-customer-390');
    await expectNoAxe(customer, 'the dashboard with the quote and the request');

    await card.getByRole('button', { name: 'Approve Quote' }).click();
    const dialog = customer.getByRole('dialog');
    await dialog.getByLabel('Your full name, as your signature').fill(NINA.fullName);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Approve Quote' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Quote Approved').first().waitFor();
    await context.close();
  });

  it('the workshop’s card, its table row and the design call say the signed v2', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newContext(browser, app, viewport);
      const admin = await context.newPage();
      await adminSignIn(admin, app);
      await admin.getByRole('tab', { name: /^Current Works/ }).click();
      const card = cardIn(admin);
      expect(await card.getByTestId('signed-design').innerText()).toBe(
        `Signed design, version 2: ${SIGNED_LINE}`,
      );
      await card.getByRole('button', { name: 'View Details' }).click();
      const signed = card.getByRole('region', { name: 'Signed Design (version 2)' });
      await signed.getByText(SIGNED_LINE, { exact: true }).waitFor();
      const drawing = signed.getByRole('img', { name: /walnut trestle table, 96 inches long/ });
      expect(await drawing.locator('[data-view="front"] [data-part="leaf"]').count()).toBe(2);
      await signed.getByText(/Indicative price: \$/).waitFor();
      // The customer's own design and words stay readable, as the request they were.
      const original = card.getByRole('region', { name: /^Original request/ });
      await original.getByText('84 x 40 x 30 in walnut table', { exact: true }).waitFor();
      await card.getByRole('heading', { name: 'Original request', exact: true }).waitFor();
      await card.getByText(WISH).waitFor();
      // The sign-in toast would cover part of the picture: it goes by itself.
      if (SCREENSHOTS)
        await admin.getByText('Access Granted', { exact: true }).waitFor({ state: 'detached' });
      await screenshot(card, `agreed-design-admin-card-${viewport.width}`);
      await expectNoAxe(admin, `the signed card at ${viewport.width}px`);
      const overflow = await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `no sideways scroll at ${viewport.width}px`).toBe(0);

      await admin.getByRole('button', { name: 'Table', exact: true }).click();
      const row = admin.getByRole('row').filter({
        has: admin.getByRole('button', { name: new RegExp(`^Open request #${projectId} `) }),
      });
      await row.getByText(SIGNED_LINE, { exact: true }).waitFor();
      expect(await admin.getByRole('table').innerText()).not.toContain('{');
      await screenshot(admin, `agreed-design-table-${viewport.width}`);
      await expectNoAxe(admin, `the table at ${viewport.width}px`);

      if (viewport === DESKTOP) {
        const answer = await admin.request.get(`/api/furniture-requests/${projectId}/design`);
        const { design, requestDesign } = (await answer.json()) as {
          design: Record<string, unknown>;
          requestDesign: Record<string, unknown>;
        };
        expect(design).toMatchObject({
          source: 'quote',
          quoteVersion: 2,
          signed: true,
          base: 'trestle',
          leafCount: 2,
          leafLength: 18,
        });
        expect(JSON.parse(design['dimensions'] as string)).toMatchObject({ length: '96' });
        expect(JSON.parse(requestDesign['dimensions'] as string)).toMatchObject({ length: '84' });
      }
      await context.close();
    }
  });
});
