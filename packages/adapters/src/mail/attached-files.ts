import { buffer } from 'node:stream/consumers';
import type { Email } from '@workshop/application';
import { renderInvoicePdf, renderReceiptPdf } from '../pdf/money-pdf';
import type { ObjectStore } from '../storage/object-store';

/** A file travelling with the email (nodemailer's attachment). */
export interface AttachedFile {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

const pdf = (filename: string, content: Buffer): AttachedFile => ({
  filename,
  content,
  contentType: 'application/pdf',
});

/**
 * The files an email carries: an invoice's or a receipt's PDF, drawn from the email's details,
 * or, read from the store, a signed quote's PDF. Unlike a progress
 * photo, the signed copy is what the email is for: one missing from the store fails the send
 * (it is tried again) rather than going without it.
 */
export async function attachedFilesOf(
  email: Email,
  store: Pick<ObjectStore, 'open'> | undefined,
): Promise<AttachedFile[]> {
  if (email.template === 'invoice' || email.template === 'deposit-reminder') {
    const { invoice } = email.data;
    return [pdf(invoice.fileName, await renderInvoicePdf(invoice))];
  }
  if (email.template === 'payment-receipt') {
    const { receipt } = email.data;
    return [pdf(receipt.fileName, await renderReceiptPdf(receipt))];
  }
  const signed =
    email.template === 'signed-copy' || email.template === 'quote-approved'
      ? email.data.signedCopy
      : null;
  if (!signed) return [];
  const object = store ? await store.open(signed.storageKey) : null;
  if (!object) throw new Error(`The signed copy ${signed.storageKey} is not in the store`);
  return [pdf(signed.fileName, await buffer(object.body))];
}
