import type { EmailTemplate } from '@workshop/application';
import type { Renderer } from '../blocks';
import { credentials } from './credentials';
import { messageDigest } from './message-digest';
import { newMessage } from './new-message';
import { newRequestAlert } from './new-request-alert';
import { passwordChanged } from './password-changed';
import { passwordReset } from './password-reset';
import { progressPosted } from './progress-posted';
import { projectCompleted } from './project-completed';
import { projectDeleted } from './project-deleted';
import { quoteApproved } from './quote-approved';
import { quoteChangesRequested } from './quote-changes-requested';
import { quoteDeclined } from './quote-declined';
import { quoteReady } from './quote-ready';
import { quoteReminder } from './quote-reminder';
import { quoteViewed } from './quote-viewed';
import { requestConfirmation } from './request-confirmation';
import { signInWarning } from './sign-in-warning';
import { signedCopy } from './signed-copy';
import { staffInvitation } from './staff-invitation';
import { reviewRequest } from './review-request';
import { invoice } from './invoice';
import { depositReminder } from './deposit-reminder';
import { paymentReceipt } from './payment-receipt';

/**
 * One renderer per email of the application's catalogue (NOTIFICATIONS), under the same
 * template name: a template without its renderer does not compile.
 */
export const RENDERERS: { readonly [K in EmailTemplate]: Renderer<K> } = {
  credentials,
  'request-confirmation': requestConfirmation,
  'new-request-alert': newRequestAlert,
  'quote-ready': quoteReady,
  'quote-reminder': quoteReminder,
  'quote-viewed': quoteViewed,
  'quote-changes-requested': quoteChangesRequested,
  'quote-declined': quoteDeclined,
  'quote-approved': quoteApproved,
  'project-completed': projectCompleted,
  'project-deleted': projectDeleted,
  'progress-posted': progressPosted,
  'new-message': newMessage,
  'message-digest': messageDigest,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'sign-in-warning': signInWarning,
  'staff-invitation': staffInvitation,
  'review-request': reviewRequest,
  'signed-copy': signedCopy,
  invoice,
  'deposit-reminder': depositReminder,
  'payment-receipt': paymentReceipt,
};
