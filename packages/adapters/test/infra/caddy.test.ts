import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caddyUpstreams, directiveValues, findCaddy } from './caddy';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const caddyfile = readFileSync(join(ROOT, 'infra/Caddyfile'), 'utf8');
const single = (directive: string): string[] => {
  const values = directiveValues(caddyfile, directive);
  expect(values, directive).toHaveLength(1);
  return values[0] ?? [];
};
/** Methods RFC 9110 calls safe: repeating one changes nothing. */
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
/** Directives Caddy 2.7 added (Debian bookworm ships 2.6.2; compose runs 2.10). */
const SINCE_2_7 = ['health_fails', 'health_passes'];

interface ReverseProxy {
  readonly upstreams: { dial: string }[];
  readonly health_checks: {
    active: { uri: string; interval: number; fails?: number; passes?: number };
    passive: { fail_duration: number; max_fails: number; unhealthy_status?: number[] };
  };
  readonly load_balancing: { try_duration: number; retry_match: { method: string[] }[] };
}

function findReverseProxy(config: unknown): ReverseProxy | undefined {
  if (typeof config !== 'object' || config === null) return undefined;
  if ((config as { handler?: unknown }).handler === 'reverse_proxy') return config as ReverseProxy;
  for (const value of Object.values(config)) {
    const found = findReverseProxy(value);
    if (found) return found;
  }
  return undefined;
}

describe('infra/Caddyfile', () => {
  it('balances the named API replicas, each checked on /readyz', () => {
    expect(caddyfile).toMatch(/^\{\$DOMAIN\} \{/m);
    expect(caddyUpstreams(caddyfile)).toEqual(['api-1:3000', 'api-2:3000']);
    // Caddy runs no active health check for upstreams it looks up in DNS (`dynamic`).
    expect(caddyfile).not.toMatch(/^\s*dynamic\b/m);
    expect(single('health_uri')).toEqual(['/readyz']);
  });

  it('leaves a replica out only after more than one failure, checked or passive', () => {
    expect(Number(single('health_fails')[0])).toBeGreaterThan(1);
    expect(Number(single('health_passes')[0])).toBeGreaterThan(1);
    expect(Number(single('max_fails')[0])).toBeGreaterThan(1);
    // A status answered by a replica is no reason to leave it out: a shared fault (the database)
    // would answer it from every replica at once and leave none.
    expect(directiveValues(caddyfile, 'unhealthy_status')).toEqual([]);
  });

  it('tries another replica for a request, and repeats one that reached a replica only if safe', () => {
    expect(single('lb_try_duration')).toEqual(['10s']);
    const match = /lb_retry_match \{\s*method ([^\n]+)\n\s*\}/.exec(caddyfile);
    expect(match?.[1]?.trim().split(/\s+/)).toEqual(SAFE_METHODS);
  });

  describe('read by Caddy itself', () => {
    const caddy = findCaddy();
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'workshop-caddy-'));
    });
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('adapts and validates, with the settings above', async () => {
      if (!caddy) {
        // CI installs Debian's caddy (.ci/run); elsewhere the checks above stand alone.
        if (process.env['CI'] === 'true') throw new Error('CI=true but caddy is missing');
        console.warn('caddy is not installed: the Caddyfile was not adapted');
        return;
      }
      const [major, minor] = caddy.version;
      const knowsAll = major > 2 || (major === 2 && minor >= 7);
      // An older Caddy reads everything but the directives it predates; nothing else is left out.
      const lines = caddyfile.split('\n');
      const kept = knowsAll
        ? lines
        : lines.filter((line) => !SINCE_2_7.includes(line.trim().split(/\s+/)[0] ?? ''));
      expect(lines.length - kept.length).toBe(knowsAll ? 0 : SINCE_2_7.length);
      const file = join(dir, 'Caddyfile');
      await writeFile(file, kept.join('\n'));
      // Caddy keeps its state under HOME/XDG folders: the test's own.
      const env = {
        DOMAIN: 'workshop.example.com',
        HOME: dir,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
      };
      const adapted: unknown = JSON.parse(
        caddy.run(['adapt', '--adapter', 'caddyfile', '--config', file], env),
      );
      const proxy = findReverseProxy(adapted);
      expect(proxy?.upstreams).toEqual([{ dial: 'api-1:3000' }, { dial: 'api-2:3000' }]);
      expect(proxy?.health_checks.active.uri).toBe('/readyz');
      expect(proxy?.health_checks.active.interval).toBe(5e9);
      if (knowsAll) {
        expect(proxy?.health_checks.active.fails).toBe(3);
        expect(proxy?.health_checks.active.passes).toBe(2);
      }
      expect(proxy?.health_checks.passive).toEqual({ fail_duration: 30e9, max_fails: 3 });
      expect(proxy?.load_balancing.try_duration).toBe(10e9);
      expect(proxy?.load_balancing.retry_match).toEqual([{ method: SAFE_METHODS }]);
      expect(caddy.run(['validate', '--adapter', 'caddyfile', '--config', file], env)).toContain(
        'Valid configuration',
      );
      console.log(`caddy ${caddy.version.join('.')} adapted and validated infra/Caddyfile`);
    });
  });
});
