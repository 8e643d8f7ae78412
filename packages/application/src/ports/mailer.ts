/** Each email the workshop sends, with exactly the details its template shows. */
export type Email =
  | {
      readonly template: 'credentials';
      readonly to: string;
      readonly data: { readonly temporaryPassword: string; readonly expiresAt: Date };
    }
  | {
      readonly template: 'request-confirmation';
      readonly to: string;
      readonly data: ProjectDetails;
    }
  | { readonly template: 'new-request-alert'; readonly to: string; readonly data: ProjectDetails }
  | {
      readonly template: 'quote-ready';
      readonly to: string;
      readonly data: ProjectDetails & {
        readonly quoteAmount: string;
        readonly quoteNotes: string | null;
        readonly quotedBy: string;
        readonly quoteVersion: number;
        /** YYYY-MM-DD */
        readonly validUntil: string;
      };
    }
  | {
      readonly template: 'quote-reminder';
      readonly to: string;
      readonly data: ProjectDetails & {
        readonly quoteAmount: string;
        readonly quoteVersion: number;
        readonly validUntil: string;
      };
    }
  | {
      readonly template: 'quote-viewed';
      readonly to: string;
      readonly data: ProjectDetails & { readonly quoteVersion: number; readonly viewedAt: Date };
    }
  | {
      readonly template: 'quote-changes-requested';
      readonly to: string;
      readonly data: ProjectDetails & { readonly quoteVersion: number; readonly message: string };
    }
  | {
      readonly template: 'quote-declined';
      readonly to: string;
      readonly data: ProjectDetails & { readonly quoteVersion: number; readonly reason: string };
    }
  | {
      readonly template: 'quote-approved';
      readonly to: string;
      readonly data: ProjectDetails & { readonly quoteAmount: string | null };
    }
  | { readonly template: 'project-completed'; readonly to: string; readonly data: ProjectDetails }
  | {
      readonly template: 'project-deleted';
      readonly to: string;
      /** The project is gone: what the event kept of it. */
      readonly data: {
        readonly projectId: number;
        readonly fullName: string;
        readonly summary: string | null;
      };
    }
  | {
      readonly template: 'progress-posted';
      readonly to: string;
      readonly data: ProjectDetails & {
        readonly milestone: string;
        readonly note: string | null;
        readonly photoCount: number;
        /** The first photo's small copy (a stored name), shown inline in the email. */
        readonly thumbnail: { readonly path: string; readonly alt: string } | null;
      };
    }
  | {
      readonly template: 'new-message';
      readonly to: string;
      readonly data: ProjectDetails & {
        readonly senderName: string;
        readonly message: string;
        /** Who reads it: the customer, or the workshop team. */
        readonly audience: 'customer' | 'admin';
        /** The names of the files sent with it (named only: they are read on the site). */
        readonly attachmentNames: readonly string[];
      };
    }
  | {
      readonly template: 'message-digest';
      readonly to: string;
      readonly data: ProjectDetails & {
        /** The customer's messages the team has not seen yet, oldest first. */
        readonly messages: readonly {
          readonly senderName: string;
          readonly message: string;
          readonly sentAt: Date;
          readonly attachmentNames: readonly string[];
        }[];
      };
    }
  | {
      readonly template: 'password-reset';
      readonly to: string;
      readonly data: { readonly token: string; readonly expiresAt: Date };
    }
  | {
      readonly template: 'password-changed';
      readonly to: string;
      readonly data: Record<string, never>;
    };

export type EmailTemplate = Email['template'];

export interface ProjectDetails {
  readonly projectId: number;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly furnitureType: string | null;
  readonly description: string | null;
  readonly budgetRange: string | null;
  readonly timeline: string | null;
  readonly hasImage: boolean;
}

/**
 * Why a send failed. `permanent`: the server refused this recipient for good (a 550-class
 * answer about the address); the email is failed, with the answer, for the team to see. Anything
 * else is the mail system's own trouble (a wrong password, 535; connection refused; TLS; a
 * timeout; a 4xx) and is tried again later, however often it happens.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

export interface Mailer {
  /** Resolves once the mail server accepted the message; throws MailDeliveryError otherwise. */
  send(email: Email): Promise<void>;
}
