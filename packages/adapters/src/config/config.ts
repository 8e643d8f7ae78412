import { isIP } from 'node:net';
import { join } from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { DAY_MS } from '@workshop/application';
import { StartupError } from '../startup-error';

/**
 * Every environment variable the processes read, in one place (documented in
 * docs/configuration.md). Values are checked at start, with one clear line per problem.
 *
 * The entry point, not a variable, says which process this is: `dist/local.js` is the local
 * mode; `dist/server.js`, `dist/worker.js` and `dist/migrate.js` are the services mode, always.
 */
/** `backup`: `pnpm backup` and `pnpm restore`, in either mode (DATABASE_URL or the embedded one). */
export type ProcessRole = 'local' | 'api' | 'worker' | 'migrate' | 'backup';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1');

const url = (what: string, protocols: readonly string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
    error: `must be a ${what} URL`,
  });

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: `must be a whole number from 1 to ${max}` })
    .int({ error: `must be a whole number from 1 to ${max}` })
    .min(1, { error: `must be a whole number from 1 to ${max}` })
    .max(max, { error: `must be a whole number from 1 to ${max}` });

const environmentSchema = z.object({
  HOST: z
    .string()
    .refine((value) => isIP(value) !== 0 || value === 'localhost', {
      error: "must be an IP address such as 127.0.0.1 or 0.0.0.0, or 'localhost'",
    })
    .optional(),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be a port number' })
    .max(65535, { error: 'must be a port number' })
    .default(3000),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./.data'),
  DATABASE_URL: url('postgres://', ['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_MAX: positiveInt(500).default(10),
  REDIS_URL: url('redis://', ['redis:', 'rediss:']).optional(),
  /** BullMQ key prefix: lets several deployments (or test runs) share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'must be 1-64 letters, digits, _ . or -' })
    .optional(),
  SMTP_URL: url('smtp://', ['smtp:', 'smtps:']).optional(),
  PUBLIC_URL: url('http(s)://', ['http:', 'https:']).optional(),
  ADMIN_PASSKEY: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
  /** What the worker derives temporary passwords from (HMAC): the same on every worker. */
  CREDENTIALS_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  WORKSHOP_EMAIL: z.email({ error: 'must be an email address' }).default('workshop@localhost'),
  MAIL_FROM: z.string().min(3).default('Workshop <workshop@localhost>'),
  DEBUG_RESET_ENABLED: booleanFlag.optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORAGE: z.enum(['disk', 's3'], { error: "must be 'disk' or 's3'" }).optional(),
  S3_ENDPOINT: url('http(s)://', ['http:', 'https:']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  DRAIN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0 to 600' })
    .min(0, { error: 'must be a number of seconds from 0 to 600' })
    .max(600, { error: 'must be a number of seconds from 0 to 600' })
    .default(20),
  /** Uploads are refused (503) while the scratch folder's file system has less free than this. */
  UPLOAD_MIN_FREE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(0, { error: 'must be a whole number of megabytes' })
    .default(512),
  /**
   * Uploads that may wait for one of the two decode slots; past this one is answered 503 at once.
   * A machine with more memory and cores can take a longer queue.
   */
  UPLOAD_DECODE_QUEUE: positiveInt(1000).default(8),
  /** How long published events and sent-email records are kept before maintenance removes them. */
  RETENTION_DAYS: positiveInt(3650).default(30),
  /** Days from a project's completion to the email asking its customer for a review (0: at once). */
  REVIEW_REQUEST_DAYS: z.coerce
    .number({ error: 'must be a whole number from 0 to 365' })
    .int({ error: 'must be a whole number from 0 to 365' })
    .min(0, { error: 'must be a whole number from 0 to 365' })
    .max(365, { error: 'must be a whole number from 0 to 365' })
    .default(14),
  /**
   * How long a worker's hold on a job lasts without renewal: a killed worker's jobs are taken up
   * again after about this long (BullMQ checks for stalled jobs at the same interval).
   */
  JOB_LOCK_SECONDS: positiveInt(600).default(30),
  /** How long a worker's claim on one email lasts: a killed sender's email is sent after this. */
  DELIVERY_LEASE_SECONDS: positiveInt(3600).default(60),
  /** Bearer token for GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** The worker's own metrics port; unset, the worker serves no metrics. */
  WORKER_METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be a port number' })
    .max(65535, { error: 'must be a port number' })
    .optional(),
});

type Environment = z.output<typeof environmentSchema>;

/** What express's `trust proxy` accepts: all or nothing, a hop count, or addresses and ranges. */
export type TrustProxy = boolean | number | string;

export interface S3Settings {
  /** Absent: AWS itself, found from the region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** Absent: the SDK's own chain (instance role, AWS_* variables). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
  readonly forcePathStyle: boolean;
}

export type StorageSettings =
  { readonly kind: 'disk'; readonly directory: string } | ({ readonly kind: 's3' } & S3Settings);

export interface Config {
  readonly mode: 'local' | 'services';
  /** The address to listen on; undefined: every interface (Node's default). */
  readonly host: string | undefined;
  readonly port: number;
  readonly dataDir: string;
  /** Absent in local mode without DATABASE_URL: the embedded Postgres is used. */
  readonly databaseUrl: string | undefined;
  readonly databasePoolMax: number;
  readonly redisUrl: string | undefined;
  /** BullMQ's key prefix; undefined means BullMQ's default ('bull'). */
  readonly queuePrefix: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly publicUrl: string;
  /** Absent only in local mode (one is generated) and in processes that never check it. */
  readonly adminPasskey: string | undefined;
  /** Absent only in local mode (one is generated) and in processes that send no credentials. */
  readonly credentialsKey: string | undefined;
  readonly workshopEmail: string;
  readonly mailFrom: string;
  readonly debugResetEnabled: boolean;
  readonly trustProxy: TrustProxy;
  readonly logLevel: Environment['LOG_LEVEL'];
  readonly storage: StorageSettings;
  /** How long a stopping process lets requests and jobs under way finish. */
  readonly drainTimeoutMs: number;
  readonly retentionMs: number;
  /** From completion to the review request (REVIEW_REQUEST_DAYS). */
  readonly reviewRequestDelayMs: number;
  /** The uploads' free-space guard on the scratch folder (UPLOAD_MIN_FREE_MB). */
  readonly uploadMinFreeBytes: number;
  /** Uploads that may wait for a decode slot (UPLOAD_DECODE_QUEUE). */
  readonly uploadDecodeQueue: number;
  readonly metricsToken: string | undefined;
  readonly workerMetricsPort: number | undefined;
  /** BullMQ's job lock and stalled-job check (JOB_LOCK_SECONDS). */
  readonly jobLockMs: number;
  /** A claimed email's hold before another worker may send it (DELIVERY_LEASE_SECONDS). */
  readonly deliveryLeaseMs: number;
}

export class ConfigError extends StartupError {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The settings each services-mode process cannot run without. */
const REQUIRED: Readonly<Record<ProcessRole, readonly (keyof Environment)[]>> = {
  local: [],
  api: ['DATABASE_URL', 'PUBLIC_URL', 'ADMIN_PASSKEY', 'STORAGE'],
  worker: ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'STORAGE', 'CREDENTIALS_KEY'],
  migrate: ['DATABASE_URL'],
  backup: [],
};

const EXAMPLES: Partial<Record<keyof Environment, string>> = {
  DATABASE_URL: 'postgres://user:password@host:5432/database',
  REDIS_URL: 'redis://host:6379',
  SMTP_URL: 'smtp://user:password@mail.example.com:587',
  PUBLIC_URL: "the site's address, such as https://workshop.example.com",
  ADMIN_PASSKEY: 'at least 12 characters',
  CREDENTIALS_KEY: 'at least 32 random characters, the same on every worker',
  STORAGE: 's3: a bucket every API replica shares; disk: DATA_DIR/uploads, for one process',
};

const WHAT_FOR: Readonly<Record<ProcessRole, string>> = {
  local: 'in local mode',
  api: 'by the API server',
  worker: 'by the worker',
  migrate: 'by the migrate step',
  backup: 'by backup and restore',
};

/** Reads and checks the environment for one kind of process; throws a ConfigError listing every problem. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  role: ProcessRole,
): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const trustProxy = parseTrustProxy(present['TRUST_PROXY'], problems);
  if (!parsed.success) throw new ConfigError(problems);
  const values = parsed.data;
  const local = role === 'local';

  for (const name of REQUIRED[role]) {
    if (values[name] === undefined) {
      problems.push(
        `${name} is required ${WHAT_FOR[role]} (${EXAMPLES[name] ?? 'see docs/configuration.md'})`,
      );
    }
  }
  if (!local && values.DEBUG_RESET_ENABLED) {
    problems.push(
      'DEBUG_RESET_ENABLED cannot be true in services mode: only dist/local.js serves the debug reset',
    );
  }
  const storage = storageSettings(values, role, problems);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const servesHttp = role === 'api' || role === 'local';
  if (servesHttp && values.PUBLIC_URL?.startsWith('https:') && trustProxy === false) {
    problems.push(
      'PUBLIC_URL is https but TRUST_PROXY is not set: this server speaks plain HTTP behind a TLS proxy, and without trusting it session cookies lose their Secure flag and rate limits see every visitor as the proxy. Set TRUST_PROXY to the proxy (a hop count such as 1, or its address or range)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    mode: local ? 'local' : 'services',
    host: values.HOST ?? (local ? '127.0.0.1' : undefined),
    port: values.PORT,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    databasePoolMax: values.DATABASE_POOL_MAX,
    redisUrl: values.REDIS_URL,
    queuePrefix: values.QUEUE_PREFIX,
    smtpUrl: values.SMTP_URL,
    publicUrl,
    adminPasskey: values.ADMIN_PASSKEY,
    credentialsKey: values.CREDENTIALS_KEY,
    workshopEmail: values.WORKSHOP_EMAIL,
    mailFrom: values.MAIL_FROM,
    // Services mode can never turn it on: refused above, and false whatever else is set.
    debugResetEnabled: local && (values.DEBUG_RESET_ENABLED ?? true),
    trustProxy,
    logLevel: values.LOG_LEVEL,
    storage,
    drainTimeoutMs: values.DRAIN_TIMEOUT_SECONDS * 1000,
    retentionMs: values.RETENTION_DAYS * DAY_MS,
    reviewRequestDelayMs: values.REVIEW_REQUEST_DAYS * DAY_MS,
    uploadMinFreeBytes: values.UPLOAD_MIN_FREE_MB * 1024 * 1024,
    uploadDecodeQueue: values.UPLOAD_DECODE_QUEUE,
    metricsToken: values.METRICS_TOKEN,
    workerMetricsPort: values.WORKER_METRICS_PORT,
    jobLockMs: values.JOB_LOCK_SECONDS * 1000,
    deliveryLeaseMs: values.DELIVERY_LEASE_SECONDS * 1000,
  };
}

function storageSettings(
  values: Environment,
  role: ProcessRole,
  problems: string[],
): StorageSettings {
  const disk: StorageSettings = { kind: 'disk', directory: join(values.DATA_DIR, 'uploads') };
  if ((values.STORAGE ?? 'disk') === 'disk' || role === 'migrate') return disk;
  const {
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = values;
  if (!bucket) problems.push('S3_BUCKET is required when STORAGE is s3');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials",
    );
  }
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT,
    bucket: bucket ?? '',
    region: values.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

/**
 * TRUST_PROXY takes what express's `trust proxy` takes: true/false, a hop count, or a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops === 0 ? false : hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  try {
    if (entries.some((entry) => entry === '')) throw new Error('empty entry');
    proxyAddr.compile(entries);
    return entries.join(',');
  } catch {
    problems.push(
      "TRUST_PROXY must be true, false, a hop count, or addresses and CIDR ranges separated by commas (or 'loopback', 'linklocal', 'uniquelocal')",
    );
    return false;
  }
}
