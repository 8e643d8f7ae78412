import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, DESKTOP, launchBrowser, PHONE, screenshot, TABLET } from './harness';
import { seedRequests, type SeedResult } from './seed-2000';

/**
 * A busy workshop: 2,000 requests seeded into the embedded database, then the panel's figures
 * in headless Chromium: first render, search, tab switch and page change. The figures are
 * printed and written to test-artifacts/admin-2000-figures.json; they are not asserted as
 * timings (machines differ), only that pagination keeps the page small.
 */

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const PASSKEY = 'e2e-admin-passkey-2000-requests';
const COUNT = 2000;

interface LocalApp {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The local-mode app on a data folder this test keeps between two starts (harness deletes its). */
async function startLocal(dataDir: string): Promise<LocalApp> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO, 'packages/adapters/dist/local.js')],
    {
      cwd: REPO,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_PASSKEY: PASSKEY,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Milliseconds from now until the tab panel's "Showing ..." line differs from `before` and paints. */
function untilShowingChanges(page: Page, before: string | null): Promise<number> {
  return page.evaluate(async (previous) => {
    const started = performance.now();
    const text = () =>
      document.querySelector('[role="tabpanel"] p[tabindex="-1"]')?.textContent ?? null;
    await new Promise<void>((resolve) => {
      const check = () => (text() !== previous ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  }, before);
}

/**
 * Milliseconds from now (call it with the key press) until the search box is no longer busy (its
 * debounce has run and the page has come back) and the frame after has painted.
 */
function untilResultsSettle(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const started = performance.now();
    const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    const busy = () => input.getAttribute('aria-busy') === 'true';
    await new Promise<void>((resolve) => {
      let seenBusy = false;
      const check = () => {
        if (busy()) seenBusy = true;
        if (seenBusy && !busy()) resolve();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  });
}

let dataDir: string;
let app: LocalApp | undefined;
let browser: Browser;
let seeded: SeedResult;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'workshop-e2e-2000-'));
  // First start creates the database and its tables; then seed it while the app is stopped.
  const first = await startLocal(dataDir);
  await first.stop();
  seeded = await seedRequests(dataDir, COUNT);
  app = await startLocal(dataDir);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the admin panel with 2,000 requests', () => {
  it('renders, searches, switches tabs and pages without lag (figures printed)', async () => {
    const context = await browser.newContext({ baseURL: app!.baseUrl, viewport: DESKTOP });
    const login = await context.request.post('/api/admin/login', { data: { passkey: PASSKEY } });
    expect(login.status()).toBe(200);
    const page = await context.newPage();

    // Long tasks (main thread blocked over 50 ms) from the very first script on.
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const longTasks = async () => {
      const tasks = await page.evaluate(() =>
        (window as unknown as { __longTasks: number[] }).__longTasks.splice(0),
      );
      return { count: tasks.length, maxMs: Math.round(Math.max(0, ...tasks)) };
    };

    // First render: navigation start to the first page of cards on screen.
    const wallStart = Date.now();
    await page.goto('/admin');
    await page.getByRole('tabpanel').getByRole('article').first().waitFor({ timeout: 60_000 });
    const wallMs = Date.now() - wallStart;
    const firstRender = await page.evaluate(() => {
      const list = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/admin/furniture-requests?')) as
        PerformanceResourceTiming | undefined;
      return {
        sinceNavigationMs: Math.round(performance.now()),
        listRequestMs: list ? Math.round(list.duration) : null,
        listBytesOnWire: list ? list.encodedBodySize : null,
        listBytesJson: list ? list.decodedBodySize : null,
        cards: document.querySelectorAll('[role="tabpanel"] article').length,
        domElements: document.querySelectorAll('*').length,
      };
    });
    const renderLongTasks = await longTasks();
    const showing = page.getByRole('tabpanel').locator('p[tabindex="-1"]');
    expect(await showing.textContent()).toBe(
      `Showing ${seeded.byStatus.new} of ${seeded.byStatus.new} new requests · cards 1–25 on this page`,
    );
    expect(firstRender.cards).toBe(25);
    expect(await page.getByTestId('count-total').textContent()).toContain(String(COUNT));
    await screenshot(page, 'admin-panel-2000-desktop');

    // Search, one shot: the whole query set at once, until the filtered list has painted.
    const search = page.getByRole('searchbox');
    const before = await showing.textContent();
    const [searchOnceMs] = await Promise.all([
      untilShowingChanges(page, before),
      search.fill('walnut'),
    ]);
    const searchResult = await showing.textContent();

    // Search as typed: a key every 60 ms, like a fast typist; long tasks show any lag.
    await search.fill('');
    await showing.filter({ hasText: `of ${seeded.byStatus.new} new` }).waitFor();
    await longTasks();
    // Keystroke to results: from each key's press to the new results painted, one key at a time
    // (a pause after each, so every key's own search is measured).
    const keystrokeMs: number[] = [];
    for (const key of 'walsh') {
      const [ms] = await Promise.all([untilResultsSettle(page), search.press(key)]);
      keystrokeMs.push(Math.round(ms));
      await page.waitForTimeout(200);
    }
    const keystrokeResult = await showing.textContent();
    // The last key of a word typed at a fast typist's pace (a key every 60 ms).
    await search.fill('');
    await showing.filter({ hasText: `of ${seeded.byStatus.new} new` }).waitFor();
    await search.pressSequentially('oka', { delay: 60 });
    await page.waitForTimeout(60);
    const [lastKeyMs] = await Promise.all([untilResultsSettle(page), search.press('f')]);
    const lastKeyResult = await showing.textContent();
    await search.fill('');
    await showing.filter({ hasText: `of ${seeded.byStatus.new} new` }).waitFor();
    await longTasks();
    const typedStart = Date.now();
    await search.pressSequentially('maya', { delay: 60 });
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]');
      return input?.getAttribute('aria-busy') === 'false';
    });
    const typedMs = Date.now() - typedStart;
    const typingLongTasks = await longTasks();
    const typedResult = await showing.textContent();
    await screenshot(page, 'admin-panel-2000-search-desktop');

    // Tab switch and page change, search cleared.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await showing.filter({ hasText: `of ${seeded.byStatus.new} new` }).waitFor();
    const beforeTab = await showing.textContent();
    const [tabSwitchMs] = await Promise.all([
      untilShowingChanges(page, beforeTab),
      page.getByRole('tab', { name: /Current Works/ }).click(),
    ]);
    const firstCard = await page.getByRole('tabpanel').getByRole('article').first().textContent();
    const nav = page.getByRole('navigation', { name: 'Current Works pages' });
    const pageChangeMs = await (async () => {
      const started = Date.now();
      await nav.getByRole('button', { name: 'Next' }).click();
      await nav.getByText(/^Page 2 of \d+ · 26–50 of \d+$/).waitFor();
      await page.waitForFunction(
        (previous) => document.querySelector('[role="tabpanel"] article')?.textContent !== previous,
        firstCard,
      );
      return Date.now() - started;
    })();
    const otherLongTasks = await longTasks();
    await page.setViewportSize(TABLET);
    await screenshot(page, 'admin-panel-2000-tablet');

    const figures = {
      machine: { cpus: cpus().length, loadAverage1m: Number(loadavg()[0]!.toFixed(2)) },
      requests: COUNT,
      byStatus: seeded.byStatus,
      seedMs: seeded.ms,
      firstRender: { ...firstRender, wallClockMs: wallMs, longTasks: renderLongTasks },
      searchOnce: { query: 'walnut', ms: Math.round(searchOnceMs), result: searchResult },
      keystrokeToResults: {
        query: 'walsh',
        perKeyMs: keystrokeMs,
        medianMs: [...keystrokeMs].sort((a, b) => a - b)[keystrokeMs.length >> 1],
        maxMs: Math.max(...keystrokeMs),
        result: keystrokeResult,
        lastKeyOfTypedWord: { query: 'okaf', ms: Math.round(lastKeyMs), result: lastKeyResult },
      },
      searchTyped: {
        query: 'maya',
        keyDelayMs: 60,
        totalMs: typedMs,
        result: typedResult,
        longTasks: typingLongTasks,
      },
      tabSwitchMs: Math.round(tabSwitchMs),
      pageChangeMs,
      tabAndPageLongTasks: otherLongTasks,
    };
    await mkdir(ARTIFACTS, { recursive: true });
    await writeFile(
      join(ARTIFACTS, 'admin-2000-figures.json'),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
    console.log(`\nAdmin panel with ${COUNT} requests:\n${JSON.stringify(figures, null, 2)}\n`);

    // Pagination keeps the page small whatever the list holds.
    expect(firstRender.domElements).toBeLessThan(3000);
    expect(searchResult).toMatch(
      /^Showing \d+ of \d+ new requests( · cards \d+–\d+ on this page)?$/,
    );
    expect(keystrokeResult).toMatch(
      /^Showing \d+ of \d+ new requests( · cards \d+–\d+ on this page)?$/,
    );
    await context.close();
  });

  it('sorts by quote due with the overdue requests first, and shows every tab on a phone', async () => {
    const context = await browser.newContext({ baseURL: app!.baseUrl, viewport: DESKTOP });
    const login = await context.request.post('/api/admin/login', { data: { passkey: PASSKEY } });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/admin');
    const panel = page.getByRole('tabpanel');
    const cards = panel.getByRole('article');
    await cards.first().waitFor({ timeout: 60_000 });
    const submitted = async () =>
      cards.evaluateAll((articles) =>
        articles.map((article) => Date.parse(article.querySelector('time')!.dateTime)),
      );
    // Newest first by default: the newest requests (hours old) are not overdue.
    const newest = await submitted();
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    // Seeded every 4.3 hours back from now: the newest few days' new requests are not yet due,
    // the older ones on the page are, and badged.
    const badges = await cards.evaluateAll((articles) =>
      articles.map((article) => article.textContent?.includes('Overdue') ?? false),
    );
    expect(badges[0]).toBe(false);
    expect(badges.at(-1)).toBe(true);
    // Badged cards are the older ones: once a card is overdue, every older one is too.
    expect(badges).toEqual([...badges].sort((a, b) => Number(a) - Number(b)));

    const sort = page.getByRole('combobox', { name: 'Sort' });
    await sort.selectOption({ label: 'Oldest first' });
    await expect.poll(async () => (await submitted())[0]).toBeLessThan(newest.at(-1)!);
    const oldest = await submitted();
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));

    await sort.selectOption({ label: 'Quote due' });
    // Quote due: the longest waiting overdue requests first, each with its badge.
    await expect.poll(async () => panel.getByText('Overdue', { exact: true }).count()).toBe(25);
    const due = await submitted();
    expect(due).toEqual(oldest);
    await screenshot(page, 'admin-sort-quote-due-desktop');
    await page.screenshot({ path: '/tmp/shots/admin-sort-1440.png' });

    // A phone: every tab, Declined too, on screen without scrolling sideways.
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(5);
    for (const tabElement of await tabs.all()) {
      const box = await tabElement.boundingBox();
      expect(box, (await tabElement.textContent()) ?? undefined).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    const list = page.getByRole('tablist');
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.getByRole('tab', { name: /Declined/ }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: /Declined/ }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('tab', { name: /New Requests/ }).click();
    await page.screenshot({ path: '/tmp/shots/admin-tabs-390.png' });
    await screenshot(page, 'admin-tabs-phone');
    await context.close();
  });
});
