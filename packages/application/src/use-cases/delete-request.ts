import { decide } from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureRequest } from '../records';
import { errors, fail, ok, type Result } from '../result';

/** The workshop removes a project for good, with its messages, their attachments and its image. */
export class DeleteRequest {
  constructor(private readonly deps: { uow: UnitOfWork; files: FileStorage; clock: Clock }) {}

  async execute(actor: Actor, id: number): Promise<Result<void>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    // The customer is told (ProjectDeleted: an email), in the transaction that deletes it.
    return removeRequest(this.deps, actor, id, 'DELETE_BY_ADMIN', (tx, request) =>
      tx.outbox.add(
        [
          {
            type: 'ProjectDeleted',
            requestId: request.id,
            customerId: request.customerId,
            fullName: request.fullName,
            summary: summaryOf(request.description),
            by: actedBy(actor),
          },
        ],
        this.deps.clock.now(),
      ),
    );
  }
}

/** The description's first line (a wizard design's title line), for the email to name it. */
function summaryOf(description: string | null): string | null {
  const first = description
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  if (!first) return null;
  return first.length <= 200 ? first : `${first.slice(0, 199)}…`;
}

/** Shared by the admin and customer deletes: the lifecycle decides, then rows and files go. */
export async function removeRequest(
  deps: { uow: UnitOfWork; files: FileStorage },
  actor: Actor,
  id: number,
  event: 'DELETE_BY_ADMIN' | 'DELETE_BY_CUSTOMER',
  /** Runs in the deleting transaction, once the lifecycle allowed it. */
  announce?: (tx: Transaction, request: FurnitureRequest) => Promise<void>,
): Promise<Result<void>> {
  const files: string[] = [];
  const removed = await deps.uow.run(async (tx) => {
    const loaded = await loadVisibleRequest(tx, actor, id, true);
    if (!loaded.ok) return loaded;
    const decision = decide(loaded.value, { type: event });
    if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
    // The wizard drafts it came from go with it: they keep the visitor's contact and photo.
    files.push(...(await tx.customizations.deleteForRequest(id)));
    // The messages' attachments go too (their rows with the project, their files after).
    files.push(...(await tx.messages.attachmentKeys(id)));
    // And the progress timeline's photos and thumbnails.
    files.push(...(await tx.progress.filesOf(id)));
    if (loaded.value.imagePath) files.push(loaded.value.imagePath);
    // And the signed copy of its accepted quote.
    const signed = await tx.quotes.findSignedCopy(id);
    if (signed) files.push(signed.storageKey);
    // And the workshop's drawings on its quote versions.
    files.push(...(await tx.quotes.listDrawings(id)).map((drawing) => drawing.storageKey));
    await announce?.(tx, loaded.value);
    await tx.requests.delete(id);
    return ok(undefined);
  });
  // The files go only once the rows are gone for sure.
  if (removed.ok) for (const file of new Set(files)) await deps.files.remove(file);
  return removed;
}
