import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  clickNext,
  goToStep,
  HEADINGS,
  nextButton,
  renderWizard,
  stubWizardFetch,
} from './wizard-helpers';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const drawing = () => screen.getByRole('img', { name: /^Preview of your / });
const priceText = () =>
  within(screen.getByRole('complementary', { name: 'Your piece' })).getByText(
    /^\$[\d,]+ – \$[\d,]+$/,
    {
      selector: 'strong',
    },
  ).textContent;

describe('the live drawing and price', () => {
  it('waits for a type, then draws it on step 1 with its typical sizes and a price', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    expect(screen.queryByRole('img', { name: /^Preview of your / })).not.toBeInTheDocument();
    expect(screen.getByText(/Choose a piece and it is drawn here/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Table'));
    expect(drawing()).toHaveAccessibleName(
      'Preview of your table, 72 inches long (typical), 36 inches wide (typical) and 29 inches high (typical).',
    );
    expect(priceText()).toMatch(/^\$[\d,]+ – \$[\d,]+$/);
    expect(screen.getByText('Indicative price:', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/the quote we send you is final/)).toBeInTheDocument();
    expect(
      screen.getByText('* A typical size, until you give yours on step 5.'),
    ).toBeInTheDocument();
  });

  it('follows the sizes typed, the features ticked and the material chosen', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 4);
    const before = priceText();
    await user.click(screen.getByLabelText('Solid Wood'));
    await user.click(screen.getByLabelText('Walnut'));
    await user.click(screen.getByLabelText('Wood Finish'));
    await user.click(screen.getByLabelText('Oil Finish'));
    const walnut = priceText();
    expect(walnut).not.toBe(before);
    await user.click(screen.getByLabelText('Pine'));
    expect(priceText()).not.toBe(walnut);
    expect(drawing()).toHaveAccessibleName(/^Preview of your pine locker/);

    await clickNext(user, HEADINGS[4]);
    await user.type(screen.getByLabelText('Width per Compartment (inches)'), '15');
    expect(drawing()).toHaveAccessibleName(/each 15 inches wide,/);
    const label = drawing().querySelector('[data-view="front"] [data-measure="width"] text');
    expect(label).toHaveTextContent('15 in');

    await clickNext(user, HEADINGS[5]);
    expect(drawing().querySelector('[data-part="hook"]')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Number Plates' }));
    expect(
      drawing().querySelectorAll('[data-view="front"] [data-part="number-plate"]'),
    ).toHaveLength(4);
    expect(drawing()).toHaveAccessibleName(/with number plates\.$/);
  });

  it('advises on a size the workshop cannot build, and never holds Next for it', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 5);
    const height = screen.getByLabelText('Height (inches)');
    await user.type(height, '400');
    await user.tab();
    const advice = screen.getByText(/^A locker is between 24 and 84 inches high/);
    expect(advice).toHaveTextContent(/the drawing shows a typical 72 in until then/);
    expect(height).toHaveAccessibleDescription(advice.textContent ?? '');
    expect(height).not.toHaveAttribute('aria-invalid');
    expect(nextButton()).toBeEnabled();
    await user.clear(height);
    await user.type(height, '60');
    await user.tab();
    expect(
      screen.queryByText(/^A locker is between 24 and 84 inches high/),
    ).not.toBeInTheDocument();
  });

  it('reads a size written in feet as its inches, and says when it cannot read one', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 5);
    const height = screen.getByLabelText('Height (inches)');
    await user.type(height, '84');
    const inInches = priceText();
    expect(drawing()).toHaveAccessibleName(/84 inches high/);
    // A plain number needs no reading out.
    expect(screen.queryByText(/^= /)).not.toBeInTheDocument();

    await user.clear(height);
    await user.type(height, '7 ft');
    expect(height).toHaveValue('7 ft');
    const means = screen.getByText('= 84 in');
    expect(height).toHaveAccessibleDescription('= 84 in');
    expect(drawing()).toHaveAccessibleName(/84 inches high/);
    expect(priceText()).toBe(inInches);
    await user.tab();
    expect(screen.queryByText(/could not read/)).not.toBeInTheDocument();
    expect(means).toBeInTheDocument();

    await user.clear(height);
    await user.type(height, 'about six feet');
    await user.tab();
    expect(screen.queryByText(/^= /)).not.toBeInTheDocument();
    const advice = screen.getByText(
      'We could not read "about six feet" as a size: the drawing uses a typical 72 in. Try 72, 72 in or 6 ft.',
    );
    expect(height).toHaveAccessibleDescription(advice.textContent ?? '');
    expect(drawing()).toHaveAccessibleName(/72 inches high \(typical\)/);
    expect(nextButton()).toBeEnabled();
  });

  it('draws the piece on the review step, and folds the strip down to its price', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 7);
    expect(screen.queryByRole('complementary', { name: 'Your piece' })).not.toBeInTheDocument();
    expect(drawing()).toHaveAccessibleName(/^Preview of your white melamine locker/);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Hide drawing' }));
    expect(screen.getByRole('button', { name: 'Show drawing' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
