import { Validator } from '@seriousme/openapi-schema-validator';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyAnswer, signInAdmin, startTestApi, type TestApi } from './harness';
import {
  expectOnlyDocumentedAnswers,
  loadOperations,
  OPENAPI_PATH,
  openapiDocument,
  undocumentedAnswers,
} from './openapi';

/** What express 5 keeps of a route: enough to list method and path. */
interface RouterLayer {
  readonly rawPath?: unknown;
  readonly route?: { readonly path: string; readonly methods: Record<string, boolean> };
  readonly handle?: { readonly stack?: readonly RouterLayer[] };
}

/** Every METHOD /path the app serves, written as the document writes paths ({id}, not :id). */
function servedRoutes(app: Express): string[] {
  const routes: string[] = [];
  const walk = (stack: readonly RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path}`.replace(/:(\w+)/g, '{$1}');
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== '_all') routes.push(`${method.toUpperCase()} ${path}`);
        }
      } else if (layer.handle?.stack) {
        const mount =
          typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return routes.sort();
}

/** A concrete URL for a documented path. */
const concrete = (path: string) =>
  path
    .replace('{id}', '1')
    .replace('{name}', `${'0'.repeat(32)}.png`)
    .replace('{messageId}', '1')
    .replace('{position}', '1')
    .replace('{updateId}', '1')
    .replace('{n}', '1');

/** Suite 7: the server and docs/openapi.yaml describe the same API. */
describe('docs/openapi.yaml and the server agree', () => {
  let api: TestApi;
  let admin: string;
  const documented = loadOperations();

  beforeAll(async () => {
    // With a token, as a deployment that scrapes metrics runs: /metrics is then a route.
    api = await startTestApi({ metricsToken: 'a-metrics-token-for-tests' });
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('documents every route the express app serves, and documents nothing else', () => {
    const served = servedRoutes(api.app);
    expect(served.length).toBeGreaterThan(20);
    expect(served).toEqual(documented.map((op) => `${op.method} ${op.path}`).sort());
  });

  it.each(documented.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s is served (not an unknown route)',
    async (_name, op) => {
      const method = op.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
      const res = await api.request[method](concrete(op.path)).set('Cookie', admin);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message ?? '').not.toMatch(/^(No such API route|Not found)$/);
      expect(op.statuses.has(res.status)).toBe(true);
    },
  );

  it('answers an undocumented method on a documented path as an unknown route', async () => {
    for (const [method, path] of [
      ['put', '/api/furniture-requests'],
      ['get', '/api/auth/signin'],
      ['delete', '/api/furniture-requests/1/messages'],
    ] as const) {
      const res = await api.request[method](path).set('Cookie', admin);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No such API route' });
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(OPENAPI_PATH);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('resolves every $ref in the document', () => {
    const document: unknown = openapiDocument();
    const refs = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (typeof node === 'object' && node !== null) {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.add(value);
          else collect(value);
        }
      }
    };
    collect(document);
    const unresolved = [...refs].filter((ref) => {
      let node: unknown = document;
      for (const part of ref.replace(/^#\//, '').split('/')) {
        node =
          typeof node === 'object' && node !== null
            ? (node as Record<string, unknown>)[part]
            : undefined;
      }
      return node === undefined;
    });
    expect(refs.size).toBeGreaterThan(5);
    expect(unresolved).toEqual([]);
  });

  it('flags a status the document does not list (the check every suite ends with)', () => {
    expect(
      undocumentedAnswers([
        { method: 'POST', path: '/api/auth/signin', status: 429, json: { message: 'Wait' } },
        { method: 'POST', path: '/api/auth/signin', status: 418 },
        { method: 'GET', path: '/api/furniture-requests/7/messages', status: 409 },
        { method: 'GET', path: '/api/no-such-thing', status: 404 },
      ]),
    ).toEqual([
      'GET /api/furniture-requests/{id}/messages answered 409',
      'POST /api/auth/signin answered 418',
    ]);
  });

  it('flags a body the document does not describe (the check every suite ends with)', () => {
    const message = {
      id: 3,
      projectId: 7,
      message: 'Hello',
      senderType: 'admin',
      senderName: 'Sam',
      readByAdmin: true,
      readByCustomer: false,
      sentAt: '2026-01-02T03:04:05.000Z',
      attachments: [],
    };
    expect(
      undocumentedAnswers([
        {
          method: 'GET',
          path: '/api/furniture-requests/7/messages',
          status: 200,
          json: { data: [message] },
        },
        {
          method: 'GET',
          path: '/api/furniture-requests/7/messages',
          status: 200,
          json: { data: [message, { ...message, senderType: 'robot', sentAt: 'yesterday' }] },
        },
        {
          method: 'GET',
          path: '/api/furniture-requests/8/messages',
          status: 200,
          json: { data: [{ ...message, sentAt: 'yesterday' }] },
        },
        {
          method: 'POST',
          path: '/api/auth/signout',
          status: 200,
          json: { message: 'Bye', extra: 1 },
        },
        { method: 'POST', path: '/api/auth/signout', status: 200 },
        { method: 'GET', path: '/uploads/x.png', status: 304, json: { message: 'Not modified' } },
        { method: 'GET', path: '/api/no-such-thing', status: 404, json: { nothing: 'checked' } },
      ]),
    ).toEqual([
      'GET /api/furniture-requests/{id}/messages answered 200 with /data/{n}/senderType must be equal to one of the allowed values (first: GET /api/furniture-requests/7/messages)',
      'GET /api/furniture-requests/{id}/messages answered 200 with /data/{n}/sentAt must match format "date-time" (first: GET /api/furniture-requests/7/messages)',
      'GET /uploads/{name} answered 304 with a JSON body the document does not describe (first: GET /uploads/x.png)',
      "POST /api/auth/signout answered 200 with / must NOT have additional properties 'extra' (first: POST /api/auth/signout)",
      'POST /api/auth/signout answered 200 with no JSON body, where the document describes one (first: POST /api/auth/signout)',
    ]);
  });

  it('answers only statuses and bodies docs/openapi.yaml describes for each operation', () => {
    expectOnlyDocumentedAnswers(everyAnswer());
  });
});
