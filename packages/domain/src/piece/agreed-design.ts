import type { QuotedDesign } from './quoted-design';

/** Where the design in force comes from: the customer's request, or a version of the quote. */
export type DesignSource =
  | { readonly kind: 'request' }
  | { readonly kind: 'quote'; readonly version: number; readonly signed: boolean };

export interface AgreedDesign {
  readonly design: QuotedDesign;
  readonly source: DesignSource;
}

/** A version's number and the design it prices (null: none, or one older than pinned designs). */
export interface VersionDesign {
  readonly version: number;
  readonly design: QuotedDesign | null;
}

/**
 * The design a project is to be built to. Once the customer signs a version, that version's
 * design (one older than pinned designs stands for the request's). Before, the customer's own
 * design from the wizard; a request without one (the quick form) has the design the workshop
 * gave it in its newest version, if it gave one.
 */
export function agreedDesign(sources: {
  readonly signed: VersionDesign | null;
  readonly requested: QuotedDesign | null;
  readonly newest: VersionDesign | null;
}): AgreedDesign | null {
  const { signed, requested, newest } = sources;
  if (signed) {
    const design = signed.design ?? requested;
    return design && { design, source: { kind: 'quote', version: signed.version, signed: true } };
  }
  if (requested) return { design: requested, source: { kind: 'request' } };
  if (newest?.design) {
    return {
      design: newest.design,
      source: { kind: 'quote', version: newest.version, signed: false },
    };
  }
  return null;
}
