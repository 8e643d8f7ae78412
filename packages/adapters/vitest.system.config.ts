import { adaptersProject } from './vitest.shared.ts';

/** Several processes at once: the queue's workflow, services mode, backups, local mode. */
export default adaptersProject('system', [
  'test/workflow/**/*.test.ts',
  'test/services/**/*.test.ts',
  'test/backup/**/*.test.ts',
  'test/local/**/*.test.ts',
]);
