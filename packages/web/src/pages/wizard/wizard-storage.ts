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
