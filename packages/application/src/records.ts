import type {
  AttachmentContentType,
  CalendarDay,
  InvoiceKind,
  LeafCount,
  QuoteLine,
  SalesTax,
  PaymentMethod,
  QuotedDesign,
  RequestStatus,
  ReviewStatus,
  StaffRole,
  TableBase,
  UserType,
} from '@workshop/domain';

/** A customer account. The username is the customer's email. */
export interface User {
  readonly id: number;
  readonly email: string;
  /** argon2id hash; null until the credentials email has issued a temporary password. */
  readonly passwordHash: string | null;
  readonly needsPasswordChange: boolean;
  /** When the temporary password stops working; null once a permanent one is set. */
  readonly temporaryPasswordExpiresAt: Date | null;
  /** SHA-256 of the reset token; the token itself exists only in the email. */
  readonly resetTokenHash: string | null;
  readonly resetTokenExpiresAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface StoredImage {
  /** Random file name inside the upload folder, served at /uploads/{path}. */
  readonly path: string;
  readonly originalName: string;
}

export interface FurnitureRequest {
  readonly id: number;
  readonly customerId: number;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly furnitureType: string | null;
  readonly description: string | null;
  readonly budgetRange: string | null;
  readonly timeline: string | null;
  readonly imagePath: string | null;
  readonly imageOriginalName: string | null;
  readonly status: RequestStatus;
  /** Project notes, visible to the customer. */
  readonly notes: string | null;
  /** The workshop's note to the customer on marking the project completed. */
  readonly completionNote: string | null;
  /** Internal notes: never shown to the customer. */
  readonly adminNotes: string;
  readonly quoteAmount: string | null;
  readonly quoteNotes: string | null;
  readonly quotedAt: Date | null;
  readonly quotedBy: string | null;
  readonly quoteApproved: boolean;
  readonly quoteApprovedAt: Date | null;
  readonly adminMessage: string | null;
  readonly adminMessageSentAt: Date | null;
  readonly adminMessageSentBy: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** One version of a project's quote (v1, v2, ...); the request's quote fields show the newest. */
export interface QuoteVersion {
  readonly requestId: number;
  readonly version: number;
  readonly amount: string;
  /** A firm price in whole cents, or null for a range or a text-only amount. */
  readonly priceCents: number | null;
  /** The share of the firm price asked as a deposit (0-100), or null without a firm price. */
  readonly depositPercent: number | null;
  readonly notes: string | null;
  readonly quotedBy: string;
  readonly quotedAt: Date;
  /** The last day it is valid, YYYY-MM-DD (UTC). */
  readonly validUntil: string;
  /**
   * The design it prices, pinned when it was sent; null for a version sent before designs were
   * pinned (it stands for the project's wizard design) or for a project with no design.
   */
  readonly design: QuotedDesign | null;
  /** The quote in lines (the piece first), or null for one figure or a range in words. */
  readonly lines: readonly QuoteLine[] | null;
  /** The workshop's sales tax when it was sent (lines only), or null. */
  readonly salesTax: SalesTax | null;
  /** Why its customer pays no tax (a resale certificate), or null. */
  readonly taxExemptReason: string | null;
  /** The first time the customer opened it. */
  readonly viewedAt: Date | null;
  readonly changesRequestedAt: Date | null;
  /** What the customer asked to change, in their words. */
  readonly changesRequest: string | null;
  readonly declinedAt: Date | null;
  readonly declineReason: string | null;
}

/**
 * How a customer accepted: a full name typed as a signature (the dashboard's dialog), or a
 * click on the spec's approve call, which carries nothing: the signed-in customer's approval,
 * made in the name on the project.
 */
export type AcceptanceMethod = 'typed_signature' | 'click';

/** The customer's binding acceptance of a version: written once, never changed. */
export interface QuoteAcceptance {
  readonly requestId: number;
  readonly version: number;
  readonly amount: string;
  readonly method: AcceptanceMethod;
  /** The name it is made in: typed as a signature, or, by click, the name on the project. */
  readonly signatureName: string;
  readonly acceptedAt: Date;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
  /** The terms as they read when accepted. */
  readonly terms: string;
  /** The optional lines the customer ticked, by place in the version's lines. */
  readonly chosenLines: readonly number[];
  /** The total signed (lines, ticked options and tax), or null without a firm price. */
  readonly priceCents: number | null;
}

/**
 * The signed copy of an accepted quote, stored once with the acceptance: the quote as accepted
 * followed by its acceptance certificate, one PDF. `quoteSha256` is the fingerprint the
 * certificate prints (of the quote's own PDF, carried inside the file); `sha256` is the whole
 * file's, so a download can be checked against the email.
 */
export interface SignedCopy {
  readonly requestId: number;
  readonly version: number;
  /** Its name in the file store (private: read only through the route that checks who asks). */
  readonly storageKey: string;
  readonly size: number;
  readonly quoteSha256: string;
  readonly sha256: string;
  readonly createdAt: Date;
}

/** What a customer may see of a project. */
export type CustomerRequestView = Omit<FurnitureRequest, 'adminNotes'>;

export interface ProjectMessage {
  readonly id: number;
  readonly projectId: number;
  readonly message: string;
  readonly senderType: UserType;
  readonly senderName: string;
  readonly readByAdmin: boolean;
  readonly readByCustomer: boolean;
  readonly sentAt: Date;
  /** The files it carries, in the order they were sent (at most three). */
  readonly attachments: readonly MessageAttachment[];
}

/** A file sent with a message: checked by content, kept in the file store under `storageKey`. */
export interface MessageAttachment {
  /** 1, 2 or 3: its place in the message, and its address (…/attachments/{position}). */
  readonly position: number;
  /** The sender's file name, cleaned, shown back only as text. */
  readonly name: string;
  readonly contentType: AttachmentContentType;
  /** Bytes as stored (an image's size after it was re-encoded). */
  readonly size: number;
  /** The random name in the file store; never sent to a browser. */
  readonly storageKey: string;
}

/** An attachment the upload path has checked and stored, before its message exists. */
export type StoredAttachment = Omit<MessageAttachment, 'position'>;

/**
 * A drawing the workshop sent with a quote version (a PDF or an image), checked by content like
 * a message's files and kept privately under `storageKey`.
 */
export interface QuoteDrawing {
  readonly version: number;
  /** 1 to 5, in the order attached: its address (…/drawings/{position}). */
  readonly position: number;
  readonly name: string;
  readonly contentType: AttachmentContentType;
  readonly size: number;
  /** The random name in the file store; never sent to a browser. */
  readonly storageKey: string;
}

/** A saved wizard design, keyed by the browser's session id. */
export interface FurnitureCustomization {
  readonly id: number;
  readonly sessionId: string;
  readonly userId: number | null;
  /** The project this design became, once submitted. */
  readonly requestId: number | null;
  readonly furnitureType: string;
  readonly style: string | null;
  /** The construction material (solid-wood, mdf, mcp, veneered). */
  readonly material: string | null;
  readonly specificMaterial: string | null;
  /** The surface finish group (painted, laminated, wood). */
  readonly finish: string | null;
  readonly specificFinish: string | null;
  /** JSON text of the dimensions as typed. */
  readonly dimensions: string | null;
  readonly features: readonly string[];
  /** A table's base and leaves (inches each) as chosen; null when not given. */
  readonly base: TableBase | null;
  readonly leafCount: LeafCount | null;
  readonly leafLength: number | null;
  readonly hardware: string | null;
  readonly upholstery: string | null;
  readonly notes: string | null;
  readonly fullName: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly timeline: string | null;
  readonly imagePath: string | null;
  readonly imageOriginalName: string | null;
  readonly estimatedPrice: string | null;
  readonly completed: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type SessionRole = 'customer' | 'admin';

export interface Session {
  /** SHA-256 of the cookie value. */
  readonly tokenHash: string;
  readonly role: SessionRole;
  readonly userId: number | null;
  /** False while a customer signed in with a temporary password has not changed it. */
  readonly passwordChanged: boolean;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** Admin sessions: which passkey opened it (passkeyFingerprint), never the passkey itself. */
  readonly passkeyFingerprint: string | null;
  /** Admin sessions of a staff account: whose; null for the owner's passkey. */
  readonly staffId: number | null;
  /** A member's session opened with one of their WebAuthn passkeys: which; removing it ends the session. */
  readonly staffPasskeyId: number | null;
}

/** A person of the workshop's team, with a sign-in of their own. */
export interface StaffMember {
  readonly id: number;
  /** Lower-cased. */
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  /** argon2id hash; null until they chose a password from their invitation. */
  readonly passwordHash: string | null;
  /** SHA-256 of the invitation link's token; the token itself exists only in the email. */
  readonly invitationTokenHash: string | null;
  readonly invitationExpiresAt: Date | null;
  readonly createdAt: Date;
}

/** One workshop photo of a progress update, as the upload path stored it. */
export interface ProgressPhoto {
  /** The re-encoded photo's stored name (never shown to a client: served by the project's route). */
  readonly path: string;
  /** A small JPEG of it, for the timeline and the email. */
  readonly thumbnailPath: string;
  readonly originalName: string;
  readonly width: number;
  readonly height: number;
}

/** `completion`: the entry marking the project complete adds; `update`: one the workshop posted. */
export type ProgressKind = 'update' | 'completion';

/** One entry of a project's progress timeline. */
export interface ProgressUpdate {
  readonly id: number;
  readonly projectId: number;
  readonly kind: ProgressKind;
  readonly milestone: string;
  readonly note: string | null;
  readonly photos: readonly ProgressPhoto[];
  readonly readByCustomer: boolean;
  readonly postedAt: Date;
  /**
   * The name it is signed with: the staff member who posted it, or the workshop's name for the
   * owner's passkey; null for updates posted before authors were kept.
   */
  readonly authorName: string | null;
  /** When the workshop last changed its text; null if never (the customer sees "edited"). */
  readonly editedAt: Date | null;
}

/** A customer's review of their finished piece (one per project). */
export interface Review {
  readonly projectId: number;
  readonly rating: number;
  readonly text: string;
  readonly status: ReviewStatus;
  /** The piece it is about, as the project names it (shown beside the review, never the name). */
  readonly furnitureType: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The customer's answer on showing their finished piece. */
export interface ShowcaseConsent {
  readonly projectId: number;
  readonly allowed: boolean;
  readonly answeredAt: Date;
}

/** A finished piece published to the portfolio from its project's progress photos. */
export interface PublishedPiece {
  readonly id: number;
  readonly projectId: number;
  readonly title: string;
  readonly text: string | null;
  readonly photos: readonly ProgressPhoto[];
  readonly publishedAt: Date;
}

/** An invoice as issued: final, with the payee and the instructions as they read then. */
export interface Invoice {
  readonly id: number;
  readonly requestId: number;
  readonly quoteVersion: number;
  readonly kind: InvoiceKind;
  /** Sequential across the workshop, without gaps. */
  readonly number: number;
  readonly amountCents: number;
  readonly currency: string;
  readonly issuedAt: Date;
  /** The workshop's day it was issued, and the day it is due (dates, decided once). */
  readonly issuedOn: CalendarDay;
  readonly dueOn: CalendarDay;
  /** From when it is overdue: the midnight after its due day, at the workshop. */
  readonly overdueFrom: Date;
  /** What it bills: "50% deposit on quote v2, total $6,466.00". */
  readonly description: string;
  readonly payeeName: string;
  readonly payeeAddress: string;
  readonly paymentInstructions: string;
}

export type NewInvoice = Omit<Invoice, 'id' | 'number'>;

/** A payment the workshop received; voided ones stay, with who voided them and why. */
export interface Payment {
  readonly id: number;
  readonly requestId: number;
  /** The invoice it was recorded against (the oldest one open then), or null. */
  readonly invoiceId: number | null;
  readonly amountCents: number;
  /** The day it was paid, YYYY-MM-DD. */
  readonly paidOn: string;
  readonly method: PaymentMethod;
  readonly reference: string | null;
  readonly recordedBy: string;
  readonly recordedAt: Date;
  readonly voidedAt: Date | null;
  readonly voidedBy: string | null;
  readonly voidReason: string | null;
}

export type NewPayment = Omit<Payment, 'id' | 'voidedAt' | 'voidedBy' | 'voidReason'>;
