import type { WizardDraft } from '../wizard/draft';
import { buildRequestDescription } from './request-description';

/**
 * Text fields of POST /api/customizations (the image went up on its own), the sizes as typed:
 * they are free text (spec section 5).
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
    dimensions: JSON.stringify(draft.dimensions),
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
 * A table's base and leaves, sent beside the spec's draft fields on every save ('' when not
 * chosen, or not a table): the spec's call keeps its fields exactly, these only add.
 */
export function tableOptionsPayload(draft: WizardDraft): Record<string, string> {
  const table = draft.furnitureType === 'table';
  return {
    base: table ? (draft.base ?? '') : '',
    leafCount: table && draft.leafCount !== undefined ? String(draft.leafCount) : '',
    leafLength: table && draft.leafLength !== undefined ? String(draft.leafLength) : '',
  };
}

/**
 * Text fields of POST /api/furniture-requests from the wizard's last step: the design summed up
 * in the description (with as much of the notes as fits), the visitor's notes in full beside it.
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
