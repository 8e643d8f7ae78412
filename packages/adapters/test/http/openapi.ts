import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { parse } from 'yaml';
import type { Observation } from './harness';
import { fragmentOf, responseBodyCheck, type BodyCheck } from './response-schemas';

export const OPENAPI_PATH = fileURLToPath(
  new URL('../../../../docs/openapi.yaml', import.meta.url),
);

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;

export interface Operation {
  readonly method: string;
  /** As the document writes it: /api/furniture-requests/{id}. */
  readonly path: string;
  readonly statuses: ReadonlySet<number>;
  /** Per status, where the schema of its JSON body is (a URI fragment), or null: no JSON body. */
  readonly jsonBodies: ReadonlyMap<number, string | null>;
}

interface DocumentedResponse {
  $ref?: string;
  content?: Record<string, unknown>;
}

interface Document {
  paths: Record<
    string,
    Partial<Record<string, { responses?: Record<string, DocumentedResponse> }>>
  >;
  components?: { responses?: Record<string, DocumentedResponse> };
}

let loaded: Document | undefined;

export function openapiDocument(): Document {
  loaded ??= parse(readFileSync(OPENAPI_PATH, 'utf8')) as Document;
  return loaded;
}

const JSON_TYPE = 'application/json';
const SHARED_RESPONSE = /^#\/components\/responses\/([^/]+)$/;

/** Follows a shared response's $ref (a JSON pointer does not) to find where its schema is. */
function jsonBodyOf(
  document: Document,
  at: readonly string[],
  response: DocumentedResponse,
): string | null {
  const shared = response.$ref?.match(SHARED_RESPONSE)?.[1];
  if (response.$ref !== undefined && shared === undefined) {
    throw new Error(`Unexpected response $ref ${response.$ref} at ${fragmentOf(at)}`);
  }
  const [where, resolved] =
    shared === undefined
      ? [at, response]
      : [['components', 'responses', shared], document.components?.responses?.[shared]];
  if (resolved === undefined) throw new Error(`Unresolved $ref ${response.$ref}`);
  return resolved.content?.[JSON_TYPE]
    ? fragmentOf([...where, 'content', JSON_TYPE, 'schema'])
    : null;
}

export function loadOperations(): Operation[] {
  const document = openapiDocument();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const jsonBodies = new Map<number, string | null>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const at = ['paths', path, method, 'responses', status];
        jsonBodies.set(Number(status), jsonBodyOf(document, at, response));
      }
      const statuses = new Set(jsonBodies.keys());
      operations.push({ method: method.toUpperCase(), path, statuses, jsonBodies });
    }
  }
  return operations;
}

const templateRegex = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The documented operation a concrete request (method, raw path) belongs to, if any. */
export function operationOf(
  operations: readonly Operation[],
  method: string,
  path: string,
): Operation | undefined {
  return operations.find(
    (operation) => operation.method === method && templateRegex(operation.path).test(path),
  );
}

let bodyCheck: BodyCheck | undefined;

/** What is wrong with one answer's body, if anything, as the document describes that status. */
function bodyProblems(operation: Operation, answer: Observation): string[] {
  const fragment = operation.jsonBodies.get(answer.status);
  // An undocumented status is reported as such; it has no schema to hold the body to.
  if (fragment === undefined) return [];
  const sentJson = 'json' in answer;
  if (fragment === null) return sentJson ? ['a JSON body the document does not describe'] : [];
  if (!sentJson) return ['no JSON body, where the document describes one'];
  bodyCheck ??= responseBodyCheck(openapiDocument());
  return bodyCheck(fragment, answer.json);
}

/**
 * Answers the document does not describe: a status it does not list for that operation, or a
 * body that does not match that status's schema (each fault once, with the first request that
 * showed it). Requests outside every documented operation (a 404 'No such API route') are not
 * operations.
 */
export function undocumentedAnswers(observed: readonly Observation[]): string[] {
  const operations = loadOperations();
  const problems = new Map<string, string>();
  for (const answer of observed) {
    const { method, path, status } = answer;
    const operation = operationOf(operations, method, path);
    if (!operation) continue;
    const answered = `${method} ${operation.path} answered ${status}`;
    if (!operation.statuses.has(status)) problems.set(answered, '');
    for (const problem of bodyProblems(operation, answer)) {
      const key = `${answered} with ${problem}`;
      if (!problems.has(key)) problems.set(key, ` (first: ${method} ${path})`);
    }
  }
  return [...problems].map(([problem, first]) => `${problem}${first}`).sort();
}

/** Every HTTP suite's closing check: each status and body it met is one the document promises. */
export function expectOnlyDocumentedAnswers(observed: readonly Observation[]): void {
  expect(observed.length).toBeGreaterThan(0);
  expect(undocumentedAnswers(observed)).toEqual([]);
}
