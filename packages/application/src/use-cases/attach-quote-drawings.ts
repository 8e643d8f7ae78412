import { MAX_QUOTE_DRAWINGS, TOO_MANY_DRAWINGS_MESSAGE } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { Reads, UnitOfWork } from '../ports/unit-of-work';
import type { QuoteDrawing, StoredAttachment } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { NO_SUCH_VERSION } from './quote-answer';

/**
 * Whether drawings may go on this version of the project's quote: only the current one, and
 * only while the customer has not answered it (what they answered stays as they saw it).
 */
export async function checkDrawable(
  db: Reads,
  projectId: number,
  version: number,
  adding: number,
): Promise<Result<void>> {
  const quote = await db.quotes.findVersion(projectId, version);
  if (!quote) return fail(errors.notFound(NO_SUCH_VERSION));
  const current = await db.quotes.current(projectId);
  if (current?.version !== version) {
    return fail(
      errors.conflict(
        'drawings-current-version',
        'Drawings can only be attached to the current quote version',
      ),
    );
  }
  const acceptance = await db.quotes.findAcceptance(projectId);
  if (acceptance?.version === version || quote.changesRequestedAt || quote.declinedAt) {
    return fail(
      errors.conflict(
        'drawings-answered',
        'The customer has answered this quote version: drawings can no longer be attached',
      ),
    );
  }
  const kept = (await db.quotes.listDrawings(projectId)).filter((d) => d.version === version);
  if (kept.length + adding > MAX_QUOTE_DRAWINGS) {
    return fail(errors.conflict('drawings-per-version', TOO_MANY_DRAWINGS_MESSAGE));
  }
  return ok(undefined);
}

/**
 * The workshop attaches its own drawings to the quote version it sent. The files arrive
 * already checked and stored; they go again whenever they are not kept, so a refusal leaves
 * no file behind.
 */
export class AttachQuoteDrawings {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock; files: FileStorage }) {}

  async execute(
    actor: Actor,
    projectId: number,
    version: number,
    files: readonly StoredAttachment[],
  ): Promise<Result<QuoteDrawing[]>> {
    let kept = false;
    try {
      const result = await this.attach(actor, projectId, version, files);
      kept = result.ok;
      return result;
    } finally {
      if (!kept) for (const file of files) await this.deps.files.remove(file.storageKey);
    }
  }

  private async attach(
    actor: Actor,
    projectId: number,
    version: number,
    files: readonly StoredAttachment[],
  ): Promise<Result<QuoteDrawing[]>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    if (files.length === 0) {
      return fail(errors.validation('Choose at least one drawing (a PDF or an image)'));
    }
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      // Locked: two uploads at once cannot both take the last places.
      const loaded = await loadVisibleRequest(tx, actor, projectId, true);
      if (!loaded.ok) return loaded;
      const drawable = await checkDrawable(tx, projectId, version, files.length);
      if (!drawable.ok) return drawable;
      const drawings = await tx.quotes.addDrawings(projectId, version, files, now);
      await tx.outbox.add(
        [
          {
            type: 'QuoteDrawingsAttached',
            requestId: projectId,
            quoteVersion: version,
            names: drawings.map((drawing) => drawing.name),
            by: actedBy(actor),
          },
        ],
        now,
      );
      return ok(drawings);
    });
  }
}
