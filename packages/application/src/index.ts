export * from './actor';
export * from './records';
export * from './result';
export { TEAM_MEMBER_NOT_FOUND } from './team-photos';
export * from './settings';
export * from './access';
export * from './ports';
export * from './use-case-list';
export { EMAIL_TEMPLATES, NOTIFICATIONS } from './notification-list';
// Beyond the list: the workflow's use cases (they need the queue and the mailer), and the
// types other layers name.
export * from './use-cases/relay-outbox';
export * from './use-cases/deliver-event-emails';
export type { SessionInfo } from './use-cases/resolve-session';
export type { Team } from './use-cases/list-staff';
export type { EmailList } from './use-cases/list-emails';
export type {
  ActivityActor,
  ActivityDetails,
  ActivityEntry,
  ActivityType,
  EmailState,
} from './activity';
export type { MaintenanceReport } from './use-cases/run-maintenance';
export type { AcceptanceOrigin } from './use-cases/approve-quote';
export type { QuoteHistory, QuoteView } from './use-cases/list-quotes';
export type { QuoteDocument } from './use-cases/get-quote-document';
export { signedCopyFileName } from './notifications/signed-copy';
export type { PostProgressCommand } from './use-cases/post-progress';
export type { Inbox, InboxItem, InboxKind } from './use-cases/list-inbox';
export type { UploadKind, UploadTarget } from './use-cases/authorize-upload';
export type { PhotoSize, ProgressPhotoFile } from './use-cases/get-progress-photo';
export type { RequestPageRow, RequestPageView, StatusCounts } from './use-cases/browse-requests';
export type { DesignInForce, RequestDesign, RequestDesigns } from './use-cases/get-request-design';
export type { SavedDraftView } from './use-cases/get-saved-draft';
export type { RequestTableRow, RequestTableView } from './use-cases/browse-request-table';
export type { ReviewState } from './use-cases/get-review';
export type {
  PublicPiece,
  PublicPortfolioItem,
  PublicReview,
  PublicShowcase,
} from './use-cases/get-public-showcase';
export type { AddPortfolioPhotosCommand } from './use-cases/add-portfolio-photos';
export type { CurrentWorkshopProfile } from './use-cases/get-workshop-profile';
export type { CurrentPriceList } from './use-cases/get-price-list';
export type { StartedCeremony } from './passkeys';
export type { OwnPasskey } from './use-cases/list-own-passkeys';
export type { InvoiceState, ProjectAccount } from './billing';
export type { InvoiceDocument } from './notifications/invoice';
export type { ReceiptDocument } from './notifications/payment-receipt';
