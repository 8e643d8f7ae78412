import { isWizardTimeline } from '../catalog/timelines';
import { pieceDesignFromSaved, type SavedDesign } from '../piece/piece-design';
import { EMPTY_DRAFT, type WizardDraft } from './draft';

/** A saved draft as the server answers it: the design and the notes, never contact details. */
export interface SavedDraft extends SavedDesign {
  readonly notes: string | null;
  readonly timeline: string | null;
}

/**
 * The wizard's draft from a saved one, read against today's catalog: a choice the catalog no
 * longer offers reads as not chosen (the wizard then opens on the step that asks for it).
 * Null when the saved type is not one the wizard offers.
 */
export function draftFromSaved(saved: SavedDraft): WizardDraft | null {
  const design = pieceDesignFromSaved(saved);
  if (!design) return null;
  return {
    ...EMPTY_DRAFT,
    ...design,
    notes: saved.notes ?? '',
    timeline: saved.timeline && isWizardTimeline(saved.timeline) ? saved.timeline : '',
  };
}
