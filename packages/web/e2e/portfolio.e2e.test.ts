import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, startApp, type RunningApp } from './harness';
import { adminSignIn, workshopPhoto } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * The owner edits the landing's portfolio in the admin panel's Portfolio view: three photos of
 * the Live Edge Table show on the landing (with scripts off too) as responsive images, a hidden
 * item leaves it, a moved one changes places. Screens in /tmp/shots/portfolio-*.png.
 */

const SHOTS = '/tmp/shots';
const ALTS = [
  'The walnut slab from above, its live edge along the window side',
  'The maple butterfly key across the slab’s crack',
  'The blackened steel trapezoid legs',
];

// A PostgreSQL database of its own: the embedded one is slow to start on a loaded machine.
const adapters = createRequire(new URL('../../adapters/package.json', import.meta.url));
const { Client } = adapters('pg') as {
  Client: new (url: string) => {
    connect(): Promise<void>;
    query(sql: string): Promise<unknown>;
    end(): Promise<void>;
  };
};
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `workshop_e2e_portfolio_${randomBytes(4).toString('hex')}`;

async function onServer(sql: string): Promise<void> {
  const root = new Client(ADMIN_URL);
  await root.connect();
  await root.query(sql);
  await root.end();
}

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;

/** The landing's portfolio titles, in order, as a visitor reads them (scripts on or off). */
async function landingTitles(javaScriptEnabled: boolean): Promise<string[]> {
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport: PHONE,
    javaScriptEnabled,
  });
  const visitor = await context.newPage();
  await visitor.goto('/');
  const titles = await visitor.locator('#portfolio h3').allTextContents();
  await context.close();
  return titles;
}

describe('the portfolio, edited by the owner', () => {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    await onServer(`CREATE DATABASE ${DATABASE}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${DATABASE}`;
    app = await startApp({ DATABASE_URL: url.toString() });
    browser = await launchBrowser();
    adminContext = await newContext(browser, app);
    admin = await adminContext.newPage();
    await adminSignIn(admin, app);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await onServer(`DROP DATABASE IF EXISTS ${DATABASE}`);
  });

  it("a fresh install's landing shows the spec's six", async () => {
    expect(await landingTitles(false)).toEqual([
      'Live Edge Table',
      'Conference Table',
      'Reception Desk',
      'Workstation',
      'Bar Top',
      'Bookshelf',
    ]);
  });

  it('the owner uploads three photos of the Live Edge Table, each described', async () => {
    await admin.goto('/admin?view=portfolio');
    await admin.getByRole('heading', { name: 'Portfolio', level: 2 }).waitFor();
    const files = await Promise.all(
      ['#7a4a2a', '#8a5a35', '#3b2a1a'].map(async (hue, index) => ({
        name: `live-edge-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await workshopPhoto(hue, `Live edge ${index + 1}`),
      })),
    );
    await admin.getByLabel('Add photos of Live Edge Table').setInputFiles(files);
    for (const [index, alt] of ALTS.entries()) {
      await admin.getByLabel(`Alt text for live-edge-${index + 1}.jpg`).fill(alt);
    }
    await admin.getByRole('button', { name: 'Upload 3 photos' }).click();
    await admin.getByText('Photos added').first().waitFor();
    const photos = admin.getByRole('list', { name: 'Photos of Live Edge Table' });
    await expect.poll(() => photos.getByRole('img').count()).toBe(3);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/portfolio-view-1440.png`, fullPage: true });

    await admin.setViewportSize(PHONE);
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await admin.screenshot({ path: `${SHOTS}/portfolio-view-390.png` });
    await admin.setViewportSize(DESKTOP);
  });

  it('the landing shows the first photo with srcset and sizes, with scripts off and on', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        baseURL: app.baseUrl,
        viewport: PHONE,
        javaScriptEnabled,
      });
      const visitor = await context.newPage();
      const problems: string[] = [];
      visitor.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await visitor.goto('/');
      const photo = visitor.locator('#portfolio').getByRole('img', { name: ALTS[0] });
      await photo.waitFor({ state: 'attached' });
      const srcset = (await photo.getAttribute('srcset')) ?? '';
      expect(srcset).toMatch(/\/api\/portfolio\/photos\/\d+\?w=480 480w/);
      expect(srcset).toMatch(/\?w=1600 1200w/);
      expect(await photo.getAttribute('sizes')).toBeTruthy();
      expect(await photo.getAttribute('width')).toBe('1200');
      expect(await photo.getAttribute('height')).toBe('900');
      expect(await photo.getAttribute('loading')).toBe('lazy');
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // The other five keep their drawings and the spec's words.
      await visitor
        .locator('#portfolio')
        .getByText('Solid cherry with adjustable shelves')
        .waitFor();
      if (javaScriptEnabled) {
        await visitor.waitForLoadState('networkidle');
        expect(problems.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
        // Still there after hydration: no flash back to the drawing.
        expect(await photo.isVisible()).toBe(true);
      }
      await visitor.screenshot({
        path: `${SHOTS}/portfolio-landing-js-${javaScriptEnabled}.png`,
        fullPage: true,
      });
      await context.close();
    }
  });

  it('a hidden item leaves the landing; a moved one changes places', async () => {
    await admin.getByRole('button', { name: 'Hide Bookshelf' }).click();
    await admin.getByRole('button', { name: 'Show Bookshelf' }).waitFor();
    expect(await landingTitles(false)).not.toContain('Bookshelf');

    await admin.getByRole('button', { name: 'Move Conference Table up' }).click();
    await admin.getByText('Order saved').first().waitFor();
    const titles = await landingTitles(true);
    expect(titles.slice(0, 2)).toEqual(['Conference Table', 'Live Edge Table']);
    expect(await landingTitles(false)).toEqual(titles);
  });
});
