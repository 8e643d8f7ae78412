/**
 * The server's types for the HTTP API, generated from the contract (docs/openapi.yaml) with
 * openapi-typescript, the same generator as the web app's, so both sides of every answer are
 * typed from one document. `pnpm --filter @workshop/adapters generate:api` writes them to
 * src/http/api.gen.ts; test/http/api-types.test.ts checks that file is not stale.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

export const CONTRACT = new URL('../../../docs/openapi.yaml', import.meta.url);
export const TYPES_FILE = new URL('../src/http/api.gen.ts', import.meta.url);

const HEADER = `/**
 * Generated from docs/openapi.yaml by \`pnpm --filter @workshop/adapters generate:api\`; do not
 * edit. The typecheck regenerates it, so a change to the contract reaches every answer's mapper.
 */
`;

export async function generateApiTypes(): Promise<string> {
  // Readonly, as the application's records are: an answer never changes what it was given.
  const ast = await openapiTS(CONTRACT, { immutable: true });
  const config = await resolveConfig(TYPES_FILE);
  return format(HEADER + astToString(ast), { ...config, parser: 'typescript' });
}
