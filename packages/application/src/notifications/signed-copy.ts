import type { Transaction } from '../ports/unit-of-work';
import { notification } from './notification';
import type { ProjectDetails } from './project';

/** The signed copy an email carries as an attachment, read from the file store when it goes. */
export interface SignedCopyAttachment {
  readonly storageKey: string;
  readonly fileName: string;
  /** SHA-256 (hex) of the quote's own PDF, as the certificate prints it. */
  readonly quoteSha256: string;
}

export const signedCopyFileName = (projectId: number, version: number) =>
  `signed-quote-${projectId}-v${version}.pdf`;

/** The project's signed copy as an attachment, or null before one was stored. */
export async function signedCopyAttachment(
  tx: Transaction,
  requestId: number,
): Promise<SignedCopyAttachment | null> {
  const signed = await tx.quotes.findSignedCopy(requestId);
  return signed
    ? {
        storageKey: signed.storageKey,
        fileName: signedCopyFileName(requestId, signed.version),
        quoteSha256: signed.quoteSha256,
      }
    : null;
}

export interface SignedCopyData extends ProjectDetails {
  readonly version: number;
  readonly quoteAmount: string;
  readonly signatureName: string;
  readonly signedCopy: SignedCopyAttachment;
}

/** The customer's copy of what they signed: the signed PDF, attached. */
export const signedCopy = notification<'QuoteApproved', SignedCopyData>({
  answers: 'QuoteApproved',
  title: 'Signed quote',
  async plan(event, { tx, project }) {
    const loaded = await project(event.requestId);
    if (!loaded?.customerEmail) return null;
    const acceptance = await tx.quotes.findAcceptance(event.requestId);
    const attachment = await signedCopyAttachment(tx, event.requestId);
    if (!acceptance || !attachment) return null;
    const data: SignedCopyData = {
      ...loaded.details,
      version: acceptance.version,
      quoteAmount: acceptance.amount,
      signatureName: acceptance.signatureName,
      signedCopy: attachment,
    };
    return { to: loaded.customerEmail, build: async () => data };
  },
});
