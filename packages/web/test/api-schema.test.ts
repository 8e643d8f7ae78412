// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateApiSchema, SCHEMA_FILE } from '../scripts/api-schema';

describe('src/api/schema.gen.ts', () => {
  it('is what docs/openapi.yaml generates today', async () => {
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    const generated = await generateApiSchema();
    expect(
      committed,
      'src/api/schema.gen.ts is stale: run `pnpm --filter @workshop/web generate:api` and commit it',
    ).toBe(generated);
  });
});
