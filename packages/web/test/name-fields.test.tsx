import { NAME_RULE_MESSAGE } from '@workshop/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Project } from '../src/api/projects';
import type { QuoteVersion } from '../src/api/quotes';
import { MessagingDialog } from '../src/features/messages/MessagingDialog';
import { QuoteDialog } from '../src/pages/admin/QuoteDialog';
import { ApproveQuoteDialog } from '../src/pages/dashboard/ApproveQuoteDialog';
import { EditProjectDialog } from '../src/pages/dashboard/EditProjectDialog';
import QuickRequestForm from '../src/pages/landing/QuickRequestForm';
import { adminRequest } from './admin-fixtures';
import { renderWithProviders, stubFetch } from './helpers';
import { goToStep, nextButton, renderWizard, stubWizardFetch } from './wizard-helpers';

// Component tests that type and click through Radix dialogs are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** What an outside attack typed where a name goes: a filler that draws nothing, between words. */
const FILLER_NAME = 'Ada\u3164Lovelace';

const typist = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const posted = (calls: readonly { method: string }[]) =>
  calls.filter((call) => call.method !== 'GET');

const PROJECT: Project = {
  id: 12,
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  phone: null,
  furnitureType: 'table',
  description: 'Custom Table - modern Style',
  budgetRange: '1000-2500',
  timeline: '1-month',
  imagePath: null,
  imageOriginalName: null,
  status: 'quoted',
  notes: null,
  quoteAmount: '$1,200',
  quoteNotes: null,
  quotedAt: '2026-03-02T09:00:00.000Z',
  quotedBy: 'Sam Carver',
  quoteApproved: false,
  quoteApprovedAt: null,
  adminMessage: null,
  adminMessageSentAt: null,
  adminMessageSentBy: null,
  completionNote: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const VERSION: QuoteVersion = {
  requestId: 12,
  version: 1,
  design: null,
  amount: '$1,200',
  priceCents: null,
  lines: null,
  salesTax: null,
  taxExemptReason: null,
  totals: null,
  depositPercent: null,
  notes: null,
  quotedBy: 'Sam Carver',
  quotedAt: '2026-03-02T09:00:00.000Z',
  validUntil: '2099-04-01',
  viewedAt: null,
  changesRequestedAt: null,
  changesRequest: null,
  declinedAt: null,
  declineReason: null,
  state: 'sent',
  drawings: [],
};

/** Every name field in the browser refuses what the server refuses, in the rule's words. */
describe('the name rule in the browser', () => {
  it('the quick form: under Full Name, and nothing is sent; a name in Cyrillic goes', async () => {
    const { calls } = stubFetch({
      'POST /api/furniture-requests': {
        status: 201,
        body: { message: 'Thanks', request: { id: 7 } },
      },
    });
    const user = typist();
    renderWithProviders(<QuickRequestForm />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), FILLER_NAME);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Project Request' }));
    expect(await screen.findByText(NAME_RULE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted(calls)).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Мария Иванова');
    await user.click(screen.getByRole('button', { name: 'Submit Project Request' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
  });

  it('the wizard: Submit waits, the hint and the field say why, until the name is a name', async () => {
    stubWizardFetch();
    const { user } = renderWizard();
    await goToStep(user, 8);
    const name = screen.getByLabelText(/Full Name/);
    await user.type(name, FILLER_NAME);
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
    expect(nextButton()).toBeDisabled();
    // The hint beside Submit, and the field once the visitor has left it.
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(NAME_RULE_MESSAGE)).toHaveLength(2);

    await user.clear(name);
    await user.type(name, '李小龙');
    expect(nextButton()).toBeEnabled();
    expect(screen.queryByText(NAME_RULE_MESSAGE)).toBeNull();
  });

  it('the edit dialog', async () => {
    const { calls } = stubFetch({});
    const user = typist();
    renderWithProviders(<EditProjectDialog project={PROJECT} open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Project #12' });
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    await user.clear(name);
    await user.type(name, 'Ann\u2800Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(NAME_RULE_MESSAGE)).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it('the quote’s "quoted by"', async () => {
    const { calls } = stubFetch({});
    const user = typist();
    renderWithProviders(
      <QuoteDialog request={adminRequest({ id: 12 })} open onOpenChange={() => {}} />,
    );
    await user.type(await screen.findByLabelText(/Quote Amount/), '$1,200');
    await user.clear(screen.getByLabelText(/Your Name/));
    await user.type(screen.getByLabelText(/Your Name/), '\uFFA0');
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText(NAME_RULE_MESSAGE)).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it('a message’s sender name', async () => {
    const { calls } = stubFetch({
      'GET /api/furniture-requests/12/messages': { body: { data: [] } },
    });
    const user = typist();
    renderWithProviders(
      <MessagingDialog
        projectId={12}
        open
        onOpenChange={() => {}}
        userType="customer"
        defaultSenderName="Ann Lee"
      />,
    );
    await user.type(screen.getByPlaceholderText('Type your message...'), 'When can you start?');
    await user.clear(screen.getByRole('textbox', { name: 'Your Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your Name' }), FILLER_NAME);
    await user.click(screen.getByRole('button', { name: /Send Message/ }));
    expect(await screen.findByText(NAME_RULE_MESSAGE)).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it('the acceptance signature: a lone accent is not a signature', async () => {
    const { calls } = stubFetch({});
    const user = typist();
    renderWithProviders(
      <ApproveQuoteDialog project={PROJECT} quote={VERSION} open onOpenChange={() => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), '\u0301');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve Quote' }));
    expect(await within(dialog).findByText(NAME_RULE_MESSAGE)).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });
});
