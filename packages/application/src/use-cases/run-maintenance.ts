import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';
import type { SecuritySettings } from '../settings';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A draft nobody submitted is kept this long after its last save. */
const DRAFT_DAYS = 30;
/**
 * A file no row names is removed once it is this old: younger, it may be an upload whose
 * request is still being written.
 */
const ORPHAN_FILE_MS = DAY_MS;

/** What one run removed, for its log line. */
export interface MaintenanceReport {
  readonly sessions: number;
  readonly resetTokens: number;
  readonly rateLimits: number;
  readonly idempotencyKeys: number;
  readonly passkeyChallenges: number;
  readonly events: number;
  readonly emails: number;
  readonly drafts: number;
  readonly files: number;
}

/**
 * The hourly clean-up: nothing here keeps what it no longer needs, personal data included.
 * Scheduled through the outbox (one waiting run at a time, whichever worker takes it), and each
 * run schedules the next, so it survives restarts and never runs twice at once.
 */
export class RunMaintenance {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      files: FileStorage;
      settings: Pick<SecuritySettings, 'retentionMs' | 'maintenanceIntervalMs'>;
    },
  ) {}

  /** At start: the next run is scheduled, unless one already waits. */
  async ensureScheduled(): Promise<Result<void>> {
    return this.deps.uow.run(async (tx) => {
      const now = this.deps.clock.now();
      await tx.outbox.schedule(
        { type: 'MaintenanceDue', dueAt: now.toISOString() },
        { at: now, key: 'maintenance' },
        now,
      );
      return ok(undefined);
    });
  }

  async execute(): Promise<Result<MaintenanceReport>> {
    const now = this.deps.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const cleaned = await this.deps.uow.run(async (tx) => {
      const { housekeeping } = tx;
      const abandoned = await housekeeping.deleteAbandonedDrafts(ago(DRAFT_DAYS * DAY_MS));
      return ok({
        sessions: await housekeeping.deleteExpiredSessions(now),
        resetTokens: await housekeeping.clearExpiredResetTokens(now),
        rateLimits: await housekeeping.deleteExpiredRateLimits(now),
        idempotencyKeys: await housekeeping.deleteExpiredIdempotencyKeys(now),
        passkeyChallenges: await housekeeping.deleteExpiredPasskeyChallenges(now),
        events: await housekeeping.prunePublishedEvents(ago(this.deps.settings.retentionMs)),
        emails: await housekeeping.pruneSentEmails(ago(this.deps.settings.retentionMs)),
        drafts: abandoned,
      });
    });
    if (!cleaned.ok) return cleaned;
    const { drafts, ...counts } = cleaned.value;
    for (const draft of drafts) if (draft.imagePath) await this.deps.files.remove(draft.imagePath);
    const files = await this.removeOrphanFiles(ago(ORPHAN_FILE_MS));
    await this.deps.uow.run(async (tx) => {
      const next = new Date(now.getTime() + this.deps.settings.maintenanceIntervalMs);
      await tx.outbox.schedule(
        { type: 'MaintenanceDue', dueAt: next.toISOString() },
        { at: next, key: 'maintenance' },
        now,
      );
      return ok(undefined);
    });
    return ok({ ...counts, drafts: drafts.length, files });
  }

  /** Uploads no project or draft names any more (their request failed, or a crash). */
  private async removeOrphanFiles(olderThan: Date): Promise<number> {
    const referenced = await this.deps.uow.run(async (tx) =>
      ok(await tx.housekeeping.referencedFiles()),
    );
    if (!referenced.ok) return 0;
    let removed = 0;
    for await (const file of this.deps.files.list()) {
      if (referenced.value.has(file.name) || file.lastModified >= olderThan) continue;
      await this.deps.files.remove(file.name);
      removed += 1;
    }
    return removed;
  }
}
