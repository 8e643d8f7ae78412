import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SESSION_ID_PATTERN } from '@workshop/domain';
import {
  clickNext,
  goToStep,
  HEADINGS,
  nextButton,
  previousButton,
  renderWizard,
  stepHeading,
  stubWizardFetch,
  type Answer,
  type User,
} from './wizard-helpers';

afterEach(() => vi.unstubAllGlobals());

// Walking through the steps in jsdom takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });

async function fillContact(user: User) {
  await user.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '717-555-0100');
  await user.selectOptions(screen.getByLabelText('Preferred Timeline'), '2-3-months');
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input on this step');
  return input;
}

describe('a failed draft save', () => {
  it('shows the destructive toast and leaves the visitor on the next step', async () => {
    const { calls } = stubWizardFetch({
      save: () => ({ status: 500, body: { message: 'Database is down' } }),
    });
    const { user } = renderWizard();
    await user.click(screen.getByLabelText('Table'));
    await user.click(nextButton());

    expect(
      await screen.findByText('Failed to save customization. Please try again.'),
    ).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(stepHeading()).toHaveTextContent('Inspiration Image');
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    await waitFor(() => expect(nextButton()).toBeEnabled());
    expect(calls.filter((call) => call.url === '/api/customizations')).toHaveLength(1);
  });

  it('at the save limit says the design is kept, and the note goes once a save succeeds', async () => {
    let refuse = true;
    stubWizardFetch({
      save: () =>
        refuse
          ? { status: 429, body: { message: 'Your design is kept in this browser.' } }
          : { status: 200, body: { message: 'Design saved' } },
    });
    const { user } = renderWizard();
    await user.click(screen.getByLabelText('Table'));
    await user.click(nextButton());
    const note = await screen.findByText(/Your design is kept in this browser, so nothing is lost/);
    expect(note).toHaveAttribute('role', 'status');
    expect(stepHeading()).toHaveTextContent('Inspiration Image');

    refuse = false;
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(nextButton());
    await waitFor(() =>
      expect(screen.queryByText(/Your design is kept in this browser/)).not.toBeInTheDocument(),
    );
  });
});

describe('submission', () => {
  it('reads "Submitting Project..." while pending, then toasts and lands on / with the confirmation', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { calls } = stubWizardFetch({
      submit: () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderWizard();
    await goToStep(user, 8);
    expect(screen.getByRole('button', { name: 'Submit Project Request' })).toBeDisabled();
    await fillContact(user);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit Project Request' }));

    const pending = await screen.findByRole('button', { name: 'Submitting Project...' });
    expect(pending).toBeDisabled();
    expect(previousButton()).toBeDisabled();

    answer({ status: 201, body: { message: 'We have your request.', request: { id: 57 } } });
    // Spec sections 2 and 8: the toast with the server's message, then /; at its top the
    // confirmation that stays: the number, the design, what comes next, where the email went.
    // The home page and its confirmation are chunks of their own: give them time to arrive.
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Thank you, your request is on its way' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Project Request Submitted!')).toBeInTheDocument();
    expect(screen.getByText('We have your request.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Project #57')).toBeInTheDocument();
    expect(screen.getByText(/^Your white melamine locker, /)).toHaveTextContent(
      /Indicative price: \$[\d,]+ – \$[\d,]+\./,
    );
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('You receive a detailed quote and timeline within 3 business days.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to track your project' })).toHaveAttribute(
      'href',
      '/signin',
    );

    // Spec section 3: exactly the request payload, plus the draft's session id.
    const submit = calls.find((call) => call.url === '/api/furniture-requests');
    const form = submit?.form;
    expect(form).toBeInstanceOf(FormData);
    expect(form?.get('fullName')).toBe('Ada Lovelace');
    expect(form?.get('email')).toBe('ada@example.com');
    expect(form?.get('phone')).toBe('717-555-0100');
    expect(form?.get('timeline')).toBe('2-3-months');
    expect(form?.get('furnitureType')).toBe('locker');
    expect(form?.get('budgetRange')).toBe('');
    expect(form?.get('notes')).toBe('');
    expect(String(form?.get('description'))).toMatch(/^Custom Locker - industrial Style\n/);
    expect(form?.get('image')).toBeNull();
    const sessionId = String(form?.get('sessionId'));
    expect(sessionId).toMatch(SESSION_ID_PATTERN);

    // Every draft save (Next on steps 1-7) carries the same session id.
    const saves = calls.filter((call) => call.url === '/api/customizations');
    expect(saves).toHaveLength(7);
    for (const save of saves) expect(save.form?.get('sessionId')).toBe(sessionId);
    const last = saves.at(-1)?.form;
    expect(last?.get('specificMaterial')).toBe('white-melamine');
    expect(last?.get('features')).toBe('[]');
    expect(last?.get('completed')).toBe('false');
  });

  it('still confirms when the server sends no body: the fallback words, without a number', async () => {
    stubWizardFetch({ submit: () => ({ status: 201, body: {} }) });
    const { user } = renderWizard();
    await goToStep(user, 8);
    await fillContact(user);
    await clickSubmit(user);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Thank you, your request is on its way' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your furniture design has been submitted as a project. We'll contact you with a quote soon.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Project #/)).not.toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('submits with Enter in a contact field', async () => {
    const { calls } = stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 8);
    await fillContact(user);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    await user.type(screen.getByLabelText('Phone Number'), '{Enter}');
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/furniture-requests')).toHaveLength(1),
    );
  });

  it('a failed submission toasts the error and stays on step 8', async () => {
    stubWizardFetch({ submit: () => ({ status: 500, body: { message: 'Boom' } }) });
    const { user } = renderWizard();
    await goToStep(user, 8);
    await fillContact(user);
    await clickSubmit(user);
    expect(
      await screen.findByText('Failed to submit project request. Please try again.'),
    ).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Contact Info');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Project Request' })).toBeEnabled(),
    );
  });
});

async function clickSubmit(user: User) {
  await waitFor(() => expect(nextButton()).toBeEnabled());
  await user.click(nextButton());
}

describe('inspiration image', () => {
  it('uploads a picked image once, on its own; Remove takes it off the draft', async () => {
    const { calls } = stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 2);
    const photo = new File(['png bytes'], 'walnut-table.png', { type: 'image/png' });
    await user.upload(fileInput(), photo);
    expect(await screen.findByText('walnut-table.png')).toBeInTheDocument();
    expect(await screen.findByText(/Uploaded: it goes with your request/)).toBeInTheDocument();
    const uploads = () => calls.filter((call) => call.url === '/api/customizations/image');
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]?.form?.get('image')).toBeInstanceOf(File);
    expect(uploads()[0]?.form?.get('furnitureType')).toBe('locker');
    expect(uploads()[0]?.form?.get('sessionId')).toMatch(SESSION_ID_PATTERN);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('walnut-table.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload an inspiration image' })).toBeInTheDocument();
    await waitFor(() => expect(uploads()).toHaveLength(2));
    expect(uploads()[1]).toMatchObject({
      method: 'DELETE',
      json: { reference: '0123456789abcdef0123456789abcdef.png' },
    });

    await user.upload(fileInput(), photo);
    await screen.findByText(/Uploaded: it goes with your request/);
    await clickNext(user, 'Style & Design');
    const saves = () => calls.filter((call) => call.url === '/api/customizations');
    await waitFor(() => expect(saves()).toHaveLength(2));
    // The draft saves carry text only: the image went up once.
    expect(saves().every((save) => save.form?.get('image') === null)).toBe(true);
    expect(uploads().filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('shows the inspiration picture itself on the review, beside its name', async () => {
    // jsdom makes no object URLs for its files: the review's picture is the one picked.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:walnut-table';
    URL.revokeObjectURL = () => undefined;
    try {
      stubWizardFetch();
      const { user } = renderWizard();
      await goToStep(user, 2);
      await user.upload(
        fileInput(),
        new File(['png bytes'], 'walnut-table.png', { type: 'image/png' }),
      );
      await screen.findByText(/Uploaded: it goes with your request/);
      await clickNext(user, HEADINGS[2]);
      await user.click(screen.getByLabelText('Industrial'));
      await clickNext(user, HEADINGS[3]);
      await user.click(screen.getByLabelText('MCP'));
      await user.click(screen.getByLabelText('White Melamine'));
      await user.click(screen.getByLabelText('Painted'));
      await user.click(screen.getByLabelText('Satin Paint'));
      for (const heading of HEADINGS.slice(4, 7)) await clickNext(user, heading);

      const value = screen
        .getAllByRole('term')
        .find((term) => term.textContent === 'Inspiration Image')?.nextElementSibling;
      expect(value).toHaveTextContent('walnut-table.png');
      expect(value?.querySelector('img')).toHaveAttribute('src', 'blob:walnut-table');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('names an image the server refuses, and why; it can be replaced or removed', async () => {
    let attempt = 0;
    stubWizardFetch({
      upload: (call) =>
        ++attempt === 1
          ? { status: 400, body: { message: 'Image is too large: at most 40 megapixels' } }
          : {
              status: 201,
              body: {
                message: 'Image uploaded',
                image: {
                  reference: 'fedcba9876543210fedcba9876543210.png',
                  originalName: (call.form?.get('image') as File).name,
                },
              },
            },
    });
    const { user } = renderWizard();
    await goToStep(user, 2);
    await user.upload(fileInput(), new File(['x'], 'giant.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not use giant.png');
    expect(alert).toHaveTextContent('Image is too large: at most 40 megapixels');
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText('Replace or remove the image to continue.')).toBeInTheDocument();

    // Replace opens the picker; the next image goes up in its place.
    expect(screen.getByRole('button', { name: 'Replace' })).toBeEnabled();
    await user.upload(fileInput(), new File(['y'], 'smaller.png', { type: 'image/png' }));
    await screen.findByText(/Uploaded: it goes with your request/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(nextButton()).toBeEnabled());
  });

  it('names a file of another type or over 10 MB, and why, and takes none of them', async () => {
    stubWizardFetch();
    const { user } = renderWizard({ applyAccept: false });
    await goToStep(user, 2);
    await user.upload(fileInput(), new File(['%PDF'], 'plans.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“plans.pdf” is not a JPEG, PNG or GIF image: choose a .jpg, .png or .gif file.',
    );
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(), huge);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '“huge.png” is 10 MB: images can be at most 10 MB.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    // The same input still takes a good one, and the refusal goes.
    await user.upload(fileInput(), new File(['gif'], 'shelf.gif', { type: 'image/gif' }));
    expect(await screen.findByText('shelf.gif')).toBeInTheDocument();
    expect(screen.queryByText(/huge\.png/)).not.toBeInTheDocument();
  });
});
