import { PAYMENT_METHOD_LABELS } from '@workshop/domain';
import type { IconName } from '../../ui/Icon';
import type { ActivityActor, ActivityEntry, ActivityType } from '../../api/activity';
import { ADMIN_STATUS_LABELS } from './status-labels';
import { emailTemplateLabel } from './email-labels';

/** How an entry reads in the timeline: its icon, one line, and the details under it. */
export interface ActivityLine {
  readonly icon: IconName;
  readonly title: string;
  readonly detail: string;
  /** danger: something the team should look at (an email that did not go out). */
  readonly tone: 'default' | 'danger';
}

const ICONS: Readonly<Record<ActivityType, IconName>> = {
  request_created: 'sparkle',
  account_created: 'lock',
  request_edited: 'edit',
  quote_sent: 'send',
  quote_viewed: 'eye',
  quote_changes_requested: 'message',
  quote_declined: 'close',
  quote_approved: 'check',
  message_posted: 'message',
  notes_updated: 'edit',
  drawings_attached: 'image',
  progress_posted: 'image',
  progress_edited: 'edit',
  progress_deleted: 'close',
  invoice_issued: 'send',
  payment_recorded: 'check',
  payment_voided: 'close',
  status_changed: 'clock',
  email: 'mail',
};

type EditedField = Extract<ActivityEntry, { type: 'request_edited' }>['fields'][number];

const FIELD_LABELS: Readonly<Record<EditedField, string>> = {
  fullName: 'name',
  email: 'email',
  phone: 'phone',
  furnitureType: 'furniture type',
  description: 'description',
  budgetRange: 'budget',
  timeline: 'timeline',
};

/** An email by the name the Emails view gives it. */
const emailName = emailTemplateLabel;

const version = (n: number | null) => (n === null ? 'Quote' : `Quote v${n}`);
const joined = (...parts: (string | null | undefined | false)[]) =>
  parts.filter(Boolean).join(' · ');
/** The log does not carry the currency: the amount alone, "2,825.00". */
const amount = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** "Quote v2 · $4,800", "Email ‘Quote ready’ sent to ann@example.com", ... */
export function describeActivity(entry: ActivityEntry): ActivityLine {
  const line = (title: string, detail = '', tone: ActivityLine['tone'] = 'default') => ({
    icon: ICONS[entry.type],
    title,
    detail,
    tone,
  });
  switch (entry.type) {
    case 'request_created':
      return line(
        'Request submitted',
        entry.source === 'wizard'
          ? 'From the design wizard'
          : entry.source === 'quick_form'
            ? 'From the quick request form'
            : '',
      );
    case 'account_created':
      return line('Customer account created');
    case 'request_edited':
      return line(
        'Request edited',
        `Changed ${entry.fields.map((field) => FIELD_LABELS[field]).join(', ')}`,
      );
    case 'quote_sent':
      return line('Quote sent', joined(version(entry.quoteVersion), entry.amount));
    case 'quote_viewed':
      return line('Quote viewed', version(entry.quoteVersion));
    case 'quote_changes_requested':
      return line('Changes requested', version(entry.quoteVersion));
    case 'quote_declined':
      return line(
        'Quote declined',
        joined(version(entry.quoteVersion), entry.reason && `“${entry.reason}”`),
      );
    case 'quote_approved':
      return line(
        'Quote approved',
        joined(
          version(entry.quoteVersion),
          entry.amount,
          entry.signedCopyFingerprint &&
            `signed copy stored, SHA-256 ${entry.signedCopyFingerprint.slice(0, 12)}…`,
        ),
      );
    case 'notes_updated':
      return line('Internal notes updated');
    case 'drawings_attached':
      return line('Drawings attached', joined(version(entry.quoteVersion), entry.names.join(', ')));
    case 'message_posted':
      return line('Message posted');
    case 'progress_posted':
      return line(
        'Progress update posted',
        joined(entry.milestone, plural(entry.photoCount, 'photo', 'photos')),
      );
    case 'progress_edited':
      return line('Progress update edited', entry.milestone);
    case 'progress_deleted':
      return line('Progress update deleted', joined(entry.milestone, `“${entry.reason}”`));
    case 'invoice_issued':
      return line(
        entry.kind === 'balance' ? 'Balance invoice issued' : 'Deposit invoice issued',
        joined(entry.invoice, entry.amountCents !== null && amount(entry.amountCents)),
      );
    case 'payment_recorded':
      return line(
        'Payment recorded',
        joined(
          entry.amountCents !== null && amount(entry.amountCents),
          entry.method && PAYMENT_METHOD_LABELS[entry.method],
        ),
      );
    case 'payment_voided':
      return line(
        'Payment voided',
        joined(`Payment #${entry.paymentId}`, entry.reason && `“${entry.reason}”`),
      );
    case 'status_changed':
      return line(
        'Status changed',
        entry.from
          ? `${ADMIN_STATUS_LABELS[entry.from]} → ${ADMIN_STATUS_LABELS[entry.to]}`
          : `To ${ADMIN_STATUS_LABELS[entry.to]}`,
      );
    case 'email': {
      const name = `Email ‘${emailName(entry.template)}’`;
      switch (entry.state) {
        case 'sent':
          return line(`${name} sent to ${entry.recipient}`);
        case 'failed':
          return line(
            `${name} to ${entry.recipient} failed`,
            entry.error ? `Email failed: ${entry.error}` : 'Email failed',
            'danger',
          );
        case 'pending':
          return line(
            `${name} to ${entry.recipient} not sent yet`,
            joined(
              plural(entry.attempts, 'attempt', 'attempts'),
              entry.error && `last answer: ${entry.error}`,
            ),
          );
        case 'skipped':
          return line(`${name} to ${entry.recipient} not needed any more`);
      }
    }
  }
}

/** Who did it: "Ada Lovelace (customer)", "Sam (workshop)", "Automatic". */
export function actorLabel(actor: ActivityActor): string {
  switch (actor.role) {
    case 'customer':
      return actor.name ? `${actor.name} (customer)` : 'The customer';
    case 'admin':
      return actor.name ? `${actor.name} (workshop)` : 'The workshop';
    case 'system':
      return 'Automatic';
  }
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(at: string, now: Date): string {
  let amount = (Date.parse(at) - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}
