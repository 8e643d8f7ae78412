/**
 * The browser's types for the HTTP API, generated from the contract (docs/openapi.yaml) with
 * openapi-typescript and written in the repository's Prettier style. `pnpm generate:api` writes
 * them to src/api/schema.gen.ts; test/api-schema.test.ts checks that file is not stale.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

export const CONTRACT = new URL('../../../docs/openapi.yaml', import.meta.url);
export const SCHEMA_FILE = new URL('../src/api/schema.gen.ts', import.meta.url);

const HEADER = `/**
 * Generated from docs/openapi.yaml by \`pnpm --filter @workshop/web generate:api\`; do not edit.
 * The typecheck regenerates it, so a change to the contract reaches every caller.
 */
`;

const BLOB = ts.factory.createTypeReferenceNode('Blob');

export async function generateApiSchema(): Promise<string> {
  const ast = await openapiTS(CONTRACT, {
    // An uploaded file (the wizard's image) is a Blob in the browser, not a string.
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const config = await resolveConfig(SCHEMA_FILE);
  return format(HEADER + astToString(ast), { ...config, parser: 'typescript' });
}
