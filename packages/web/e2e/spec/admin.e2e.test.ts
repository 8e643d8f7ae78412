import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP, launchBrowser, newContext, startApp, type RunningApp } from '../harness';
import { adminSignIn, customerApi, newCustomer } from '../project-helpers';
import { woodGrainPng } from '../visitor-helpers';
import {
  apiClient,
  colours,
  expectInHue,
  expectShows,
  expectToast,
  provideQuote,
  recordCalls,
  submitRequest,
  workshop,
} from './spec-helpers';

/**
 * The spec suite in Chromium: the admin dashboard of the product spec's section 2 (title, search,
 * count badges, the four tabs with 'Showing X of Y ...' and their empty states, cards, the four
 * dialogs, the status editor, status colours, the messaging dialog), the search rule of section
 * 5 and the admin toasts of section 8. Each test names the spec line it holds.
 *
 * More than a page of new requests is needed (the panel pages by 25): the app trusts its loopback
 * proxy, and each seeded request comes "from" an address of its own, under the submission limit.
 */

// expect.poll waits one second by default: too short on a loaded machine for a page to answer.
vi.setConfig({ expect: { poll: { timeout: 10_000, interval: 100 } } });

const ANN = {
  fullName: 'Ann Whitfield',
  email: 'ann.whitfield@example.com',
  phone: '555-0142',
  furnitureType: 'table',
  description: 'A WALNUT dining table with a live edge',
};
const BEN = {
  fullName: 'Ben Okafor',
  email: 'ben.okafor@example.com',
  password: 'Oak-Shelf-2026#',
};
const CORA = {
  fullName: 'Cora Lindqvist',
  email: 'cora.lindqvist@example.com',
  password: 'Ash-Desk-2026#',
};
const DEV = {
  fullName: 'Dev Moreau',
  email: 'dev.moreau@example.com',
  password: 'Elm-Chest-2026#',
};
const ELLA = { fullName: 'Ella Sato', email: 'ella.sato@example.com', password: 'Yew-Bowl-2026#' };
const FILLERS = 26;
const QUOTE = {
  quoteAmount: '$2,400 - $2,900',
  quotedBy: 'Sam Carver',
  quoteNotes: 'Solid white oak.',
};

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: APIRequestContext;
let recorded: ReturnType<typeof recordCalls>;
const ids = { ann: 0, ben: 0, cora: 0, dev: 0, ella: 0 };
const fillers: number[] = [];
let address = 10;

const fromNewAddress = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function approvedBy(who: { email: string; password: string; fullName: string }, id: number) {
  await provideQuote(admin, id, QUOTE);
  const customer = await customerApi(app, who);
  const approved = await customer.post(`/api/furniture-requests/${id}/approve`, {
    data: { signatureName: who.fullName },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await customer.dispose();
}

beforeAll(async () => {
  app = await startApp({ DEBUG_RESET_ENABLED: 'true', TRUST_PROXY: 'loopback' });
  browser = await launchBrowser();
  admin = await workshop(app);
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

function tab(name: RegExp): Locator {
  return page.getByRole('tab', { name });
}

async function openTab(name: RegExp): Promise<void> {
  await tab(name).click();
  await expect.poll(() => tab(name).getAttribute('aria-selected')).toBe('true');
}

function panel(): Locator {
  return page.getByRole('tabpanel');
}

function card(id: number): Locator {
  // The heading runs the number into the name ("#12Ann Whitfield"): no \b after it.
  return panel()
    .getByRole('article')
    .filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
}

function search(): Locator {
  return page.getByRole('searchbox').first();
}

async function searchFor(text: string): Promise<void> {
  await search().fill(text);
  await page.waitForTimeout(400);
}

/** The tab's 'Showing X of Y ...' line, as it reads now. */
async function showing(): Promise<string> {
  const line = panel()
    .getByText(/^Showing /)
    .first();
  await line.waitFor({ timeout: 10_000 });
  return (await line.innerText()).replace(/\s+/g, ' ').trim();
}

async function closeDialogs(): Promise<void> {
  const open = page.locator('[role="dialog"], [role="alertdialog"]');
  for (let tries = 0; tries < 5 && (await open.count()) > 0; tries++) {
    await open.first().press('Escape');
    await page.waitForTimeout(250);
  }
  // Not expect.poll: this also runs in beforeAll hooks.
  for (let waited = 0; waited < 3_000 && (await open.count()) > 0; waited += 100) {
    await page.waitForTimeout(100);
  }
  if ((await open.count()) > 0) throw new Error('A dialog would not close');
}

function failOnce(path: string | RegExp, method: string): (url: URL) => boolean {
  const matches = (url: URL) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
  void page.route(matches, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, body: '' })
      : route.fallback(),
  );
  return matches;
}

describe('spec §2 Admin dashboard (/admin): an empty workshop', () => {
  it('"Empty states: \'No furniture requests submitted yet.\'"', async () => {
    await adminSignIn(page, app);
    await page.getByRole('heading', { name: 'Furniture Requests Admin' }).waitFor();
    await expectShows(panel(), 'No furniture requests submitted yet.', 'the empty panel');
  });
});

describe('spec §2 Admin dashboard (/admin): new requests', () => {
  beforeAll(async () => {
    // Ann's request is the newest, at the top of the first page; the first fillers are on the second.
    for (let n = 1; n <= FILLERS; n++) {
      fillers.push(
        await submitRequest(
          app,
          {
            fullName: `Filler Customer ${n}`,
            email: `filler.${n}@example.com`,
            furnitureType: 'cabinet',
            description: `Kitchen cabinet number ${n}`,
          },
          fromNewAddress(),
        ),
      );
    }
    const api = await apiClient(app);
    const withImage = await api.post('/api/furniture-requests', {
      multipart: {
        ...ANN,
        image: { name: 'walnut.png', mimeType: 'image/png', buffer: woodGrainPng(96, 72) },
      },
      headers: { 'X-Forwarded-For': fromNewAddress() },
    });
    expect(withImage.status(), await withImage.text()).toBe(201);
    ids.ann = ((await withImage.json()) as { request: { id: number } }).request.id;
    await api.dispose();
    await page.reload();
    await card(ids.ann).waitFor();
  });

  // Each test starts on the first page of New Requests with an empty search box, whatever the
  // last one left behind.
  beforeEach(async () => {
    await closeDialogs();
    if ((await search().inputValue()) !== '') await searchFor('');
    if ((await tab(/^New Requests/).getAttribute('aria-selected')) !== 'true') {
      await openTab(/^New Requests/);
    }
    const first = panel().getByRole('button', { name: 'Previous' });
    if ((await first.count()) > 0 && (await first.isEnabled())) await first.click();
  });

  it('"Each tab shows \'Showing X of Y ...\'" (the first page)', async () => {
    expect(await showing()).toMatch(new RegExp(`^Showing ${FILLERS + 1} of ${FILLERS + 1}\\b`));
  });

  it('"Each tab shows \'Showing X of Y ...\'" (beyond the first page)', async () => {
    await panel().getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => card(fillers[0] ?? 0).count()).toBe(1);
    expect(await showing()).toMatch(new RegExp(`^Showing ${FILLERS + 1} of ${FILLERS + 1}\\b`));
    await panel().getByRole('button', { name: 'Previous' }).click();
    await card(ids.ann).waitFor();
  });

  it('"Each tab shows \'Showing X of Y ...\'" (while searching)', async () => {
    await searchFor('filler');
    await expect.poll(() => card(ids.ann).count()).toBe(0);
    expect(await showing()).toMatch(new RegExp(`^Showing ${FILLERS} of ${FILLERS + 1}\\b`));
    await searchFor('');
    await card(ids.ann).waitFor();
  });

  it("\"Empty states: ... 'No requests have been quoted yet.', 'No projects currently in progress.', 'No completed projects yet.'\"", async () => {
    await openTab(/^Quoted/);
    await expectShows(panel(), 'No requests have been quoted yet.', 'the empty Quoted tab');
    await openTab(/^Current Works/);
    await expectShows(panel(), 'No projects currently in progress.', 'the empty Current Works tab');
    await openTab(/^Completed/);
    await expectShows(panel(), 'No completed projects yet.', 'the empty Completed tab');
    await openTab(/^New Requests/);
  });

  it('§5 Search (admin) "Case-insensitive match on fullName, email, description, furnitureType; substring match on phone."', async () => {
    for (const query of [
      'ann whitfield',
      'ANN.WHITFIELD@EXAMPLE',
      'walnut dining',
      'TABLE',
      '0142',
    ]) {
      await searchFor(query);
      await expect.poll(() => card(ids.ann).count(), { timeout: 5_000 }).toBe(1);
      expect(await panel().getByRole('article').count(), query).toBe(1);
    }
    await searchFor('CABINET');
    await expect.poll(() => card(ids.ann).count()).toBe(0);
    await card(fillers.at(-1) ?? 0).waitFor();
    await searchFor('');
  });

  it('"With an active search the text becomes \'No ... requests match your search.\'"', async () => {
    await searchFor('zzz-nothing-like-this');
    for (const name of [/^New Requests/, /^Quoted/, /^Current Works/, /^Completed/]) {
      await openTab(name);
      await expectShows(
        panel(),
        /No [\w ]+ requests match your search\./,
        `the ${String(name)} tab, searching`,
      );
    }
    await openTab(/^New Requests/);
    await searchFor('');
  });

  it('"a card per request with a View/Hide Details toggle, a status row and action buttons: Provide Quote (new only), Message (all), ... Delete (all)." and "Uploaded image shown like on the customer dashboard."', async () => {
    const ann = card(ids.ann);
    const names = (await ann.getByRole('button').allInnerTexts()).map((name) =>
      name.replace(/\s+/g, ' ').trim(),
    );
    expect(names).toContain('Provide Quote');
    expect(names.some((name) => /^Message\b/.test(name))).toBe(true);
    expect(names).toContain('Delete');
    expect(names).not.toContain('Mark Complete');
    expect((await ann.innerText()).replace(/\s+/g, ' ')).toMatch(/Status:? ?New/);
    await ann.getByRole('button', { name: /View Details/ }).click();
    await ann.getByRole('button', { name: /Hide Details/ }).waitFor();
    const image = ann.locator('img').first();
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]+\.png$/);
    expect(await ann.getByRole('link', { name: /View Full Size/ }).getAttribute('target')).toBe(
      '_blank',
    );
    await ann.getByRole('button', { name: /Hide Details/ }).click();
    await ann.getByRole('button', { name: /View Details/ }).waitFor();
  });
});

describe('spec §2 Admin dashboard (/admin): the dialogs', () => {
  beforeAll(async () => {
    await closeDialogs();
  });

  it('"Dialogs: Provide Quote" and §5 "Admin dialog message when missing: \'Missing Information - Please fill in the quote amount and your name\'. The amount placeholder suggests a range format."', async () => {
    await card(ids.ann).getByRole('button', { name: 'Provide Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Provide Quote' });
    await dialog.waitFor();
    const amount = dialog.getByLabel(/amount/i);
    expect(await amount.getAttribute('placeholder')).toMatch(/\d[^-]*-\s*\$?\d/);
    await amount.fill('');
    await dialog.getByLabel(/name/i).fill('');
    await dialog
      .getByRole('button', { name: /send|provide|submit/i })
      .last()
      .click();
    await expectToast(page, 'Missing Information', 'Please fill in the quote amount and your name');
  });

  it('§8 "Admin failures ... \'Failed to provide quote\' ... Titles: Quote Failed" and "Admin successes: \'Quote Provided\'"', async () => {
    const dialog = page.getByRole('dialog', { name: 'Provide Quote' });
    await dialog.getByLabel(/amount/i).fill(QUOTE.quoteAmount);
    await dialog.getByLabel(/notes/i).first().fill(QUOTE.quoteNotes);
    await dialog.getByLabel(/name/i).fill(QUOTE.quotedBy);
    recorded.clear();
    const route = failOnce(`/api/furniture-requests/${ids.ann}/quote`, 'POST');
    await dialog
      .getByRole('button', { name: /send|provide|submit/i })
      .last()
      .click();
    await expectToast(page, 'Quote Failed', 'Failed to provide quote');
    await page.unroute(route);
    await dialog
      .getByRole('button', { name: /send|provide|submit/i })
      .last()
      .click();
    await expectToast(page, 'Quote Provided');
    const sent = recorded.calls.filter((call) => call.path.endsWith('/quote')).at(-1);
    expect(sent?.json).toMatchObject({
      quoteAmount: QUOTE.quoteAmount,
      quoteNotes: QUOTE.quoteNotes,
      quotedBy: QUOTE.quotedBy,
    });
    await closeDialogs();
  });

  it('"Dialogs: ... Project Messages" and "Messaging dialog: message text with live counter (limit 1000), sender name; takes user type, default admin." with §8 "\'Message sent!\' (admin: \'Your message has been sent to the customer.\'; ..." and "\'Failed to send message\'. Titles: ... Error"', async () => {
    await openTab(/^Quoted/);
    await card(ids.ann)
      .getByRole('button', { name: /^Message/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Project Messages' });
    await dialog.waitFor();
    const text = dialog.getByLabel('Message', { exact: true });
    await text.fill('Your quote is ready.');
    expect(await dialog.innerText()).toMatch(/20\s*\/\s*1000/);
    expect(await text.getAttribute('maxlength')).toBe('1000');
    const name = dialog.getByLabel(/name/i);
    expect(await name.inputValue()).not.toBe('');
    await name.fill('Sam Carver');
    const route = failOnce(`/api/furniture-requests/${ids.ann}/messages`, 'POST');
    await dialog.getByRole('button', { name: /send/i }).click();
    await expectToast(page, 'Error', 'Failed to send message');
    await page.unroute(route);
    recorded.clear();
    await dialog.getByRole('button', { name: /send/i }).click();
    await expectToast(page, 'Message sent!', 'Your message has been sent to the customer.');
    const sent = recorded.calls.find(
      (call) => call.method === 'POST' && call.path.endsWith('/messages'),
    );
    expect(sent?.json).toEqual({
      message: 'Your quote is ready.',
      senderName: 'Sam Carver',
      senderType: 'admin',
    });
    await closeDialogs();
  });

  it('"Dialogs: ... Edit Admin Notes" with §8 "\'Admin Notes Updated\'" and "\'Failed to update admin notes\'" and "Titles: ... Update Failed"', async () => {
    const ann = card(ids.ann);
    await ann.getByRole('button', { name: /View Details/ }).click();
    await ann.getByRole('button', { name: /admin notes/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Admin Notes' });
    await dialog.waitFor();
    await dialog.getByRole('textbox').first().fill('Repeat customer: offer the friends discount.');
    const route = failOnce(`/api/furniture-requests/${ids.ann}/admin-notes`, 'PATCH');
    await dialog.getByRole('button', { name: /save/i }).click();
    await expectToast(page, 'Update Failed', 'Failed to update admin notes');
    await page.unroute(route);
    recorded.clear();
    await dialog.getByRole('button', { name: /save/i }).click();
    await expectToast(page, 'Admin Notes Updated');
    const sent = recorded.calls.find((call) => call.path.endsWith('/admin-notes'));
    expect(sent?.method).toBe('PATCH');
    expect(sent?.json).toEqual({ adminNotes: 'Repeat customer: offer the friends discount.' });
    await closeDialogs();
  });

  it('"delete confirmation (\'Are you sure you want to delete this project?\')" with §8 "\'Request Deleted\'" and "\'Failed to delete request\'" and "Titles: ... Delete Failed"', async () => {
    await openTab(/^New Requests/);
    const doomed = fillers.pop() ?? 0;
    await card(doomed)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await confirm.getByText('Are you sure you want to delete this project?').waitFor();
    const route = failOnce(`/api/furniture-requests/${doomed}`, 'DELETE');
    await confirm.getByRole('button', { name: /^Delete/ }).click();
    await expectToast(page, 'Delete Failed', 'Failed to delete request');
    await page.unroute(route);
    await closeDialogs();
    recorded.clear();
    await card(doomed)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirm.getByRole('button', { name: /^Delete/ }).click();
    await expectToast(page, 'Request Deleted');
    await expect.poll(() => card(doomed).count()).toBe(0);
    const deleted = recorded.calls.find((call) => call.method === 'DELETE');
    expect(deleted).toMatchObject({
      path: `/api/furniture-requests/${doomed}`,
      hasBody: false,
      contentType: null,
    });
  });
});

describe('spec §2 Admin dashboard (/admin): every status', () => {
  beforeAll(async () => {
    await closeDialogs();
    ids.ben = await newCustomer(app, BEN, { description: 'A quoted oak bookshelf' });
    await provideQuote(admin, ids.ben, QUOTE);
    ids.cora = await newCustomer(app, CORA, { description: 'An approved ash desk' });
    await approvedBy(CORA, ids.cora);
    ids.dev = await newCustomer(app, DEV, { description: 'A finished elm chest' });
    await approvedBy(DEV, ids.dev);
    const done = await admin.patch(`/api/furniture-requests/${ids.dev}/status`, {
      data: { status: 'completed' },
    });
    expect(done.status()).toBe(200);
    ids.ella = await newCustomer(app, ELLA, { description: 'A yew bowl, finished elsewhere' });
    await approvedBy(ELLA, ids.ella);
    const cora = await customerApi(app, CORA);
    for (let n = 1; n <= 10; n++) {
      const sent = await cora.post(`/api/furniture-requests/${ids.cora}/messages`, {
        data: {
          message: `Question ${n} about my desk`,
          senderName: CORA.fullName,
          senderType: 'customer',
        },
      });
      expect(sent.status()).toBe(201);
    }
    await cora.dispose();
    await page.reload();
    await page.getByRole('heading', { name: 'Furniture Requests Admin' }).waitFor();
  });

  it('"Titled \'Furniture Requests Admin\'. Search box, count badges (total, new, quoted, in progress, completed), Logout button, four tabs: New Requests, Quoted, Current Works (in progress), Completed."', async () => {
    await search().waitFor();
    await page.getByRole('button', { name: /Logout/ }).waitFor();
    const total = 1 + (FILLERS - 1) + 4;
    const countList = page.getByRole('list', { name: /count/i });
    await expect
      .poll(async () => (await countList.innerText()).replace(/\s+/g, ' '))
      .toMatch(new RegExp(`${total} Total`));
    const counts = (await countList.innerText()).replace(/\s+/g, ' ');
    for (const expected of [
      new RegExp(`${total} Total`),
      new RegExp(`${FILLERS - 1} New`),
      /2 Quoted/,
      /2 In Progress/,
      /1 Completed/,
    ]) {
      expect(counts).toMatch(expected);
    }
    const tabs = (await page.getByRole('tab').allInnerTexts()).map((name) =>
      name.replace(/\s*\d+$/, '').trim(),
    );
    expect(tabs.filter((name) => name !== 'Declined')).toEqual([
      'New Requests',
      'Quoted',
      'Current Works',
      'Completed',
    ]);
  });

  it('"Quoted cards show quote info and a \'Customer Approved\' badge once approved." and "Mark Complete (in progress only)"', async () => {
    await openTab(/^Quoted/);
    await card(ids.ben).waitFor();
    const ben = (await card(ids.ben).innerText()).replace(/\s+/g, ' ');
    expect(ben).toContain(QUOTE.quoteAmount);
    expect(ben).toContain(QUOTE.quotedBy);
    expect(ben).not.toContain('Customer Approved');
    const benButtons = await card(ids.ben).getByRole('button').allInnerTexts();
    expect(benButtons.map((name) => name.trim())).not.toContain('Provide Quote');
    expect(benButtons.map((name) => name.trim())).not.toContain('Mark Complete');
    await openTab(/^Current Works/);
    await card(ids.cora).waitFor();
    const cora = (await card(ids.cora).innerText()).replace(/\s+/g, ' ');
    expect(cora).toContain('Customer Approved');
    expect(cora).toContain(QUOTE.quoteAmount);
    expect(
      (await card(ids.cora).getByRole('button').allInnerTexts()).map((n) => n.trim()),
    ).toContain('Mark Complete');
    await openTab(/^Completed/);
    await card(ids.dev).waitFor();
    const devButtons = (await card(ids.dev).getByRole('button').allInnerTexts()).map((n) =>
      n.trim(),
    );
    expect(devButtons).not.toContain('Mark Complete');
    expect(devButtons).toContain('Delete');
    expect(devButtons.some((name) => /^Message/.test(name))).toBe(true);
  });

  it('"Status colours: new blue, quoted green, in progress yellow, completed purple." (§9)', async () => {
    for (const [name, id, label, hue] of [
      [/^New Requests/, fillers[0] ?? 0, 'New', 'blue'],
      [/^Quoted/, ids.ben, 'Quoted', 'green'],
      [/^Current Works/, ids.cora, 'In Progress', 'yellow'],
      [/^Completed/, ids.dev, 'Completed', 'purple'],
    ] as const) {
      await openTab(name);
      const badge = card(id).getByText(label, { exact: true }).last();
      await badge.waitFor();
      expectInHue(await colours(badge), hue, `the ${label} badge`);
    }
  });

  it('"Message (all)" with an unread badge (§9 "Unread badge shows \'9+\' above 9.")', async () => {
    await openTab(/^Current Works/);
    await expect
      .poll(async () =>
        (
          await card(ids.cora)
            .getByRole('button', { name: /^Message/ })
            .innerText()
        ).replace(/\s+/g, ''),
      )
      .toContain('9+');
  });

  it('"Status editor offers only \'Mark as Completed\'" with §8 "\'Status Updated\'" and "\'Failed to update status\'" and "Titles: ... Update Failed"', async () => {
    await openTab(/^Current Works/);
    await card(ids.cora).getByRole('button', { name: 'Mark Complete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const choices = await dialog
      .locator('select option, [role="option"], input[type="radio"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node.textContent ?? '').trim() || (node as HTMLInputElement).value),
      );
    expect(choices).toEqual(['Mark as Completed']);
    const route = failOnce(`/api/furniture-requests/${ids.cora}/status`, 'PATCH');
    const save = dialog.getByRole('button', { name: /update|save|complete/i }).last();
    await save.click();
    await expectToast(page, 'Update Failed', 'Failed to update status');
    await page.unroute(route);
    recorded.clear();
    await save.click();
    await expectToast(page, 'Status Updated');
    const sent = recorded.calls.find((call) => call.path.endsWith('/status'));
    expect(sent?.method).toBe('PATCH');
    expect(sent?.json).toMatchObject({ status: 'completed' });
    expect(Object.keys((sent?.json ?? {}) as object).sort()).toEqual(['notes', 'status']);
    await closeDialogs();
  });

  it("\"a completed project shows 'This project is already completed.' and the save button is disabled reading 'Already Completed'\"", async () => {
    // Another admin completes Ella's project while this panel still shows it in progress.
    await openTab(/^Current Works/);
    await card(ids.ella).waitFor();
    const done = await admin.patch(`/api/furniture-requests/${ids.ella}/status`, {
      data: { status: 'completed' },
    });
    expect(done.status()).toBe(200);
    await card(ids.ella).getByRole('button', { name: 'Mark Complete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect
      .poll(async () => (await dialog.innerText()).replace(/\s+/g, ' '), { timeout: 5_000 })
      .toContain('This project is already completed.');
    const button = dialog.getByRole('button', { name: 'Already Completed' });
    expect(await button.isDisabled()).toBe(true);
    await closeDialogs();
  });

  it('§7 "GET /api/messages/unread-counts?userType=admin" and "GET /api/furniture-requests" as the panel makes them, JSON only with a body', () => {
    const unread = recorded.calls.filter((call) => call.path === '/api/messages/unread-counts');
    for (const call of unread) expect(call.search).toBe('?userType=admin');
    for (const call of recorded.calls) {
      const what = `${call.method} ${call.path}`;
      if (call.hasBody) expect(call.contentType ?? '', what).toMatch(/^application\/json/);
      else expect(call.contentType, what).toBeNull();
    }
  });

  it('"Logout button" (§4 admin session: "An unauthenticated visitor opening /admin is redirected to /admin-login.")', async () => {
    await closeDialogs();
    await page.getByRole('button', { name: /Logout/ }).click();
    await page.waitForURL('**/admin-login');
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
  });
});

describe('spec §2 Admin dashboard (/admin): no new requests left', () => {
  it('"Empty states: ... \'No new requests to review.\'"', async () => {
    // A quoted request stays, so the panel is not empty: only its New Requests tab is.
    const kept = await submitRequest(
      app,
      { fullName: 'Kept Customer', email: 'kept@example.com', description: 'A quoted stool' },
      fromNewAddress(),
    );
    await provideQuote(admin, kept, QUOTE);
    const listed = await admin.get('/api/furniture-requests');
    for (const request of (await listed.json()) as { id: number; status: string }[]) {
      if (request.status !== 'new') continue;
      const deleted = await admin.delete(`/api/furniture-requests/${request.id}`);
      expect(deleted.status()).toBe(200);
    }
    await adminSignIn(page, app);
    await openTab(/^New Requests/);
    await expectShows(panel(), 'No new requests to review.', 'the empty New Requests tab');
  });
});
