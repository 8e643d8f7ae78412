import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  startApp,
  waitForEmail,
  type RunningApp,
} from './harness';
import { LIVE_EDGE_ALTS, uploadLiveEdgePhotos } from './portfolio-helpers';
import { lowEnd, walnutTablePrice } from './price-helpers';
import { adminSignIn, completeProject, newCustomer, signIn } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * The craft chain on one running app: the owner's workshop name and phone reach the landing,
 * a new email and a quote PDF; photos of the Live Edge Table reach the landing as responsive
 * images; a removed photo comes back with Undo; a finished piece its customer lets us show is
 * published to the portfolio, and its approved review shows with the average and its
 * structured data; a dearer walnut prices the wizard's walnut table higher. Screens:
 * chain-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const NAME = 'Chestnut & Chisel';
const PHONE_NUMBER = '(610) 555-0142';
const CUSTOMER = {
  fullName: 'Iris Calder',
  email: 'iris.calder@example.com',
  password: 'Oak-Chain-2026!',
};
const OWEN = {
  fullName: 'Owen Vale',
  email: 'owen.vale@example.com',
  password: 'Walnut-Hall-2026!',
};
const WORDS = 'Every drawer runs like silk and the walnut glows in the evening light.';

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;

/** The alt texts of the Live Edge Table's photos on the landing, as a visitor without scripts gets them. */
async function landingAlts(): Promise<string[]> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const visitor = await context.newPage();
  await visitor.goto('/');
  const alts = await visitor
    .locator('#portfolio img[srcset]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  await context.close();
  return alts;
}

describe('the craft chain, on one running app', () => {
  beforeAll(async () => {
    app = await startApp({ DEBUG_RESET_ENABLED: 'true', REVIEW_REQUEST_DAYS: '0' });
    browser = await launchBrowser();
    adminContext = await newContext(browser, app);
    admin = await adminContext.newPage();
    await adminSignIn(admin, app);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the renamed workshop and its new phone reach the landing, a new email and a quote PDF', async () => {
    await admin.goto('/admin?view=workshop');
    const form = admin.locator('form').filter({ has: admin.getByLabel(/^Workshop name/) });
    await form.getByLabel(/^Workshop name/).fill(NAME);
    await form.getByLabel(/^Phone/).fill(PHONE_NUMBER);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await admin.getByText('Workshop profile saved').first().waitFor();

    await admin.goto('/');
    await admin.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await admin.locator('#contact').getByRole('link', { name: PHONE_NUMBER }).waitFor();

    const projectId = await newCustomer(app, CUSTOMER, { description: 'A chestnut hall table' });
    const welcome = await waitForEmail(
      app,
      (email) => email.to.includes(CUSTOMER.email) && email.subject.includes(NAME),
    );
    expect(welcome.text).toContain(PHONE_NUMBER);
    const quoted = await adminContext.request.post(`/api/furniture-requests/${projectId}/quote`, {
      data: { quoteAmount: '$1,400', quotedBy: 'Sam Carver' },
    });
    expect(quoted.status(), await quoted.text()).toBe(200);
    const pdf = await adminContext.request.get(`/api/furniture-requests/${projectId}/quotes/1/pdf`);
    expect(pdf.status()).toBe(200);
    await mkdir(ARTIFACTS, { recursive: true });
    const path = join(ARTIFACTS, 'chain-quote.pdf');
    await writeFile(path, await pdf.body());
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain(NAME);
    expect(text).toContain(PHONE_NUMBER);
  });

  it('three photos of the Live Edge Table reach the landing with srcset', async () => {
    await uploadLiveEdgePhotos(admin);
    expect(await landingAlts()).toEqual([LIVE_EDGE_ALTS[0]]);
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: DESKTOP });
    const visitor = await context.newPage();
    await visitor.goto('/');
    const photo = visitor.locator('#portfolio').getByRole('img', { name: LIVE_EDGE_ALTS[0] });
    expect(await photo.getAttribute('srcset')).toMatch(/\/api\/portfolio\/photos\/\d+\?w=480 480w/);
    await context.close();
  });

  it('the Portfolio view previews an edit before it is saved, and reads well at 390 and 1440 px', async () => {
    await admin.goto('/admin?view=portfolio');
    const card = admin.getByRole('listitem').filter({
      has: admin.getByRole('heading', { name: 'Live Edge Table', level: 3 }),
    });
    await card.getByLabel('Subtitle').fill('Black walnut, one slab');
    const preview = card.getByRole('complementary', { name: /^Preview of/ });
    await preview.getByText('Preview (not saved yet)').waitFor();
    await preview.getByText('Black walnut, one slab').waitFor();
    // The photo is decoration here: the item's photo list below describes it.
    expect(await preview.locator('img').count()).toBe(1);
    await card.getByLabel('Subtitle').fill('Black walnut slab with natural edge');
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.setViewportSize(viewport);
      expect(await axeViolations(admin), `axe at ${viewport.width}px`).toEqual([]);
      const overflow = await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await screenshot(admin, `chain-portfolio-${viewport.width}`, { fullPage: false });
    }
  });

  it('a photo removed by mistake is back on the landing after Undo', async () => {
    const photos = admin.getByRole('list', { name: 'Photos of Live Edge Table' });
    await photos
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Remove photo' })
      .click();
    const status = admin.getByRole('status').filter({ hasText: 'Photo removed' });
    await status.waitFor();
    await expect.poll(() => photos.getByRole('img').count()).toBe(2);
    expect(await landingAlts()).toEqual([LIVE_EDGE_ALTS[1]]);
    await screenshot(admin, 'chain-portfolio-undo', { fullPage: false });

    await status.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => photos.getByRole('img').count()).toBe(3);
    expect(await landingAlts()).toEqual([LIVE_EDGE_ALTS[0]]);
    expect(await admin.getByRole('button', { name: 'Undo' }).count()).toBe(0);
  });

  it('a completed project its customer lets us show is published to the portfolio', async () => {
    const customerContext = await newContext(browser, app);
    const projectId = await newCustomer(app, OWEN, {
      furnitureType: 'table',
      description: 'A walnut hall table with two drawers',
    });
    await signIn(await customerContext.newPage(), OWEN);
    const updateId = await completeProject(adminContext, customerContext, OWEN, projectId, {
      name: 'hall-table.jpg',
      hue: '#5a3a22',
      label: 'Hall table',
    });
    const consent = await customerContext.request.put(
      `/api/furniture-requests/${projectId}/showcase-consent`,
      { data: { allowed: true } },
    );
    expect(consent.status(), await consent.text()).toBe(200);
    const published = await adminContext.request.post(
      `/api/furniture-requests/${projectId}/publish`,
      {
        data: {
          title: 'Walnut Hall Table',
          text: 'Two drawers, oiled by hand.',
          photos: [{ updateId, n: 1 }],
        },
      },
    );
    expect(published.status(), await published.text()).toBe(201);

    const review = await customerContext.request.put(
      `/api/furniture-requests/${projectId}/review`,
      {
        data: { rating: 5, text: WORDS },
      },
    );
    expect(review.status(), await review.text()).toBe(200);
    await customerContext.close();

    const visitor = await browser.newPage({ baseURL: app.baseUrl, viewport: DESKTOP });
    await visitor.goto('/');
    const piece = visitor
      .getByRole('region', { name: 'Our Work' })
      .getByRole('listitem')
      .filter({ hasText: 'Walnut Hall Table' });
    await piece.getByText('Two drawers, oiled by hand.').waitFor();
    // Not shown before the workshop approves it.
    expect(await visitor.getByText(WORDS).count()).toBe(0);
    await visitor.close();
  });

  it('the approved review shows on the landing with the average and its structured data', async () => {
    await admin.goto('/admin?view=reviews');
    const row = admin.getByRole('listitem').filter({ hasText: WORDS });
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByText('Shown on the site').waitFor();

    const visitor = await browser.newPage({ baseURL: app.baseUrl, viewport: PHONE });
    await visitor.goto('/');
    const section = visitor.getByRole('region', { name: 'What Our Customers Say' });
    await section.getByText(WORDS).waitFor();
    expect(await section.getByText('out of 5, from 1 review').count()).toBe(1);
    const data = JSON.parse(
      (await section.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(data).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
      review: [{ '@type': 'Review', reviewBody: WORDS, reviewRating: { ratingValue: 5 } }],
    });
    await visitor.close();
  });

  it('a raised walnut factor raises the wizard’s walnut price', async () => {
    const before = await walnutTablePrice(browser, app);
    await admin.goto('/admin?view=prices');
    const form = admin.getByRole('form', { name: 'Price list' });
    await form.getByLabel('Walnut factor', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Save Prices' }).click();
    await admin.getByText('Price list saved').first().waitFor();
    const after = await walnutTablePrice(browser, app);
    expect(lowEnd(after.price), `${before.price} → ${after.price}`).toBeGreaterThan(
      lowEnd(before.price),
    );
  });
});
