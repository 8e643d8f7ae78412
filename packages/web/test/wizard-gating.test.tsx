import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  clickNext,
  goToStep,
  nextButton,
  previousButton,
  renderWizard,
  stepHeading,
  stubWizardFetch,
} from './wizard-helpers';

beforeEach(() => {
  stubWizardFetch();
});
afterEach(() => vi.unstubAllGlobals());

// Walking through the steps in jsdom takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('wizard header and step indicator', () => {
  it('shows Back to Home, Step 1 of 8, the percent and the current step', () => {
    renderWizard();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByText('13% complete')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Design progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '8');

    const steps = within(screen.getByRole('navigation', { name: 'Wizard steps' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(8);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent("Furniture TypeChoose what you'd like to create");
    expect(steps[7]).toHaveTextContent('Contact InfoYour contact information');
  });
});

describe('gating of Next', () => {
  it('step 1: Next waits for a furniture type; Previous is disabled', async () => {
    const { user } = renderWizard();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeDisabled();
    await user.click(screen.getByLabelText('Desk'));
    expect(nextButton()).toBeEnabled();
    expect(previousButton()).toBeDisabled();
  });

  it('step 2 is optional; step 3 offers the styles of the type and waits for one', async () => {
    const { user } = renderWizard();
    await goToStep(user, 2);
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(screen.getByText('25% complete')).toBeInTheDocument();
    await clickNext(user, 'Style & Design');
    const styles = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(styles).toEqual(['modern', 'industrial']);
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByLabelText('Modern'));
    expect(nextButton()).toBeEnabled();
  });

  it('step 4 needs all four asterisked choices', async () => {
    const { user } = renderWizard();
    await goToStep(user, 4);
    const legends = [
      'Construction Material',
      'Specific Material',
      'Surface Finish',
      'Finish Details',
    ];
    for (const legend of legends) {
      const group = screen.getByRole('group', { name: `${legend} required` });
      const asterisk = within(group).getByText('*');
      expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getByText('Choose a construction material first.')).toBeInTheDocument();

    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByLabelText('Solid Wood'));
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByLabelText('Walnut'));
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByLabelText('Wood Finish'));
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('Still to choose: Finish Details.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Oil Finish'));
    expect(nextButton()).toBeEnabled();
  });

  it('steps 5-7 are optional: dimension fields of a locker, features, notes, review', async () => {
    const { user } = renderWizard();
    await goToStep(user, 5);
    for (const label of [
      'Width per Compartment (inches)',
      'Depth (inches)',
      'Height (inches)',
      'Number of Compartments',
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('Depth (inches)')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('Locker width: 12-15 inches per compartment')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    await clickNext(user, 'Features');
    expect(nextButton()).toBeEnabled();
    await clickNext(user, 'Review');
    expect(screen.getByText('No dimensions specified')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Next?" })).toBeInTheDocument();
    await clickNext(user, 'Contact Info');
  });

  it('step 8 needs a full name and a valid email', async () => {
    const { user } = renderWizard();
    await goToStep(user, 8);
    const submit = screen.getByRole('button', { name: 'Submit Project Request' });
    expect(submit).toBeDisabled();

    const name = screen.getByLabelText(/Full Name/);
    const email = screen.getByLabelText(/Email Address/);
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number')).toBeInTheDocument();
    const timeline = screen.getByLabelText('Preferred Timeline');
    expect(
      within(timeline)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a timeline', 'ASAP', 'Within 1 month', '2-3 months', 'Flexible']);

    await user.type(name, 'Ada Lovelace');
    expect(submit).toBeDisabled();
    await user.type(email, 'ada@example');
    expect(submit).toBeDisabled();
    await user.type(email, '.com');
    expect(submit).toBeEnabled();
    await user.clear(name);
    await user.type(name, '   ');
    expect(submit).toBeDisabled();
  });
});

describe('Previous', () => {
  it('goes back one step, keeps the choices and moves focus to the heading', async () => {
    const { user } = renderWizard();
    await goToStep(user, 3);
    await user.click(screen.getByLabelText('Industrial'));
    await user.click(previousButton());
    expect(stepHeading()).toHaveTextContent('Inspiration Image');
    expect(stepHeading()).toHaveFocus();
    await user.click(previousButton());
    expect(stepHeading()).toHaveTextContent('Furniture Type');
    expect(screen.getByLabelText('Locker')).toBeChecked();
    expect(previousButton()).toBeDisabled();
    await clickNext(user, 'Inspiration Image');
    await clickNext(user, 'Style & Design');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByLabelText('Industrial')).toBeChecked();
  });
});

describe('clearing rules', () => {
  it('a new construction material clears the specific material; the same one keeps it', async () => {
    const { user } = renderWizard();
    await goToStep(user, 4);
    await user.click(screen.getByLabelText('Solid Wood'));
    await user.click(screen.getByLabelText('Oak'));
    await user.click(screen.getByLabelText('Painted'));
    await user.click(screen.getByLabelText('Matte Paint'));
    expect(nextButton()).toBeEnabled();

    await user.click(screen.getByLabelText('Solid Wood'));
    expect(screen.getByLabelText('Oak')).toBeChecked();

    await user.click(screen.getByLabelText('MDF'));
    const specific = screen.getByRole('group', { name: 'Specific Material required' });
    const options = within(specific).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      'standard-mdf',
      'moisture-resistant-mdf',
    ]);
    for (const option of options) expect(option).not.toBeChecked();
    expect(screen.getByLabelText('Matte Paint')).toBeChecked();
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByLabelText('Solid Wood'));
    expect(screen.getByLabelText('Oak')).not.toBeChecked();
  });

  it('a new surface finish clears the finish details', async () => {
    const { user } = renderWizard();
    await goToStep(user, 4);
    await user.click(screen.getByLabelText('Veneered'));
    await user.click(screen.getByLabelText('Oak Veneer'));
    await user.click(screen.getByLabelText('Wood Finish'));
    await user.click(screen.getByLabelText('Lacquer'));
    expect(nextButton()).toBeEnabled();
    await user.click(screen.getByLabelText('Laminated'));
    const details = screen.getByRole('group', { name: 'Finish Details required' });
    for (const option of within(details).getAllByRole('radio')) expect(option).not.toBeChecked();
    expect(screen.getByLabelText('Oak Veneer')).toBeChecked();
    expect(nextButton()).toBeDisabled();
  });
});

describe('review', () => {
  it('lists every choice with its label and the dimensions as entered', async () => {
    const { user } = renderWizard();
    await goToStep(user, 5);
    await user.type(screen.getByLabelText('Width per Compartment (inches)'), '12');
    await user.type(screen.getByLabelText('Number of Compartments'), '4');
    await clickNext(user, 'Features');
    await user.click(screen.getByLabelText('Coat Hooks'));
    await clickNext(user, 'Review');
    const rows = Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      'Furniture Type': 'Locker',
      Style: 'Industrial',
      'Inspiration Image': 'No image uploaded',
      'Construction Material': 'MCP (Melamine-coated panel)',
      'Specific Material': 'White Melamine',
      'Surface Finish': 'Painted',
      'Finish Details': 'Satin Paint',
      Dimensions: 'Compartment Width: 12 inchesCompartments: 4',
      'Special Features': 'Coat Hooks',
      'Additional Notes': 'None',
    });
  });
});

describe('keyboard', () => {
  it('chooses a type with the keyboard and moves focus to the next step heading', async () => {
    const { user } = renderWizard();
    await user.tab();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveFocus();
    // Below 64rem the step list folds under the current step's name.
    await user.tab();
    expect(screen.getByRole('button', { name: /Step 1 of 8: Furniture Type/ })).toHaveFocus();
    // Below the widest screens the drawing is a strip above the step, with its fold button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hide drawing' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Table')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Table')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Desk')).toBeChecked();
    await user.tab();
    expect(nextButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Inspiration Image'));
    expect(stepHeading()).toHaveFocus();
  });
});

describe('features and notes', () => {
  it('toggles features and counts the room left for notes', async () => {
    const { user } = renderWizard();
    await goToStep(user, 6);
    const hooks = screen.getByRole('checkbox', { name: 'Coat Hooks' });
    await user.click(hooks);
    expect(hooks).toBeChecked();
    await user.click(hooks);
    expect(hooks).not.toBeChecked();

    const counter = screen.getByText(/characters? left$/);
    const before = Number.parseInt(counter.textContent ?? '', 10);
    await user.type(screen.getByLabelText('Additional Notes'), 'Green');
    await waitFor(() => expect(counter).toHaveTextContent(`${before - 5} characters left`));
  });
});
