import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { NOTES_MAX_LENGTH, SESSION_ID_PATTERN } from '@workshop/domain';
import {
  clickNext,
  goToStep,
  nextButton,
  previousButton,
  renderWizard,
  stepHeading,
  stubWizardFetch,
  type User,
} from './wizard-helpers';

afterEach(() => vi.unstubAllGlobals());

// Walking through the steps in jsdom takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });

const STORAGE_KEY = 'workshop.wizard';
const SESSION = 'session_1740819600000_restored1';

/** A locker design as the server saved it, with its image. */
const SAVED = {
  sessionId: SESSION,
  furnitureType: 'locker',
  style: 'industrial',
  constructionMaterial: 'mcp',
  specificMaterial: 'white-melamine',
  surfaceFinish: 'painted',
  specificFinish: 'satin-paint',
  dimensions: '{"width":"12.5","compartments":"4"}',
  features: ['Coat Hooks'],
  notes: 'For the gym by the pool.',
  timeline: '1-month',
  image: { reference: '0123456789abcdef0123456789abcdef.png', originalName: 'gym.png' },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function storedSession(step: number, sessionId = SESSION) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ sessionId, step }));
}

function stored(): { sessionId: string; step: number } {
  return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
    sessionId: string;
    step: number;
  };
}

async function fillContact(user: User) {
  await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
}

function reviewRows(): Record<string, string | null | undefined> {
  return Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('Additional Notes stop at their limit', () => {
  it('counts down from 2000, takes a paste up to the limit, and never holds Next', async () => {
    const { calls } = stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 6);
    const notes = screen.getByLabelText('Additional Notes');
    expect(screen.getByText('2000 characters left')).toBeInTheDocument();

    const brief = `For a school gym: ${'twelve lockers, hooks and a bench, vented doors. '.repeat(42)}`;
    expect(brief.length).toBeGreaterThan(NOTES_MAX_LENGTH);
    await user.click(notes);
    await user.paste(brief);
    // The field stops at the limit, as the server's does: Next stays open (spec section 5).
    expect(notes).toHaveValue(brief.slice(0, NOTES_MAX_LENGTH));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();

    const kept = brief.slice(0, NOTES_MAX_LENGTH - 10);
    await user.clear(notes);
    await user.click(notes);
    await user.paste(kept);
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    await clickNext(user, 'Review');
    // The review shows every word.
    expect(reviewRows()['Additional Notes']).toBe(kept.trim());
    await clickNext(user, 'Contact Info');
    await fillContact(user);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await screen.findByText('Project #42', {}, { timeout: 5000 });

    const form = calls.find((call) => call.url === '/api/furniture-requests')?.form;
    expect(form?.get('notes')).toBe(kept);
    // The description carries as much of them as fits its 500 characters, marked where cut.
    expect(String(form?.get('description'))).toContain('- Additional Notes: For a school gym:');
    expect(String(form?.get('description')).length).toBeLessThanOrEqual(500);
  });
});

describe('a design kept across reloads, Back and Back to Home', () => {
  it('keeps the session id and the step in the browser as the visitor goes', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 3);
    expect(stored()).toMatchObject({
      sessionId: expect.stringMatching(SESSION_ID_PATTERN),
      step: 3,
      draft: { furnitureType: 'locker' },
    });
  });

  it('keeps every field as it is typed: a reload before Next finds the sizes and notes', async () => {
    storedSession(5);
    stubWizardFetch({ load: () => ({ status: 200, body: { draft: SAVED } }) });
    const first = renderWizard();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Dimensions'));
    const width = screen.getByLabelText('Width per Compartment (inches)');
    await first.user.clear(width);
    await first.user.type(width, '14');
    await first.user.type(screen.getByLabelText('Height (inches)'), 'about 6 ft');
    // No Next: the server still has 12.5 and no height. The page is reloaded.
    first.unmount();

    stubWizardFetch({ load: () => ({ status: 200, body: { draft: SAVED } }) });
    const { user } = renderWizard();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Dimensions'));
    expect(screen.getByLabelText('Width per Compartment (inches)')).toHaveValue('14');
    expect(screen.getByLabelText('Height (inches)')).toHaveValue('about 6 ft');
    await clickNext(user, 'Features');
    await clickNext(user, 'Review');
    // The image still comes from the server's draft.
    expect(reviewRows()['Inspiration Image']).toBe('gym.png');
    expect(reviewRows()['Additional Notes']).toBe('For the gym by the pool.');
  });

  it('restores every choice, the image and the step from the saved draft', async () => {
    storedSession(7);
    const { calls } = stubWizardFetch({ load: () => ({ status: 200, body: { draft: SAVED } }) });
    renderWizard();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Review'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Welcome back: your design is as you left it.',
    );
    expect(calls[0]?.url).toBe(`/api/customizations?sessionId=${SESSION}`);
    expect(reviewRows()).toEqual({
      'Furniture Type': 'Locker',
      Style: 'Industrial',
      'Inspiration Image': 'gym.png',
      'Construction Material': 'MCP (Melamine-coated panel)',
      'Specific Material': 'White Melamine',
      'Surface Finish': 'Painted',
      'Finish Details': 'Satin Paint',
      Dimensions: 'Compartment Width: 12.5 inchesCompartments: 4',
      'Special Features': 'Coat Hooks',
      'Additional Notes': 'For the gym by the pool.',
    });
  });

  it('Edit on a review row goes to its step in one click; the step list comes back', async () => {
    storedSession(7);
    const { calls } = stubWizardFetch({ load: () => ({ status: 200, body: { draft: SAVED } }) });
    const { user } = renderWizard();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Review'));

    await user.click(screen.getByRole('button', { name: 'Edit Specific Material' }));
    expect(stepHeading()).toHaveTextContent('Materials');
    expect(stepHeading()).toHaveFocus();
    // The steps passed on the way to the review keep their checks after the jump back.
    const rail = screen.getByRole('navigation', { name: 'Wizard steps' });
    for (const name of [/Step 5: Dimensions \(completed\)/, /Step 6: Features \(completed\)/]) {
      expect(within(rail).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByLabelText('Wood Grain Melamine'));

    // Steps already reached open from the list, forward too (saving what changed).
    const steps = screen.getByRole('navigation', { name: 'Wizard steps' });
    await user.click(within(steps).getByRole('button', { name: /Step 7: Review/ }));
    expect(stepHeading()).toHaveTextContent('Review');
    expect(reviewRows()['Specific Material']).toBe('Wood Grain Melamine');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url === '/api/customizations')
          .at(-1)
          ?.form?.get('specificMaterial'),
      ).toBe('wood-grain-melamine'),
    );
    // A step not reached yet is not a button.
    expect(within(steps).queryByRole('button', { name: /Step 8: Contact Info/ })).toBeNull();
  });

  it('Start over asks first, then clears the design under a new session id', async () => {
    storedSession(5);
    stubWizardFetch({ load: () => ({ status: 200, body: { draft: SAVED } }) });
    const { user } = renderWizard();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Dimensions'));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start a new design?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start over' }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Furniture Type'));
    expect(screen.getByLabelText('Locker')).not.toBeChecked();
    await waitFor(() => expect(stored().step).toBe(1));
    expect(stored().sessionId).not.toBe(SESSION);
    expect(stored().sessionId).toMatch(SESSION_ID_PATTERN);
  });

  it('a design already submitted starts a new one; one never saved keeps its id', async () => {
    storedSession(8);
    stubWizardFetch({
      load: () => ({ status: 409, body: { message: 'This design has already been submitted.' } }),
    });
    const first = renderWizard();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Furniture Type'));
    await waitFor(() => expect(stored().sessionId).not.toBe(SESSION));
    first.unmount();

    storedSession(3);
    stubWizardFetch();
    renderWizard();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Furniture Type'));
    expect(stored().sessionId).toBe(SESSION);
  });

  it('forgets the session once the request is sent', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 8);
    await fillContact(user);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await screen.findByText('Project #42', {}, { timeout: 5000 });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('the step list below 64rem', () => {
  it("names the current step and unfolds every step's title; done steps open from it", async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 3);
    const toggle = screen.getByRole('button', { name: /Step 3 of 8: Style & Design/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('All steps');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide steps');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(8);

    await user.click(
      within(list as HTMLElement).getByRole('button', { name: /Step 1: Furniture Type/ }),
    );
    expect(stepHeading()).toHaveTextContent('Furniture Type');
    expect(screen.getByRole('button', { name: /Step 1 of 8/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('the contact step', () => {
  it('offers the catalog budget ranges (optional) and sends the one chosen', async () => {
    const { calls } = stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 8);
    const budget = screen.getByLabelText('Budget Range');
    expect(
      within(budget)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Not sure yet',
      'Under $500',
      '$500 - $1,000',
      '$1,000 - $2,500',
      '$2,500 - $5,000',
      'Over $5,000',
    ]);
    await user.selectOptions(budget, '$1,000 - $2,500');
    await fillContact(user);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await screen.findByText('Project #42', {}, { timeout: 5000 });
    const form = calls.find((call) => call.url === '/api/furniture-requests')?.form;
    expect(form?.get('budgetRange')).toBe('1000-2500');
  });

  it("fills a signed-in customer's name and email, which stay editable", async () => {
    stubWizardFetch({
      session: () => ({
        status: 200,
        body: {
          authenticated: true,
          role: 'customer',
          email: 'grace@example.com',
          passwordChanged: true,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
      projects: () => ({ status: 200, body: [{ id: 3, fullName: 'Grace Hopper' }] }),
    });
    const { user } = renderWizard();
    await goToStep(user, 8);
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue('Grace Hopper'));
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('grace@example.com');
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.type(screen.getByLabelText(/Full Name/), 'G. Hopper');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('G. Hopper');
  });
});

describe('materials', () => {
  it('shows each wood with its colour and grain beside its name', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 4);
    await user.click(screen.getByLabelText(/^Solid Wood/));
    const walnut = screen.getByLabelText('Walnut').closest('label');
    const swatch = walnut?.querySelector<HTMLElement>('span[aria-hidden="true"]');
    expect(swatch?.style.background).toMatch(/repeating-linear-gradient/);
    expect(swatch?.style.background).toMatch(/rgb\(110, 74, 51\)|#6e4a33/);
  });

  it('keeps the price in the Next bar, where a choice far down the step shows what it did', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 4);
    await user.click(screen.getByLabelText(/^Solid Wood/));
    await user.click(screen.getByLabelText('Pine'));
    const bar = () => screen.getByText(/^Your piece:/);
    const pine = bar().textContent;
    await user.click(screen.getByLabelText('Walnut'));
    expect(bar()).toHaveTextContent(/^Your piece: \$[\d,]+ – \$[\d,]+$/);
    expect(bar().textContent).not.toBe(pine);
  });
});

describe('dimensions', () => {
  it('take numbers with decimals, show the unit, advise on a size it cannot draw, and keep free text', async () => {
    const { calls } = stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 5);
    const width = screen.getByLabelText('Width per Compartment (inches)');
    expect(width).toHaveAttribute('inputmode', 'decimal');
    await user.type(width, 'about 5 ft');
    await user.tab();
    expect(
      screen.getByText(
        'We could not read "about 5 ft" as a size: the drawing uses a typical 12 in. Try 12, 12 in or 1 ft.',
      ),
    ).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    await user.clear(width);
    await user.type(width, '40');
    await user.tab();
    expect(
      screen.getByText(/^A locker compartment is between 9 and 24 inches wide/),
    ).toBeInTheDocument();
    await user.clear(width);
    await user.type(width, '12.5');
    await clickNext(user, 'Features');
    await clickNext(user, 'Review');
    expect(reviewRows().Dimensions).toBe('Compartment Width: 12.5 inches');
    await user.click(previousButton());
    await user.click(previousButton());
    await user.clear(screen.getByLabelText('Width per Compartment (inches)'));
    await user.type(screen.getByLabelText('Width per Compartment (inches)'), 'about 5 ft');
    await clickNext(user, 'Features');
    // Spec section 5: free text, saved as typed.
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url === '/api/customizations')
          .at(-1)
          ?.form?.get('dimensions'),
      ).toBe('{"width":"about 5 ft"}'),
    );
    await clickNext(user, 'Review');
    expect(reviewRows().Dimensions).toBe('Compartment Width: about 5 ft');
  });
});
