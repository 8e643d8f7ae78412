import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { adminSignIn, completeProject, newCustomer, signIn } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * A finished piece shown on the site: the customer says yes on the dashboard, the workshop
 * publishes it from its progress photos, and the landing's portfolio shows the photo in served
 * sizes (srcset), never the customer.
 *
 * A finished piece's review, in Chromium on the product in local mode (asked at completion:
 * REVIEW_REQUEST_DAYS=0): the customer is asked by email and on the dashboard, writes five
 * stars and a few words; the landing shows nothing until the workshop approves it in the
 * Reviews view; then the landing shows it with the average and its schema.org data. Screens at
 * 390 and 1440 px: reviews-*.png and showcase-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const IVY = {
  fullName: 'Ivy Marsh',
  email: 'ivy.marsh@example.com',
  password: 'Cherry-Desk-2026!',
};
const WORDS = 'The joinery is flawless and the table already feels like an heirloom.';

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let customerContext: BrowserContext;
let customer: Page;
let projectId = 0;

describe('reviews of finished pieces', () => {
  beforeAll(async () => {
    app = await startApp({ DEBUG_RESET_ENABLED: 'true', REVIEW_REQUEST_DAYS: '0' });
    browser = await launchBrowser();
    adminContext = await newContext(browser, app);
    admin = await adminContext.newPage();
    customerContext = await newContext(browser, app);
    customer = await customerContext.newPage();
    projectId = await newCustomer(app, IVY, {
      furnitureType: 'table',
      description: 'A cherry dining table',
    });
    await adminSignIn(admin, app);
    await signIn(customer, IVY);
    await completeProject(adminContext, customerContext, IVY, projectId, {
      name: 'oiled-top.jpg',
      hue: '#7b4a2a',
      label: 'Oiled top',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('asks the customer by email and on the dashboard, and takes their review', async () => {
    const asked = await waitForEmail(app, (email) =>
      email.subject.startsWith('How is your piece?'),
    );
    expect(asked.to).toContain(IVY.email);

    await customer.reload();
    const panel = customer.getByRole('region', { name: 'How Is Your Piece?' });
    await panel.waitFor();
    await panel.getByLabel('5 stars').check();
    await panel.getByLabel('A few words').fill(WORDS);
    await panel.getByRole('button', { name: 'Send review' }).click();

    const mine = customer.getByRole('region', { name: 'Your Review' });
    await mine.getByText(WORDS).waitFor();
    await expect
      .poll(() =>
        mine.getByText('The workshop will read it before it appears on our site.').count(),
      )
      .toBe(1);
    await mine.scrollIntoViewIfNeeded();
    await screenshot(customer, 'reviews-dashboard-1440', { fullPage: false });
  });

  it('shows nothing on the landing until the workshop approves it', async () => {
    const visitor = await browser.newPage({ baseURL: app.baseUrl, viewport: DESKTOP });
    await visitor.goto('/');
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByRole('heading', { name: 'What Our Customers Say' }).count()).toBe(0);
    await visitor.close();

    await admin.goto('/admin?view=reviews');
    const row = admin.getByRole('listitem').filter({ hasText: WORDS });
    await row.waitFor();
    await screenshot(admin, 'reviews-admin-1440', { fullPage: false });
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByText('Shown on the site').waitFor();
  });

  it('the landing shows the approved review, its average and its structured data', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ baseURL: app.baseUrl, viewport });
      const visitor = await context.newPage();
      await visitor.goto('/');
      const section = visitor.getByRole('region', { name: 'What Our Customers Say' });
      await section.getByText(WORDS).waitFor();
      expect(await section.getByText('out of 5, from 1 review').count()).toBe(1);
      expect(await section.getByRole('img', { name: '5 out of 5 stars' }).count()).toBe(1);
      // Never the customer's name.
      expect(await visitor.getByText(IVY.fullName).count()).toBe(0);

      const data = JSON.parse(
        (await section.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
        review: [{ '@type': 'Review', reviewBody: WORDS, reviewRating: { ratingValue: 5 } }],
      });

      await section.scrollIntoViewIfNeeded();
      await screenshot(visitor, `reviews-landing-${viewport.width}`, { fullPage: false });
      expect(await axeViolations(visitor)).toEqual([]);
      await context.close();
    }
  });

  it('asks the customer whether the piece may be shown; with a yes the workshop publishes it to the portfolio', async () => {
    const completion = await waitForEmail(app, (email) =>
      email.subject.startsWith(`Your project #${projectId} is complete`),
    );
    expect(completion.text).toContain('May we show your piece on our site?');

    await customer.reload();
    const ask = customer.getByRole('region', { name: 'May We Show Your Piece?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Yes, show my piece' }).click();
    await ask.getByText('You said yes: the workshop may show your piece.').waitFor();
    await ask.scrollIntoViewIfNeeded();
    await screenshot(customer, 'showcase-consent-1440', { fullPage: false });

    await admin.goto('/admin');
    await admin.getByRole('tab', { name: /^Completed/ }).click();
    const card = admin
      .getByRole('tabpanel')
      .getByRole('article', { name: new RegExp(`^#${projectId}(?!\\d)`) });
    await card.getByRole('button', { name: 'Publish to Portfolio' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Publish to Portfolio' });
    await dialog.getByLabel(/^Title/).fill('Cherry Dining Table');
    await dialog.getByLabel('A line about it').fill('Solid cherry, oiled by hand.');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.getByText('Please choose at least one photo').waitFor();
    await dialog.getByLabel('Show oiled-top.jpg').check();
    await screenshot(admin, 'showcase-publish-1440', { fullPage: false });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Published to the portfolio').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ baseURL: app.baseUrl, viewport });
      const visitor = await context.newPage();
      await visitor.goto('/');
      const portfolio = visitor.getByRole('region', { name: 'Our Work' });
      const piece = portfolio.getByRole('listitem').filter({ hasText: 'Cherry Dining Table' });
      await piece.getByText('Solid cherry, oiled by hand.').waitFor();
      const photo = piece.getByRole('img', {
        name: 'Cherry Dining Table, photographed in our workshop',
      });
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await photo.getAttribute('srcset')).toMatch(
        /\?w=480 480w, .+ 960w, .+\?w=1600 1200w$/,
      );
      // The browser picked a size from the srcset, served as WebP.
      const chosen = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
      const served = await context.request.get(chosen);
      expect(served.headers()['content-type']).toBe('image/webp');
      expect(await visitor.getByText(IVY.fullName).count()).toBe(0);
      await screenshot(visitor, `showcase-landing-${viewport.width}`, { fullPage: false });
      expect(await axeViolations(visitor)).toEqual([]);
      await context.close();
    }
  });
});
