import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  choose,
  expectCredentialsEmail,
  expectDraftLinked,
  expectDraftSaves,
  expectNext,
  expectStep,
  expectSubmitted,
  fileChoosers,
  focused,
  goNext,
  lines,
  nextButton,
  photographAndCheck,
  pngSize,
  previousButton,
  radio,
  radioNames,
  readDatabase,
  recordWizardTraffic,
  reviewValues,
  STEP_TITLES,
  toggle,
  workshopApi,
  writePng,
} from './visitor-helpers';

/**
 * The visitor side on the real product in local mode: the landing page, the 8-step
 * design wizard (a locker with an image at desktop size, a dining table without one on a phone,
 * a design at the description limit), what reaches the workshop (request, draft, credentials
 * email; the draft through the API and in the database itself), the 404 page, screenshots of
 * every screen at 390x844 and 1440x900 with a layout and an axe-core check of each.
 * The keyboard-only journey is in wizard-keyboard.e2e.test.ts.
 */

const LOCKER_VISITOR = {
  fullName: 'Marta Kowalski',
  email: 'marta.kowalski@example.com',
  phone: '555-0142',
};
const TABLE_VISITOR = { fullName: 'Jonah Reyes', email: 'jonah.reyes@example.com' };

const PORTFOLIO = [
  'Live Edge Table',
  'Conference Table',
  'Reception Desk',
  'Workstation',
  'Bar Top',
  'Bookshelf',
];

let app: RunningApp;
let browser: Browser;
let workshop: Awaited<ReturnType<typeof workshopApi>>;
let imageDir: string;
let lockerImage: string;
const contexts: BrowserContext[] = [];
/** The wizard session (draft) id of each submitted design, by the visitor's email. */
const sessions = new Map<string, string>();

async function openPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await newContext(browser, app, viewport);
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(20_000);
  return page;
}

beforeAll(async () => {
  imageDir = await mkdtemp(join(tmpdir(), 'visitor-e2e-images-'));
  [app, browser, lockerImage] = await Promise.all([
    startApp(),
    launchBrowser(),
    writePng(imageDir, 'locker-inspiration.png', 96, 64),
  ]);
  workshop = await workshopApi(app);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
  if (imageDir) await rm(imageDir, { recursive: true, force: true });
});

/* ---------- The landing page ---------- */

describe('landing page', () => {
  it('shows Sign In to a visitor, the hero and the six portfolio pieces, and loads only its own code', async () => {
    const page = await openPage();
    const scripts: string[] = [];
    const styles: string[] = [];
    const everything: string[] = [];
    page.on('request', (request) => {
      everything.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.resourceType() === 'stylesheet') styles.push(request.url());
    });
    await page.goto('/');
    const signIn = page.getByRole('link', { name: 'Sign In', exact: true });
    await signIn.waitFor();
    expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await signIn.getAttribute('href')).toBe('/signin');
    const box = await signIn.boundingBox();
    expect(box, 'Sign In is on screen').not.toBeNull();
    expect(box!.x + box!.width).toBeGreaterThan(DESKTOP.width * 0.75);
    expect(box!.y).toBeLessThan(100);

    await page.getByRole('heading', { level: 1, name: 'Oak & Ember Woodworks' }).waitFor();
    const design = page.getByRole('link', { name: 'Design Your Furniture' });
    expect(await design.getAttribute('href')).toBe('/customize');
    await page.getByRole('button', { name: 'View Our Work' }).waitFor();

    const portfolio = page.locator('#portfolio');
    const titles = await portfolio.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles.map((title) => title.trim())).toEqual(PORTFOLIO);
    const pictures = portfolio.getByRole('listitem').locator('img');
    expect(await pictures.count()).toBe(6);
    for (const alt of await pictures.evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute('alt')),
    )) {
      expect(alt?.length ?? 0).toBeGreaterThan(10);
    }
    // Every subtitle is there and says something.
    const subtitles = await portfolio.getByRole('listitem').locator('p').allInnerTexts();
    expect(subtitles).toHaveLength(6);
    for (const subtitle of subtitles) expect(subtitle.trim().length).toBeGreaterThan(5);

    // Promises of spec sections 1 and 9.
    await page.getByText('24 hours').first().waitFor();
    await page.getByText('3 business days').first().waitFor();

    await page.waitForLoadState('networkidle', { timeout: 15_000 });
    expect(scripts.some((url) => /\/assets\/LandingPage-[\w-]+\.js$/.test(url))).toBe(true);
    const otherPages = [...scripts, ...styles].filter((url) =>
      /\/assets\/(?!LandingPage-)[A-Za-z]+Page-[\w-]+\.(js|css)$/.test(url),
    );
    expect(otherPages, 'route chunks of other pages loaded by /').toEqual([]);
    // No third-party requests (self-hosted fonts, no trackers).
    expect(
      everything.filter((url) => !url.startsWith(app.baseUrl) && !url.startsWith('data:')),
    ).toEqual([]);

    // The check can fail: the wizard's chunk has the name we look for, and arrives when asked.
    await design.click();
    await page.waitForURL((url) => url.pathname === '/customize');
    await expectStep(page, 1);
    expect(scripts.some((url) => /\/assets\/WizardPage-[\w-]+\.js$/.test(url))).toBe(true);
  });

  it('arrives prerendered: readable and styled with scripts off, hydrated without a warning', async () => {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    expect(html).toContain('>Oak &amp; Ember Woodworks</h1>');
    for (const title of PORTFOLIO) expect(html).toContain(`>${title}</h3>`);
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/LandingPage-[\w-]+\.css">/,
    );
    // Every other page depends on who is signed in: it starts empty.
    const signInHtml = await (await fetch(`${app.baseUrl}/signin`)).text();
    expect(signInHtml).toContain('<div id="root"></div>');

    const noScript = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    contexts.push(noScript);
    const still = await noScript.newPage();
    await still.goto('/');
    const heading = still.getByRole('heading', { level: 1, name: 'Oak & Ember Woodworks' });
    expect(await heading.isVisible()).toBe(true);
    expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toContain('Fraunces');
    expect(
      await still.getByRole('link', { name: 'Design Your Furniture' }).getAttribute('href'),
    ).toBe('/customize');

    const page = await openPage(PHONE);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    await page.goto('/');
    // Sign In appears only once React runs: the page is hydrated and live.
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    await page.getByRole('button', { name: 'View Our Work' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(complaints).toEqual([]);
  });

  it("'View Our Work' scrolls smoothly to the portfolio and moves focus to it", async () => {
    const page = await openPage(PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Every scroll position on the way: a smooth scroll passes through several, a jump only one.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrollPositions: number[] }).scrollPositions = seen;
      window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
    });
    await page.getByRole('button', { name: 'View Our Work' }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const top = document.getElementById('portfolio')?.getBoundingClientRect().top;
            return top !== undefined && Math.abs(top) < 120;
          }),
        { timeout: 5_000, interval: 50 },
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const positions = await page.evaluate(
      () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
    );
    expect(new Set(positions).size, `scroll positions ${positions.join(', ')}`).toBeGreaterThan(2);
    const heading = await focused(page);
    expect(heading.tag).toBe('h2');
    expect(heading.label).toContain('Our Work');
    await page.getByRole('heading', { level: 3, name: 'Live Edge Table' }).waitFor();
    expect(await page.getByRole('heading', { level: 3, name: 'Live Edge Table' }).isVisible()).toBe(
      true,
    );
    await screenshot(page, 'visitor-landing-after-view-our-work-phone');
  });

  it('keeps the top-right button hidden until the session check has answered', async () => {
    const page = await openPage(PHONE);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Oak & Ember Woodworks' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    answer();
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
  });

  it('photographs the landing page at both sizes; axe-core finds nothing', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    // Lazy portfolio pictures: scroll them in before the full-page shot.
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(
        Array.from(document.images).map((img) => img.decode().catch(() => undefined)),
      );
    });
    await photographAndCheck(page, 'landing');
  });
});

/* ---------- The wizard, by mouse ---------- */

describe('the wizard', () => {
  it('designs a locker with an inspiration image, photographed and checked at every step', async () => {
    const page = await openPage();
    const choosers = fileChoosers(page);
    const traffic = await recordWizardTraffic(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Design Your Furniture' }).click();
    await page.waitForURL((url) => url.pathname === '/customize');

    // 1. Furniture type: five cards.
    await expectStep(page, 1);
    expect(await radioNames(page, 'furnitureType')).toEqual([
      'Table',
      'Desk',
      'Cabinet',
      'Locker',
      'Storage',
    ]);
    await choose(page, 'Locker');
    await photographAndCheck(page, 'wizard-step1-type');
    await goNext(page, 2);

    // 2. Inspiration image: the drop zone, then a preview with Remove.
    const zone = page.getByRole('button', { name: 'Upload an inspiration image' });
    await zone.waitFor();
    await zone.click();
    await (await choosers.next()).setFiles(lockerImage);
    const preview = page.getByRole('img', { name: /locker-inspiration\.png/ });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(96);
    await page.getByRole('button', { name: 'Remove' }).waitFor();
    await photographAndCheck(page, 'wizard-step2-image');
    await goNext(page, 3);

    // 3. Style: a locker offers Modern and Industrial only.
    expect(await radioNames(page, 'style')).toEqual(['Modern', 'Industrial']);
    await choose(page, 'Modern');
    await photographAndCheck(page, 'wizard-step3-style');
    await goNext(page, 4);

    // 4. Materials.
    await choose(page, 'Solid Wood');
    await choose(page, 'Oak');
    await choose(page, 'Wood Finish');
    await choose(page, 'Oil Finish');
    await page.getByText('Pros').first().waitFor();
    await page.getByText('Cons').first().waitFor();
    await photographAndCheck(page, 'wizard-step4-materials');
    await goNext(page, 5);

    // 5. Dimensions: a locker's four fields and its sizing tip.
    await page.getByText('Locker width: 12-15 inches per compartment').waitFor();
    await page.getByLabel('Width per Compartment (inches)').fill('12');
    await page.getByLabel('Depth (inches)').fill('18');
    await page.getByLabel('Height (inches)').fill('72');
    await page.getByLabel('Number of Compartments').fill('4');
    await photographAndCheck(page, 'wizard-step5-dimensions');
    await goNext(page, 6);

    // 6. Features.
    await toggle(page, 'Ventilation Slots', true);
    await toggle(page, 'Coat Hooks', true);
    await page
      .getByLabel('Additional Notes')
      .fill('For a school mudroom, with brass number plates.');
    await photographAndCheck(page, 'wizard-step6-features');
    await goNext(page, 7);

    // 7. Review.
    const review = await reviewValues(page);
    expect(review).toEqual([
      'Locker',
      'Modern',
      'locker-inspiration.png',
      'Solid Wood (Natural hardwood)',
      'Oak',
      'Wood Finish',
      'Oil Finish',
      'Compartment Width: 12 inches\nDepth: 18 inches\nHeight: 72 inches\nCompartments: 4',
      'Ventilation Slots, Coat Hooks',
      'For a school mudroom, with brass number plates.',
    ]);
    await page.getByRole('heading', { name: "What's Next?" }).waitFor();
    await photographAndCheck(page, 'wizard-step7-review');
    await goNext(page, 8);

    // 8. Contact.
    expect(await nextButton(page).innerText()).toBe('Submit Project Request');
    await page.getByLabel('Full Name').fill(LOCKER_VISITOR.fullName);
    await page.getByLabel('Email Address').fill(LOCKER_VISITOR.email);
    await page.getByLabel('Phone Number').fill(LOCKER_VISITOR.phone);
    await page.getByLabel('Preferred Timeline').selectOption({ label: '2-3 months' });
    await photographAndCheck(page, 'wizard-step8-contact');
    await expectNext(page, true);
    await nextButton(page).click();
    await expectSubmitted(page);
    await screenshot(page, 'visitor-wizard-confirmation-desktop');

    // What the workshop sees.
    const { sessionId, traffic: sent } = await expectDraftSaves(traffic);
    sessions.set(LOCKER_VISITOR.email, sessionId);
    expect(sent.saves[0]?.fields).toMatchObject({ furnitureType: 'locker', completed: 'false' });
    // The image goes up once, when chosen on step 2; the saves and the request name it.
    expect(sent.uploads.map((upload) => [upload.fields.image, upload.status])).toEqual([
      ['file:locker-inspiration.png', 201],
    ]);
    expect(sent.saves.every((save) => save.fields.image === undefined)).toBe(true);
    expect(sent.submissions[0]?.fields.image).toBeUndefined();
    expect(sent.submissions[0]?.fields.imageRef).toMatch(/^[\w-]+\.png$/);
    expect(sent.saves[6]?.fields).toMatchObject({
      furnitureType: 'locker',
      style: 'modern',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'oak',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
      features: JSON.stringify(['Ventilation Slots', 'Coat Hooks']),
    });
    expect(JSON.parse(sent.saves[6]?.fields.dimensions ?? '{}')).toEqual({
      width: '12',
      depth: '18',
      height: '72',
      compartments: '4',
    });
    expect(sent.submissions[0]?.fields).toMatchObject({
      budgetRange: '',
      timeline: '2-3-months',
    });

    const request = await workshop.requestBy(LOCKER_VISITOR.email);
    expect(request).toMatchObject({
      fullName: LOCKER_VISITOR.fullName,
      phone: LOCKER_VISITOR.phone,
      furnitureType: 'locker',
      timeline: '2-3-months',
      status: 'new',
      imageOriginalName: 'locker-inspiration.png',
    });
    expect(request.budgetRange ?? '').toBe('');
    expect(lines(request.description)).toBe(
      [
        'Custom Locker - modern Style',
        '',
        'CONSTRUCTION & MATERIALS:',
        '- Construction Method: Solid Wood (Natural hardwood)',
        '- Specific Material: Oak',
        '- Surface Treatment: Wood Finish',
        '- Finish Details: Oil Finish',
        '',
        'PROJECT DETAILS:',
        '- Special Features: Ventilation Slots, Coat Hooks',
        '- Dimensions: Compartment Width: 12 inches, Depth: 18 inches, Height: 72 inches, Compartments: 4',
        '- Additional Notes: For a school mudroom, with brass number plates.',
        '- Preferred Timeline: 2-3 months',
      ].join('\n'),
    );
    // The visitor's notes: the project notes, beside the summary.
    expect(request.notes).toBe('For a school mudroom, with brass number plates.');
    expect(request.imagePath).toMatch(/^[\w-]+\.png$/);
    const image = await fetch(`${app.baseUrl}/uploads/${request.imagePath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width: 96, height: 64 });

    await expectDraftLinked(app, sessionId, 'locker');
    await expectCredentialsEmail(app, LOCKER_VISITOR.email);
  });

  it('designs a dining table on a phone, without an image: Next waits for each requirement', async () => {
    const page = await openPage(PHONE);
    const traffic = await recordWizardTraffic(page);
    await page.goto('/customize');

    // 1. Nothing chosen: Previous and Next disabled, the reason shown.
    await expectStep(page, 1);
    const indicator = page.getByRole('navigation', { name: 'Wizard steps' });
    const indicatorText = await indicator.innerText();
    for (const title of STEP_TITLES) expect(indicatorText).toContain(title);
    expect(await indicator.getByRole('listitem').count()).toBe(8);
    // On a phone: the current step named above the dots, the others one tap away.
    await indicator.getByRole('button', { name: /Step 1 of 8: Furniture Type/ }).waitFor();
    expect(await previousButton(page).isDisabled()).toBe(true);
    await expectNext(page, false);
    await page.getByText('Choose a furniture type to continue.').waitFor();
    await choose(page, 'Table');
    await expectNext(page, true);
    expect(await previousButton(page).isDisabled()).toBe(true);
    await goNext(page, 2);

    // 2. Optional image: Next at once; Previous goes back and keeps the choice.
    expect(await previousButton(page).isEnabled()).toBe(true);
    await expectNext(page, true);
    await previousButton(page).click();
    await expectStep(page, 1);
    expect(await radio(page, 'Table').isChecked()).toBe(true);
    await goNext(page, 2);
    await goNext(page, 3);

    // 3. Style: a table's four styles; Next waits for one.
    expect(await radioNames(page, 'style')).toEqual([
      'Modern',
      'Traditional',
      'Rustic',
      'Industrial',
    ]);
    await expectNext(page, false);
    await page.getByText('Choose a style to continue.').waitFor();
    await choose(page, 'Rustic');
    await goNext(page, 4);

    // 4. All four asterisked choices, and a new material clears its specific option.
    const legends = page.locator('legend');
    const asterisked = await legends.evaluateAll((all) =>
      all
        .filter((legend) => legend.textContent?.includes('*'))
        .map((legend) => legend.textContent?.replace(/\*.*/, '').trim()),
    );
    expect(asterisked).toEqual([
      'Construction Material',
      'Specific Material',
      'Surface Finish',
      'Finish Details',
    ]);
    const asteriskColour = await page
      .locator('legend span[aria-hidden="true"]', { hasText: '*' })
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    const [red = 0, green = 0, blue = 0] = (asteriskColour.match(/\d+/g) ?? []).map(Number);
    expect(red, `asterisk colour ${asteriskColour}`).toBeGreaterThan(150);
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);

    await expectNext(page, false);
    await choose(page, 'Veneered');
    await expectNext(page, false);
    await page
      .getByText('Still to choose: Specific Material, Surface Finish, Finish Details.')
      .waitFor();
    await choose(page, 'Walnut Veneer');
    await expectNext(page, false);
    await choose(page, 'Painted');
    await expectNext(page, false);
    await page.getByText('Still to choose: Finish Details.').waitFor();
    await choose(page, 'Satin Paint');
    await expectNext(page, true);
    await choose(page, 'Solid Wood');
    await expectNext(page, false);
    await page.getByText('Still to choose: Specific Material.').waitFor();
    await choose(page, 'Veneered');
    expect(await radio(page, 'Walnut Veneer').isChecked()).toBe(false);
    await choose(page, 'Walnut Veneer');
    await expectNext(page, true);
    await choose(page, 'Laminated');
    await expectNext(page, false);
    await choose(page, 'Painted');
    expect(await radio(page, 'Satin Paint').isChecked()).toBe(false);
    await choose(page, 'Satin Paint');
    await screenshot(page, 'visitor-wizard-step4-materials-table-phone');
    await goNext(page, 5);

    // 5. Dimensions are optional; a table has length, width and height.
    await expectNext(page, true);
    await page.getByText('Dining table height: 28-30 inches').waitFor();
    expect(
      await page
        .locator('input[type="text"]')
        .evaluateAll((inputs) =>
          inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.innerText.trim()),
        ),
    ).toEqual(['Length (inches)', 'Width (inches)', 'Height (inches)']);
    await page.getByLabel('Length (inches)').fill('84');
    await page.getByLabel('Width (inches)').fill('40');
    await page.getByLabel('Height (inches)').fill('30');
    await goNext(page, 6);

    // 6. Features toggle on and off; notes are optional.
    await expectNext(page, true);
    await toggle(page, 'Extendable', true);
    await toggle(page, 'Glass Top', true);
    await toggle(page, 'Glass Top', false);
    await toggle(page, 'Live Edge', true);
    await goNext(page, 7);

    // 7. Review.
    await page.getByText('No image uploaded').waitFor();
    await page.getByText('Extendable, Live Edge', { exact: true }).waitFor();
    await page.getByText('Length: 84 inches').waitFor();
    await goNext(page, 8);

    // 8. Name and a valid email before Submit.
    const submit = nextButton(page);
    expect(await submit.innerText()).toBe('Submit Project Request');
    await expectNext(page, false);
    for (const [label, text] of [
      ['Full Name', /^Full Name\s*\*/],
      ['Email Address', /^Email Address\s*\*/],
    ] as const) {
      const field = page.getByLabel(label);
      expect(
        await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
      ).toMatch(text);
    }
    expect(await page.getByLabel('Email Address').getAttribute('type')).toBe('email');
    await page.getByLabel('Full Name').fill(TABLE_VISITOR.fullName);
    await expectNext(page, false);
    await page.getByLabel('Email Address').fill('jonah.reyes@');
    await page.getByLabel('Phone Number').focus();
    await page.getByText('Please enter a valid email address').waitFor();
    await expectNext(page, false);
    await page.getByLabel('Email Address').fill(TABLE_VISITOR.email);
    await expectNext(page, true);
    await page.getByLabel('Full Name').fill('   ');
    await expectNext(page, false);
    await page.getByLabel('Full Name').fill(TABLE_VISITOR.fullName);
    await expectNext(page, true);

    // While the request is on its way: 'Submitting Project...', nothing clickable.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/furniture-requests', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await page.getByRole('button', { name: 'Submitting Project...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submitting Project...' }).isDisabled()).toBe(
      true,
    );
    expect(await previousButton(page).isDisabled()).toBe(true);
    release();
    await expectSubmitted(page);
    await screenshot(page, 'visitor-wizard-confirmation-phone');

    // Step 1 left twice (after the Previous from step 2).
    const { sessionId, traffic: sent } = await expectDraftSaves(traffic, 8);
    sessions.set(TABLE_VISITOR.email, sessionId);
    expect(sent.submissions[0]?.fields).toMatchObject({
      budgetRange: '',
      timeline: '',
      phone: '',
      furnitureType: 'table',
    });
    expect(sent.submissions[0]?.fields.image).toBeUndefined();
    const request = await workshop.requestBy(TABLE_VISITOR.email);
    expect(request).toMatchObject({
      fullName: TABLE_VISITOR.fullName,
      furnitureType: 'table',
      phone: null,
      timeline: null,
      imagePath: null,
      imageOriginalName: null,
      status: 'new',
    });
    expect(request.budgetRange ?? '').toBe('');
    expect(lines(request.description)).toBe(
      [
        'Custom Table - rustic Style',
        '',
        'CONSTRUCTION & MATERIALS:',
        '- Construction Method: Veneered (Wood veneer over a stable core)',
        '- Specific Material: Walnut Veneer',
        '- Surface Treatment: Painted',
        '- Finish Details: Satin Paint',
        '',
        'PROJECT DETAILS:',
        '- Special Features: Extendable, Live Edge',
        '- Dimensions: Length: 84 inches, Width: 40 inches, Height: 30 inches',
        '- Preferred Timeline: Flexible',
      ].join('\n'),
    );
    await expectDraftLinked(app, sessionId, 'table');
    await expectCredentialsEmail(app, TABLE_VISITOR.email);
  });
});

describe('the wizard with long notes', () => {
  it('sends 2000 characters of Additional Notes in full, as the project notes', async () => {
    const page = await openPage();
    const traffic = await recordWizardTraffic(page);
    await page.goto('/customize');
    await expectStep(page, 1);
    await choose(page, 'Desk');
    await goNext(page, 2);
    await goNext(page, 3);
    await choose(page, 'Scandinavian');
    await goNext(page, 4);
    await choose(page, 'MDF');
    await choose(page, 'Moisture-Resistant MDF');
    await choose(page, 'Laminated');
    await choose(page, 'Textured Laminate');
    await goNext(page, 5);
    await page.getByLabel('Width (inches)').fill('60');
    await goNext(page, 6);
    await toggle(page, 'Cable Management', true);

    // Two paragraphs, as a visitor types them, up to the counter's last character.
    await page.getByText('2000 characters left').waitFor();
    const paragraph = 'Walnut edge banding on the top, please. ';
    const first = paragraph.repeat(2).trim();
    const notes = `${first}\n${'Room for a printer on the left side. '.repeat(60)}`
      .slice(0, 2000)
      .trimEnd()
      .padEnd(2000, '.');
    await page.getByLabel('Additional Notes').fill(notes);
    await page.getByText('0 characters left').waitFor();
    await goNext(page, 7);
    await goNext(page, 8);
    await page.getByLabel('Full Name').fill('Ada Lindqvist');
    await page.getByLabel('Email Address').fill('ada.lindqvist@example.com');
    await expectNext(page, true);
    await nextButton(page).click();
    await expect
      .poll(async () => (await traffic()).submissions.length, { timeout: 20_000 })
      .toBe(1);
    const [sent] = (await traffic()).submissions;
    expect(sent?.fields.notes).toBe(notes);
    expect(sent?.fields.description?.length).toBeLessThanOrEqual(500);
    expect(sent?.status, 'status of POST /api/furniture-requests').toBe(201);
    await expectSubmitted(page);
    // Every character, line break included, on the request the workshop reads.
    const request = await workshop.requestBy('ada.lindqvist@example.com');
    expect(request.notes).toBe(notes);
    // The description carries as much as fits, cut at a word and marked; the notes carry all.
    expect(lines(request.description)).toMatch(
      /\n- Additional Notes: Walnut edge banding on the top, please\. .*\w… \(cut here: the full notes are with the request\)\n- Preferred Timeline: Flexible$/,
    );
  });
});

/* ---------- The database ---------- */

describe('what the designs left in the database', () => {
  it('holds each request, its customer account and its draft linked to both', async () => {
    expect([...sessions.keys()].sort()).toEqual([LOCKER_VISITOR.email, TABLE_VISITOR.email].sort());
    const { drafts, requests } = await readDatabase(app);
    for (const [email, sessionId] of sessions) {
      const request = requests.find((row) => row.email === email);
      expect(request, `request from ${email}`).toBeDefined();
      expect(request).toMatchObject({ customer: email, needs_password_change: true });
      const draft = drafts.find((row) => row.session_id === sessionId);
      expect(draft, `draft ${sessionId}`).toBeDefined();
      expect(draft).toMatchObject({
        request_id: request?.id,
        username: email,
        completed: true,
      });
    }
    const locker = drafts.find((row) => row.session_id === sessions.get(LOCKER_VISITOR.email));
    expect(locker).toMatchObject({
      furniture_type: 'locker',
      style: 'modern',
      material: 'solid-wood',
      specific_material: 'oak',
      finish: 'wood',
      specific_finish: 'oil-finish',
      features: ['Ventilation Slots', 'Coat Hooks'],
      notes: 'For a school mudroom, with brass number plates.',
      image_original_name: 'locker-inspiration.png',
    });
    expect(JSON.parse(locker?.dimensions ?? '{}')).toEqual({
      width: '12',
      depth: '18',
      height: '72',
      compartments: '4',
    });
    // Uploaded once: the request took the draft's file by reference.
    const lockerRequest = requests.find((row) => row.email === LOCKER_VISITOR.email);
    expect(locker?.image_path).toMatch(/^[\w-]+\.png$/);
    expect(lockerRequest?.image_path).toBe(locker?.image_path);

    const table = drafts.find((row) => row.session_id === sessions.get(TABLE_VISITOR.email));
    expect(table).toMatchObject({
      furniture_type: 'table',
      style: 'rustic',
      material: 'veneered',
      specific_material: 'walnut-veneer',
      finish: 'painted',
      specific_finish: 'satin-paint',
      features: ['Extendable', 'Live Edge'],
      image_path: null,
    });
  });
});

/* ---------- 404 ---------- */

describe('the 404 page', () => {
  it('answers any other path with Page Not Found and a way home; photographed and checked', async () => {
    const page = await openPage();
    await page.goto('/no-such-workshop-page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.getByText('404', { exact: true }).waitFor();
    expect(await page.title()).toContain('Page Not Found');
    await photographAndCheck(page, '404');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Oak & Ember Woodworks' }).waitFor();
  });
});
