import { adaptersProject } from './vitest.shared.ts';

/** One process against real parts: HTTP, PostgreSQL and PGlite, object storage, infra files. */
export default adaptersProject(
  'integration',
  [
    'test/http/**/*.test.ts',
    'test/spec/**/*.test.ts',
    'test/persistence/**/*.test.ts',
    'test/storage/**/*.test.ts',
    'test/infra/**/*.test.ts',
  ],
  // The same contract suites against the in-memory fakes are in the fast tier.
  ['test/persistence/in-memory.test.ts', 'test/http/api-types.test.ts'],
);
