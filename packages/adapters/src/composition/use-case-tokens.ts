import type { ServiceIdentifier } from 'inversify';
import type { HttpUseCases } from '../http/use-cases';
import type { IssueResetToken, IssueTemporaryPassword } from '@workshop/application';

export interface WorkerUseCases {
  readonly issueTemporaryPassword: IssueTemporaryPassword;
  readonly issueResetToken: IssueResetToken;
}

export type AllUseCases = HttpUseCases & WorkerUseCases;

/** One identifier per use case, named after it. */
export const USE_CASE_TOKENS: {
  readonly [K in keyof AllUseCases]: ServiceIdentifier<AllUseCases[K]>;
} = {
  saveCustomization: Symbol.for('SaveCustomization'),
  submitRequest: Symbol.for('SubmitRequest'),
  listRequests: Symbol.for('ListRequests'),
  editRequest: Symbol.for('EditRequest'),
  deleteRequest: Symbol.for('DeleteRequest'),
  customerDeleteRequest: Symbol.for('CustomerDeleteRequest'),
  provideQuote: Symbol.for('ProvideQuote'),
  approveQuote: Symbol.for('ApproveQuote'),
  markComplete: Symbol.for('MarkComplete'),
  updateAdminNotes: Symbol.for('UpdateAdminNotes'),
  postMessage: Symbol.for('PostMessage'),
  listMessages: Symbol.for('ListMessages'),
  markMessagesRead: Symbol.for('MarkMessagesRead'),
  unreadCounts: Symbol.for('UnreadCounts'),
  signIn: Symbol.for('SignIn'),
  signOut: Symbol.for('SignOut'),
  resolveSession: Symbol.for('ResolveSession'),
  changePassword: Symbol.for('ChangePassword'),
  forgotPassword: Symbol.for('ForgotPassword'),
  resetPassword: Symbol.for('ResetPassword'),
  debugResetPassword: Symbol.for('DebugResetPassword'),
  adminSignIn: Symbol.for('AdminSignIn'),
  issueTemporaryPassword: Symbol.for('IssueTemporaryPassword'),
  issueResetToken: Symbol.for('IssueResetToken'),
};
