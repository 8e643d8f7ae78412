import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { testBackends, type TestDatabase } from '../persistence/test-database';
import { startPipeline, uniquePrefix, type Pipeline, type PipelineOptions } from './pipeline';
import { startRedis, type RedisProcess } from './redis-process';
import { removeKeys } from './redis-server';
import { startSmtpSink, type SinkOptions, type SmtpSink } from './smtp-sink';

/** The run's shared Redis, or one of the file's own that it may stop and start. */
export type TestRedis = Pick<RedisProcess, 'url'> & Partial<Pick<RedisProcess, 'stop' | 'start'>>;

export interface WorkflowEnvironment {
  readonly database: TestDatabase;
  readonly redis: TestRedis;
  readonly sink: SmtpSink;
  /** A BullMQ key prefix of the test's own, removed from a shared Redis at the end. */
  newPrefix(): string;
  /** Starts the in-process worker on this file's services, with a fresh BullMQ prefix. */
  startPipeline(
    options?: Partial<Omit<PipelineOptions, 'knex' | 'databaseUrl' | 'redisUrl' | 'smtpUrl'>>,
  ): Promise<Pipeline>;
}

export interface EnvironmentOptions extends SinkOptions {
  /** A redis-server of the file's own, for the suites that stop and restart Redis. */
  readonly ownRedis?: boolean;
}

async function openPostgres(): Promise<TestDatabase> {
  const backend = testBackends().find((candidate) => candidate.name === 'PostgreSQL');
  // The workflow runs on real PostgreSQL (SKIP LOCKED, several workers): no stand-in, no skip.
  if (!backend || backend.unavailable) {
    throw new Error(`The workflow tests need PostgreSQL: ${backend?.unavailable ?? 'no backend'}`);
  }
  return backend.open();
}

function sharedRedisUrl(): string {
  const url = inject('redisUrl');
  if (!url) throw new Error('The workflow tests need Redis: none was found (test/global-setup.ts)');
  return url;
}

/**
 * One PostgreSQL database and one SMTP sink for the test file, and Redis: the run's shared one
 * (each pipeline under a key prefix of its own, removed at the end), or a redis-server of the
 * file's own when it must stop Redis. Pipelines stop after their test; everything else goes in
 * afterAll, even after a failure.
 */
export function useWorkflowEnvironment(
  options: EnvironmentOptions = {},
): () => WorkflowEnvironment {
  let environment: WorkflowEnvironment | undefined;
  const pipelines: Pipeline[] = [];
  const prefixes: string[] = [];
  const opened: { database?: TestDatabase; own?: RedisProcess; sink?: SmtpSink } = {};

  beforeAll(async () => {
    opened.database = await openPostgres();
    opened.own = options.ownRedis ? await startRedis() : undefined;
    const redis: TestRedis = opened.own ?? { url: sharedRedisUrl() };
    opened.sink = await startSmtpSink(options);
    const { database, sink } = opened;
    environment = {
      database,
      redis,
      sink,
      newPrefix() {
        const prefix = uniquePrefix();
        prefixes.push(prefix);
        return prefix;
      },
      async startPipeline(pipelineOptions = {}) {
        const prefix = pipelineOptions.prefix ?? uniquePrefix();
        prefixes.push(prefix);
        const pipeline = await startPipeline({
          ...pipelineOptions,
          prefix,
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
    if (!opened.own && environment) await removeKeys(environment.redis.url, prefixes);
    await Promise.allSettled([opened.sink?.close(), opened.own?.close()]);
    await opened.database?.dispose();
  });

  return () => {
    if (!environment) throw new Error('The workflow environment did not start');
    return environment;
  };
}
