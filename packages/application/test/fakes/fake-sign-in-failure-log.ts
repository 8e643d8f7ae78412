import type { SignInFailureLog } from '../../src';
import type { InMemoryStore } from './in-memory-store';

/** sign_in_failures: one run per email, which ends at `endsAt` unless a failure extends it. */
export class FakeSignInFailureLog implements SignInFailureLog {
  constructor(private readonly store: InMemoryStore) {}

  async count(email: string, now: Date): Promise<number> {
    const run = this.store.tables.signInFailures.find((row) => row.email === email);
    return run && run.endsAt.getTime() > now.getTime() ? run.failures : 0;
  }

  async record(email: string, now: Date, quietMs: number): Promise<number> {
    const endsAt = new Date(now.getTime() + quietMs);
    const runs = this.store.tables.signInFailures;
    const index = runs.findIndex((row) => row.email === email);
    const run = runs[index];
    const goesOn = run !== undefined && run.endsAt.getTime() > now.getTime();
    const next = goesOn
      ? { ...run, failures: run.failures + 1, endsAt }
      : { email, failures: 1, startedAt: new Date(now), endsAt };
    if (index === -1) runs.push(next);
    else runs[index] = next;
    return next.failures;
  }
}
