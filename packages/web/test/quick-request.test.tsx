import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import QuickRequestForm from '../src/pages/landing/QuickRequestForm';
import { QuickRequest } from '../src/pages/landing/QuickRequest';
import { renderWithProviders, stubFetch } from './helpers';

afterEach(() => vi.unstubAllGlobals());

const SUBMIT = /^(Submit Project Request|Submitting Project\.\.\.)$/;
const ANSWER = { message: 'Your project request has been received.', request: { id: 7 } };

function setup(answer: Parameters<typeof stubFetch>[0][string] = { status: 201, body: ANSWER }) {
  const stub = stubFetch({ 'POST /api/furniture-requests': answer });
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    applyAccept: false,
  });
  renderWithProviders(<QuickRequestForm />);
  /** The multipart forms POSTed to /api/furniture-requests. */
  const sent = () =>
    stub.fetchMock.mock.calls
      .filter(([url]) => url === '/api/furniture-requests')
      .map(([, init]) => init?.body as FormData);
  return { user, sent, ...stub };
}

type User = ReturnType<typeof userEvent.setup>;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const list = (name: string) => screen.getByRole('combobox', { name });

async function fillRequired(user: User) {
  await user.type(textbox('Full Name'), 'Ada Lovelace');
  await user.type(textbox('Email Address'), ' Ada@Example.com ');
}

/** The text of each element the control's aria-describedby names. */
function describedBy(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('the quick request section on /', () => {
  it('shows a light placeholder, and fetches the form only as the section nears the screen', async () => {
    let reveal: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          reveal = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    renderWithProviders(<QuickRequest />);
    expect(screen.getByRole('heading', { level: 2, name: 'Send a Quick Request' })).toBeVisible();
    expect(screen.getByText('Loading the form…')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalledWith(document.getElementById('quick-request'));

    act(() => reveal([{ isIntersecting: false }]));
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
    act(() => reveal([{ isIntersecting: true }]));
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
  });

  it('fetches the form on a first touch too', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QuickRequest />);
    await user.click(screen.getByText('Loading the form…'));
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
  });
});

describe('the quick request form', () => {
  it('offers the request form lists: its furniture types, budget ranges and timelines', () => {
    setup();
    const options = (name: string) =>
      Array.from(list(name).querySelectorAll('option')).map((option) => [
        option.value,
        option.textContent,
      ]);
    expect(options('Furniture Type')).toEqual([
      ['', 'Select a furniture type'],
      ['table', 'Table'],
      ['cabinet', 'Cabinet'],
      ['bookshelf', 'Bookshelf'],
      ['bed', 'Bed'],
      ['desk', 'Desk'],
      ['locker', 'Locker'],
      ['other', 'Other'],
    ]);
    expect(options('Budget Range')).toEqual([
      ['', 'Select a budget range'],
      ['under-500', 'Under $500'],
      ['500-1000', '$500 - $1,000'],
      ['1000-2500', '$1,000 - $2,500'],
      ['2500-5000', '$2,500 - $5,000'],
      ['over-5000', 'Over $5,000'],
    ]);
    expect(options('Preferred Timeline')).toEqual([
      ['', 'Select a timeline'],
      ['no-rush', 'No rush'],
      ['1-2-weeks', '1-2 weeks'],
      ['1-month', 'Within 1 month'],
      ['2-3-months', '2-3 months'],
      ['flexible', 'Flexible'],
    ]);
    expect(textbox('Full Name')).toBeRequired();
    expect(textbox('Email Address')).toHaveAttribute('type', 'email');
    expect(textbox('Phone Number')).not.toBeRequired();
  });

  it("says what is missing in the domain's words, tied to each field, and sends nothing", async () => {
    const { user, sent } = setup();
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    const name = textbox('Full Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(name)).toEqual(['Full name is required']);
    expect(name).toHaveFocus();
    const email = textbox('Email Address');
    expect(describedBy(email)).toEqual(['Please enter a valid email address']);

    // The messages follow the typing once shown.
    await user.type(email, 'ada@');
    expect(describedBy(email)).toEqual(['Please enter a valid email address']);
    await user.type(email, 'example.com');
    expect(describedBy(email)).toEqual([]);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(describedBy(name)).toEqual(['Full name is required']);
    expect(sent()).toEqual([]);
  });

  it('counts the description x/500, red above 450, and tells screen readers once typing pauses', async () => {
    const { user } = setup();
    const description = textbox('Description');
    const counter = screen.getByText('0/500');
    expect(describedBy(description)).toEqual(['0/500']);

    await user.type(description, 'A walnut bookshelf');
    expect(counter).toHaveTextContent('18/500');
    expect(counter).toHaveAttribute('data-warning', 'false');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    await waitFor(() => expect(live).toHaveTextContent('18 of 500 characters used'), {
      timeout: 3000,
    });

    await user.click(description);
    await user.paste('x'.repeat(440));
    expect(counter).toHaveTextContent('458/500');
    expect(counter).toHaveAttribute('data-warning', 'true');
    await user.paste('y'.repeat(100));
    expect(description).toHaveValue(`A walnut bookshelf${'x'.repeat(440)}${'y'.repeat(42)}`);
    expect(counter).toHaveTextContent('500/500');
    await waitFor(() => expect(live).toHaveTextContent('500 of 500 characters used'), {
      timeout: 3000,
    });
  });

  it('sends every field and the image in one multipart POST, then toasts the server message', async () => {
    const { user, sent } = setup();
    await fillRequired(user);
    await user.type(textbox('Phone Number'), '717-555-0100');
    await user.selectOptions(list('Furniture Type'), 'bookshelf');
    await user.type(textbox('Description'), 'Walnut, five shelves.');
    await user.selectOptions(list('Budget Range'), '2500-5000');
    await user.selectOptions(list('Preferred Timeline'), '1-2-weeks');
    const photo = new File(['png bytes'], 'nook.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Inspiration Image'), photo);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByText('Project Request Submitted!')).toBeVisible();
    expect(screen.getAllByText('Your project request has been received.')[0]).toBeVisible();
    const thanks = screen.getByRole('heading', { level: 3, name: /your request is on its way/ });
    expect(thanks).toHaveFocus();
    // The same confirmation as after the wizard: the number, where the email went, signing in.
    expect(screen.getByText('Project #7')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to track your project' })).toHaveAttribute(
      'href',
      '/signin',
    );

    const [form, ...more] = sent();
    expect(more).toEqual([]);
    expect(form).toBeInstanceOf(FormData);
    expect(
      Object.fromEntries(
        [...(form as FormData).entries()].filter(([, v]) => typeof v === 'string'),
      ),
    ).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '717-555-0100',
      furnitureType: 'bookshelf',
      description: 'Walnut, five shelves.',
      budgetRange: '2500-5000',
      timeline: '1-2-weeks',
    });
    expect(form?.get('image')).toBe(photo);
    expect(form?.has('sessionId')).toBe(false);

    // Another request starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(textbox('Full Name')).toHaveValue('');
    expect(textbox('Full Name')).toHaveFocus();
  });

  it('sends empty optional fields empty and no image part, and falls back to the spec text', async () => {
    const { user, sent } = setup({ status: 201, body: {} });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(
      await screen.findAllByText(
        "Your furniture design has been submitted as a project. We'll contact you with a quote soon.",
      ),
    ).not.toHaveLength(0);
    const form = sent()[0];
    expect(form?.get('budgetRange')).toBe('');
    expect(form?.get('timeline')).toBe('');
    expect(form?.get('phone')).toBe('');
    expect(form?.has('image')).toBe(false);
  });

  it("a failed submission shows the wizard's error toast and keeps the form as it was", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = setup();
    // The answer waits for the test.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = ({ status, body }) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { 'Content-Type': 'application/json' },
                }),
              );
          }),
      ),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const pending = await screen.findByRole('button', { name: 'Submitting Project...' });
    expect(pending).toBeDisabled();

    answer({ status: 500, body: { message: 'Database is down' } });
    expect(
      await screen.findByText('Failed to submit project request. Please try again.'),
    ).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    // The server's own words stay by the button once the toast has gone.
    expect(screen.getByText('Database is down')).toHaveAttribute('role', 'alert');
    expect(textbox('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Submit Project Request' })).toBeEnabled();
  });

  it("puts the server's field messages and image refusals on their fields", async () => {
    const { user } = setup({
      status: 400,
      body: {
        message: 'Please choose a budget range from the list',
        errors: { budgetRange: 'Please choose a budget range from the list' },
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await screen.findByText('Failed to submit project request. Please try again.');
    expect(describedBy(list('Budget Range'))).toEqual([
      'Please choose a budget range from the list',
    ]);
    expect(list('Budget Range')).toHaveFocus();

    stubFetch({
      'POST /api/furniture-requests': {
        status: 400,
        body: { message: 'Image is too large: at most 40 megapixels' },
      },
    });
    await user.upload(
      screen.getByLabelText('Inspiration Image'),
      new File(['x'], 'giant.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Inspiration Image'))).toEqual([
        'Optional: one JPEG, PNG or GIF, up to 10 MB.',
        'Image is too large: at most 40 megapixels',
      ]),
    );
  });

  it("refuses a file the server would refuse, in the server's words, and can take the image off", async () => {
    const { user, sent } = setup();
    const picker = () => screen.getByLabelText<HTMLInputElement>('Inspiration Image');
    await user.upload(picker(), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Image must be a JPEG, PNG or GIF file')).toBeVisible();
    expect(picker().files).toHaveLength(0);

    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(picker(), huge);
    expect(screen.getByText('Image must be 10 MB or smaller')).toBeVisible();

    await user.upload(picker(), new File(['gif'], 'ok.gif', { type: 'image/gif' }));
    expect(screen.queryByText('Image must be 10 MB or smaller')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(picker()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await screen.findByText('Project Request Submitted!');
    expect(sent()[0]?.has('image')).toBe(false);
  });

  it('sends a retry after a failure with the same Idempotency-Key, and a new request with a new one', async () => {
    // A proxy's 502 can hide a request that went through: the retry's key lets the server
    // answer the first answer instead of making a second project.
    const answers = [
      { status: 502, body: { message: 'Bad gateway' } },
      { status: 201, body: ANSWER },
      { status: 201, body: ANSWER },
    ];
    const { user, fetchMock } = setup(() => answers.shift());
    const keys = () =>
      fetchMock.mock.calls
        .filter(([url]) => url === '/api/furniture-requests')
        .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await screen.findByText('Failed to submit project request. Please try again.');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await screen.findByText('Project Request Submitted!');
    const [first, retry] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys()[2]).not.toBe(first);
  });
});
