import type { RequestDesign, SavedDraftView } from '@workshop/application';
import { iso, type Schema } from '../answers';

/** A project's saved wizard design, the piece only. */
export function designView(design: RequestDesign): Schema<'Design'> {
  return {
    furnitureType: design.furnitureType,
    style: design.style,
    material: design.material,
    specificMaterial: design.specificMaterial,
    finish: design.finish,
    specificFinish: design.specificFinish,
    dimensions: design.dimensions,
    features: [...design.features],
    estimatedPrice: design.estimatedPrice,
    updatedAt: iso(design.updatedAt),
  };
}

/** A wizard draft read back by its session: never the contact details. */
export function savedDraftView(draft: SavedDraftView): Schema<'SavedDraft'> {
  return {
    sessionId: draft.sessionId,
    furnitureType: draft.furnitureType,
    style: draft.style,
    constructionMaterial: draft.constructionMaterial,
    specificMaterial: draft.specificMaterial,
    surfaceFinish: draft.surfaceFinish,
    specificFinish: draft.specificFinish,
    dimensions: draft.dimensions,
    features: [...draft.features],
    notes: draft.notes,
    timeline: draft.timeline,
    image: draft.image && {
      reference: draft.image.reference,
      originalName: draft.image.originalName,
    },
    updatedAt: iso(draft.updatedAt),
  };
}
