/**
 * Generated from the application's catalogue of emails by `pnpm generate:emails`; do not
 * edit. The same titles are the API document's (EmailTemplate); a template this table lacks
 * does not compile.
 */
import type { components } from './schema.gen';

export const EMAIL_TEMPLATE_TITLES: Readonly<
  Record<components['schemas']['EmailTemplate'], string>
> = {
  credentials: 'Account details (temporary password)',
  'request-confirmation': 'Request received',
  'new-request-alert': 'New request (to the team)',
  'quote-ready': 'Quote ready',
  'quote-reminder': 'Quote reminder',
  'quote-viewed': 'Quote viewed (to the team)',
  'quote-changes-requested': 'Changes requested (to the team)',
  'quote-declined': 'Quote declined (to the team)',
  'quote-approved': 'Quote approved (to the team)',
  'project-completed': 'Project completed',
  'project-deleted': 'Project removed by the workshop',
  'progress-posted': 'Workshop progress',
  'new-message': 'New message',
  'message-digest': 'Customer messages (to the team)',
  'password-reset': 'Password reset link',
  'password-changed': 'Password changed',
  'sign-in-warning': 'Sign-in attempts warning',
  'staff-invitation': 'Team invitation',
  'review-request': 'Review request',
  'signed-copy': 'Signed quote',
  invoice: 'Invoice',
  'deposit-reminder': 'Deposit reminder',
  'payment-receipt': 'Payment receipt',
};
