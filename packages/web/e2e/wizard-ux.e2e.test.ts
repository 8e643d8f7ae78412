import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  startApp,
  type RunningApp,
} from './harness';
import {
  axeViolations,
  choose,
  expectNext,
  expectStep,
  expectSubmitted,
  goNext,
  layoutProblems,
  nextButton,
  reviewValues,
  toggle,
  workshopApi,
} from './visitor-helpers';

/**
 * What a visitor stumbled on in the wizard, driven in Chromium against the real app: a design
 * that survives a reload, Back and Back to Home; Edit from the review; the confirmation page;
 * the phone's step list; a new page that starts at its top; the drop zone's refusals; notes in
 * full. Screenshots: visitor-*.png in test-artifacts/ (E2E_SCREENSHOTS=1).
 */

let app: RunningApp;
let browser: Browser;
let workshop: Awaited<ReturnType<typeof workshopApi>>;
const contexts: BrowserContext[] = [];

async function openPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await newContext(browser, app, viewport);
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(20_000);
  return page;
}

/** The whole page, and the screen as the visitor sees it (`-screen`). */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await screenshot(page, `${name}-screen`, { fullPage: false });
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  workshop = await workshopApi(app);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

/** Steps 1-5 of a desk, ending on Features with notes typed. */
async function designDesk(page: Page): Promise<void> {
  await choose(page, 'Desk');
  await goNext(page, 2);
  await goNext(page, 3);
  await choose(page, 'Scandinavian');
  await goNext(page, 4);
  await choose(page, 'Solid Wood');
  await choose(page, 'Walnut');
  await choose(page, 'Wood Finish');
  await choose(page, 'Oil Finish');
  await goNext(page, 5);
  await page.getByLabel('Width (inches)').fill('60.5');
  await goNext(page, 6);
  await toggle(page, 'Cable Management', true);
  await page.getByLabel('Additional Notes').fill('Beside the north window.');
  await goNext(page, 7);
}

describe('a design is never lost', () => {
  it('comes back after a reload, Back and Back to Home; Edit goes back in one click', async () => {
    const page = await openPage();
    await page.goto('/customize');
    await expectStep(page, 1);
    await designDesk(page);
    const designed = await reviewValues(page);
    expect(designed).toContain('Beside the north window.');

    // A reload: the same step, every choice.
    await page.reload();
    await expectStep(page, 7);
    await page.getByText('Welcome back: your design is as you left it.').waitFor();
    expect(await reviewValues(page)).toEqual(designed);
    await shot(page, 'visitor-restored-draft');

    // Back to Home and back in: the same.
    await page.getByRole('link', { name: /Back to Home/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Design Your Furniture' }).first().click();
    await expectStep(page, 7);
    expect(await reviewValues(page)).toEqual(designed);

    // The browser's Back from the home page, after Back to Home: the same again.
    await page.getByRole('link', { name: /Back to Home/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await expectStep(page, 7);

    // Edit on a review row: one click to its step; the step list comes straight back.
    await page.getByRole('button', { name: 'Edit Finish Details' }).click();
    await expectStep(page, 4);
    await choose(page, 'Lacquer');
    await page.getByRole('button', { name: 'Step 7: Review' }).click();
    await expectStep(page, 7);
    expect(await reviewValues(page)).toContain('Lacquer');
    await page.reload();
    await expectStep(page, 7);
    expect(await reviewValues(page)).toContain('Lacquer');

    // Start over: asked first, then a new design.
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Start over' }).click();
    await expectStep(page, 1);
    await page.reload();
    await expectStep(page, 1);
    expect(await page.getByRole('radio', { name: /Desk/ }).isChecked()).toBe(false);
  });
});

describe('after Submit', () => {
  it('shows its own page: the number, what happens next, the email, a way to sign in', async () => {
    const page = await openPage(PHONE);
    await page.goto('/customize');
    await designDesk(page);
    await goNext(page, 8);
    await page.getByLabel(/Full Name/).fill('Noor Haddad');
    await page.getByLabel(/Email Address/).fill('noor.haddad@example.com');
    await page.getByLabel('Budget Range').selectOption({ label: '$1,000 - $2,500' });
    await expectNext(page, true);
    // A double tap on a slow phone: one request.
    await nextButton(page).dblclick();
    const number = await expectSubmitted(page);
    await page.getByText('noor.haddad@example.com').waitFor();
    await page
      .getByText('You receive a detailed quote and timeline within 3 business days.')
      .waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await layoutProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'visitor-confirmation-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'visitor-confirmation-desktop');

    const request = await workshop.requestBy('noor.haddad@example.com');
    expect(request).toMatchObject({
      id: number,
      budgetRange: '1000-2500',
      notes: 'Beside the north window.',
    });
    // The wizard forgot the submitted design: a new one starts at step 1.
    await page.goto('/customize');
    await expectStep(page, 1);

    await page.goto('/request-sent');
    await page.getByRole('link', { name: 'Sign in to track your project' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
  });
});

describe('on a phone', () => {
  it('names the current step and unfolds the list of every step', async () => {
    const page = await openPage(PHONE);
    await page.goto('/customize');
    await choose(page, 'Table');
    await goNext(page, 2);
    await goNext(page, 3);
    const toggleButton = page.getByRole('button', { name: /Step 3 of 8: Style & Design/ });
    expect(await toggleButton.isVisible()).toBe(true);
    await toggleButton.click();
    expect(await toggleButton.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('listitem');
    for (const title of ['Furniture Type', 'Materials', 'Contact Info']) {
      expect(await list.filter({ hasText: title }).first().isVisible()).toBe(true);
    }
    expect(await layoutProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'visitor-phone-step-list');
    await page.getByRole('button', { name: 'Step 1: Furniture Type (completed)' }).click();
    await expectStep(page, 1);
    await shot(page, 'visitor-phone-wizard');
  });
});

describe('moving between pages', () => {
  it('opens the wizard at its top from the link at the bottom of the landing page', async () => {
    const page = await openPage();
    await page.goto('/');
    const link = page.getByRole('link', { name: /Design Your Furniture|Start Your Design/ }).last();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await link.click();
    await expectStep(page, 1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('the drop zone', () => {
  it('says which file it refuses, and why', async () => {
    const page = await openPage();
    await page.goto('/customize');
    await choose(page, 'Cabinet');
    await goNext(page, 2);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'plans.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await page
      .getByText('“plans.pdf” is not a JPEG, PNG or GIF image: choose a .jpg, .png or .gif file.')
      .waitFor();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    await page.getByText('“huge.png” is 11 MB: images can be at most 10 MB.').waitFor();
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
  });
});
