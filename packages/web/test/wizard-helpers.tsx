import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createQueryClient } from '../src/api/query-client';
import WizardPage from '../src/pages/wizard/WizardPage';
import RequestSentPage from '../src/pages/request-sent/RequestSentPage';
import LandingPage from '../src/pages/landing/LandingPage';
import { Toaster } from '../src/ui/Toaster';

// Role queries skip the per-element visibility check (getComputedStyle is slow in jsdom with
// the real stylesheets); nothing in the wizard is hidden from the accessibility tree by CSS.
configure({ defaultHidden: true });

export interface WizardCall {
  readonly method: string;
  readonly url: string;
  readonly form: FormData | null;
  /** A JSON body, as sent. */
  readonly json: unknown;
}

export interface Answer {
  readonly status: number;
  readonly body?: unknown;
}

type Answerer = (call: WizardCall) => Answer | Promise<Answer>;

const REFERENCE = '0123456789abcdef0123456789abcdef.png';

/** GET /api/auth/session for nobody signed in. */
export const SIGNED_OUT = {
  authenticated: false,
  role: null,
  email: null,
  name: null,
  staffRole: null,
  passwordChanged: false,
  expiresAt: null,
};

/**
 * Stubs fetch for the wizard's calls. By default the draft save answers 201, the image upload
 * 201 with a reference, its removal 200, the submission 201 with a message and request 42, a
 * saved draft 404 (none) and the session signed out; pass an answerer to change any.
 */
export function stubWizardFetch({
  save = () => ({ status: 201, body: { message: 'Design saved' } }),
  submit = () => ({
    status: 201,
    body: { message: 'Thanks, we have your request.', request: { id: 42 } },
  }),
  load = () => ({ status: 404, body: { message: 'No saved design for this session' } }),
  session = () => ({ status: 200, body: SIGNED_OUT }),
  projects = () => ({ status: 200, body: [] }),
  upload = (call) => ({
    status: 201,
    body: {
      message: 'Image uploaded',
      image: { reference: REFERENCE, originalName: (call.form?.get('image') as File).name },
    },
  }),
  remove = () => ({ status: 200, body: { message: 'Image removed' } }),
}: {
  save?: Answerer;
  submit?: Answerer;
  upload?: Answerer;
  remove?: Answerer;
  load?: Answerer;
  session?: Answerer;
  projects?: Answerer;
} = {}) {
  const calls: WizardCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      form: init?.body instanceof FormData ? init.body : null,
      json: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    let answer: Answer = { status: 404, body: { message: 'No such API route' } };
    if (call.method === 'POST' && url === '/api/customizations') answer = await save(call);
    if (call.method === 'POST' && url === '/api/furniture-requests') answer = await submit(call);
    if (call.method === 'POST' && url === '/api/customizations/image') answer = await upload(call);
    if (call.method === 'DELETE' && url === '/api/customizations/image')
      answer = await remove(call);
    if (call.method === 'GET' && url.startsWith('/api/customizations?')) answer = await load(call);
    if (call.method === 'GET' && url === '/api/auth/session') answer = await session(call);
    // The spec's customer list call, `?customerEmail={email}`.
    if (call.method === 'GET' && url.startsWith('/api/furniture-requests?customerEmail='))
      answer = await projects(call);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The wizard at /customize, the home page it lands on, the confirmation page, and the toasts. */
export function renderWizard({ applyAccept = true }: { applyAccept?: boolean } = {}) {
  // No pointer-events walk per click either: the same slow getComputedStyle calls.
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    applyAccept,
  });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/', '/customize']} initialIndex={1}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/customize" element={<WizardPage />} />
          <Route path="/request-sent" element={<RequestSentPage />} />
          <Route path="/signin" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, unmount: view.unmount };
}

export type User = ReturnType<typeof userEvent.setup>;

export function nextButton(): HTMLElement {
  return screen.getByRole('button', {
    name: /^(Next|Submit Project Request|Submitting Project\.\.\.)/,
  });
}

export function previousButton(): HTMLElement {
  return screen.getByRole('button', { name: /Previous/ });
}

/** The current step's heading (the drawing beside it has a heading of its own). */
export function stepHeading(): HTMLElement {
  return screen.getByRole('heading', {
    level: 2,
    name: (name) => (HEADINGS as readonly string[]).includes(name),
  });
}

/** Clicks Next once it is enabled (a draft save in flight holds it), and waits for the step. */
export async function clickNext(user: User, expectedHeading: string): Promise<void> {
  await waitFor(() => expect(nextButton()).toBeEnabled());
  await user.click(nextButton());
  await waitFor(() => expect(stepHeading()).toHaveTextContent(expectedHeading));
}

export const HEADINGS = [
  'Furniture Type',
  'Inspiration Image',
  'Style & Design',
  'Materials',
  'Dimensions',
  'Features',
  'Review',
  'Contact Info',
] as const;

/** Fills in the required choices of steps 1-4 (a locker) and stops on `step`. */
export async function goToStep(user: User, step: number): Promise<void> {
  if (step <= 1) return;
  await user.click(screen.getByLabelText('Locker'));
  await clickNext(user, HEADINGS[1]);
  if (step === 2) return;
  await clickNext(user, HEADINGS[2]);
  if (step === 3) return;
  await user.click(screen.getByLabelText('Industrial'));
  await clickNext(user, HEADINGS[3]);
  if (step === 4) return;
  await user.click(screen.getByLabelText('MCP'));
  await user.click(screen.getByLabelText('White Melamine'));
  await user.click(screen.getByLabelText('Painted'));
  await user.click(screen.getByLabelText('Satin Paint'));
  for (let index = 4; index < step; index += 1) {
    await clickNext(user, HEADINGS[index] as string);
  }
}
