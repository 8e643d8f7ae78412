import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newContext,
  screenshot,
  startApp,
  type RunningApp,
  resetLinkOf,
  waitForEmail,
} from './harness';
import { adminSignIn, customerApi, newCustomer, signIn } from './project-helpers';
import { expectToast, provideQuote, toasts, workshop } from './spec/spec-helpers';

/**
 * What a visitor, a customer and the workshop stumbled on, each checked where it was met, in
 * Chromium at a phone's 390 px and a desktop's 1440 px. Screenshots in test-artifacts/rough-*.
 */

vi.setConfig({ expect: { poll: { timeout: 10_000, interval: 100 } } });

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

const NORA = {
  fullName: 'Nora Lindqvist',
  email: 'nora@example.com',
  password: 'Walnut-Desk-2026!',
};
const QUOTE = { quoteAmount: '$2,400 - $2,800', quotedBy: 'Sam Carver', quoteNotes: 'Walnut.' };
const COMPLETION_NOTE = 'Delivered and set up in the study on Thursday. Oil it once a year.';
const OWN_NOTES = 'Please keep the drawer fronts flush.';
const CHANGES = 'Could the legs be tapered and the top 2 inches narrower?';

let app: RunningApp;
let browser: Browser;
let admin: APIRequestContext;
const ids = { completed: 0, changes: 0, building: 0 };

/** How far each element spills out of `box`, for those that do. */
function spills(box: Locator): Promise<string[]> {
  return box.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    const found: string[] = [];
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const over = Math.max(rect.right - frame.right, frame.left - rect.left);
      if (over > 1) {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} "${text}" by ${Math.round(over)}px`);
      }
    }
    return found;
  });
}

async function pageAt(size: { width: number; height: number }): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await newContext(browser, app, size);
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  admin = await workshop(app);
  ids.completed = await newCustomer(app, NORA, {
    description: 'A walnut writing desk with two drawers and a leather-lined top',
    furnitureType: 'desk',
    budgetRange: '2500-5000',
    phone: '555-0148',
    notes: OWN_NOTES,
  });
  const nora = await customerApi(app, NORA);
  const second = await nora.post('/api/furniture-requests', {
    data: { fullName: NORA.fullName, email: NORA.email, description: 'A cherry side table' },
  });
  expect(second.status()).toBe(201);
  ids.changes = ((await second.json()) as { request: { id: number } }).request.id;
  for (const id of [ids.completed, ids.changes]) await provideQuote(admin, id, QUOTE);
  const approved = await nora.post(`/api/furniture-requests/${ids.completed}/approve`, {
    data: { signatureName: NORA.fullName },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const completed = await admin.patch(`/api/furniture-requests/${ids.completed}/status`, {
    data: { status: 'completed', notes: COMPLETION_NOTE },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const changes = await nora.post(`/api/furniture-requests/${ids.changes}/request-changes`, {
    data: { message: CHANGES, version: 1 },
  });
  expect(changes.status(), await changes.text()).toBe(200);
  const third = await nora.post('/api/furniture-requests', {
    data: { fullName: NORA.fullName, email: NORA.email, description: 'An oak bookcase' },
  });
  ids.building = ((await third.json()) as { request: { id: number } }).request.id;
  await provideQuote(admin, ids.building, QUOTE);
  const building = await nora.post(`/api/furniture-requests/${ids.building}/approve`, {
    data: { signatureName: NORA.fullName },
  });
  expect(building.status(), await building.text()).toBe(200);
  await nora.dispose();
});

afterAll(async () => {
  await admin?.dispose();
  await browser?.close();
  await app?.stop();
});

describe('the landing page on a phone', () => {
  it('has a section menu: a button that opens the links, closes on Escape and on a choice', async () => {
    const { context, page } = await pageAt(PHONE);
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    expect(await sections.isVisible()).toBe(false);
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(await sections.getByRole('link').allInnerTexts()).toEqual([
      'Work',
      'Process',
      'Services',
      'Materials',
      'Contact',
    ]);
    await screenshot(page, 'rough-landing-menu-phone', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => sections.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu');
    // By keyboard: Enter opens, Tab reaches the links, a choice scrolls there and closes.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/#process');
    await expect.poll(() => sections.isVisible()).toBe(false);
    await expect
      .poll(() => page.locator('#process').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(100);
    await context.close();
  });

  it('shows the row of links on a desktop, and no menu button', async () => {
    const { context, page } = await pageAt(DESKTOP);
    await page.goto('/');
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Sections' }).isVisible()).toBe(true);
    await context.close();
  });

  it('breaks the email address only before "@" or a dot, never inside a word', async () => {
    for (const [name, size] of SIZES) {
      const { context, page } = await pageAt(size);
      await page.goto('/');
      const email = page.getByRole('link', { name: 'hello@oakandember.example' });
      await email.scrollIntoViewIfNeeded();
      const lines = await email.evaluate((link) => {
        const range = document.createRange();
        const texts: { top: number; text: string }[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            texts.push({ top: Math.round(range.getBoundingClientRect().top), text: text[i] ?? '' });
          }
        }
        const byLine = new Map<number, string>();
        for (const { top, text } of texts) byLine.set(top, (byLine.get(top) ?? '') + text);
        return [...byLine.values()];
      });
      for (const line of lines.slice(1))
        expect(line, `${name}: ${lines.join(' / ')}`).toMatch(/^[@.]/);
      expect(lines.join('')).toBe('hello@oakandember.example');
      await screenshot(page.locator('#contact'), `rough-contact-${name}`);
      await context.close();
    }
  });
});

describe('Page Not Found', () => {
  it('keeps the spec text and has the site header, footer and a way home', async () => {
    for (const [name, size] of SIZES) {
      const { context, page } = await pageAt(size);
      const response = await page.goto('/no-such-drawer');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      expect(await page.locator('main').innerText()).toMatch(/404\s+Page Not Found/);
      expect(
        await page
          .getByRole('banner')
          .getByRole('link', { name: /Oak & Ember/ })
          .count(),
      ).toBe(1);
      expect(await page.getByRole('contentinfo').innerText()).toContain('All rights reserved');
      await screenshot(page, `rough-404-${name}`);
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await context.close();
    }
  });
});

/** Whether two boxes overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('toasts', () => {
  it("on a phone cover neither the page's header nor an open dialog's title", async () => {
    const { context, page } = await pageAt(PHONE);
    await signIn(page, NORA);
    const welcome = await expectToast(page, 'Welcome back!');
    const header = await page.getByRole('banner').boundingBox();
    const toastBox = await welcome.boundingBox();
    expect(header && toastBox && overlap(header, toastBox)).toBe(false);
    await screenshot(page, 'rough-toast-phone');
    const card = page.getByTestId(`project-${ids.changes}`);
    await card.getByRole('button', { name: /Messages/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Project Messages' });
    await dialog.getByLabel('Message', { exact: true }).fill('Is walnut available for the legs?');
    await dialog.getByRole('button', { name: /send/i }).click();
    const sent = await expectToast(page, 'Message sent!');
    const title = await dialog.getByRole('heading', { name: 'Project Messages' }).boundingBox();
    const sentBox = await sent.boundingBox();
    expect(title && sentBox && overlap(title, sentBox)).toBe(false);
    await screenshot(page, 'rough-toast-dialog-phone');
    // The first Escape closes the dialog (the toast may go with it), not only the toast.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it('say a failed sign-in once, in the form, not again in a toast', async () => {
    const { context, page } = await pageAt(DESKTOP);
    await page.goto('/signin');
    await page.getByLabel('Email Address').fill(NORA.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-Her-Password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .innerText()
          .catch(() => ''),
      )
      .toMatch(/\S/);
    await page.waitForTimeout(500);
    expect(await toasts(page).count()).toBe(0);
    await context.close();
  });
});

describe('a spent reset link', () => {
  it('says so as the page opens, before anything is typed, and offers a new link', async () => {
    const api = await customerApi(app, NORA);
    const asked = await api.post('/api/auth/forgot-password', { data: { email: NORA.email } });
    expect(asked.status()).toBe(200);
    await api.dispose();
    const email = await waitForEmail(app, (mail) => /reset-password\?token=/.test(mail.text));
    const link = resetLinkOf(email);
    const token = new URL(link).searchParams.get('token') ?? '';
    const fresh = await pageAt(PHONE);
    await fresh.page.goto(`/reset-password?token=${token}`);
    await fresh.page.getByLabel('New Password', { exact: true }).waitFor();
    expect(await fresh.page.getByRole('alert').count()).toBe(0);
    await fresh.context.close();
    // Spend it, as the customer did in another tab.
    const spend = await newContext(browser, app);
    const used = await spend.request.post('/api/auth/reset-password', {
      data: { token, newPassword: NORA.password },
      headers: { Origin: app.baseUrl },
    });
    expect(used.status(), await used.text()).toBe(200);
    await spend.close();
    for (const [name, size] of SIZES) {
      const { context, page } = await pageAt(size);
      await page.goto(`/reset-password?token=${token}`);
      await expect
        .poll(() =>
          page
            .getByRole('alert')
            .innerText()
            .catch(() => ''),
        )
        .toContain('This reset link is invalid or has expired. Please request a new one.');
      // Nothing typed yet: the page said it on opening.
      expect(await page.getByLabel('New Password', { exact: true }).inputValue()).toBe('');
      await screenshot(page, `rough-reset-spent-${name}`);
      await page.getByRole('button', { name: 'Send Me a New Link' }).click();
      await page.getByRole('dialog').getByLabel('Email Address').waitFor();
      await context.close();
    }
  });
});

describe('a quote the customer asked to change', () => {
  it('says Changes Requested on the strip, with the customer\'s words, not "Approving it starts production"', async () => {
    for (const [name, size] of SIZES) {
      const { context, page } = await pageAt(size);
      await signIn(page, NORA);
      const strip = page.getByTestId(`project-${ids.changes}`).getByTestId('status-line');
      await expect.poll(() => strip.innerText()).toContain('Changes Requested');
      const text = await strip.innerText();
      expect(text).toContain('Changes Requested');
      expect(text).toContain('You asked for changes to quote v1. We will send you a new version.');
      expect(text).toContain(CHANGES);
      expect(text).not.toContain('Approving it starts production');
      await screenshot(strip, `rough-changes-strip-${name}`);
      await context.close();
    }
  });
});

describe("the customer's completed project", () => {
  it('fits its card on a phone and on a desktop, with nothing cut off', async () => {
    for (const [name, size] of SIZES) {
      const { context, page } = await pageAt(size);
      await signIn(page, NORA);
      const card = page.getByTestId(`project-${ids.completed}`);
      await card.waitFor();
      await card.getByRole('button', { name: 'View Details' }).click();
      await page.waitForTimeout(300);
      expect(await spills(card), name).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(size.width);
      await screenshot(card, `rough-completed-card-${name}`);
      await context.close();
    }
  });

  it("shows the workshop's completion note in its own panel, apart from the customer's notes", async () => {
    const { context, page } = await pageAt(DESKTOP);
    await signIn(page, NORA);
    const card = page.getByTestId(`project-${ids.completed}`);
    const note = card.getByRole('region', { name: 'Completion Note' });
    await note.waitFor();
    expect(await note.innerText()).toContain(COMPLETION_NOTE);
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = await card
      .getByRole('heading', { name: 'Your request said' })
      .locator('..')
      .innerText();
    expect(details).toContain(OWN_NOTES);
    expect(details).not.toContain(COMPLETION_NOTE);
    await context.close();
  });

  it('says so in the completion email, under "A note from the workshop"', async () => {
    const email = await waitForEmail(app, (mail) =>
      mail.subject.includes(`#${ids.completed} is complete`),
    );
    expect(email.to).toContain(NORA.email);
    expect(email.text).toMatch(/A note from the workshop:\s+/);
    expect(email.text).toContain(COMPLETION_NOTE);
    expect(email.html).toContain('Oil it once a year.');
  });

  it('names its timeline as its description does', async () => {
    const { context, page } = await pageAt(DESKTOP);
    await signIn(page, NORA);
    const card = page.getByTestId(`project-${ids.changes}`);
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Timeline\s+Flexible/i);
    await context.close();
  });
});

describe('the admin panel', () => {
  it("dresses the Post Progress dialog's photo picker as the site's, keyboard and all", async () => {
    for (const [name, size] of SIZES) {
      const { context, page } = await pageAt(size);
      await adminSignIn(page, app);
      await page.getByRole('tab', { name: /^Current Works/ }).click();
      const card = page
        .getByRole('tabpanel')
        .getByRole('article', { name: new RegExp(`#${ids.building}(?!\\d)`) });
      await card.getByRole('button', { name: 'Post Progress' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post Progress' });
      const picker = dialog.getByLabel('Photos');
      const look = await picker.evaluate((input) => {
        const button = getComputedStyle(input, '::file-selector-button');
        const box = getComputedStyle(input);
        return {
          buttonBorder: button.borderTopStyle,
          buttonBackground: button.backgroundColor,
          buttonWeight: button.fontWeight,
          boxBorder: box.borderTopStyle,
        };
      });
      expect(look).toEqual({
        buttonBorder: 'solid',
        buttonBackground: expect.not.stringMatching(/^rgb\(239, 239, 239\)$/),
        buttonWeight: '600',
        boxBorder: 'dashed',
      });
      // Reached by Tab from the note, with the focus ring; it is still the browser's own input,
      // so the keyboard opens it as any file input.
      await dialog.getByLabel('Note for the customer').focus();
      await page.keyboard.press('Tab');
      expect(await picker.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await picker.evaluate((input) => getComputedStyle(input).outlineStyle)).toBe('solid');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), picker.click()]);
      expect(chooser.isMultiple()).toBe(true);
      await screenshot(dialog, `rough-photo-picker-${name}`);
      await context.close();
    }
  });

  it('fits the Emails view in its panel, with nothing past the edge', async () => {
    for (const [name, size] of [...SIZES, ['laptop', { width: 1024, height: 768 }]] as const) {
      const { context, page } = await pageAt(size);
      await adminSignIn(page, app);
      await page.getByRole('link', { name: /Emails/ }).click();
      await page.getByRole('tab', { name: /Sent/ }).click();
      const table = page.getByRole('tabpanel').getByRole('table');
      await table.waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect(widths.page, name).toBeLessThanOrEqual(widths.window);
      const panel = await page.getByRole('tabpanel').boundingBox();
      const box = await table.boundingBox();
      expect(box && panel && box.x + box.width <= panel.x + panel.width + 1, name).toBe(true);
      await screenshot(page, `rough-emails-${name}`);
      await context.close();
    }
  });
});

describe('the local mailbox on a phone', () => {
  it('shows each email as a row whose subject link is on screen, and opens it', async () => {
    const { context, page } = await pageAt(PHONE);
    await page.goto('/dev/mailbox');
    const link = page.getByRole('link', { name: /is complete/ });
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'rough-mailbox-phone', { fullPage: false });
    await link.click();
    await page.getByRole('heading', { name: /is complete/ }).waitFor();
    expect(await page.locator('pre').innerText()).toContain(COMPLETION_NOTE);
    await context.close();
  });
});
