import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser';
import { ARTIFACTS, DESKTOP, PHONE, screenshot, SCREENSHOTS, TABLET } from '../e2e/harness';
import { seedRequests, type SeedResult } from './seed-2000';

/**
 * A busy workshop, for `pnpm bench:web`: 2,000 requests seeded into the embedded database, then
 * the admin panel's figures in headless Chromium: first render, search, tab switch and page
 * change. The figures are printed and written to test-artifacts/admin-2000-figures.json; they
 * are not targets (machines differ). What must hold whatever the machine (pagination keeps the
 * page small, the quote-due sort, every tab on a phone) is checked, and a miss stops the run.
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

/**
 * The local-mode app on a data folder kept between two starts (the harness's apps delete theirs):
 * the seed goes into its embedded database while it is stopped.
 */
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
  // The embedded PostgreSQL takes seconds on a quiet machine and over a minute on a busy one.
  const deadline = Date.now() + 180_000;
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

/** Stops the run when the panel does not do what it must. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`Admin panel with ${COUNT} requests: ${what}`);
}

/** Asks `read` again until `ok` holds, for at most 10 s; the last answer goes into the Error. */
async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return;
    if (Date.now() > deadline) check(false, `${what} (last seen: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ascending = (values: readonly number[]) =>
  values.every((v, i) => i === 0 || values[i - 1]! <= v);
const SHOWING_NEW = /^Showing \d+ of \d+ new requests( · cards \d+–\d+ on this page)?$/;

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

async function signedInPage(browser: Browser, app: LocalApp): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: DESKTOP });
  const login = await context.request.post('/api/admin/login', { data: { passkey: PASSKEY } });
  check(login.status() === 200, `the admin login answered ${login.status()}`);
  return context.newPage();
}

/** Renders, searches, switches tabs and pages: the figures, printed and written. */
async function measure(browser: Browser, app: LocalApp, seeded: SeedResult): Promise<void> {
  const page = await signedInPage(browser, app);

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
  const firstLine = await showing.textContent();
  const expectedLine = `Showing ${seeded.byStatus.new} of ${seeded.byStatus.new} new requests · cards 1–25 on this page`;
  check(firstLine === expectedLine, `the first page says "${firstLine}", not "${expectedLine}"`);
  check(firstRender.cards === 25, `the first page shows ${firstRender.cards} cards, not 25`);
  const total = (await page.getByTestId('count-total').textContent()) ?? '';
  check(total.includes(String(COUNT)), `the total count reads "${total}", without ${COUNT}`);
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
  if (SCREENSHOTS) {
    await page.setViewportSize(TABLET);
    await screenshot(page, 'admin-panel-2000-tablet');
  }

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
  check(
    firstRender.domElements < 3000,
    `the first page has ${firstRender.domElements} elements (3,000 or more)`,
  );
  check(SHOWING_NEW.test(searchResult ?? ''), `after searching "walnut": "${searchResult}"`);
  check(SHOWING_NEW.test(keystrokeResult ?? ''), `after typing "walsh": "${keystrokeResult}"`);
  await page.context().close();
}

/** Sorts by quote due with the overdue requests first, and shows every tab on a phone. */
async function sortAndTabs(browser: Browser, app: LocalApp): Promise<void> {
  const page = await signedInPage(browser, app);
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
  check(ascending([...newest].reverse()), 'the default order is not newest first');
  // Seeded every 4.3 hours back from now: the newest few days' new requests are not yet due,
  // the older ones on the page are, and badged.
  const badges = await cards.evaluateAll((articles) =>
    articles.map((article) => article.textContent?.includes('Overdue') ?? false),
  );
  check(badges[0] === false, 'the newest request is badged Overdue');
  check(badges.at(-1) === true, "the page's oldest request is not badged Overdue");
  // Badged cards are the older ones: once a card is overdue, every older one is too.
  check(ascending(badges.map(Number)), `a newer card is badged before an older one: ${badges}`);

  const sort = page.getByRole('combobox', { name: 'Sort' });
  await sort.selectOption({ label: 'Oldest first' });
  await eventually(
    async () => (await submitted())[0],
    (first) => first !== undefined && first < newest.at(-1)!,
    '"Oldest first" did not bring older requests to the top',
  );
  const oldest = await submitted();
  check(ascending(oldest), '"Oldest first" is not in ascending order');

  await sort.selectOption({ label: 'Quote due' });
  // Quote due: the longest waiting overdue requests first, each with its badge.
  await eventually(
    () => panel.getByText('Overdue', { exact: true }).count(),
    (count) => count === 25,
    '"Quote due" does not show 25 overdue requests',
  );
  const due = await submitted();
  check(
    JSON.stringify(due) === JSON.stringify(oldest),
    '"Quote due" does not list the overdue requests oldest first',
  );
  await screenshot(page, 'admin-sort-quote-due-desktop');
  await screenshot(page, 'admin-sort-quote-due-desktop-screen', { fullPage: false });

  // A phone: every tab, Declined too, on screen without scrolling sideways.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  const tabs = page.getByRole('tab');
  const tabCount = await tabs.count();
  check(tabCount === 5, `${tabCount} tabs, not 5`);
  for (const tabElement of await tabs.all()) {
    const box = await tabElement.boundingBox();
    const name = (await tabElement.textContent()) ?? '';
    check(box !== null, `the ${name} tab is not on screen on a phone`);
    check(
      box!.x >= 0 && box!.x + box!.width <= PHONE.width,
      `the ${name} tab runs off a ${PHONE.width} px screen`,
    );
  }
  const list = page.getByRole('tablist');
  check(
    await list.evaluate((element) => element.scrollWidth <= element.clientWidth),
    'the tab list scrolls sideways on a phone',
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  check(width <= PHONE.width, `the page is ${width} px wide on a ${PHONE.width} px phone`);
  await page.getByRole('tab', { name: /Declined/ }).click();
  await eventually(
    () => page.getByRole('tab', { name: /Declined/ }).getAttribute('aria-selected'),
    (selected) => selected === 'true',
    'the Declined tab did not open on a phone',
  );
  await page.getByRole('tab', { name: /New Requests/ }).click();
  await screenshot(page, 'admin-tabs-phone-screen', { fullPage: false });
  await screenshot(page, 'admin-tabs-phone');
  await page.context().close();
}

/**
 * The admin panel with 2,000 requests, on the built product (`pnpm build` first): seeds a data
 * folder of its own, measures, checks, and removes the folder.
 */
export async function benchAdminPanel(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'workshop-bench-2000-'));
  let app: LocalApp | undefined;
  let browser: Browser | undefined;
  try {
    // First start creates the database and its tables; then seed it while the app is stopped.
    const first = await startLocal(dataDir);
    await first.stop();
    const seeded = await seedRequests(dataDir, COUNT);
    app = await startLocal(dataDir);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    await measure(browser, app, seeded);
    await sortAndTabs(browser, app);
  } finally {
    await browser?.close();
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
