import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import {
  DEFAULT_PRICE_LIST,
  estimatePrice,
  formatPriceRange,
  pieceDesignFromSaved,
} from '@workshop/domain';
import AdminPage from '../src/pages/admin/AdminPage';
import { QuoteDialog } from '../src/pages/admin/QuoteDialog';
import type { AdminRequest, RequestDesign } from '../src/api/admin-requests';
import { REQUESTS_KEY, unreadCountsKey } from '../src/api/query-keys';
import { adminRequest } from './admin-fixtures';
import { renderWithProviders, sessionBody, stubFetch } from './helpers';
import { servePages } from './admin-page-server';

// Component tests that click through cards and Radix dialogs are slow on a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A walnut dining table, 84 x 40, extendable, with drawers, as the wizard saved it. */
const TABLE_DESIGN: RequestDesign = {
  furnitureType: 'table',
  style: 'modern',
  material: 'solid-wood',
  specificMaterial: 'walnut',
  finish: 'wood',
  specificFinish: 'oil-finish',
  dimensions: JSON.stringify({ length: '84', width: '40' }),
  features: ['Extendable', 'Storage Drawers'],
  estimatedPrice: '$2,400 – $3,100',
  updatedAt: '2026-03-04T14:10:00.000Z',
  source: 'request',
  quoteVersion: null,
  signed: false,
};

/** The answer for a request whose design in force is the customer's own. */
const asSent = (design: RequestDesign | null) => ({ design, requestDesign: design });

const designUrl = (id: number) => `/api/furniture-requests/${id}/design`;

function renderPanel(requests: readonly AdminRequest[], extra: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({
    'GET /api/auth/session': { body: sessionBody({ role: 'admin', email: null }) },
    'GET /api/admin/furniture-requests': servePages(() => requests),
    'GET /api/messages/unread-counts': { body: { data: {} } },
    ...extra,
  });
  const view = renderWithProviders(<AdminPage />, {
    route: '/admin',
    path: '/admin',
    extraRoutes: <Route path="/admin-login" element={<p>Admin login page</p>} />,
  });
  return { ...stub, ...view, user: userEvent.setup() };
}

const drawingIn = (card: HTMLElement) =>
  within(card).queryByRole('img', { name: /^Preview of your / });

describe('the wizard design on a request card', () => {
  it('reads the design only when the details open, and draws it with its saved price', async () => {
    const { user, calls } = renderPanel([adminRequest({ id: 7, fullName: 'Ann Lee' })], {
      [`GET ${designUrl(7)}`]: { body: asSent(TABLE_DESIGN) },
    });
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    expect(calls.some((call) => call.url === designUrl(7))).toBe(false);
    expect(drawingIn(card)).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const drawing = await within(card).findByRole('img', { name: /^Preview of your / });
    // Drawn from the saved draft: the customer's sizes, wood and features.
    expect(drawing).toHaveAccessibleName(
      /^Preview of your walnut table, 84 inches long, 40 inches wide/,
    );
    expect(drawing.querySelector('[data-part="leaf"]')).not.toBeNull();
    expect(
      drawing.querySelector('[data-view="front"] [data-measure="length"] text'),
    ).toHaveTextContent('84 in');
    const design = within(card).getByRole('region', { name: 'Wizard Design' });
    expect(design).toHaveTextContent('Indicative price: $2,400 – $3,100');
    expect(within(design).getByText(/a starting point for the quote/)).toBeInTheDocument();
    // The height was left empty: the drawing says it is typical.
    expect(
      within(design).getByText(/A typical size: the customer left this one empty/),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url === designUrl(7))).toHaveLength(1);

    // Closed and opened again: the design is not read again.
    await user.click(within(card).getByRole('button', { name: 'Hide Details' }));
    expect(drawingIn(card)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    await within(card).findByRole('img', { name: /^Preview of your / });
    expect(calls.filter((call) => call.url === designUrl(7))).toHaveLength(1);
  });

  it('shows nothing more for a request that did not come from the wizard', async () => {
    const { user, calls } = renderPanel(
      [
        adminRequest({ id: 8, fullName: 'Bob Stone', furnitureType: 'table' }),
        adminRequest({ id: 9, fullName: 'Cy Oak', furnitureType: 'bookshelf' }),
      ],
      { [`GET ${designUrl(8)}`]: { body: asSent(null) } },
    );
    const bob = await screen.findByRole('article', { name: /Bob Stone/ });
    await user.click(within(bob).getByRole('button', { name: 'View Details' }));
    await waitFor(() => expect(calls.some((call) => call.url === designUrl(8))).toBe(true));
    // Let the answer arrive and render.
    await within(bob).findByText('No image was uploaded.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawingIn(bob)).toBeNull();
    expect(within(bob).queryByText(/Indicative price/)).toBeNull();
    expect(within(bob).queryByRole('region', { name: 'Wizard Design' })).toBeNull();

    // A type the wizard does not offer never had a design: it is not even asked for.
    const cy = screen.getByRole('article', { name: /Cy Oak/ });
    await user.click(within(cy).getByRole('button', { name: 'View Details' }));
    await within(cy).findByText('No image was uploaded.');
    expect(calls.some((call) => call.url === designUrl(9))).toBe(false);
    expect(drawingIn(cy)).toBeNull();
  });

  it('says so when the design cannot be loaded, and keeps the rest of the details', async () => {
    const { user } = renderPanel([adminRequest({ id: 7, fullName: 'Ann Lee' })], {
      [`GET ${designUrl(7)}`]: { status: 500, body: { message: 'Boom' } },
    });
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    expect(await within(card).findByText('The design could not be loaded.')).toBeInTheDocument();
    expect(within(card).getByText('A dining table for six')).toBeInTheDocument();
  });

  it('prices a design saved without a price from today’s list, and says so', async () => {
    const saved = { ...TABLE_DESIGN, estimatedPrice: null };
    const { user } = renderPanel([adminRequest({ id: 7, fullName: 'Ann Lee' })], {
      [`GET ${designUrl(7)}`]: { body: asSent(saved) },
    });
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const design = await within(card).findByRole('region', { name: 'Wizard Design' });
    const piece = pieceDesignFromSaved({
      ...saved,
      constructionMaterial: saved.material,
      surfaceFinish: saved.finish,
    });
    expect(piece).not.toBeNull();
    expect(design).toHaveTextContent(
      `Indicative price: ${formatPriceRange(estimatePrice(piece!, DEFAULT_PRICE_LIST))}`,
    );
    expect(within(design).getByText(/From today’s price list/)).toBeInTheDocument();
  });

  it('draws sizes written in feet, and lists the ones to confirm with the inches read', async () => {
    const written = {
      ...TABLE_DESIGN,
      dimensions: JSON.stringify({ length: '7 ft', width: '6 ft', height: 'about 30' }),
    };
    const { user } = renderPanel([adminRequest({ id: 7, fullName: 'Ann Lee' })], {
      [`GET ${designUrl(7)}`]: { body: { design: written } },
    });
    const card = await screen.findByRole('article', { name: /Ann Lee/ });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const drawing = await within(card).findByRole('img', { name: /^Preview of your / });
    expect(drawing).toHaveAccessibleName(/^Preview of your walnut table, 84 inches long, /);
    const design = within(card).getByRole('region', { name: 'Wizard Design' });
    const confirm = within(design)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(confirm).toEqual([
      'Width typed as “6 ft” (72 in): A table is between 18 and 60 inches wide.',
      'Height typed as “about 30”: not a size the site could read.',
    ]);
  });
});

describe('the wizard price in the Provide Quote dialog', () => {
  function renderQuote(request: AdminRequest, design: RequestDesign | null) {
    const stub = stubFetch({
      [`GET ${designUrl(request.id)}`]: { body: asSent(design) },
      'GET /api/admin/furniture-requests': servePages(() => []),
      'GET /api/messages/unread-counts': { body: { data: {} } },
    });
    const { queryClient } = renderWithProviders(
      <QuoteDialog request={request} open onOpenChange={vi.fn()} />,
    );
    queryClient.setQueryData(REQUESTS_KEY, []);
    queryClient.setQueryData(unreadCountsKey('admin'), { data: {} });
    return stub;
  }

  it('shows the saved indicative price above the form, as a starting point', async () => {
    renderQuote(adminRequest({ id: 12, fullName: 'Ann Lee' }), TABLE_DESIGN);
    const dialog = screen.getByRole('dialog', { name: 'Provide Quote' });
    expect(
      await within(dialog).findByText('Indicative price from the wizard:', { exact: false }),
    ).toHaveTextContent('Indicative price from the wizard: $2,400 – $3,100');
    expect(within(dialog).getByText(/your quote is what counts/)).toBeInTheDocument();
    // The amount is still the workshop's to write.
    expect(within(dialog).getByLabelText(/Quote Amount/)).toHaveValue('');
  });

  it('shows nothing more for a request without a design', async () => {
    const { calls } = renderQuote(adminRequest({ id: 13, fullName: 'Bob Stone' }), null);
    const dialog = screen.getByRole('dialog', { name: 'Provide Quote' });
    await waitFor(() => expect(calls.some((call) => call.url === designUrl(13))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByText(/Indicative price/)).toBeNull();
  });
});
