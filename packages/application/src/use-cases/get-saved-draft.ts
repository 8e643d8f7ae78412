import { SESSION_ID_PATTERN, type LeafCount, type TableBase } from '@workshop/domain';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { ALREADY_SUBMITTED_MESSAGE } from './save-customization';

/**
 * A wizard draft as the browser gets it back (reload, Back, a return visit): the design, the
 * notes and the image, never the contact details. The session id is the only key a visitor
 * holds, so the answer holds nothing that would tell a finder who the visitor is.
 */
export interface SavedDraftView {
  readonly sessionId: string;
  readonly furnitureType: string;
  readonly style: string | null;
  readonly constructionMaterial: string | null;
  readonly specificMaterial: string | null;
  readonly surfaceFinish: string | null;
  readonly specificFinish: string | null;
  readonly dimensions: string | null;
  readonly features: readonly string[];
  readonly base: TableBase | null;
  readonly leafCount: LeafCount | null;
  readonly leafLength: number | null;
  readonly notes: string | null;
  readonly timeline: string | null;
  readonly image: { readonly reference: string; readonly originalName: string } | null;
  readonly updatedAt: Date;
}

export const SESSION_ID_FORMAT_MESSAGE = 'Session ID is not one this site gave out';
export const NO_SAVED_DRAFT_MESSAGE = 'No saved design for this session';

/** Anyone holding a session id reads its draft back, until the draft is submitted. */
export class GetSavedDraft {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(sessionId: unknown): Promise<Result<SavedDraftView>> {
    if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) {
      return fail(
        errors.validation(SESSION_ID_FORMAT_MESSAGE, { sessionId: SESSION_ID_FORMAT_MESSAGE }),
      );
    }
    return this.deps.uow.run(async (tx) => {
      const draft = await tx.customizations.findBySessionId(sessionId);
      if (!draft) return fail(errors.notFound(NO_SAVED_DRAFT_MESSAGE));
      // Submitted: the design is the project's now; the browser starts a new one.
      if (draft.completed || draft.requestId !== null) {
        return fail(errors.conflict('draft-submitted', ALREADY_SUBMITTED_MESSAGE));
      }
      return ok({
        sessionId: draft.sessionId,
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
        notes: draft.notes,
        timeline: draft.timeline,
        image: draft.imagePath
          ? { reference: draft.imagePath, originalName: draft.imageOriginalName ?? 'image' }
          : null,
        updatedAt: draft.updatedAt,
      });
    });
  }
}
