import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESKTOP, launchBrowser, newContext, startApp, type RunningApp } from '../harness';
import { customerApi, newCustomer, signIn } from '../project-helpers';
import { woodGrainPng } from '../visitor-helpers';
import {
  apiClient,
  colours,
  expectHue,
  expectInHue,
  expectShows,
  expectToast,
  pageText,
  provideQuote,
  recordCalls,
  submitRequest,
  toasts,
  workshop,
  type Call,
} from './spec-helpers';

/**
 * The spec suite in Chromium: the customer dashboard of the product spec's section 2, with the
 * status badges and colours (sections 2, 4 and 9), the messaging dialog on the customer's side,
 * the customer's toasts (section 8) and how the page calls the server (section 7). One customer
 * holds a project in each status; a second one starts with none. Each test names the spec line
 * it holds.
 */

// expect.poll waits one second by default: too short on a loaded machine for a page to answer.
vi.setConfig({ expect: { poll: { timeout: 10_000, interval: 100 } } });

const CLARA = {
  fullName: 'Clara Benton',
  email: 'clara.benton@example.com',
  password: 'Maple-Bench-2026!',
};
const OWEN = {
  fullName: 'Owen Tanaka',
  email: 'owen.tanaka@example.com',
  password: 'Ash-Stool-2026!',
};
const QUOTE = {
  quoteAmount: '$1,850 - $2,100',
  quotedBy: 'Sam Carver',
  quoteNotes: 'White oak bench with through-tenons and a hand-rubbed oil finish.',
};
const TEAM_MESSAGE = 'Your oak boards are acclimatising in the workshop.';
const COMPLETION_NOTES = 'Delivered and set up on Thursday. Enjoy it!';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: APIRequestContext;
let recorded: ReturnType<typeof recordCalls>;
const ids = { new: 0, quoted: 0, approved: 0, completed: 0, doomed: 0 };
let newImagePath = '';

async function imageRequest(fields: Record<string, string>, name: string): Promise<number> {
  const api = await apiClient(app);
  const response = await api.post('/api/furniture-requests', {
    multipart: {
      ...fields,
      image: { name, mimeType: 'image/png', buffer: woodGrainPng(120, 90) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { request: { id: number } }).request.id;
  await api.dispose();
  return id;
}

async function imagePathOf(id: number): Promise<string> {
  const response = await admin.get('/api/furniture-requests');
  const found = ((await response.json()) as { id: number; imagePath: string | null }[]).find(
    (request) => request.id === id,
  );
  return found?.imagePath ?? '';
}

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true' });
  browser = await launchBrowser();
  admin = await workshop(app);
  const contact = { fullName: CLARA.fullName, email: CLARA.email };

  ids.completed = await newCustomer(app, CLARA, { description: 'A white oak hall bench' });
  ids.approved = await submitRequest(app, { ...contact, description: 'A walnut coffee table' });
  ids.quoted = await imageRequest(
    { ...contact, description: 'A cherry bookshelf', furnitureType: 'bookshelf' },
    'bookshelf.png',
  );
  ids.doomed = await submitRequest(app, { ...contact, description: 'A pine shoe rack' });
  ids.new = await imageRequest(
    {
      ...contact,
      phone: '555-0133',
      furnitureType: 'table',
      description: 'A maple dining table for six\nWith two leaves for guests.',
      budgetRange: '1000-2500',
      timeline: '2-3-months',
    },
    'dining-table.png',
  );
  newImagePath = await imagePathOf(ids.new);

  const clara = await customerApi(app, CLARA);
  // The card names an update from a second after the submission on: quote a second later.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  for (const id of [ids.completed, ids.approved, ids.quoted]) await provideQuote(admin, id, QUOTE);
  for (const id of [ids.completed, ids.approved]) {
    const approved = await clara.post(`/api/furniture-requests/${id}/approve`, {
      data: { signatureName: CLARA.fullName },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  const completed = await admin.patch(`/api/furniture-requests/${ids.completed}/status`, {
    data: { status: 'completed', notes: COMPLETION_NOTES },
  });
  expect(completed.status()).toBe(200);
  for (let n = 1; n <= 10; n++) {
    const message = n === 10 ? TEAM_MESSAGE : `Update ${n} on your bookshelf`;
    const sent = await admin.post(`/api/furniture-requests/${ids.quoted}/messages`, {
      data: { message, senderName: 'Sam Carver', senderType: 'admin' },
    });
    expect(sent.status()).toBe(201);
  }
  await clara.dispose();
  // The bookshelf's picture goes missing from the store: the card must say so.
  await rm(join(app.dataDir, 'uploads', await imagePathOf(ids.quoted)), { force: true });

  context = await newContext(browser, app, DESKTOP);
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  recorded = recordCalls(page);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function card(id: number, target: Page = page): Locator {
  // textContent runs the number into the title ("Project #12A bench"): no \b after it.
  return target.getByRole('article').filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
}

async function cardText(id: number): Promise<string> {
  return (await card(id).innerText()).replace(/\s+/g, ' ');
}

/** Closes whatever dialog a failed test may have left open. */
async function closeDialogs(target: Page = page): Promise<void> {
  const open = target.locator('[role="dialog"], [role="alertdialog"]');
  for (let tries = 0; tries < 5 && (await open.count()) > 0; tries++) {
    await open.first().press('Escape');
    await target.waitForTimeout(250);
  }
  // Not expect.poll: this also runs in beforeAll hooks.
  for (let waited = 0; waited < 3_000 && (await open.count()) > 0; waited += 100) {
    await target.waitForTimeout(100);
  }
  if ((await open.count()) > 0) throw new Error('A dialog would not close');
}

function button(scope: Locator, name: string | RegExp): Locator {
  return scope.getByRole('button', { name });
}

describe('spec §2 Customer dashboard (/dashboard)', () => {
  it('"Loading state \'Loading your projects...\'." and "Header with the customer\'s email, Home and Sign Out buttons."', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const list = (url: URL) => url.pathname === '/api/furniture-requests';
    await page.route(list, async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, CLARA);
    await expectShows(page.locator('body'), 'Loading your projects...', 'the dashboard loading');
    release();
    await card(ids.new).waitFor();
    await page.unroute(list);
    const header = page.getByRole('banner');
    expect(await header.innerText()).toContain(CLARA.email);
    await header
      .getByRole('link', { name: /home/i })
      .or(header.getByRole('button', { name: /home/i }))
      .first()
      .waitFor();
    await header.getByRole('button', { name: /sign out/i }).waitFor();
  });

  it('"Otherwise a count badge (Project or Projects) and one card per project"', async () => {
    expect(await pageText(page, 'main')).toMatch(/\b5 Projects\b/);
    expect(await page.getByRole('article').count()).toBe(5);
  });

  it('"one card per project showing: id, submitted date and time, updated date if different, status badge, contact name, email, phone, furniture type, budget range, timeline, description, ..."', async () => {
    const fresh = card(ids.new);
    await button(fresh, /view details/i).click();
    const text = await cardText(ids.new);
    expect(text).toMatch(new RegExp(`#${ids.new}\\b`));
    expect(text).toMatch(/Submitted/);
    expect(text).toMatch(/\d{1,2}:\d{2}/);
    expect(text).not.toMatch(/Updated/);
    for (const value of [
      'New Request',
      CLARA.fullName,
      CLARA.email,
      '555-0133',
      'Table',
      '$1,000 - $2,500',
      '2-3 months',
      'A maple dining table for six',
      'With two leaves for guests.',
    ]) {
      expect(text).toContain(value);
    }
    expect(await cardText(ids.quoted)).toMatch(/Updated/);
  });

  it("\"uploaded image (from /uploads/{imagePath}; fallback 'Image not available'; 'View Full Size' opens a new tab)\"", async () => {
    const image = card(ids.new).locator('img').first();
    expect(await image.getAttribute('src')).toBe(`/uploads/${newImagePath}`);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(120);
    const fullSize = card(ids.new).getByRole('link', { name: /View Full Size/ });
    expect(await fullSize.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), fullSize.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/uploads/${newImagePath}`);
    await tab.close();
    await card(ids.quoted).getByText('Image not available').first().waitFor();
  });

  it('"project notes" (under View Details)', async () => {
    await button(card(ids.completed), /view details/i).click();
    expect(await cardText(ids.completed)).toContain(COMPLETION_NOTES);
  });

  it('"Buttons: View Details (toggles full-details area)"', async () => {
    const fresh = card(ids.new);
    const details = () =>
      fresh.innerText().then((text) => text.includes('With two leaves for guests.'));
    expect(await details()).toBe(true);
    await button(fresh, /hide details/i).click();
    await expect.poll(details).toBe(false);
    await button(fresh, /view details/i).click();
    await expect.poll(details).toBe(true);
  });

  it('"Quoted projects show a \'Quote Ready!\' panel: estimated cost, quoted by, quote date, quote details, next steps."', async () => {
    const panel = card(ids.quoted)
      .locator('section')
      .filter({
        has: page.getByRole('heading', { name: 'Quote Ready!' }),
      });
    const text = (await panel.innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/Estimated Cost/i);
    expect(text).toContain(QUOTE.quoteAmount);
    expect(text).toMatch(/Quoted By/i);
    expect(text).toContain(QUOTE.quotedBy);
    expect(text).toMatch(/Quote Date/i);
    expect(text).toMatch(/\d{4}|\d{1,2}:\d{2}/);
    expect(text).toMatch(/Quote Details/i);
    expect(text).toContain(QUOTE.quoteNotes);
    expect(text).toMatch(/Next Steps/i);
  });

  it('"An admin message panel \'Message from Our Team\' shows message, sender and time."', async () => {
    const panel = card(ids.quoted)
      .locator('section')
      .filter({
        has: page.getByRole('heading', { name: 'Message from Our Team' }),
      });
    const text = (await panel.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(TEAM_MESSAGE);
    expect(text).toContain('Sam Carver');
    expect(text).toMatch(/\d{1,2}:\d{2}/);
  });

  it("\"A status line and hint per status. New: 'We'll send you a quote within 3 business days'. Quoted: 'Quote Ready' or 'Quote Approved'. After approval: 'Project cannot be modified or deleted after quote approval'.\"", async () => {
    await expectShows(
      card(ids.new),
      "We'll send you a quote within 3 business days",
      'the new card',
    );
    await expectShows(card(ids.quoted), /Quote Ready(?!!)/, 'the quoted card');
    for (const id of [ids.approved, ids.completed]) {
      await expectShows(card(id), 'Quote Approved', `the card of #${id}`);
      await expectShows(
        card(id),
        'Project cannot be modified or deleted after quote approval',
        `the card of #${id}`,
      );
    }
  });

  it('§4 "Badges on the customer side: New Request, Quote Ready, In Progress, Completed" and §2/§9 "Status colours: new blue, quoted green, in progress yellow, completed purple."', async () => {
    for (const [id, label, hue] of [
      [ids.new, 'New Request', 'blue'],
      [ids.quoted, 'Quote Ready', 'green'],
      [ids.approved, 'In Progress', 'yellow'],
      [ids.completed, 'Completed', 'purple'],
    ] as const) {
      // The innermost element with the words: the badge itself, not what wraps it.
      const badge = card(id).getByText(label, { exact: true }).last();
      await badge.waitFor();
      expectInHue(await colours(badge), hue, `the ${label} badge`);
    }
  });

  it('"Edit (only when status is new); Delete Project (hidden once quote is approved); approve quote on quoted projects."', async () => {
    const names = async (id: number) =>
      (await card(id).getByRole('button').allInnerTexts()).map((name) =>
        name.replace(/\s+/g, ' ').trim(),
      );
    const fresh = await names(ids.new);
    expect(fresh.some((name) => /^Edit\b/.test(name))).toBe(true);
    expect(fresh.some((name) => /Delete Project/.test(name))).toBe(true);
    expect(fresh.some((name) => /approve/i.test(name))).toBe(false);
    const quoted = await names(ids.quoted);
    expect(quoted.some((name) => /^Edit\b/.test(name))).toBe(false);
    expect(quoted.some((name) => /Delete Project/.test(name))).toBe(true);
    expect(quoted.some((name) => /approve/i.test(name))).toBe(true);
    for (const id of [ids.approved, ids.completed]) {
      const after = await names(id);
      expect(
        after.some((name) => /^Edit\b/.test(name)),
        `#${id}`,
      ).toBe(false);
      expect(
        after.some((name) => /Delete Project/.test(name)),
        `#${id}`,
      ).toBe(false);
      expect(
        after.some((name) => /approve/i.test(name)),
        `#${id}`,
      ).toBe(false);
    }
  });

  it('"Customer contact line shows a support email and phone"', async () => {
    const main = page.getByRole('main');
    expect(await main.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
  });
});

describe('spec §2 Messages on the customer dashboard (and §4 Messaging)', () => {
  const dialog = () => page.getByRole('dialog', { name: 'Project Messages' });

  it('"Messages (opens messaging dialog as customer, unread badge capped at \'9+\')" (§9 "Unread badge shows \'9+\' above 9.")', async () => {
    const messages = button(card(ids.quoted), /Messages/);
    expect((await messages.innerText()).replace(/\s+/g, ' ')).toMatch(/9\+/);
    expect(
      recorded.calls.filter((call) => call.method === 'GET' && /\/messages$/.test(call.path)),
    ).toEqual([]);
  });

  it('§4 "Messages load only while the dialog is open and the project id is positive. Opening the dialog with messages present marks them read for the user type. After writes, the request list and unread counts refresh."', async () => {
    recorded.clear();
    await button(card(ids.quoted), /Messages/).click();
    await dialog().getByText(TEAM_MESSAGE).waitFor();
    await expect
      .poll(() =>
        recorded.calls.filter(
          (call) =>
            call.method === 'POST' &&
            call.path === `/api/furniture-requests/${ids.quoted}/messages/read`,
        ),
      )
      .toHaveLength(1);
    const read = recorded.calls.find((call) => call.path.endsWith('/messages/read'));
    expect(read?.json).toEqual({ userType: 'customer' });
    expect(
      recorded.calls.some(
        (call) =>
          call.method === 'GET' && call.path === `/api/furniture-requests/${ids.quoted}/messages`,
      ),
    ).toBe(true);
    await expect
      .poll(() => recorded.calls.some((call) => call.path === '/api/messages/unread-counts'))
      .toBe(true);
  });

  it('"Messaging dialog: message text with live counter (limit 1000), sender name; takes user type" and §5 "In the dialog, text and name are trimmed and both required, otherwise \'Please fill in all fields\'; live character counter; send disabled while either is empty or while sending."', async () => {
    const text = dialog().getByLabel('Message', { exact: true });
    const name = dialog().getByLabel(/name/i);
    const send = dialog().getByRole('button', { name: /send/i });
    expect(await name.inputValue()).toBe(CLARA.fullName);
    expect(await name.getAttribute('maxlength')).toBe('100');
    await text.fill('');
    expect(await send.isDisabled()).toBe(true);
    expect(await dialog().innerText()).toMatch(/0\s*\/\s*1000/);
    await text.fill('Thank you!');
    expect(await dialog().innerText()).toMatch(/10\s*\/\s*1000/);
    await name.fill('');
    expect(await send.isDisabled()).toBe(true);
    await name.fill('   ');
    await text.fill('   ');
    await send.click();
    await dialog().getByText('Please fill in all fields').waitFor();
    expect(await text.getAttribute('maxlength')).toBe('1000');
  });

  it("§8 \"'Message sent!' (... customer: 'Your message has been sent to the admin team.')\" and the badge clears", async () => {
    recorded.clear();
    await dialog().getByLabel('Message', { exact: true }).fill('Could the shelves be adjustable?');
    await dialog().getByLabel(/name/i).fill(CLARA.fullName);
    await dialog().getByRole('button', { name: /send/i }).click();
    await expectToast(page, 'Message sent!', 'Your message has been sent to the admin team.');
    const posted = recorded.calls.find(
      (call) =>
        call.method === 'POST' && call.path === `/api/furniture-requests/${ids.quoted}/messages`,
    );
    expect(posted?.json).toEqual({
      message: 'Could the shelves be adjustable?',
      senderName: CLARA.fullName,
      senderType: 'customer',
    });
    await expect
      .poll(
        () => recorded.calls.filter((call) => call.path === '/api/messages/unread-counts').length,
      )
      .toBeGreaterThan(0);
    await closeDialogs();
    await expect
      .poll(async () => (await button(card(ids.quoted), /Messages/).innerText()).includes('9+'))
      .toBe(false);
  });
});

describe('spec §2 Edit, delete and approve on the customer dashboard', () => {
  const dialog = () => page.getByRole('dialog');
  beforeAll(() => closeDialogs());

  it('"Edit dialog \'Edit Project #id\': full name, email, phone, furniture type, description with live counter x/500 (red above 450), budget range, timeline; note that images cannot be changed after submission." (§9 "Description max 500 characters (counter turns red above 450)")', async () => {
    await button(card(ids.new), /^Edit/).click();
    await page.getByRole('dialog', { name: `Edit Project #${ids.new}` }).waitFor();
    for (const label of [
      /Full Name/,
      /Email/,
      /Phone/,
      /Furniture Type/,
      /Description/,
      /Budget/,
      /Timeline/,
    ]) {
      await dialog().getByLabel(label).first().waitFor();
    }
    const types = await dialog()
      .getByLabel(/Furniture Type/)
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean),
      );
    expect(types.join(', ')).toBe('table, cabinet, bookshelf, bed, desk, locker, other');
    const timelines = await dialog()
      .getByLabel(/Timeline/)
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean),
      );
    expect(timelines.join(', ')).toBe('no-rush, 1-2-weeks, 1-month, 2-3-months, flexible');
    expect(await dialog().innerText()).toMatch(/images? cannot be changed after submission/i);

    const description = dialog().getByLabel(/Description/);
    const counter = dialog().getByText(/^\d+\s*\/\s*500$/);
    await description.fill('x'.repeat(450));
    expect((await counter.innerText()).replace(/\s/g, '')).toBe('450/500');
    const calm = (await colours(counter)).color;
    await description.fill('x'.repeat(451));
    expect((await counter.innerText()).replace(/\s/g, '')).toBe('451/500');
    // Read once the colour has settled (the counter may fade to its warning colour).
    await expect.poll(async () => (await colours(counter)).color).not.toBe(calm);
    await page.waitForTimeout(400);
    expectHue((await colours(counter)).color, 'red', 'the counter above 450');
    expect(Number(await description.getAttribute('maxlength'))).toBe(500);
  });

  it("§8 \"update failure toast 'Update Failed' with message or 'Failed to update project'\" and \"Customer successes: 'Project Updated'\"", async () => {
    await dialog()
      .getByLabel(/Description/)
      .fill('A maple dining table for eight');
    const edit = (url: URL) => url.pathname === `/api/furniture-requests/${ids.new}`;
    await page.route(edit, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, body: '' })
        : route.fallback(),
    );
    await dialog().getByRole('button', { name: /save/i }).click();
    await expectToast(page, 'Update Failed', 'Failed to update project');
    await page.unroute(edit);
    recorded.clear();
    await dialog().getByRole('button', { name: /save/i }).click();
    await expectToast(page, 'Project Updated');
    // §7 "PATCH /api/furniture-requests/{id} | fullName, email, phone, furnitureType, description, budgetRange, timeline"
    const sent = recorded.calls.find((call) => call.method === 'PATCH');
    expect(Object.keys((sent?.json ?? {}) as object).sort()).toEqual([
      'budgetRange',
      'description',
      'email',
      'fullName',
      'furnitureType',
      'phone',
      'timeline',
    ]);
    await expect.poll(() => cardText(ids.new)).toContain('A maple dining table for eight');
  });

  it('"Delete confirmations warn that it cannot be undone; for quoted projects they also warn the pending quote will be lost."', async () => {
    await button(card(ids.new), /Delete Project/).click();
    const fresh = (
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().innerText()
    ).replace(/\s+/g, ' ');
    expect(fresh).toMatch(/cannot be undone/i);
    expect(fresh).not.toMatch(/pending quote/i);
    await closeDialogs();
    await button(card(ids.quoted), /Delete Project/).click();
    const quoted = (
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().innerText()
    ).replace(/\s+/g, ' ');
    expect(quoted).toMatch(/cannot be undone/i);
    expect(quoted).toMatch(/pending quote.{0,40}lost/i);
    await closeDialogs();
  });

  it("§8 \"delete failure toast 'Delete Failed' with message or 'Failed to delete project'\" and \"Customer successes: ... 'Project Deleted'\"", async () => {
    const confirmDialog = () => page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    const remove = (url: URL) =>
      url.pathname === `/api/furniture-requests/${ids.doomed}/customer-delete`;
    await page.route(remove, (route) => route.fulfill({ status: 500, body: '' }));
    await button(card(ids.doomed), /Delete Project/).click();
    await confirmDialog()
      .getByRole('button', { name: /delete/i })
      .click();
    await expectToast(page, 'Delete Failed', 'Failed to delete project');
    await page.unroute(remove);
    await closeDialogs();
    recorded.clear();
    await button(card(ids.doomed), /Delete Project/).click();
    await confirmDialog()
      .getByRole('button', { name: /delete/i })
      .click();
    await expectToast(page, 'Project Deleted');
    await expect.poll(() => card(ids.doomed).count()).toBe(0);
    const deleted = recorded.calls.find((call) => call.path.endsWith('/customer-delete'));
    expect(deleted?.method).toBe('DELETE');
    expect(deleted?.json).toEqual({ customerEmail: CLARA.email });
    // §7 "After write calls the request list and unread counts are refreshed."
    await expect
      .poll(() =>
        recorded.calls.some(
          (call) => call.method === 'GET' && call.path === '/api/furniture-requests',
        ),
      )
      .toBe(true);
    await expect
      .poll(() => recorded.calls.some((call) => call.path === '/api/messages/unread-counts'))
      .toBe(true);
  });

  it("§8 \"approval failure toast 'Approval Failed' with 'Failed to approve quote. Please try again.'\"", async () => {
    const approveCall = (url: URL) =>
      url.pathname === `/api/furniture-requests/${ids.quoted}/approve`;
    await page.route(approveCall, (route) => route.fulfill({ status: 500, body: '' }));
    await approveInDialog();
    await expectToast(page, 'Approval Failed', 'Failed to approve quote. Please try again.');
    await page.unroute(approveCall);
    await closeDialogs();
  });

  it('§4 "quoted to in_progress: when the customer approves the quote (quoteApproved set; toast \'Your project is now in progress\')" and §8 "\'Quote Approved!\'"', async () => {
    await approveInDialog();
    await expectToast(page, 'Quote Approved!', 'Your project is now in progress');
    await expect.poll(() => cardText(ids.quoted)).toContain('In Progress');
    expect(await cardText(ids.quoted)).toContain('Quote Approved');
    expect(await button(card(ids.quoted), /Delete Project/).count()).toBe(0);
  });

  /** The approve button on the quote panel, and whatever the dialog asks before it approves. */
  async function approveInDialog(): Promise<void> {
    await closeDialogs();
    await button(card(ids.quoted), /approve/i)
      .first()
      .click();
    const approval = page.getByRole('dialog');
    if ((await approval.count()) === 0) return;
    const name = approval.getByRole('textbox').first();
    if (await name.count()) await name.fill(CLARA.fullName);
    const tick = approval.getByRole('checkbox').first();
    if (await tick.count()) await tick.check();
    await approval.getByRole('button', { name: /approve/i }).click();
  }
});

describe('spec §7 How the dashboard calls the server', () => {
  beforeAll(() => closeDialogs());

  it('"GET /api/furniture-requests?customerEmail={email} | none | requests array (customer list)"', async () => {
    recorded.clear();
    await page.reload();
    await card(ids.new).waitFor();
    const lists = recorded.calls.filter(
      (call) => call.method === 'GET' && call.path === '/api/furniture-requests',
    );
    expect(lists.length).toBeGreaterThan(0);
    const wanted = `?customerEmail=${encodeURIComponent(CLARA.email)}`;
    expect(lists.map((call) => call.search || '(no query)').join(' ')).toBe(
      lists.map(() => wanted).join(' '),
    );
  });

  it('§8 "Unread-count and mark-read failures: not handled visibly."', async () => {
    const failing = (url: URL) =>
      url.pathname === '/api/messages/unread-counts' || url.pathname.endsWith('/messages/read');
    await page.route(failing, (route) => route.fulfill({ status: 500, json: { message: 'Down' } }));
    await page.reload();
    await card(ids.new).waitFor();
    await button(card(ids.quoted), /Messages/).click();
    await page.getByRole('dialog', { name: 'Project Messages' }).getByText(TEAM_MESSAGE).waitFor();
    await page.waitForTimeout(1_000);
    expect(await toasts(page).count()).toBe(0);
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0);
    await closeDialogs();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    await page.unroute(failing);
  });

  it('"All calls include credentials (cookie session) and send JSON with a JSON content type only when a body exists."', () => {
    const everything: Call[] = recorded.calls;
    expect(everything.length).toBeGreaterThan(3);
    for (const call of everything) {
      const what = `${call.method} ${call.path}`;
      if (call.hasBody) expect(call.contentType ?? '', what).toMatch(/^application\/json/);
      else expect(call.contentType, what).toBeNull();
    }
  });

  it('"No query or mutation is retried." (§9 "Data cache: never stale, no refetch on window focus, no polling by default, no retries.")', async () => {
    const list = (url: URL) => url.pathname === '/api/furniture-requests';
    let asked = 0;
    await page.route(list, async (route) => {
      asked += 1;
      await route.fulfill({ status: 500, json: { message: 'Something broke' } });
    });
    await page.reload();
    await expect.poll(() => asked).toBe(1);
    await page.waitForTimeout(3_500);
    expect(asked).toBe(1);
    await page.unroute(list);

    await page.reload();
    await card(ids.new).waitFor();
    recorded.clear();
    await page.evaluate(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(1_500);
    expect(recorded.calls.filter((call) => call.path === '/api/furniture-requests')).toEqual([]);
  });

  it('"GET /api/messages/unread-counts?userType=admin or customer | none | data maps request id to count; polled every 30 seconds" (§9 "Unread counts polled every 30000 ms.")', async () => {
    const watcher = await context.newPage();
    await watcher.clock.install();
    const polls: string[] = [];
    watcher.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/messages/unread-counts') polls.push(url.search);
    });
    await watcher.goto('/dashboard');
    await card(ids.new, watcher).waitFor();
    await expect.poll(() => polls.length).toBe(1);
    expect(polls[0]).toBe('?userType=customer');
    await watcher.clock.runFor(29_000);
    await watcher.waitForTimeout(300);
    expect(polls.length).toBe(1);
    await watcher.clock.runFor(1_500);
    await expect.poll(() => polls.length).toBe(2);
    await watcher.close();
  });
});

describe('spec §2 A customer without projects', () => {
  it('"Empty state \'No Projects Yet\' with a button to submit a first request." then "a count badge (Project ...)"', async () => {
    const owenId = await newCustomer(app, OWEN, { description: 'A first idea, withdrawn' });
    const owen = await customerApi(app, OWEN);
    const withdrawn = await owen.delete(`/api/furniture-requests/${owenId}/customer-delete`, {
      data: { customerEmail: OWEN.email },
    });
    expect(withdrawn.status()).toBe(200);
    await owen.dispose();

    const ownContext = await newContext(browser, app, DESKTOP);
    const own = await ownContext.newPage();
    await signIn(own, OWEN);
    await expectShows(own.getByRole('main'), 'No Projects Yet', 'the dashboard without projects');
    const first = own
      .getByRole('main')
      .getByRole('link', { name: /request/i })
      .or(own.getByRole('main').getByRole('button', { name: /request/i }));
    await first.first().waitFor();

    await submitRequest(app, {
      fullName: OWEN.fullName,
      email: OWEN.email,
      description: 'An ash stool',
    });
    await own.reload();
    await own.getByRole('article').first().waitFor();
    expect(await pageText(own, 'main')).toMatch(/\b1 Project\b/);
    expect(await toasts(own).count()).toBeGreaterThanOrEqual(0);
    await ownContext.close();
  });
});
