import type { Clock } from './ports/clock';
import type { FileStorage } from './ports/file-storage';
import type { PasskeyCeremony } from './ports/passkey-ceremony';
import type { PasswordHasher } from './ports/password-hasher';
import type { Secrets } from './ports/secrets';
import type { SignedCopyMaker } from './ports/signed-copy-maker';
import type { Throttle } from './ports/throttle';
import type { UnitOfWork } from './ports/unit-of-work';
import type { SecuritySettings } from './settings';
import { AcceptStaffInvitation } from './use-cases/accept-staff-invitation';
import { AdminSignIn } from './use-cases/admin-sign-in';
import { ApproveQuote } from './use-cases/approve-quote';
import { BrowseRequests } from './use-cases/browse-requests';
import { BrowseRequestTable } from './use-cases/browse-request-table';
import { AttachDraftImage } from './use-cases/attach-draft-image';
import { AuthorizeUpload } from './use-cases/authorize-upload';
import { ChangePassword } from './use-cases/change-password';
import { CustomerDeleteRequest } from './use-cases/customer-delete-request';
import { DeclineQuote } from './use-cases/decline-quote';
import { DebugResetPassword } from './use-cases/debug-reset-password';
import { DeleteRequest } from './use-cases/delete-request';
import { EditRequest } from './use-cases/edit-request';
import { ForgotPassword } from './use-cases/forgot-password';
import { GetQuoteDocument } from './use-cases/get-quote-document';
import { GetRequest } from './use-cases/get-request';
import { GetRequestDesign } from './use-cases/get-request-design';
import { GetSavedDraft } from './use-cases/get-saved-draft';
import { IssueResetToken } from './use-cases/issue-reset-token';
import { InviteStaff } from './use-cases/invite-staff';
import { IssueStaffInvitation } from './use-cases/issue-staff-invitation';
import { IssueTemporaryPassword } from './use-cases/issue-temporary-password';
import { ListStaff } from './use-cases/list-staff';
import { RemoveStaff } from './use-cases/remove-staff';
import { SetOwnerPasskey } from './use-cases/set-owner-passkey';
import { StaffSignIn } from './use-cases/staff-sign-in';
import { StartPasskeyRegistration } from './use-cases/start-passkey-registration';
import { FinishPasskeyRegistration } from './use-cases/finish-passkey-registration';
import { StartInvitationPasskey } from './use-cases/start-invitation-passkey';
import { AcceptInvitationWithPasskey } from './use-cases/accept-invitation-with-passkey';
import { StartPasskeySignIn } from './use-cases/start-passkey-sign-in';
import { PasskeySignIn } from './use-cases/passkey-sign-in';
import { ListOwnPasskeys } from './use-cases/list-own-passkeys';
import { RemoveOwnPasskey } from './use-cases/remove-own-passkey';
import { ListActivity } from './use-cases/list-activity';
import { ListEmails } from './use-cases/list-emails';
import { GetEmail } from './use-cases/get-email';
import { ListMessages } from './use-cases/list-messages';
import { GetMessageAttachment } from './use-cases/get-message-attachment';
import { AttachQuoteDrawings } from './use-cases/attach-quote-drawings';
import { GetQuoteDrawing } from './use-cases/get-quote-drawing';
import { ListQuotes } from './use-cases/list-quotes';
import { ListRequests } from './use-cases/list-requests';
import { MarkComplete } from './use-cases/mark-complete';
import { MarkMessagesRead } from './use-cases/mark-messages-read';
import { MarkQuoteViewed } from './use-cases/mark-quote-viewed';
import { PostMessage } from './use-cases/post-message';
import { PostProgress } from './use-cases/post-progress';
import { ListProgress } from './use-cases/list-progress';
import { MarkProgressRead } from './use-cases/mark-progress-read';
import { GetProgressPhoto } from './use-cases/get-progress-photo';
import { EditProgress } from './use-cases/edit-progress';
import { DeleteProgress } from './use-cases/delete-progress';
import { ListInbox } from './use-cases/list-inbox';
import { ProvideQuote } from './use-cases/provide-quote';
import { RemoveDraftImage } from './use-cases/remove-draft-image';
import { RequestQuoteChanges } from './use-cases/request-quote-changes';
import { ResendEmail } from './use-cases/resend-email';
import { ResetPassword } from './use-cases/reset-password';
import { CheckResetLink } from './use-cases/check-reset-link';
import { ResolveSession } from './use-cases/resolve-session';
import { RunMaintenance } from './use-cases/run-maintenance';
import { SaveCustomization } from './use-cases/save-customization';
import { SignIn } from './use-cases/sign-in';
import { SignOut } from './use-cases/sign-out';
import { SubmitRequest } from './use-cases/submit-request';
import { UnreadCounts } from './use-cases/unread-counts';
import { UpdateAdminNotes } from './use-cases/update-admin-notes';
import { GetReview } from './use-cases/get-review';
import { SaveReview } from './use-cases/save-review';
import { WithdrawReview } from './use-cases/withdraw-review';
import { ModerateReview } from './use-cases/moderate-review';
import { ListReviews } from './use-cases/list-reviews';
import { GetPublicShowcase } from './use-cases/get-public-showcase';
import { GetShowcasePhoto } from './use-cases/get-showcase-photo';
import { AnswerShowcaseConsent } from './use-cases/answer-showcase-consent';
import { GetShowcaseConsent } from './use-cases/get-showcase-consent';
import { PublishPiece } from './use-cases/publish-piece';
import { GetWorkshopProfile } from './use-cases/get-workshop-profile';
import { SaveWorkshopProfile } from './use-cases/save-workshop-profile';
import { ListWorkshopProfileHistory } from './use-cases/list-workshop-profile-history';
import { RestoreWorkshopProfile } from './use-cases/restore-workshop-profile';
import { SetTeamPhoto } from './use-cases/set-team-photo';
import { RemoveTeamPhoto } from './use-cases/remove-team-photo';
import { GetTeamPhoto } from './use-cases/get-team-photo';
import { GetPriceList } from './use-cases/get-price-list';
import { SavePriceList } from './use-cases/save-price-list';
import { ListPriceListHistory } from './use-cases/list-price-list-history';
import { RestorePriceList } from './use-cases/restore-price-list';
import { GetSignedCopy } from './use-cases/get-signed-copy';
import { ListPortfolio } from './use-cases/list-portfolio';
import { AddPortfolioItem } from './use-cases/add-portfolio-item';
import { EditPortfolioItem } from './use-cases/edit-portfolio-item';
import { MovePortfolioItem } from './use-cases/move-portfolio-item';
import { AddPortfolioPhotos } from './use-cases/add-portfolio-photos';
import { RemovePortfolioPhoto } from './use-cases/remove-portfolio-photo';
import { RestorePortfolioPhoto } from './use-cases/restore-portfolio-photo';
import { EditPortfolioPhoto } from './use-cases/edit-portfolio-photo';
import { GetPortfolioPhoto } from './use-cases/get-portfolio-photo';
import { RecordPayment } from './use-cases/record-payment';
import { VoidPayment } from './use-cases/void-payment';
import { GetPayments } from './use-cases/get-payments';
import { GetInvoiceDocument } from './use-cases/get-invoice-document';

/**
 * Every port a use case may ask for, under the name every use case gives it. A use case's
 * constructor takes the ports it needs out of this (its own `deps` type says which).
 */
export interface Ports {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly secrets: Secrets;
  readonly hasher: PasswordHasher;
  readonly files: FileStorage;
  readonly settings: SecuritySettings;
  /** Reset emails per account (SecuritySettings.resetEmailsPerHour). */
  readonly resetEmails: Throttle;
  /** Draws and stores an accepted quote's signed copy. */
  readonly signedCopies: SignedCopyMaker;
  /** The WebAuthn ceremonies of the team's passkeys. */
  readonly passkeyCeremony: PasskeyCeremony;
}

/**
 * The use cases a request or a job runs, each once. The composition root derives its bindings
 * and the HTTP layer its types from this list: adding a use case is its file, a line here, its
 * route and its place in docs/openapi.yaml. (The outbox relay and the email sender need the
 * queue and the mailer, which only the worker has: the workflow composes them.)
 */
export const USE_CASES = {
  saveCustomization: SaveCustomization,
  attachDraftImage: AttachDraftImage,
  removeDraftImage: RemoveDraftImage,
  getSavedDraft: GetSavedDraft,
  submitRequest: SubmitRequest,
  listRequests: ListRequests,
  browseRequests: BrowseRequests,
  getRequest: GetRequest,
  getRequestDesign: GetRequestDesign,
  editRequest: EditRequest,
  deleteRequest: DeleteRequest,
  customerDeleteRequest: CustomerDeleteRequest,
  provideQuote: ProvideQuote,
  approveQuote: ApproveQuote,
  requestQuoteChanges: RequestQuoteChanges,
  declineQuote: DeclineQuote,
  listQuotes: ListQuotes,
  markQuoteViewed: MarkQuoteViewed,
  getQuoteDocument: GetQuoteDocument,
  attachQuoteDrawings: AttachQuoteDrawings,
  getQuoteDrawing: GetQuoteDrawing,
  markComplete: MarkComplete,
  updateAdminNotes: UpdateAdminNotes,
  authorizeUpload: AuthorizeUpload,
  postMessage: PostMessage,
  listMessages: ListMessages,
  getMessageAttachment: GetMessageAttachment,
  markMessagesRead: MarkMessagesRead,
  unreadCounts: UnreadCounts,
  postProgress: PostProgress,
  listProgress: ListProgress,
  markProgressRead: MarkProgressRead,
  getProgressPhoto: GetProgressPhoto,
  editProgress: EditProgress,
  deleteProgress: DeleteProgress,
  signIn: SignIn,
  signOut: SignOut,
  resolveSession: ResolveSession,
  changePassword: ChangePassword,
  forgotPassword: ForgotPassword,
  resetPassword: ResetPassword,
  checkResetLink: CheckResetLink,
  debugResetPassword: DebugResetPassword,
  adminSignIn: AdminSignIn,
  staffSignIn: StaffSignIn,
  inviteStaff: InviteStaff,
  issueStaffInvitation: IssueStaffInvitation,
  acceptStaffInvitation: AcceptStaffInvitation,
  listStaff: ListStaff,
  removeStaff: RemoveStaff,
  setOwnerPasskey: SetOwnerPasskey,
  startPasskeyRegistration: StartPasskeyRegistration,
  finishPasskeyRegistration: FinishPasskeyRegistration,
  startInvitationPasskey: StartInvitationPasskey,
  acceptInvitationWithPasskey: AcceptInvitationWithPasskey,
  startPasskeySignIn: StartPasskeySignIn,
  passkeySignIn: PasskeySignIn,
  listOwnPasskeys: ListOwnPasskeys,
  removeOwnPasskey: RemoveOwnPasskey,
  issueTemporaryPassword: IssueTemporaryPassword,
  issueResetToken: IssueResetToken,
  listEmails: ListEmails,
  getEmail: GetEmail,
  listActivity: ListActivity,
  resendEmail: ResendEmail,
  runMaintenance: RunMaintenance,
  browseRequestTable: BrowseRequestTable,
  listInbox: ListInbox,
  getReview: GetReview,
  saveReview: SaveReview,
  withdrawReview: WithdrawReview,
  moderateReview: ModerateReview,
  listReviews: ListReviews,
  getPublicShowcase: GetPublicShowcase,
  getShowcasePhoto: GetShowcasePhoto,
  answerShowcaseConsent: AnswerShowcaseConsent,
  getShowcaseConsent: GetShowcaseConsent,
  publishPiece: PublishPiece,
  getWorkshopProfile: GetWorkshopProfile,
  saveWorkshopProfile: SaveWorkshopProfile,
  listWorkshopProfileHistory: ListWorkshopProfileHistory,
  restoreWorkshopProfile: RestoreWorkshopProfile,
  setTeamPhoto: SetTeamPhoto,
  removeTeamPhoto: RemoveTeamPhoto,
  getTeamPhoto: GetTeamPhoto,
  getPriceList: GetPriceList,
  savePriceList: SavePriceList,
  listPriceListHistory: ListPriceListHistory,
  restorePriceList: RestorePriceList,
  getSignedCopy: GetSignedCopy,
  listPortfolio: ListPortfolio,
  addPortfolioItem: AddPortfolioItem,
  editPortfolioItem: EditPortfolioItem,
  movePortfolioItem: MovePortfolioItem,
  addPortfolioPhotos: AddPortfolioPhotos,
  removePortfolioPhoto: RemovePortfolioPhoto,
  restorePortfolioPhoto: RestorePortfolioPhoto,
  editPortfolioPhoto: EditPortfolioPhoto,
  getPortfolioPhoto: GetPortfolioPhoto,
  recordPayment: RecordPayment,
  voidPayment: VoidPayment,
  getPayments: GetPayments,
  getInvoiceDocument: GetInvoiceDocument,
} as const satisfies Record<string, new (ports: Ports) => object>;

export type UseCaseName = keyof typeof USE_CASES;

export type UseCases = { readonly [K in UseCaseName]: InstanceType<(typeof USE_CASES)[K]> };

/** The list seen one use case at a time, so a name's constructor keeps its own type. */
const CONSTRUCTORS: { readonly [K in UseCaseName]: new (ports: Ports) => UseCases[K] } = USE_CASES;

/** Builds one use case from the ports. */
export function createUseCase<K extends UseCaseName>(name: K, ports: Ports): UseCases[K] {
  return new CONSTRUCTORS[name](ports);
}
