import type { components, paths } from './api.gen';

/**
 * The server's side of the contract: each answer a route sends is typed by the API document
 * (api.gen.ts, generated from docs/openapi.yaml), so the compiler checks what goes out.
 */

/** A schema of the API document, by name. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * The JSON body the API document gives a route's answer with this status, e.g.
 * `Answer<'/api/furniture-requests/{id}', 'get'>`.
 */
export type Answer<
  Path extends keyof paths,
  M extends Method & keyof paths[Path],
  Status extends number = 200,
> = paths[Path][M] extends { responses: infer Responses }
  ? Status extends keyof Responses
    ? JsonOf<Responses[Status]>
    : never
  : never;

type Success = 200 | 201;

/** Every body the API document gives some route's success: what `respond` may send at all. */
export type AnyAnswer = {
  [P in keyof paths]: {
    [M in Method & keyof paths[P]]: paths[P][M] extends { responses: infer Responses }
      ? {
          [S in keyof Responses]: S extends Success ? JsonOf<Responses[S]> : never;
        }[keyof Responses]
      : never;
  }[Method & keyof paths[P]];
}[keyof paths];

/** A date as the document writes it (date-time): an ISO string. */
export const iso = (date: Date): string => date.toISOString();

/** A date that may be missing. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
