/** The last request sent, as its confirmation shows it: kept for a reload of the tab. */
export interface SentRequest {
  readonly requestId: number | null;
  readonly email: string;
  /** The design in words ('Your walnut table, 72 inches long, ...'), for a wizard request. */
  readonly summary: string | null;
  /** The indicative price range the wizard showed, for a wizard request. */
  readonly price: string | null;
}

const KEY = 'workshop.request-sent';

/** Navigation state that carries a sent request to the page that confirms it. */
export interface SentState {
  readonly sent: SentRequest;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readSent(value: unknown): SentRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { requestId, email, summary, price } = value as Record<string, unknown>;
  if (typeof email !== 'string') return null;
  return {
    requestId: typeof requestId === 'number' ? requestId : null,
    email,
    summary: textOrNull(summary),
    price: textOrNull(price),
  };
}

/** The sent request a navigation carries (`{ sent }`), or null. */
export function sentRequestOf(state: unknown): SentRequest | null {
  if (typeof state !== 'object' || state === null || !('sent' in state)) return null;
  return readSent(state.sent);
}

export function rememberSentRequest(sent: SentRequest): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(sent));
  } catch {
    // The confirmation still shows from the navigation itself.
  }
}

export function readSentRequest(): SentRequest | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? readSent(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
