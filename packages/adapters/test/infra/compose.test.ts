import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/config';

const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: unknown };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const configuration = read('docs/configuration.md');

describe('docker-compose.yml', () => {
  it('runs Postgres, Redis, Mailpit, the API and the worker, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'mailpit', 'postgres', 'redis', 'worker'].sort(),
    );
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, name).toBeDefined();
    }
  });

  it('runs Redis without eviction and with AOF, as BullMQ needs', () => {
    const command = compose.services.redis?.command?.join(' ');
    expect(command).toContain('--maxmemory-policy noeviction');
    expect(command).toContain('--appendonly yes');
  });

  it('gives the API and the worker a configuration the services mode accepts', () => {
    for (const name of ['api', 'worker']) {
      const environment = compose.services[name]?.environment ?? {};
      // Interpolations such as ${ADMIN_PASSKEY:?...} stand for values the operator provides.
      const values = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [
          key,
          String(value).includes('${') ? exampleValue(key) : String(value),
        ]),
      );
      expect(() => loadConfig(values), name).not.toThrow();
      expect(loadConfig(values).mode).toBe('services');
    }
  });

  it('documents every variable it sets in docs/configuration.md', () => {
    const names = new Set(
      ['api', 'worker'].flatMap((name) => Object.keys(compose.services[name]?.environment ?? {})),
    );
    for (const name of names) expect(configuration, name).toContain(`\`${name}\``);
  });
});

function exampleValue(key: string): string {
  const examples: Record<string, string> = {
    DATABASE_URL: 'postgres://workshop:secret@postgres:5432/workshop',
    PUBLIC_URL: 'https://workshop.example',
    ADMIN_PASSKEY: 'a-long-random-passkey',
    WORKSHOP_EMAIL: 'team@workshop.example',
    MAIL_FROM: 'Workshop <hello@workshop.example>',
  };
  return examples[key] ?? 'x';
}
