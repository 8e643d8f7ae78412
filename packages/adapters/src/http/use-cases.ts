import type {
  AdminSignIn,
  ApproveQuote,
  ChangePassword,
  CustomerDeleteRequest,
  DebugResetPassword,
  DeleteRequest,
  EditRequest,
  ForgotPassword,
  ListMessages,
  ListRequests,
  MarkComplete,
  MarkMessagesRead,
  PostMessage,
  ProvideQuote,
  ResetPassword,
  ResolveSession,
  SaveCustomization,
  SignIn,
  SignOut,
  SubmitRequest,
  UnreadCounts,
  UpdateAdminNotes,
} from '@workshop/application';

/** The use cases the HTTP API calls, built by the composition root. */
export interface HttpUseCases {
  readonly saveCustomization: SaveCustomization;
  readonly submitRequest: SubmitRequest;
  readonly listRequests: ListRequests;
  readonly editRequest: EditRequest;
  readonly deleteRequest: DeleteRequest;
  readonly customerDeleteRequest: CustomerDeleteRequest;
  readonly provideQuote: ProvideQuote;
  readonly approveQuote: ApproveQuote;
  readonly markComplete: MarkComplete;
  readonly updateAdminNotes: UpdateAdminNotes;
  readonly postMessage: PostMessage;
  readonly listMessages: ListMessages;
  readonly markMessagesRead: MarkMessagesRead;
  readonly unreadCounts: UnreadCounts;
  readonly signIn: SignIn;
  readonly signOut: SignOut;
  readonly resolveSession: ResolveSession;
  readonly changePassword: ChangePassword;
  readonly forgotPassword: ForgotPassword;
  readonly resetPassword: ResetPassword;
  readonly debugResetPassword: DebugResetPassword;
  readonly adminSignIn: AdminSignIn;
}
