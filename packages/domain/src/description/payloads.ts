import { usableDimensions } from '../piece/dimension-rules';
import type { WizardDraft } from '../wizard/draft';
import { buildRequestDescription } from './request-description';

/**
 * Text fields of POST /api/customizations (the image went up on its own). Only sizes that keep
 * to the rules are sent (a size being corrected on step 5 waits there), so a save is never
 * refused for one.
 */
export function customizationPayload(
  sessionId: string,
  draft: WizardDraft,
): Record<string, string> {
  return {
    sessionId,
    furnitureType: draft.furnitureType,
    style: draft.style,
    constructionMaterial: draft.constructionMaterial,
    specificMaterial: draft.specificMaterial,
    surfaceFinish: draft.surfaceFinish,
    specificFinish: draft.specificFinish,
    dimensions: JSON.stringify(usableDimensions(draft.furnitureType, draft.dimensions)),
    hardware: draft.hardware,
    upholstery: draft.upholstery,
    notes: draft.notes,
    fullName: draft.fullName,
    email: draft.email,
    phone: draft.phone,
    timeline: draft.timeline,
    features: JSON.stringify(draft.features),
    completed: 'false',
  };
}

/**
 * Text fields of POST /api/furniture-requests from the wizard's last step: the design summed up
 * in the description, the visitor's notes in full beside it.
 */
export function requestPayload(draft: WizardDraft): Record<string, string> {
  return {
    fullName: draft.fullName,
    email: draft.email,
    phone: draft.phone,
    timeline: draft.timeline,
    furnitureType: draft.furnitureType,
    description: buildRequestDescription(draft),
    budgetRange: draft.budgetRange,
    notes: draft.notes,
  };
}
