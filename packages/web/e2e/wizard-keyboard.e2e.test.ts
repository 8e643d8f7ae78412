import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  screenshot,
  startApp,
  type RunningApp,
} from './harness';
import {
  expectCredentialsEmail,
  expectDraftLinked,
  expectDraftSaves,
  expectNext,
  expectStep,
  expectSubmitted,
  fileChoosers,
  focused,
  isButton,
  isInput,
  lines,
  radio,
  readDatabase,
  recordWizardTraffic,
  reviewValues,
  tabTo,
  workshopApi,
  writePng,
} from './visitor-helpers';

/**
 * The wizard by keyboard only, on the real product in local mode: from the landing
 * page's 'Design Your Furniture' to a submitted request with Tab, Shift+Tab, Space, Enter, the
 * arrow keys and typing; no mouse. Where focus lands after each step, after picking and removing
 * an image, and after Previous, is asserted as well as what reaches the workshop.
 */

const KEYBOARD_VISITOR = { fullName: 'Priya Nair', email: 'priya.nair@example.com' };

let app: RunningApp;
let browser: Browser;
let context: BrowserContext | undefined;
let workshop: Awaited<ReturnType<typeof workshopApi>>;
let imageDir: string;
let storageImage: string;

async function openPage(): Promise<Page> {
  context = await newContext(browser, app, DESKTOP);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(20_000);
  return page;
}

beforeAll(async () => {
  imageDir = await mkdtemp(join(tmpdir(), 'wizard-keyboard-e2e-'));
  [app, browser, storageImage] = await Promise.all([
    startApp(),
    launchBrowser(),
    writePng(imageDir, 'pantry-shelves.png', 80, 120),
  ]);
  workshop = await workshopApi(app);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
  if (imageDir) await rm(imageDir, { recursive: true, force: true });
});

describe('the wizard by keyboard only', () => {
  it('goes from the landing page to a submitted request with Tab, Shift+Tab, Space, Enter and arrows', async () => {
    const page = await openPage();
    const traffic = await recordWizardTraffic(page);
    const keys = page.keyboard;
    const choosers = fileChoosers(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();

    // Landing: Tab to 'Design Your Furniture', Enter.
    await tabTo(page, (el) => el.tag === 'a' && el.label === 'Design Your Furniture', { max: 20 });
    await keys.press('Enter');
    await page.waitForURL((url) => url.pathname === '/customize');
    await expectStep(page, 1);

    // 1. Tab into the type cards, Space picks the first, arrows move the choice.
    const first = await tabTo(page, isInput('furnitureType'), { max: 10 });
    expect(first).toMatchObject({ value: 'table', checked: false });
    await keys.press('Space');
    expect(await focused(page)).toMatchObject({ value: 'table', checked: true });
    for (let i = 0; i < 4; i++) await keys.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ value: 'storage', checked: true });
    await keys.press('ArrowLeft');
    await keys.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ value: 'storage', checked: true });
    expect(await radio(page, 'Storage').isChecked()).toBe(true);
    await screenshot(page, 'visitor-keyboard-step1-focus-desktop');
    await tabTo(page, isButton('Next'), { max: 3 });
    await keys.press('Enter');
    await expectStep(page, 2);
    // Focus starts at the new step's heading.
    expect(await focused(page)).toMatchObject({ tag: 'h2', label: 'Inspiration Image' });

    // 2. Enter on the drop zone opens the file picker; Remove and the zone keep the focus.
    await tabTo(page, (el) => el.label === 'Upload an inspiration image', { max: 5 });
    await keys.press('Enter');
    await (await choosers.next()).setFiles(storageImage);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', label: 'Remove' });
    await page.getByRole('img', { name: /pantry-shelves\.png/ }).waitFor();
    await keys.press('Space');
    await expect.poll(() => focused(page)).toMatchObject({ label: 'Upload an inspiration image' });
    await keys.press('Space');
    await (await choosers.next()).setFiles(storageImage);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', label: 'Remove' });
    await tabTo(page, isButton('Next'), { max: 3 });
    await keys.press('Enter');
    await expectStep(page, 3);

    // 3. Arrow keys pick a style; Shift+Tab comes back to it from Next.
    await tabTo(page, isInput('style'), { max: 5 });
    await keys.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ value: 'traditional', checked: true });
    await tabTo(page, isButton('Next'), { max: 3 });
    await tabTo(page, isInput('style'), { backwards: true, max: 3 });
    expect(await focused(page)).toMatchObject({ value: 'traditional', checked: true });
    await tabTo(page, isButton('Next'), { max: 3 });
    await keys.press('Enter');
    await expectStep(page, 4);

    // 4. Four groups, in order; Next only once all four are chosen.
    expect((await tabTo(page, isInput('constructionMaterial'), { max: 5 })).value).toBe(
      'solid-wood',
    );
    await keys.press('Space');
    await tabTo(page, isInput('specificMaterial'), { max: 3 });
    await keys.press('Space');
    await keys.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ value: 'walnut', checked: true });
    await tabTo(page, isInput('surfaceFinish'), { max: 3 });
    await keys.press('Space');
    await keys.press('ArrowRight');
    await keys.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ value: 'wood', checked: true });
    await expectNext(page, false);
    await tabTo(page, isInput('specificFinish'), { max: 3 });
    await keys.press('Space');
    expect(await focused(page)).toMatchObject({ value: 'varnish-oil', checked: true });
    await expectNext(page, true);
    await tabTo(page, isButton('Next'), { max: 3 });
    await keys.press('Enter');
    await expectStep(page, 5);

    // 5. Sizes typed into the fields in Tab order.
    await tabTo(page, isInput('width'), { max: 5 });
    await keys.type('36');
    await tabTo(page, isInput('depth'), { max: 1 });
    await keys.type('12');
    await tabTo(page, isInput('height'), { max: 1 });
    await keys.type('72');
    await tabTo(page, isButton('Next'), { max: 3 });
    await keys.press('Enter');
    await expectStep(page, 6);

    // 6. Space ticks features; notes typed.
    await tabTo(page, (el) => el.name === 'features' && el.value === 'Adjustable Shelves', {
      max: 5,
    });
    await keys.press('Space');
    await tabTo(page, (el) => el.name === 'features' && el.value === 'Hidden Compartments', {
      max: 5,
    });
    await keys.press('Space');
    expect(await focused(page)).toMatchObject({ checked: true });
    await tabTo(page, isInput('notes'), { max: 2 });
    await keys.type('Pantry shelving, painted inside.');
    await tabTo(page, isButton('Next'), { max: 3 });
    await keys.press('Enter');
    await expectStep(page, 7);

    // 7. Previous by keyboard keeps everything (past each row's Edit); then the review again.
    await tabTo(page, isButton('Previous'), { max: 13 });
    await keys.press('Enter');
    await expectStep(page, 6);
    expect(await page.getByRole('checkbox', { name: 'Hidden Compartments' }).isChecked()).toBe(
      true,
    );
    expect(await page.getByLabel('Additional Notes').inputValue()).toBe(
      'Pantry shelving, painted inside.',
    );
    await tabTo(page, isButton('Next'), { max: 12 });
    await keys.press('Enter');
    await expectStep(page, 7);
    const review = await reviewValues(page);
    expect(review.slice(0, 7)).toEqual([
      'Storage',
      'Traditional',
      'pantry-shelves.png',
      'Solid Wood (Natural hardwood)',
      'Walnut',
      'Wood Finish',
      'Oil-Based Varnish',
    ]);
    // Each review row's Edit is a stop on the way to Next; Enter on one opens its step.
    await tabTo(page, isButton('Edit Style'), { max: 3 });
    await keys.press('Enter');
    await expectStep(page, 3);
    expect(await focused(page)).toMatchObject({ tag: 'h2', label: 'Style & Design' });
    // Back to the review from the step list, by keyboard.
    await tabTo(page, (el) => el.tag === 'button' && el.label === 'Step 7: Review', {
      backwards: true,
      max: 12,
    });
    await keys.press('Enter');
    await expectStep(page, 7);
    await tabTo(page, isButton('Next'), { max: 14 });
    await keys.press('Enter');
    await expectStep(page, 8);

    // 8. Typed contact details, the timeline by arrow key, Enter submits.
    await tabTo(page, isInput('fullName'), { max: 3 });
    await keys.type(KEYBOARD_VISITOR.fullName);
    await tabTo(page, isInput('email'), { max: 1 });
    await keys.type(KEYBOARD_VISITOR.email);
    await tabTo(page, isInput('timeline'), { max: 2 });
    await keys.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ tag: 'select', value: 'asap' });
    await tabTo(page, isButton('Submit Project Request'), { max: 3 });
    await screenshot(page, 'visitor-keyboard-step8-focus-desktop');
    await keys.press('Enter');
    await expectSubmitted(page);

    // Seven steps, step 6 left twice (after the Previous from step 7), and step 3 left for the
    // review from the step list (it saves, as Next does).
    const { sessionId, traffic: sent } = await expectDraftSaves(traffic, 9);
    expect(sent.submissions[0]?.fields).toMatchObject({
      furnitureType: 'storage',
      timeline: 'asap',
      imageRef: expect.stringMatching(/^[\w-]+\.png$/),
    });
    // Chosen, removed and chosen again on step 2: at most one upload per choice (the first is
    // cut short when Remove comes before the server's answer), none from the saves.
    const uploaded = sent.uploads.map((upload) => upload.fields.image);
    expect(uploaded.length).toBeGreaterThanOrEqual(1);
    expect(uploaded.length).toBeLessThanOrEqual(2);
    expect(new Set(uploaded)).toEqual(new Set(['file:pantry-shelves.png']));
    expect(sent.saves.every((save) => save.fields.image === undefined)).toBe(true);
    const request = await workshop.requestBy(KEYBOARD_VISITOR.email);
    expect(request).toMatchObject({
      furnitureType: 'storage',
      timeline: 'asap',
      imageOriginalName: 'pantry-shelves.png',
    });
    expect(lines(request.description).split('\n')[0]).toBe('Custom Storage - traditional Style');
    expect(lines(request.description)).toContain(
      '- Dimensions: Width: 36 inches, Depth: 12 inches, Height: 72 inches',
    );
    expect(lines(request.description)).toContain(
      '- Special Features: Adjustable Shelves, Hidden Compartments',
    );

    // The draft and the request, linked, through the API and in the database.
    await expectDraftLinked(app, sessionId, 'storage');
    const { drafts, requests } = await readDatabase(app);
    const draft = drafts.find((row) => row.session_id === sessionId);
    expect(draft).toMatchObject({
      request_id: request.id,
      username: KEYBOARD_VISITOR.email,
      completed: true,
      furniture_type: 'storage',
      style: 'traditional',
      material: 'solid-wood',
      specific_material: 'walnut',
      finish: 'wood',
      specific_finish: 'varnish-oil',
      features: ['Adjustable Shelves', 'Hidden Compartments'],
      notes: 'Pantry shelving, painted inside.',
      image_original_name: 'pantry-shelves.png',
    });
    expect(requests.find((row) => row.id === request.id)?.customer).toBe(KEYBOARD_VISITOR.email);
    await expectCredentialsEmail(app, KEYBOARD_VISITOR.email);
  });
});
