import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, type ProcessRole } from '../../src/config/config';
import { POSTGRES_IMAGE } from '../persistence/postgres-server';
import { REDIS_IMAGE } from '../workflow/redis-server';
import { caddyUpstreams } from './caddy';
import { composeEnvironment, interpolate, readEnvFile } from './compose-file';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  profiles?: string[];
  restart?: string;
  logging?: { driver?: string; options?: Record<string, string> };
  volumes?: string[];
  stop_grace_period?: string;
}

const rawCompose = read('docker-compose.yml');
const example = readEnvFile(read('.env.example'));
/** What an operator fills in where .env.example leaves a value empty. */
const FILLED_IN: Record<string, string> = {
  ADMIN_PASSKEY: 'a-long-random-passkey',
  CREDENTIALS_KEY: 'a-credentials-key-of-32-characters-or-more',
  POSTGRES_PASSWORD: 'postgres-secret',
  MINIO_ROOT_PASSWORD: 'minio-root-secret',
  S3_SECRET_ACCESS_KEY: 'bucket-key-secret',
  SMTP_URL: 'smtp://user:secret@smtp.example.com:587',
};
const dotEnv = { ...example, ...FILLED_IN };
const compose = parse(interpolate(rawCompose, dotEnv), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`no ${name} service`);
  return found;
};
const configuration = read('docs/configuration.md');

const API_REPLICAS = ['api-1', 'api-2'];
const LONG_RUNNING = ['caddy', 'postgres', 'redis', 'minio', ...API_REPLICAS, 'worker', 'mailpit'];
const APP_SERVICES = ['migrate', ...API_REPLICAS, 'worker'];
const ONE_SHOT = ['createbucket', 'migrate'];

describe('docker-compose.yml', () => {
  it('runs Caddy, PostgreSQL, Redis, MinIO, the migrate step, two APIs, the worker, and Mailpit for dev', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...LONG_RUNNING, ...ONE_SHOT].sort());
  });

  it('restarts what runs for good, each with a health check; the one-shots run once', () => {
    for (const name of LONG_RUNNING) {
      expect(service(name).restart, name).toBe('unless-stopped');
      expect(service(name).healthcheck?.test, name).toBeDefined();
    }
    for (const name of ONE_SHOT) expect(service(name).restart, name).toBe('no');
  });

  it("rotates every service's log: at most 5 files of 10 MB", () => {
    for (const name of [...LONG_RUNNING, ...ONE_SHOT]) {
      expect(service(name).logging, name).toEqual({
        driver: 'json-file',
        options: { 'max-size': '10m', 'max-file': '5' },
      });
    }
  });

  it('migrates once, first: the API and the worker start after the migrate step succeeded', () => {
    expect(service('migrate').command).toEqual(['node', 'dist/migrate.js']);
    for (const name of [...API_REPLICAS, 'worker']) {
      expect(service(name).depends_on?.['migrate'], name).toEqual({
        condition: 'service_completed_successfully',
      });
      expect(service(name).depends_on?.['createbucket'], name).toEqual({
        condition: 'service_completed_successfully',
      });
    }
    expect(service('createbucket').depends_on?.['minio']).toEqual({ condition: 'service_healthy' });
  });

  it('runs two API replicas reachable only through Caddy, which drains them on stop', () => {
    for (const name of API_REPLICAS) {
      const api = service(name);
      expect(api.command, name).toEqual(['node', 'dist/server.js']);
      expect(api.ports, name).toBeUndefined();
      expect(api.stop_grace_period, name).toBe('30s');
      expect(Number(api.environment?.['DRAIN_TIMEOUT_SECONDS']), name).toBeLessThan(30);
      expect(service('caddy').depends_on?.[name], name).toEqual({ condition: 'service_healthy' });
    }
    expect(service('caddy').ports).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(service('caddy').volumes).toContain('./infra/Caddyfile:/etc/caddy/Caddyfile:ro');
    // Caddy health-checks each replica by name: every API service is an upstream, and only they.
    expect(caddyUpstreams(read('infra/Caddyfile'))).toEqual(
      API_REPLICAS.map((name) => `${name}:3000`),
    );
  });

  it('runs the PostgreSQL and Redis images the integration tests start where they can', () => {
    expect(service('postgres').image).toBe(POSTGRES_IMAGE);
    expect(service('redis').image).toBe(REDIS_IMAGE);
  });

  it('keeps Mailpit in the dev profile, its inbox on this machine only', () => {
    expect(service('mailpit').profiles).toEqual(['dev']);
    for (const port of service('mailpit').ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
  });

  it('runs one image for the three app services, built from infra/Dockerfile', () => {
    for (const name of APP_SERVICES) {
      expect(service(name).image, name).toBe('workshop-app');
      expect(service(name).build, name).toEqual({ context: '.', dockerfile: 'infra/Dockerfile' });
    }
  });

  it.each([
    ['api-1', 'api'],
    ['api-2', 'api'],
    ['worker', 'worker'],
    ['migrate', 'migrate'],
  ] as const)('gives the %s a configuration its process accepts', (name, role: ProcessRole) => {
    // Compose hands every value over as a string, whatever YAML made of it.
    const environment = Object.fromEntries(
      Object.entries(service(name).environment ?? {}).map(([key, value]) => [key, String(value)]),
    );
    expect(() => loadConfig(environment, role)).not.toThrow();
    expect(loadConfig(environment, role).mode).toBe('services');
  });

  it('takes every setting from .env: each one it reads is in .env.example or has a default', () => {
    for (const name of composeEnvironment(rawCompose).required) {
      expect(Object.keys(example), `${name} in .env.example`).toContain(name);
    }
  });

  it('documents every variable the app processes read in docs/configuration.md', () => {
    const names = new Set(
      APP_SERVICES.flatMap((name) => Object.keys(service(name).environment ?? {})),
    );
    for (const name of names) expect(configuration, name).toContain(`\`${name}\``);
  });

  it('passes `docker-compose config` where docker-compose is installed', async () => {
    let version: string;
    try {
      version = execFileSync('docker-compose', ['version', '--short'], { encoding: 'utf8' });
    } catch {
      // CI installs it (.ci/run); elsewhere the checks above stand alone.
      if (process.env['CI'] === 'true') throw new Error('CI=true but docker-compose is missing');
      console.warn('docker-compose is not installed: `docker-compose config` not run');
      return;
    }
    const dir = await mkdtemp(join(tmpdir(), 'workshop-compose-'));
    try {
      const envFile = join(dir, '.env');
      await writeFile(
        envFile,
        Object.entries(dotEnv)
          .map(([key, value]) => `${key}=${value}`)
          .join('\n'),
      );
      const output = execFileSync(
        'docker-compose',
        ['--env-file', envFile, '-f', join(ROOT, 'docker-compose.yml'), 'config', '-q'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(output, `docker-compose ${version.trim()}`).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('infra/Dockerfile and .dockerignore', () => {
  const dockerfile = read('infra/Dockerfile');

  it('starts with the syntax line and builds on the Node release the services-mode test runs', () => {
    expect(dockerfile.split('\n')[0]).toBe('# syntax=docker/dockerfile:1');
    // infra/package.json's `node` is the binary test/services runs dist/*.js on.
    const manifest = JSON.parse(read('infra/package.json')) as {
      devDependencies: Record<string, string>;
    };
    const testedMajor = /^\^?(\d+)\./.exec(manifest.devDependencies['node'] ?? '')?.[1];
    const images = [...dockerfile.matchAll(/^FROM node:(\d+)-/gm)].map((match) => match[1]);
    expect(images).toHaveLength(2);
    for (const major of images) expect(major).toBe(testedMajor);
    // An LTS release (even major) still maintained: 24 is supported until April 2028.
    expect(Number(testedMajor) % 2).toBe(0);
    expect(Number(testedMajor)).toBeGreaterThanOrEqual(24);
  });

  it('assembles the image with the script the services-mode test runs', () => {
    expect(dockerfile).toContain('RUN node infra/assemble.mjs /out');
    expect(dockerfile).toContain('COPY --from=build /out /app');
  });

  it('keeps node_modules, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '.data', '.env']) expect(ignored).toContain(entry);
  });
});
