import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateApiTypes, TYPES_FILE } from '../../scripts/api-types';

// Generating and formatting the whole contract takes seconds on a loaded machine.
const GENERATION_TIMEOUT_MS = 30_000;

describe('src/http/api.gen.ts', () => {
  it(
    'is what docs/openapi.yaml generates today',
    async () => {
      const committed = await readFile(TYPES_FILE, 'utf8');
      const generated = await generateApiTypes();
      expect(
        committed,
        'src/http/api.gen.ts is stale: run `pnpm --filter @workshop/adapters generate:api` and commit it',
      ).toBe(generated);
    },
    GENERATION_TIMEOUT_MS,
  );
});
