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
import { adminSignIn, newCustomer, workshopPhoto } from './project-helpers';
import { axeViolations } from './visitor-helpers';

/**
 * The owner renames the workshop and changes its phone in the admin panel's Workshop view:
 * the landing (even with scripts off), a new email and a quote PDF all read the new ones.
 * The owner gives a member a photo, which the landing shows in place of the initials.
 * Screens at 390 and 1440 px: workshop-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

const NAME = 'Birch & Bench Joinery';
const PHONE_NUMBER = '(215) 555-0199';
const ABOUT = 'Three of us build every piece by hand in a barn outside Lancaster.';
const CARE = 'We repair any joint that moves, free, for ten years.';
const HOURS = 'Mon-Fri 8-5';
const MAY = {
  fullName: 'May Fenwick',
  email: 'may.fenwick@example.com',
  password: 'Ash-Bench-2026!',
};

let app: RunningApp;
let browser: Browser;
let adminContext: BrowserContext;
let admin: Page;

describe('the workshop profile, edited by the owner', () => {
  beforeAll(async () => {
    app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
    browser = await launchBrowser();
    adminContext = await newContext(browser, app);
    admin = await adminContext.newPage();
    await adminSignIn(admin, app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the owner previews the new name and phone, then saves them', async () => {
    // A fresh install has no about text, team or promise: the landing has no such section.
    await admin.goto('/');
    await admin.locator('#contact').waitFor();
    expect(await admin.locator('#about').count()).toBe(0);
    await admin.goto('/admin?view=workshop');
    const form = admin.getByRole('form', { name: 'Workshop profile' });
    await form.getByLabel(/^Workshop name/).fill(NAME);
    await form.getByLabel(/^Phone/).fill(PHONE_NUMBER);
    await form.getByLabel(/^About the workshop/).fill(ABOUT);
    await form.getByLabel(/^Care and warranty promise/).fill(CARE);
    await form.getByLabel(/^Opening hours/).fill(HOURS);
    await form.getByRole('button', { name: 'Add a person' }).click();
    await form.getByLabel(/^Person 1/).fill('Ada Birch');
    await form.getByLabel(/^Role/).fill('Cabinetmaker');
    const preview = admin.getByRole('complementary', { name: 'Preview' });
    await preview.getByText('Preview (not saved yet)').waitFor();
    await preview.getByText(NAME).waitFor();
    await preview.getByText(new RegExp(PHONE_NUMBER.replace(/[()]/g, '\\$&'))).waitFor();
    await screenshot(admin, 'workshop-view-1440');
    expect(await axeViolations(admin)).toEqual([]);

    await form.getByRole('button', { name: 'Save Profile' }).click();
    await admin.getByText('Workshop profile saved').first().waitFor();
    await preview.getByText('Preview', { exact: true }).waitFor();
    const history = admin.getByRole('region', { name: 'Earlier versions' });
    await history.getByText(NAME).waitFor();

    await admin.setViewportSize(PHONE);
    await screenshot(admin, 'workshop-view-390', { fullPage: false });
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await admin.setViewportSize(DESKTOP);
  });

  it('the landing reads the new name and phone, with scripts off and on', async () => {
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
      expect(await visitor.title()).toBe(`${NAME} · Custom wood furniture`);
      await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
      const contact = visitor.locator('#contact');
      await contact.getByRole('link', { name: PHONE_NUMBER }).waitFor();
      expect(await contact.getByRole('link', { name: PHONE_NUMBER }).getAttribute('href')).toBe(
        'tel:+12155550199',
      );
      expect(await visitor.getByText('Oak & Ember Woodworks').count()).toBe(0);
      // Who makes the piece and what is promised, in the owner's words.
      const about = visitor.getByRole('region', { name: `Who Makes Your Piece at ${NAME}` });
      await about.getByText(ABOUT).waitFor();
      await about.getByRole('list', { name: 'The team' }).getByText('Ada Birch').waitFor();
      await about.getByText('Cabinetmaker').waitFor();
      await about
        .getByRole('complementary', { name: 'Care and Warranty' })
        .getByText(CARE)
        .waitFor();
      await contact.getByText(HOURS).waitFor();
      await screenshot(about, 'workshop-about-390');
      if (javaScriptEnabled) {
        await visitor.waitForLoadState('networkidle');
        // Hydration found the same page the server rendered.
        expect(problems.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
        await visitor
          .getByRole('link', { name: /Sign In/ })
          .first()
          .waitFor();
      }
      await screenshot(visitor, `workshop-landing-js-${javaScriptEnabled}`, { fullPage: false });
      await context.close();
    }
  });

  it('the owner gives Ada a photo; the landing shows it with srcset, with scripts off and on', async () => {
    await admin.goto('/admin?view=workshop');
    const form = admin.getByRole('form', { name: 'Workshop profile' });
    await form.getByLabel('Photo of Ada Birch').setInputFiles({
      name: 'ada.jpg',
      mimeType: 'image/jpeg',
      buffer: await workshopPhoto('#6b4a2f', 'Ada'),
    });
    await admin.getByText('Photo saved').first().waitFor();
    await form.getByRole('img', { name: 'Ada Birch' }).waitFor();
    await form.getByRole('button', { name: 'Remove photo of Ada Birch' }).waitFor();
    await screenshot(admin, 'workshop-view-team-photo-1440');
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize(PHONE);
    await form.getByRole('button', { name: 'Remove photo of Ada Birch' }).scrollIntoViewIfNeeded();
    await screenshot(admin, 'workshop-view-team-photo-390', { fullPage: false });
    expect(
      await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await admin.setViewportSize(DESKTOP);

    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        baseURL: app.baseUrl,
        viewport: javaScriptEnabled ? DESKTOP : PHONE,
        javaScriptEnabled,
      });
      const visitor = await context.newPage();
      await visitor.goto('/');
      const team = visitor.getByRole('list', { name: 'The team' });
      const photo = team.getByRole('img', { name: 'Ada Birch' });
      await photo.scrollIntoViewIfNeeded();
      await visitor.waitForFunction(
        () => (document.querySelector('#about img') as HTMLImageElement | null)?.complete === true,
      );
      const shown = await photo.evaluate((img: HTMLImageElement) => ({
        srcset: img.getAttribute('srcset'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loaded: img.naturalWidth > 0,
      }));
      expect(shown.srcset).toMatch(/^\/api\/workshop-profile\/team-photos\/\d+\?w=480 480w, /);
      expect(shown).toMatchObject({ width: '64', height: '64', loaded: true });
      const answer = await context.request.get(shown.srcset!.split(' ')[0]!);
      expect(answer.headers()['content-type']).toBe('image/webp');
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      await screenshot(
        visitor.locator('#about'),
        `workshop-team-photo-${javaScriptEnabled ? 1440 : 390}`,
      );
      if (javaScriptEnabled) expect(await axeViolations(visitor)).toEqual([]);
      await context.close();
    }
  });

  it('a new email and a quote PDF read them too', async () => {
    const projectId = await newCustomer(app, MAY, { description: 'An ash bench for the hall' });
    const welcome = await waitForEmail(
      app,
      (email) => email.to.includes(MAY.email) && email.subject.includes(NAME),
    );
    expect(welcome.text).toContain(NAME);
    expect(welcome.text).toContain(PHONE_NUMBER);

    const quoted = await adminContext.request.post(`/api/furniture-requests/${projectId}/quote`, {
      data: { quoteAmount: '$1,200', quotedBy: 'Sam Carver' },
    });
    expect(quoted.status(), await quoted.text()).toBe(200);
    const pdf = await adminContext.request.get(`/api/furniture-requests/${projectId}/quotes/1/pdf`);
    expect(pdf.status()).toBe(200);
    await mkdir(ARTIFACTS, { recursive: true });
    const path = join(ARTIFACTS, 'workshop-quote.pdf');
    await writeFile(path, await pdf.body());
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain(NAME);
    expect(text).toContain(PHONE_NUMBER);
    expect(text).not.toContain('Oak & Ember');
  });
});
