import { adaptersProject } from './vitest.shared.ts';

/**
 * Adapters that need no server: configuration, email and quote PDF rendering, secrets, the
 * in-memory fakes.
 */
export default adaptersProject('fast', [
  'test/config/**/*.test.ts',
  'test/mail/**/*.test.ts',
  'test/pdf/**/*.test.ts',
  'test/security/**/*.test.ts',
  'test/persistence/in-memory.test.ts',
  'test/http/api-types.test.ts',
]);
