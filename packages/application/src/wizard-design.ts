import { quotedDesignFromSaved, type QuotedDesign } from '@workshop/domain';
import type { Transaction } from './ports/unit-of-work';

/**
 * The design a project's customer made in the wizard, read against the catalog: what a first
 * quote prices unless the workshop changes it, and what a version older than pinned designs
 * stands for. Null for a project sent by the quick form.
 */
export async function wizardDesignOf(
  tx: Transaction,
  requestId: number,
): Promise<QuotedDesign | null> {
  const draft = await tx.customizations.findByRequestId(requestId);
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
      hardware: draft.hardware,
      notes: draft.notes,
    })
  );
}
