import type { Secrets } from '../ports/secrets';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

/** Ends the browser's session, customer or admin. Signing out twice is not an error. */
export class SignOut {
  constructor(private readonly deps: { uow: UnitOfWork; secrets: Secrets }) {}

  async execute(token: string | undefined): Promise<Result<void>> {
    if (!token) return ok(undefined);
    const tokenHash = this.deps.secrets.digest(token);
    return this.deps.uow.run(async (tx) => {
      await tx.sessions.delete(tokenHash);
      return ok(undefined);
    });
  }
}
