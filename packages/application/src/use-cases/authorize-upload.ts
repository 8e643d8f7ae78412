import { decide } from '@workshop/domain';
import type { Actor } from '../actor';
import { loadVisibleRequest, requireAdmin, requireOwner, requireSignedIn } from '../access';
import { checkAttachmentBudget } from '../attachment-budget';
import { checkDrawable } from './attach-quote-drawings';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SecuritySettings } from '../settings';
import { errors, fail, ok, type Result } from '../result';

/** What a multipart request would add files to: decided before a byte of them is read. */
export type UploadTarget =
  | { readonly kind: 'request-image' }
  | { readonly kind: 'draft-image' }
  | {
      readonly kind: 'message-attachments';
      readonly projectId: number;
      /** What the request says it carries (its Content-Length; 0 when it does not say). */
      readonly bytes: number;
    }
  | { readonly kind: 'progress-photos'; readonly projectId: number }
  | { readonly kind: 'quote-drawings'; readonly projectId: number; readonly version: number }
  | { readonly kind: 'portfolio-photos' }
  | { readonly kind: 'team-photo' };

export type UploadKind = UploadTarget['kind'];

/**
 * Whether this actor may send files to this target at all. Reading, checking and decoding a
 * file costs far more than this query, so a stranger, a visitor without a session or a
 * project id that is not theirs is refused before the upload is read. The use case that
 * keeps the files asks again: this is the cheap early answer, not the only one.
 */
export class AuthorizeUpload {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      settings: Pick<SecuritySettings, 'attachmentBudget'>;
    },
  ) {}

  async execute(actor: Actor, target: UploadTarget): Promise<Result<void>> {
    switch (target.kind) {
      // A visitor's wizard image and draft images are anonymous by design (per-address budgets).
      case 'request-image':
      case 'draft-image':
        return ok(undefined);
      case 'message-attachments': {
        const signedIn = requireSignedIn(actor);
        if (!signedIn.ok) return signedIn;
        // A project whose files already fill its budget (or its customer's) is refused unread.
        return this.deps.uow.read(async (db) => {
          const loaded = await loadVisibleRequest(db, actor, target.projectId);
          if (!loaded.ok) return loaded;
          const { attachmentBudget } = this.deps.settings;
          return checkAttachmentBudget(db, loaded.value, target.bytes, attachmentBudget);
        });
      }
      case 'progress-photos': {
        const admin = requireAdmin(actor);
        if (!admin.ok) return admin;
        // The lifecycle decides too: no photos are read for a project that takes no updates.
        return this.deps.uow.read(async (db) => {
          const loaded = await loadVisibleRequest(db, actor, target.projectId);
          if (!loaded.ok) return loaded;
          const decision = decide(loaded.value, { type: 'POST_PROGRESS' });
          return decision.allowed
            ? ok(undefined)
            : fail(errors.conflict(decision.rule, decision.message));
        });
      }
      case 'quote-drawings': {
        const admin = requireAdmin(actor);
        if (!admin.ok) return admin;
        // Only the current version, before the customer answers it, takes drawings.
        return this.deps.uow.read(async (db) => {
          const loaded = await loadVisibleRequest(db, actor, target.projectId);
          if (!loaded.ok) return loaded;
          return checkDrawable(db, target.projectId, target.version, 0);
        });
      }
      case 'portfolio-photos':
      case 'team-photo': {
        // Only the owner edits the portfolio and the profile; whether the item or the member
        // exists is answered after (the spec's six are items before they are rows).
        const owner = requireOwner(actor);
        return owner.ok ? ok(undefined) : owner;
      }
    }
  }
}
