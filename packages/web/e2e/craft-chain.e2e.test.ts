import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  startApp,
  waitForEmail,
  type RunningApp,
} from './harness';
import { LIVE_EDGE_ALTS, ownDatabase, uploadLiveEdgePhotos } from './portfolio-helpers';
import { adminSignIn, newCustomer } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * The craft chain on one running app: the owner's workshop name and phone reach the landing,
 * a new email and a quote PDF; photos of the Live Edge Table reach the landing as responsive
 * images; a removed photo comes back with Undo. Screens in /tmp/shots/chain-*.png.
 */

const SHOTS = '/tmp/shots';
const NAME = 'Chestnut & Chisel';
const PHONE_NUMBER = '(610) 555-0142';
const CUSTOMER = {
  fullName: 'Iris Calder',
  email: 'iris.calder@example.com',
  password: 'Oak-Chain-2026!',
};

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;
let database: Awaited<ReturnType<typeof ownDatabase>>;

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
    await mkdir(SHOTS, { recursive: true });
    database = await ownDatabase('workshop_e2e_chain');
    app = await startApp({ DATABASE_URL: database.url, DEBUG_RESET_ENABLED: 'true' });
    browser = await launchBrowser();
    adminContext = await newContext(browser, app);
    admin = await adminContext.newPage();
    await adminSignIn(admin, app);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await database?.drop();
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
    const path = join(SHOTS, 'chain-quote.pdf');
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
      await admin.screenshot({ path: `${SHOTS}/chain-portfolio-${viewport.width}.png` });
    }
  });

  it('a photo removed by mistake is back on the landing after Undo', async () => {
    const photos = admin.getByRole('list', { name: 'Photos of Live Edge Table' });
    await photos.getByRole('listitem').first().getByRole('button', { name: 'Remove photo' }).click();
    const status = admin.getByRole('status').filter({ hasText: 'Photo removed' });
    await status.waitFor();
    await expect.poll(() => photos.getByRole('img').count()).toBe(2);
    expect(await landingAlts()).toEqual([LIVE_EDGE_ALTS[1]]);
    await admin.screenshot({ path: `${SHOTS}/chain-portfolio-undo.png` });

    await status.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => photos.getByRole('img').count()).toBe(3);
    expect(await landingAlts()).toEqual([LIVE_EDGE_ALTS[0]]);
    expect(await admin.getByRole('button', { name: 'Undo' }).count()).toBe(0);
  });
});
