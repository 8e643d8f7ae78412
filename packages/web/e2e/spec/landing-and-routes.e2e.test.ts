import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP, launchBrowser, newContext, startApp, type RunningApp } from '../harness';
import { newCustomer } from '../project-helpers';
import { pageText } from './spec-helpers';

/**
 * The spec suite in Chromium: the product spec's section 2 routes, the 404 page and the landing
 * page, with section 1's services, materials and promises as a visitor reads them. Each test
 * names the spec line it holds. One app and one browser for the file.
 */

// expect.poll waits one second by default: too short on a loaded machine for a page to answer.
vi.setConfig({ expect: { poll: { timeout: 10_000, interval: 100 } } });

const CUSTOMER = {
  fullName: 'Lena Okafor',
  email: 'lena.okafor@example.com',
  password: 'Quarter-Sawn-Oak-7',
};

let app: RunningApp;
let browser: Browser;
let visitor: BrowserContext;
let page: Page;

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  visitor = await newContext(browser, app, DESKTOP);
  page = await visitor.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newCustomer(app, CUSTOMER);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const pathname = () => new URL(page.url()).pathname;

describe('spec §2 Screens and routes', () => {
  it('"/ | Landing page and request submission"', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Oak & Ember Woodworks' }).waitFor();
    expect(pathname()).toBe('/');
  });

  it('"/customize | Furniture Customization Wizard"', async () => {
    await page.goto('/customize');
    await page.getByText('Step 1 of 8', { exact: true }).first().waitFor();
  });

  it('"/signin | Customer sign-in"', async () => {
    await page.goto('/signin');
    await page.getByRole('heading', { name: 'Sign In' }).first().waitFor();
    await page.getByLabel('Email Address').waitFor();
    await page.getByLabel('Password', { exact: true }).waitFor();
  });

  it('"/dashboard | Customer dashboard" and §4 "On expiry or absence stored values are cleared and the user goes to /signin."', async () => {
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
  });

  it('"/change-password | Forced or voluntary password change" (signed out: to /signin)', async () => {
    await page.goto('/change-password');
    await page.waitForURL('**/signin');
  });

  it('"/password-reset | Debug-style password reset page"', async () => {
    await page.goto('/password-reset');
    await page.getByRole('heading', { name: 'Password Reset' }).first().waitFor();
    await page.getByLabel('Email Address').waitFor();
    await page.getByLabel('New Password').waitFor();
  });

  it('"/reset-password | Reset by token (token query parameter)"', async () => {
    await page.goto('/reset-password?token=abc123');
    await page.getByLabel('New Password', { exact: true }).waitFor();
    await page.getByLabel(/Confirm/).waitFor();
    expect(pathname()).toBe('/reset-password');
  });

  it('"/admin-login | Admin passkey login"', async () => {
    await page.goto('/admin-login');
    await page.getByLabel('Admin Passkey').waitFor();
  });

  it('"/admin | Admin dashboard" and §4 "An unauthenticated visitor opening /admin is redirected to /admin-login."', async () => {
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
  });

  it('"any other path | 404 page (Page Not Found)" and §8 "Unknown route: 404 Page Not Found."', async () => {
    for (const path of ['/no-such-page', '/customize/extra', '/admin/settings/x']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      expect(await pageText(page)).toMatch(/404/);
    }
  });
});

describe('spec §2 Landing page', () => {
  it('"Top-right button: reads Sign In and links to /signin when the visitor is not authenticated ... It is hidden until the authentication check finishes."', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(300);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    expect(await banner.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
    answer();
    const signIn = banner.getByRole('link', { name: 'Sign In', exact: true });
    await signIn.waitFor();
    expect(await signIn.getAttribute('href')).toBe('/signin');
    await page.unroute('**/api/auth/session');
  });

  it('"reads Dashboard and links to /dashboard when authenticated"', async () => {
    const signedIn = await newContext(browser, app, DESKTOP);
    const response = await signedIn.request.post('/api/auth/signin', {
      data: { email: CUSTOMER.email, password: CUSTOMER.password },
      headers: { Origin: app.baseUrl },
    });
    expect(response.status()).toBe(200);
    const customerPage = await signedIn.newPage();
    await customerPage.goto('/');
    const dashboard = customerPage
      .getByRole('banner')
      .getByRole('link', { name: 'Dashboard', exact: true });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute('href')).toBe('/dashboard');
    await signedIn.close();
  });

  it('"Hero with product name, tagline, and two buttons: Design Your Furniture (to /customize) and View Our Work (smooth-scrolls to the portfolio section)."', async () => {
    await page.goto('/');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    expect(await hero.getByRole('heading', { level: 1 }).innerText()).toBe('Oak & Ember Woodworks');
    expect(await hero.innerText()).toMatch(/Heirloom furniture, built by hand/);
    const design = hero.getByRole('link', { name: 'Design Your Furniture' });
    expect(await design.getAttribute('href')).toBe('/customize');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await hero.getByRole('button', { name: 'View Our Work' }).click();
    const portfolio = page.getByRole('heading', { name: 'Our Work', exact: true });
    await expect
      .poll(async () => (await portfolio.boundingBox())?.y ?? Number.POSITIVE_INFINITY, {
        timeout: 5_000,
      })
      .toBeLessThan(DESKTOP.height / 2);
    await design.click();
    await page.waitForURL('**/customize');
  });

  it('"Portfolio section with six items, each with title and subtitle: Live Edge Table, Conference Table, Reception Desk, Workstation, Bar Top, Bookshelf."', async () => {
    await page.goto('/');
    const section = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Our Work', exact: true }),
    });
    const items = section.getByRole('listitem');
    expect(await items.count()).toBe(6);
    const titles = await section.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles).toEqual([
      'Live Edge Table',
      'Conference Table',
      'Reception Desk',
      'Workstation',
      'Bar Top',
      'Bookshelf',
    ]);
    for (const item of await items.all()) {
      const title = await item.getByRole('heading').innerText();
      const subtitle = (await item.innerText()).replace(title, '').trim();
      expect(subtitle.length, `subtitle of ${title}`).toBeGreaterThan(3);
    }
  });

  it('"Five-step process section" (§1 "Stated process (five steps): share your vision ...; design your furniture ...; request a quote ...; build ...; delivery and set-up.")', async () => {
    await page.goto('/');
    const section = page.locator('section').filter({
      has: page.getByRole('heading', { name: /process/i }),
    });
    const steps = section.getByRole('listitem');
    expect(await steps.count()).toBe(5);
    const titles = (await section.getByRole('heading', { level: 3 }).allInnerTexts()).map((title) =>
      title.toLowerCase().replace(/&/g, 'and'),
    );
    expect(titles).toEqual([
      'share your vision',
      'design your furniture',
      'request a quote',
      'build',
      'delivery and set-up',
    ]);
    const texts = await steps.allInnerTexts();
    expect(texts[0]).toMatch(/upload/i);
    expect(texts[0]).toMatch(/describe/i);
    expect(texts[1]).toMatch(/engineer/i);
    expect(texts[1]).toMatch(/CAD/);
    expect(texts[1]).toMatch(/approv/i);
    expect(texts[2]).toMatch(/approved design/i);
    expect(texts[3]).toMatch(/handcrafted/i);
    expect(texts[3]).toMatch(/premium/i);
    expect(texts[4]).toMatch(/deliver/i);
    expect(texts[4]).toMatch(/set it up|set-up|set up/i);
  });

  it('"Contact section: phone, email and workshop address (Pennsylvania); static public business details."', async () => {
    await page.goto('/');
    const contact = page.locator('#contact');
    const text = (await contact.innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(text).toMatch(/[\w.]+@[\w.]+\.\w+/);
    expect(text).toMatch(/Pennsylvania/);
    expect(await contact.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await contact.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
  });

  it('"Footer: services, materials, copyright line."', async () => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const text = (await footer.innerText()).replace(/\s+/g, ' ');
    for (const service of [
      'Custom Furniture',
      'Furniture Repair',
      'Wood Refinishing',
      'Design Consultation',
    ]) {
      expect(text).toContain(service);
    }
    expect(text).toMatch(new RegExp(`© ${new Date().getFullYear()} Oak & Ember Woodworks`));
  });
});

describe('spec §1 What the product does, on the landing page', () => {
  const listUnder = async (scope: string, heading: RegExp) => {
    const block = page
      .locator(scope)
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: heading }) })
      .last();
    const items = await block.getByRole('listitem').allInnerTexts();
    return items.map((item) => item.split('\n')[0]?.trim().toLowerCase() ?? '');
  };

  it('"Materials listed: oak, walnut, cherry, maple, reclaimed wood." (the materials section)', async () => {
    await page.goto('/');
    const section = page.locator('section').filter({
      has: page.getByRole('heading', { name: /wood|material/i, level: 2 }),
    });
    const names = (await section.last().getByRole('heading', { level: 3 }).allInnerTexts()).map(
      (name) => name.toLowerCase(),
    );
    expect(names.join(', ')).toBe('oak, walnut, cherry, maple, reclaimed wood');
  });

  it('"Materials listed: oak, walnut, cherry, maple, reclaimed wood." (§2 "Footer: services, materials")', async () => {
    await page.goto('/');
    expect((await listUnder('footer', /^materials$/i)).join(', ')).toBe(
      'oak, walnut, cherry, maple, reclaimed wood',
    );
  });

  it('"Services listed: custom furniture, furniture repair, wood refinishing, design consultation."', async () => {
    await page.goto('/');
    const section = page.locator('#services');
    expect(
      (await section.getByRole('heading', { level: 3 }).allInnerTexts()).map((s) =>
        s.toLowerCase(),
      ),
    ).toEqual(['custom furniture', 'furniture repair', 'wood refinishing', 'design consultation']);
    expect(await listUnder('footer', /^services$/i)).toEqual([
      'custom furniture',
      'furniture repair',
      'wood refinishing',
      'design consultation',
    ]);
  });

  it('"Business promise: a response within 24 hours; new requests get a quote within 3 business days."', async () => {
    await page.goto('/');
    const text = await pageText(page);
    expect(text).toMatch(/within 24 hours/i);
    expect(text).toMatch(/quote within 3 business days/i);
  });
});

describe("spec §3 Option lists, on the landing page's request form", () => {
  it('"Request form furniture types: table, cabinet, bookshelf, bed, desk, locker, other." "Request form timeline values: no-rush, 1-2-weeks, 1-month (Within 1 month), 2-3-months, flexible." "Budget range values ... (shown as Under $500, $500 - $1,000, $1,000 - $2,500, $2,500 - $5,000, Over $5,000)"', async () => {
    await page.goto('/#quick-request');
    const form = page.locator('#quick-request');
    await form.scrollIntoViewIfNeeded();
    const type = form.getByLabel(/Furniture Type/);
    await type.waitFor();
    const options = async (label: RegExp) =>
      (
        await form
          .getByLabel(label)
          .locator('option')
          .evaluateAll((nodes) =>
            nodes.map((node) => ({
              value: (node as HTMLOptionElement).value,
              label: (node.textContent ?? '').trim(),
            })),
          )
      ).filter((option) => option.value !== '');
    expect((await options(/Furniture Type/)).map((option) => option.value)).toEqual([
      'table',
      'cabinet',
      'bookshelf',
      'bed',
      'desk',
      'locker',
      'other',
    ]);
    const timelines = await options(/Timeline/);
    expect(timelines.map((option) => option.value)).toEqual([
      'no-rush',
      '1-2-weeks',
      '1-month',
      '2-3-months',
      'flexible',
    ]);
    expect(timelines.find((option) => option.value === '1-month')?.label).toBe('Within 1 month');
    expect(await options(/Budget/)).toEqual([
      { value: 'under-500', label: 'Under $500' },
      { value: '500-1000', label: '$500 - $1,000' },
      { value: '1000-2500', label: '$1,000 - $2,500' },
      { value: '2500-5000', label: '$2,500 - $5,000' },
      { value: 'over-5000', label: 'Over $5,000' },
    ]);
  });
});
