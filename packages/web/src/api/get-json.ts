import { ApiError } from './errors';
import { currentSide, SESSION_SIDE_HEADER, type SessionSide } from './side';

/**
 * A GET with plain fetch, for what the landing page reads (the session, the profile, the
 * showcase): the openapi-fetch client and the mutations' code would take `/` over its 100 KB
 * (gzip) budget, so they stay in the modules the other pages load. Says its side as the
 * client does; an error status is an ApiError, as the client's `unwrap` throws.
 */
export async function getJson<T>(path: string, side: SessionSide = currentSide()): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: { [SESSION_SIDE_HEADER]: side },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(response.status, body, response.statusText);
  }
  const answer: T = await response.json();
  return answer;
}
