import { configDefaults, defineProject, type UserWorkspaceConfig } from 'vitest/config';

export type Tier = 'fast' | 'integration' | 'system';

/** Tiers run in this order, one after the other, each on every worker (root vitest.config.ts). */
const ORDER: Record<Tier, number> = { fast: 0, integration: 1, system: 2 };

/**
 * One vitest project per tier. The fast tier needs nothing running; the others find (or start)
 * one PostgreSQL and one Redis for the whole run.
 */
export function adaptersProject(
  tier: Tier,
  include: string[],
  exclude: string[] = [],
): UserWorkspaceConfig {
  return defineProject({
    test: {
      name: `${tier}:adapters`,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'node',
      sequence: { groupOrder: ORDER[tier] },
      ...(tier === 'fast'
        ? {
            // Nothing here holds state between files: one module graph per worker, as the
            // domain and application tiers do, spares re-importing sharp, pdfkit and the rest.
            isolate: false,
          }
        : {
            globalSetup: ['test/global-setup.ts'],
            ...(tier === 'integration'
              ? {
                  setupFiles: ['test/setup.ts'],
                  // Each file owns its databases, folders, ports and key prefixes, so the
                  // server's module graph is imported once per worker, not once per file.
                  isolate: false,
                }
              : {}),
            // Integration tests create databases and may start containers or a WASM Postgres.
            testTimeout: 60_000,
            hookTimeout: 180_000,
          }),
      // The AWS SDK warns at load that its releases after January 2027 need Node 22; the
      // lockfile holds one that runs on 20 (docs/decisions.md). Once is enough: not per file.
      env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  });
}
