import { quotedDesignFromSaved, type QuotedDesign } from '@workshop/domain';
import type { Transaction } from './ports/unit-of-work';
import type { FurnitureCustomization, QuoteVersion } from './records';

/**
 * The design a project's customer made in the wizard, read against the catalog: what a first
 * quote prices unless the workshop changes it, and what a version older than pinned designs
 * stands for. Without notes: the visitor's notes are their request's words (the request keeps
 * them), never the design the workshop quotes. Null for a project sent by the quick form.
 */
export function wizardDesignFrom(draft: FurnitureCustomization | null): QuotedDesign | null {
  return (
    draft &&
    quotedDesignFromSaved({
      furnitureType: draft.furnitureType,
      style: draft.style,
      constructionMaterial: draft.material,
      specificMaterial: draft.specificMaterial,
      surfaceFinish: draft.finish,
      specificFinish: draft.specificFinish,
      dimensions: draft.dimensions,
      features: draft.features,
      base: draft.base,
      leafCount: draft.leafCount,
      leafLength: draft.leafLength,
      hardware: draft.hardware,
      notes: null,
    })
  );
}

/** The designs of a project's quote: the customer's own, and each version's. */
export interface ProjectDesigns {
  /** The wizard's design (null for the quick form), without the visitor's notes. */
  readonly requestDesign: QuotedDesign | null;
  /**
   * The design a version prices, as the customer reads and signs it: its own, or the wizard's
   * for a version older than pinned designs. Versions pinned before the notes were kept apart
   * carry the visitor's notes as the design's: those are left out, they are not the workshop's.
   */
  versionDesign(quote: Pick<QuoteVersion, 'design'>): QuotedDesign | null;
}

export async function projectDesignsOf(
  tx: Transaction,
  requestId: number,
): Promise<ProjectDesigns> {
  return projectDesignsFrom(await tx.customizations.findByRequestId(requestId));
}

/** The same, from the project's draft already read (null for the quick form). */
export function projectDesignsFrom(draft: FurnitureCustomization | null): ProjectDesigns {
  const requestDesign = wizardDesignFrom(draft);
  const visitorNotes = draft?.notes?.trim() ?? '';
  return {
    requestDesign,
    versionDesign(quote) {
      const design = quote.design ?? requestDesign;
      if (!design) return null;
      const copied = visitorNotes !== '' && design.notes.trim() === visitorNotes;
      return copied ? { ...design, notes: '' } : design;
    },
  };
}
