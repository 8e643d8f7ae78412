import type { AbandonedDraft, Housekeeping } from '../../src';
import type { InMemoryStore } from './in-memory-store';

/**
 * The maintenance job's queries over the in-memory tables (the HTTP rate limits and the
 * idempotency keys live elsewhere: only the sign-in failure runs are here).
 */
export class FakeHousekeeping implements Housekeeping {
  constructor(private readonly store: InMemoryStore) {}

  async deleteExpiredSessions(now: Date): Promise<number> {
    const { sessions } = this.store.tables;
    this.store.tables.sessions = sessions.filter((s) => s.expiresAt.getTime() > now.getTime());
    return sessions.length - this.store.tables.sessions.length;
  }

  async clearExpiredResetTokens(now: Date): Promise<number> {
    let cleared = 0;
    this.store.tables.users = this.store.tables.users.map((user) => {
      if (!user.resetTokenExpiresAt || user.resetTokenExpiresAt.getTime() > now.getTime()) {
        return user;
      }
      cleared += 1;
      return { ...user, resetTokenHash: null, resetTokenExpiresAt: null };
    });
    return cleared;
  }

  async deleteExpiredRateLimits(now: Date): Promise<number> {
    const runs = this.store.tables.signInFailures;
    this.store.tables.signInFailures = runs.filter((run) => run.endsAt.getTime() > now.getTime());
    return runs.length - this.store.tables.signInFailures.length;
  }

  async deleteExpiredIdempotencyKeys(): Promise<number> {
    return 0;
  }

  async deleteExpiredPasskeyChallenges(now: Date): Promise<number> {
    const challenges = this.store.tables.passkeyChallenges;
    this.store.tables.passkeyChallenges = challenges.filter(
      (challenge) => challenge.expiresAt.getTime() > now.getTime(),
    );
    return challenges.length - this.store.tables.passkeyChallenges.length;
  }

  async prunePublishedEvents(before: Date): Promise<number> {
    const needed = new Set(
      this.store.tables.deliveries
        .filter((row) => row.status === 'failed' || row.status === 'retrying')
        .map((row) => row.eventId),
    );
    const { outbox, requests, users } = this.store.tables;
    // A project's events (and its account's creation) are its activity log: kept while it exists.
    const kept = (payload: unknown) => {
      const { type, requestId, userId } = payload as Record<string, unknown>;
      return (
        requests.some((request) => request.id === requestId) ||
        (type === 'AccountCreated' && users.some((user) => user.id === userId))
      );
    };
    this.store.tables.outbox = outbox.filter(
      (entry) =>
        entry.publishedAt === null ||
        entry.publishedAt.getTime() >= before.getTime() ||
        needed.has(entry.id) ||
        kept(entry.payload),
    );
    return outbox.length - this.store.tables.outbox.length;
  }

  async pruneSentEmails(before: Date): Promise<number> {
    const { deliveries, outbox, requests } = this.store.tables;
    this.store.tables.deliveries = deliveries.filter(
      (row) =>
        !(row.status === 'sent' || row.status === 'skipped') ||
        row.updatedAt.getTime() >= before.getTime() ||
        outbox.some((entry) => entry.id === row.eventId) ||
        requests.some((request) => request.id === row.projectId),
    );
    return deliveries.length - this.store.tables.deliveries.length;
  }

  async deleteAbandonedDrafts(before: Date): Promise<AbandonedDraft[]> {
    const abandoned = this.store.tables.customizations.filter(
      (draft) =>
        draft.requestId === null &&
        !draft.completed &&
        draft.updatedAt.getTime() < before.getTime(),
    );
    const gone = new Set(abandoned.map((draft) => draft.sessionId));
    this.store.tables.customizations = this.store.tables.customizations.filter(
      (draft) => !gone.has(draft.sessionId),
    );
    return abandoned.map(({ sessionId, imagePath }) => ({ sessionId, imagePath }));
  }

  async referencedFiles(): Promise<ReadonlySet<string>> {
    const { requests, customizations, progress, signedCopies } = this.store.tables;
    return new Set([
      ...[...requests, ...customizations]
        .map((row) => row.imagePath)
        .filter((path): path is string => path !== null),
      ...progress.flatMap((update) =>
        update.photos.flatMap((photo) => [photo.path, photo.thumbnailPath]),
      ),
      ...signedCopies.map((signed) => signed.storageKey),
    ]);
  }
}
