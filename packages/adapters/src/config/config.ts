import { z } from 'zod';

/**
 * Every environment variable the processes read, in one place (documented in
 * docs/configuration.md). Values are checked at start, with one clear message per bad value.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1');

const url = (what: string) =>
  z.string().refine((value) => URL.canParse(value), { error: `must be a ${what} URL` });

const environmentSchema = z.object({
  /** local: embedded Postgres, in-process jobs, mail to files. services: the real thing. */
  MODE: z.enum(['local', 'services'], { error: "must be 'local' or 'services'" }).default('local'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(1, { error: 'must be a port number' })
    .max(65535, { error: 'must be a port number' })
    .default(3000),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./.data'),
  DATABASE_URL: url('postgres://').optional(),
  REDIS_URL: url('redis://').optional(),
  /** BullMQ key prefix: lets several deployments (or test runs) share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'must be 1-64 letters, digits, _ . or -' })
    .optional(),
  SMTP_URL: url('smtp://').optional(),
  PUBLIC_URL: url('http(s)://').optional(),
  ADMIN_PASSKEY: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
  WORKSHOP_EMAIL: z.email({ error: 'must be an email address' }).default('workshop@localhost'),
  MAIL_FROM: z.string().min(3).default('Workshop <workshop@localhost>'),
  DEBUG_RESET_ENABLED: booleanFlag.optional(),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* from it, mark cookies Secure. */
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Environment = z.output<typeof environmentSchema>;

export interface Config {
  readonly mode: 'local' | 'services';
  readonly port: number;
  readonly dataDir: string;
  /** Absent in local mode without DATABASE_URL: the embedded Postgres is used. */
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /** BullMQ's key prefix; undefined means BullMQ's default ('bull'). */
  readonly queuePrefix: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly publicUrl: string;
  /** Absent only in local mode, where one is generated and kept in the data folder. */
  readonly adminPasskey: string | undefined;
  readonly workshopEmail: string;
  readonly mailFrom: string;
  readonly debugResetEnabled: boolean;
  readonly trustProxy: boolean;
  readonly logLevel: Environment['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.MODE === 'services') {
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'PUBLIC_URL',
      'ADMIN_PASSKEY',
    ] as const) {
      if (!values[name]) problems.push(`${name} is required in services mode`);
    }
    if (values.DEBUG_RESET_ENABLED) {
      problems.push('DEBUG_RESET_ENABLED must not be true in services mode');
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    mode: values.MODE,
    port: values.PORT,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    queuePrefix: values.QUEUE_PREFIX,
    smtpUrl: values.SMTP_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    adminPasskey: values.ADMIN_PASSKEY,
    workshopEmail: values.WORKSHOP_EMAIL,
    mailFrom: values.MAIL_FROM,
    debugResetEnabled: values.DEBUG_RESET_ENABLED ?? values.MODE === 'local',
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
  };
}
