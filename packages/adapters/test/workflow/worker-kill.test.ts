import { afterAll, describe, expect, it } from 'vitest';
import { deliveriesByStatus, duplicates } from './counting';
import { useWorkflowEnvironment } from './environment';
import { submitRequest, temporaryPasswordIn } from './scenario';
import { sleep, waitUntil } from './wait';
import { spawnWorker, type WorkerProcess } from './worker-process';

/** 50 first requests: 50 AccountCreated and 50 RequestSubmitted jobs, 150 emails. */
const REQUESTS = 50;
const JOBS = REQUESTS * 2;
const EMAILS = REQUESTS * 3;
/** startEventWorker's default: the most sends one worker has under way at once. */
const CONCURRENCY = 10;
const LOCK_SECONDS = 3;
const LEASE_SECONDS = 5;

interface CutRow {
  template: string;
  recipient: string;
  payload: { requestId?: number };
}

/** What the subject of a row's email contains: enough to tell it from every other email. */
function subjectOf(row: CutRow): string {
  if (row.template === 'credentials') return 'account';
  if (row.template === 'request-confirmation') return `project request #${row.payload.requestId}`;
  return `New request #${row.payload.requestId} from`;
}

describe('fault: the worker killed with SIGKILL mid-way', () => {
  // Each reply takes a moment, so the kill finds sends in flight.
  const env = useWorkflowEnvironment({ replyDelayMs: 40 });
  const workers: WorkerProcess[] = [];

  it('delivers everything after a restart, with duplicates only for sends cut before their record', async () => {
    const { sink, database, redis } = env();
    // The use cases only write the outbox: the worker processes do everything else.
    const producer = await env().startPipeline({ relay: false, worker: false });
    await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        submitRequest(producer.useCases, `kill-${i}@example.com`),
      ),
    );
    const settings = {
      databaseUrl: database.url,
      redisUrl: redis.url,
      smtpUrl: sink.url,
      queuePrefix: env().newPrefix(),
      // The recovery below waits out both; production's are 30 s and 60 s, the same mechanism.
      env: {
        JOB_LOCK_SECONDS: String(LOCK_SECONDS),
        DELIVERY_LEASE_SECONDS: String(LEASE_SECONDS),
      },
    };

    const first = spawnWorker(settings);
    workers.push(first);
    await first.ready();
    await waitUntil('a third of the emails', () => sink.attempts.length >= EMAILS / 3, {
      timeoutMs: 30_000,
      intervalMs: 5,
    });
    first.child.kill('SIGKILL');
    await first.exited();
    // Let replies the sink was holding go out to the dead socket, then take stock.
    await sleep(200);
    const deliveredBeforeKill = sink.received.length;
    const cut = await database
      .db('email_deliveries as d')
      .join('outbox as o', 'o.id', 'd.event_id')
      .where('d.status', 'sending')
      .select<CutRow[]>('d.template', 'd.recipient', 'o.payload');
    // Cut between the SMTP reply and the record: the sink has it, the log still says sending.
    const cutAfterReply = cut.filter((row) =>
      sink.to(row.recipient).some((email) => email.subject.includes(subjectOf(row))),
    ).length;

    const restartAt = Date.now();
    const second = spawnWorker(settings);
    workers.push(second);
    await second.ready();
    // A killed worker's jobs come back once BullMQ sees them stalled (the lock) and their
    // delivery claims lapse (the lease).
    let statuses: Record<string, number> = {};
    await waitUntil(
      () => `${EMAILS} deliveries recorded (${JSON.stringify(statuses)})`,
      async () => {
        statuses = await deliveriesByStatus(database.db);
        return statuses['sent'] === EMAILS;
      },
      { timeoutMs: 60_000, intervalMs: 200 },
    );
    const recoveredIn = ((Date.now() - restartAt) / 1000).toFixed(0);
    await sleep(500); // anything sent twice would have arrived by now
    const twice = duplicates(sink.received);
    const unique = sink.received.length - twice;
    console.log(
      `worker-kill: jobs=${JOBS} emails=${EMAILS} delivered=${unique} duplicates=${twice} ` +
        `(at the kill: ${deliveredBeforeKill} delivered, ${cut.length} claimed but unrecorded, ` +
        `${cutAfterReply} of them after the SMTP reply; concurrency ${CONCURRENCY}; ` +
        `all recorded ${recoveredIn} s after the restart)`,
    );
    expect(deliveredBeforeKill).toBeLessThan(EMAILS);
    expect(unique).toBe(EMAILS);
    expect(await deliveriesByStatus(database.db)).toEqual({ sent: EMAILS });
    expect(cut.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(twice).toBeLessThanOrEqual(cutAfterReply);
    // However often a credentials email went out, every copy carries the same password.
    for (let i = 0; i < REQUESTS; i += 1) {
      const copies = sink.to(`kill-${i}@example.com`).filter((e) => e.subject.includes('account'));
      expect(new Set(copies.map((copy) => temporaryPasswordIn(copy))).size, `kill-${i}`).toBe(1);
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled(workers.map((worker) => worker.stop('SIGKILL')));
  });
});
