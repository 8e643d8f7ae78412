import createClient from 'openapi-fetch';
import { ApiError } from './errors';
import type { paths } from './schema.gen';
import { currentSide, SESSION_SIDE_HEADER } from './side';

/**
 * The Request openapi-fetch builds for a call, keeping the path and init it was built from, so
 * the call goes out as fetch(path, init) with the body as written (JSON text, or the upload's
 * FormData): what the browser sends is the same either way, and the component tests' fetch
 * doubles read calls in that form.
 */
class PathRequest extends Request {
  readonly path: string;
  readonly init: RequestInit;

  constructor(input: RequestInfo | URL, init: RequestInit = {}) {
    // openapi-fetch passes the URL it built from the path: '/api/...' and the query.
    const path = input instanceof Request ? input.url : String(input);
    super(new URL(path, location.origin), init);
    this.path = path;
    this.init = init;
  }
}

/**
 * The one HTTP client, typed by the contract (docs/openapi.yaml). Every call carries the session
 * cookies, and says which of them it is made for (X-Session-Side: the page's side). No token
 * header is needed: the server checks Origin / Sec-Fetch-Site, which the browser sets itself.
 */
export const api = createClient<paths>({
  credentials: 'include',
  Request: PathRequest,
  // `fetch` is looked up at each call, not kept from when this module loaded.
  fetch: (request) => {
    if (!(request instanceof PathRequest)) return fetch(request);
    const headers = new Headers(request.init.headers);
    headers.set(SESSION_SIDE_HEADER, currentSide());
    return fetch(request.path, { ...request.init, headers });
  },
});

/** The JSON body the contract gives a `method` on `path`. */
export type JsonBody<
  P extends keyof paths,
  M extends 'post' | 'patch' | 'delete',
> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/**
 * The answer's body, or an ApiError for an error status. openapi-fetch types an answer as data or
 * error; the status decides which one came.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error, response.statusText);
  // A success with an empty body (none of our routes sends one) reads as undefined.
  return data as T;
}

/**
 * For the multipart uploads (openapi-fetch's bodySerializer): each text field as a form field,
 * a file (the wizard's image) as a file part under its own name.
 */
export function formData(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' || value instanceof Blob) form.append(name, value);
  }
  return form;
}
