import { createUsers } from './001-users';
import { createFurnitureRequests } from './002-furniture-requests';
import { createMessages } from './003-messages';
import { createFurnitureCustomizations } from './004-furniture-customizations';
import { createSessions } from './005-sessions';
import { createOutbox } from './006-outbox';
import { createEmailDeliveries } from './007-email-deliveries';
import { createRateLimits } from './008-rate-limits';
import { scheduleEventsAndTeamAlerts } from './009-scheduled-events-and-team-alerts';
import { emailLogAndAdminSessions } from './010-email-log-and-admin-sessions';
import { quoteVersions } from './011-quote-versions';
import { requestListIndexes } from './012-request-list-indexes';
import { wizardSessionRequests } from './013-wizard-session-requests';
import { progressUpdates } from './014-progress-updates';
import { messageAttachments } from './015-message-attachments';
import { signInFailures } from './018-sign-in-failures';
import { handledEvents } from './019-handled-events';
import { idempotencyKeys } from './020-idempotency-keys';
import { acceptanceMethod } from './021-acceptance-method';
import { staffAccounts } from './023-staff-accounts';
import { completionNoteAndChangeRequest } from './024-completion-note-and-change-request';
import { quotePriceAndDeposit } from './025-quote-price-and-deposit';
import { signedCopies } from './028-a-signed-copies';
import { workshopProfile } from './029-a-workshop-profile';
import { reviews } from './030-a-reviews';
import { showcase } from './030-b-showcase';
import { sentEmailCopies } from './032-sent-email-copies';
import { quoteInVersionsOnly } from './033-quote-in-versions-only';
import { progressAuthorsAndEdits } from './035-progress-authors-and-edits';
import { staffPasskeys } from './036-staff-passkeys';
import { quoteDesign } from './037-quote-design';
import { invoicesAndPayments } from './038-invoices-and-payments';
import { portfolio } from './039-portfolio';
import { priceLists } from './040-price-lists';
import { passkeyNamesAndUse } from './041-passkey-names-and-use';
import { quoteDrawings } from './043-quote-drawings';
import { teamPhotos } from './044-team-photos';
import { sessionsRememberTheirPasskey } from './046-sessions-remember-their-passkey';
import { quoteLinesAndDueDays } from './047-quote-lines-and-due-days';
import { draftTableOptions } from './048-draft-table-options';
import type { NamedMigration } from './migration';

export type { NamedMigration } from './migration';

/** In order of application. A static list, not a folder scan, so a bundled server still has it. */
export const MIGRATIONS: readonly NamedMigration[] = [
  createUsers,
  createFurnitureRequests,
  createMessages,
  createFurnitureCustomizations,
  createSessions,
  createOutbox,
  createEmailDeliveries,
  createRateLimits,
  scheduleEventsAndTeamAlerts,
  emailLogAndAdminSessions,
  quoteVersions,
  requestListIndexes,
  wizardSessionRequests,
  progressUpdates,
  messageAttachments,
  signInFailures,
  handledEvents,
  idempotencyKeys,
  acceptanceMethod,
  staffAccounts,
  completionNoteAndChangeRequest,
  quotePriceAndDeposit,
  signedCopies,
  workshopProfile,
  reviews,
  showcase,
  sentEmailCopies,
  quoteInVersionsOnly,
  progressAuthorsAndEdits,
  staffPasskeys,
  quoteDesign,
  invoicesAndPayments,
  portfolio,
  priceLists,
  passkeyNamesAndUse,
  quoteDrawings,
  teamPhotos,
  sessionsRememberTheirPasskey,
  quoteLinesAndDueDays,
  draftTableOptions,
];
