import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type ProcessRole } from '../../src/config/config';

const API = {
  DATABASE_URL: 'postgres://workshop:secret@db:5432/workshop',
  PUBLIC_URL: 'https://workshop.example',
  TRUST_PROXY: '1',
  ADMIN_PASSKEY: 'a-long-random-passkey',
  STORAGE: 's3',
  S3_BUCKET: 'workshop-uploads',
};

function problemsOf(env: Record<string, string>, role: ProcessRole): readonly string[] {
  try {
    loadConfig(env, role);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts local mode with nothing set: loopback only, disk uploads, the debug reset on', () => {
    const config = loadConfig({}, 'local');
    expect(config).toMatchObject({
      mode: 'local',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      debugResetEnabled: true,
      trustProxy: false,
      databasePoolMax: 10,
      drainTimeoutMs: 20_000,
      storage: { kind: 'disk', directory: '.data/uploads' },
    });
    expect(loadConfig({ HOST: '0.0.0.0' }, 'local').host).toBe('0.0.0.0');
    expect(loadConfig({ DEBUG_RESET_ENABLED: 'false' }, 'local').debugResetEnabled).toBe(false);
  });

  it.each([
    [
      'api',
      [
        'DATABASE_URL is required by the API server',
        'PUBLIC_URL is required by the API server',
        'ADMIN_PASSKEY is required by the API server',
        'STORAGE is required by the API server',
      ],
    ],
    [
      'worker',
      [
        'DATABASE_URL is required by the worker',
        'REDIS_URL is required by the worker',
        'SMTP_URL is required by the worker',
        'PUBLIC_URL is required by the worker',
        'STORAGE is required by the worker',
        'CREDENTIALS_KEY is required by the worker',
      ],
    ],
    ['migrate', ['DATABASE_URL is required by the migrate step']],
  ] as const)('names every setting the %s process lacks, one line each', (role, expected) => {
    expect(problemsOf({}, role).map((line) => line.split(' (')[0])).toEqual(expected);
  });

  it('is services mode whatever MODE says, and never serves the debug reset there', () => {
    const config = loadConfig({ ...API, MODE: 'local' }, 'api');
    expect(config.mode).toBe('services');
    expect(config.debugResetEnabled).toBe(false);
    expect(config.host).toBeUndefined();
    expect(problemsOf({ ...API, DEBUG_RESET_ENABLED: 'true' }, 'api')).toEqual([
      'DEBUG_RESET_ENABLED cannot be true in services mode: only dist/local.js serves the debug reset',
    ]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 172.16.0.0/12,fd00::/8', '10.0.0.0/8,172.16.0.0/12,fd00::/8'],
    ['192.0.2.10', '192.0.2.10'],
  ] as const)('takes TRUST_PROXY=%j as express does', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, 'local').trustProxy).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', 'proxy.example'])(
    'refuses TRUST_PROXY=%j with what it takes',
    (value) => {
      expect(problemsOf({ TRUST_PROXY: value }, 'local')).toEqual([
        "TRUST_PROXY must be true, false, a hop count, or addresses and CIDR ranges separated by commas (or 'loopback', 'linklocal', 'uniquelocal')",
      ]);
    },
  );

  it('refuses an https PUBLIC_URL without TRUST_PROXY where it serves HTTP, saying why', () => {
    for (const role of ['api', 'local'] as const) {
      const [problem, ...others] = problemsOf({ ...API, TRUST_PROXY: '' }, role);
      expect(others).toEqual([]);
      expect(problem).toMatch(/^PUBLIC_URL is https but TRUST_PROXY is not set: /);
      expect(problem).toContain('cookies lose their Secure flag');
      expect(problem).toContain('rate limits see every visitor as the proxy');
    }
    // The worker serves nothing: its PUBLIC_URL only builds links.
    expect(
      problemsOf(
        {
          ...API,
          TRUST_PROXY: '',
          REDIS_URL: 'redis://redis:6379',
          SMTP_URL: 'smtp://mail:25',
          CREDENTIALS_KEY: 'a-credentials-key-of-32-characters-or-more',
        },
        'worker',
      ),
    ).toEqual([]);
  });

  it('takes the worker’s CREDENTIALS_KEY, 32 characters at least; the API needs none', () => {
    const worker = { ...API, REDIS_URL: 'redis://redis:6379', SMTP_URL: 'smtp://mail:25' };
    const key = 'a-credentials-key-of-32-characters-or-more';
    expect(loadConfig({ ...worker, CREDENTIALS_KEY: key }, 'worker').credentialsKey).toBe(key);
    expect(problemsOf({ ...worker, CREDENTIALS_KEY: 'too-short' }, 'worker')).toEqual([
      'CREDENTIALS_KEY must be at least 32 characters',
    ]);
    expect(loadConfig(API, 'api').credentialsKey).toBeUndefined();
  });

  it('takes the S3 settings, with keys in pairs and a bucket required', () => {
    expect(
      loadConfig(
        {
          ...API,
          S3_ENDPOINT: 'http://minio:9000',
          S3_ACCESS_KEY_ID: 'workshop',
          S3_SECRET_ACCESS_KEY: 'secret-key',
          S3_FORCE_PATH_STYLE: 'true',
        },
        'api',
      ).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'workshop-uploads',
      region: 'us-east-1',
      credentials: { accessKeyId: 'workshop', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
    });
    expect(loadConfig(API, 'api').storage).toMatchObject({ kind: 's3', credentials: null });
    expect(problemsOf({ ...API, S3_BUCKET: '' }, 'api')).toEqual([
      'S3_BUCKET is required when STORAGE is s3',
    ]);
    expect(problemsOf({ ...API, S3_ACCESS_KEY_ID: 'only-the-id' }, 'api')).toEqual([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials",
    ]);
    expect(problemsOf({ ...API, S3_BUCKET: 'Not_A_Bucket' }, 'api')).toEqual([
      'S3_BUCKET must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    ]);
  });

  it('checks the pool size, the drain timeout and the addresses', () => {
    expect(loadConfig({ ...API, DATABASE_POOL_MAX: '25' }, 'api').databasePoolMax).toBe(25);
    expect(loadConfig({ ...API, DRAIN_TIMEOUT_SECONDS: '5' }, 'api').drainTimeoutMs).toBe(5_000);
    expect(
      problemsOf(
        {
          ...API,
          DATABASE_POOL_MAX: '0',
          DRAIN_TIMEOUT_SECONDS: 'soon',
          HOST: 'every-interface',
          DATABASE_URL: 'mysql://db/workshop',
          STORAGE: 'ftp',
        },
        'api',
      ),
    ).toEqual([
      "HOST must be an IP address such as 127.0.0.1 or 0.0.0.0, or 'localhost'",
      'DATABASE_URL must be a postgres:// URL',
      'DATABASE_POOL_MAX must be a whole number from 1 to 500',
      "STORAGE must be 'disk' or 's3'",
      'DRAIN_TIMEOUT_SECONDS must be a number of seconds from 0 to 600',
    ]);
  });
});
