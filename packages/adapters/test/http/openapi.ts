import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { parse } from 'yaml';
import type { Observation } from './harness';

export const OPENAPI_PATH = fileURLToPath(
  new URL('../../../../docs/openapi.yaml', import.meta.url),
);

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'] as const;

export interface Operation {
  readonly method: string;
  /** As the document writes it: /api/furniture-requests/{id}. */
  readonly path: string;
  readonly statuses: ReadonlySet<number>;
}

interface Document {
  paths: Record<string, Partial<Record<string, { responses?: Record<string, unknown> }>>>;
}

export function loadOperations(): Operation[] {
  const document = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Document;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const statuses = new Set(Object.keys(operation.responses ?? {}).map(Number));
      operations.push({ method: method.toUpperCase(), path, statuses });
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

/**
 * Statuses the server answered that the document does not list for that operation.
 * Requests outside every documented operation (a 404 'No such API route') are not operations.
 */
export function undocumentedStatuses(observed: readonly Observation[]): string[] {
  const operations = loadOperations();
  const problems = new Set<string>();
  for (const { method, path, status } of observed) {
    const operation = operationOf(operations, method, path);
    if (operation && !operation.statuses.has(status)) {
      problems.add(`${method} ${operation.path} answered ${status}`);
    }
  }
  return [...problems].sort();
}

/** The closing check of suites 1-4: every status they met is one the document promises. */
export function expectOnlyDocumentedStatuses(observed: readonly Observation[]): void {
  expect(observed.length).toBeGreaterThan(0);
  expect(undocumentedStatuses(observed)).toEqual([]);
}
