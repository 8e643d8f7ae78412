import { SESSION_ID_PATTERN } from '@workshop/domain';

/**
 * The wizard's session, kept in the browser so a reload, Back or a later visit finds the design
 * again: only the session id and the step (the design itself is the server's saved draft).
 * localStorage rather than sessionStorage: the design outlives the tab, as a visitor who closed
 * it by mistake expects.
 */
const KEY = 'workshop.wizard';

export interface StoredWizard {
  readonly sessionId: string;
  readonly step: number;
}

export function readStoredWizard(): StoredWizard | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { sessionId, step } = parsed as Record<string, unknown>;
    if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) return null;
    return { sessionId, step: typeof step === 'number' ? step : 1 };
  } catch {
    // Storage off (a private window) or unreadable: the wizard starts afresh.
    return null;
  }
}

export function storeWizard(wizard: StoredWizard): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(wizard));
  } catch {
    // Storage full or off: the design is still saved on the server, only the way back is lost.
  }
}

export function forgetWizard(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The last request sent, so the confirmation page still says it after a reload. */
const SENT_KEY = 'workshop.request-sent';

export interface SentRequest {
  readonly requestId: number | null;
  readonly email: string;
}

export function rememberSentRequest(sent: SentRequest): void {
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify(sent));
  } catch {
    // The confirmation still shows from the navigation itself.
  }
}

export function readSentRequest(): SentRequest | null {
  try {
    const raw = sessionStorage.getItem(SENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { requestId, email } = parsed as Record<string, unknown>;
    if (typeof email !== 'string') return null;
    return { requestId: typeof requestId === 'number' ? requestId : null, email };
  } catch {
    return null;
  }
}
