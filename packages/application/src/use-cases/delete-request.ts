import { decide } from '@workshop/domain';
import type { Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/** The workshop removes a project for good, with its messages and image. */
export class DeleteRequest {
  constructor(private readonly deps: { uow: UnitOfWork; files: FileStorage }) {}

  async execute(actor: Actor, id: number): Promise<Result<void>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    return removeRequest(this.deps, actor, id, 'DELETE_BY_ADMIN');
  }
}

/** Shared by the admin and customer deletes: the lifecycle decides, then rows and files go. */
export async function removeRequest(
  deps: { uow: UnitOfWork; files: FileStorage },
  actor: Actor,
  id: number,
  event: 'DELETE_BY_ADMIN' | 'DELETE_BY_CUSTOMER',
): Promise<Result<void>> {
  const files: string[] = [];
  const removed = await deps.uow.run(async (tx) => {
    const loaded = await loadVisibleRequest(tx, actor, id, true);
    if (!loaded.ok) return loaded;
    const decision = decide(loaded.value, { type: event });
    if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
    // The wizard drafts it came from go with it: they keep the visitor's contact and photo.
    files.push(...(await tx.customizations.deleteForRequest(id)));
    if (loaded.value.imagePath) files.push(loaded.value.imagePath);
    await tx.requests.delete(id);
    return ok(undefined);
  });
  // The files go only once the rows are gone for sure.
  if (removed.ok) for (const file of new Set(files)) await deps.files.remove(file);
  return removed;
}
