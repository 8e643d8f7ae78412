import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** Any absolute URI will do: it only names the document inside Ajv, so $refs resolve in it. */
const DOCUMENT_ID = 'https://workshop.test/openapi.yaml';

/** A JSON pointer (RFC 6901) written as a URI fragment, as Ajv resolves `$ref`s. */
export function fragmentOf(segments: readonly string[]): string {
  const escaped = segments.map((segment) =>
    encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1')),
  );
  return `#/${escaped.join('/')}`;
}

/** Array items and map keys vary per answer; the same fault in each of them is one problem. */
const general = (instancePath: string) => instancePath.replace(/\/\d+(?=\/|$)/g, '/{n}') || '/';

/** Ajv names a missing property in its message, but an unexpected one only in its params. */
function describeError(error: ErrorObject): string {
  const unexpected: unknown =
    error.params['additionalProperty'] ?? error.params['unevaluatedProperty'];
  const named = typeof unexpected === 'string' ? ` '${unexpected}'` : '';
  return `${general(error.instancePath)} ${error.message ?? 'is invalid'}${named}`;
}

/**
 * Ajv compiles the registered document itself before it resolves a pointer into it: the
 * document's own fields must read as annotations, not as unknown keywords. Nothing under them
 * is compiled until a response schema is asked for.
 */
const OPENAPI_FIELDS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
];
/** What OpenAPI 3.1 adds to JSON Schema 2020-12 (its base dialect); none of them validates. */
const OPENAPI_SCHEMA_KEYWORDS = ['discriminator', 'xml', 'example'];

export type BodyCheck = (fragment: string, body: unknown) => string[];

/**
 * The whole document registered once, so every schema's `$ref` resolves as in the document
 * itself; each response schema is then compiled (and kept by Ajv) the first time it is asked
 * for by its pointer. OpenAPI 3.1 schemas are JSON Schema 2020-12. Strict mode refuses a
 * keyword it does not know, so a typo in the contract (`additionalProperty: false`) cannot
 * silently loosen it.
 */
export function responseBodyCheck(document: object): BodyCheck {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addVocabulary([...OPENAPI_FIELDS, ...OPENAPI_SCHEMA_KEYWORDS]);
  ajv.addSchema(document, DOCUMENT_ID);
  return (fragment, body) => {
    const validate = ajv.getSchema(`${DOCUMENT_ID}${fragment}`);
    if (!validate) throw new Error(`docs/openapi.yaml has no schema at ${fragment}`);
    if (validate(body)) return [];
    return [...new Set((validate.errors ?? []).map(describeError))];
  };
}
