import { afterAll, afterEach, beforeAll } from 'vitest';
import { testBackends, type TestDatabase } from '../persistence/test-database';
import { startPipeline, uniquePrefix, type Pipeline, type PipelineOptions } from './pipeline';
import { startRedis, type RedisProcess } from './redis-process';
import { startSmtpSink, type SinkOptions, type SmtpSink } from './smtp-sink';

export interface WorkflowEnvironment {
  readonly database: TestDatabase;
  readonly redis: RedisProcess;
  readonly sink: SmtpSink;
  /** Starts the in-process worker on this file's services, with a fresh BullMQ prefix. */
  startPipeline(
    options?: Partial<Omit<PipelineOptions, 'knex' | 'databaseUrl' | 'redisUrl' | 'smtpUrl'>>,
  ): Promise<Pipeline>;
}

async function openPostgres(): Promise<TestDatabase> {
  const backend = testBackends().find((candidate) => candidate.name === 'PostgreSQL');
  // The workflow runs on real PostgreSQL (SKIP LOCKED, several workers): no stand-in, no skip.
  if (!backend || backend.unavailable) {
    throw new Error(`The workflow tests need PostgreSQL: ${backend?.unavailable ?? 'no backend'}`);
  }
  return backend.open();
}

/**
 * One PostgreSQL database, one redis-server and one SMTP sink for the test file. Pipelines stop
 * after their test; everything else is removed in afterAll, even after a failure.
 */
export function useWorkflowEnvironment(sinkOptions: SinkOptions = {}): () => WorkflowEnvironment {
  let environment: WorkflowEnvironment | undefined;
  const pipelines: Pipeline[] = [];
  const opened: { database?: TestDatabase; redis?: RedisProcess; sink?: SmtpSink } = {};

  beforeAll(async () => {
    opened.database = await openPostgres();
    opened.redis = await startRedis();
    opened.sink = await startSmtpSink(sinkOptions);
    const { database, redis, sink } = opened;
    environment = {
      database,
      redis,
      sink,
      async startPipeline(options = {}) {
        const pipeline = await startPipeline({
          prefix: uniquePrefix(),
          ...options,
          knex: database.db,
          databaseUrl: database.url,
          redisUrl: redis.url,
          smtpUrl: sink.url,
        });
        pipelines.push(pipeline);
        return pipeline;
      },
    };
  });

  // Each test's pipelines go with it: a relay left running would take the next test's events.
  afterEach(async () => {
    await Promise.allSettled(pipelines.splice(0).map((pipeline) => pipeline.stop()));
  });

  afterAll(async () => {
    await Promise.allSettled(pipelines.splice(0).map((pipeline) => pipeline.stop()));
    await Promise.allSettled([opened.sink?.close(), opened.redis?.close()]);
    await opened.database?.dispose();
  });

  return () => {
    if (!environment) throw new Error('The workflow environment did not start');
    return environment;
  };
}
