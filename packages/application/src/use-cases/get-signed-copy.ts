import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SignedCopy } from '../records';
import { errors, fail, ok, type Result } from '../result';

export const NO_SIGNED_COPY = 'No signed copy: the quote has not been accepted';

/**
 * The signed copy of a project's accepted quote, for its customer and the workshop: the same
 * bytes both were emailed. Only a read; the caller streams the file from the store.
 */
export class GetSignedCopy {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number): Promise<Result<SignedCopy>> {
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id);
      if (!loaded.ok) return loaded;
      const signed = await tx.quotes.findSignedCopy(id);
      return signed ? ok(signed) : fail(errors.notFound(NO_SIGNED_COPY));
    });
  }
}
