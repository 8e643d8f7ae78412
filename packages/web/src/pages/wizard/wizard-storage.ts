import {
  BUDGET_RANGES,
  draftFromSaved,
  SESSION_ID_PATTERN,
  type BudgetRange,
  type WizardDraft,
} from '@workshop/domain';

/**
 * The wizard's session, kept in the browser so a reload, Back or a later visit finds the design
 * again: the session id, the step, and the design as typed, written at every change (the server
 * has it only from the last Next). localStorage rather than sessionStorage: the design outlives
 * the tab, as a visitor who closed it by mistake expects. It is this browser's own copy, dropped
 * once the request is sent.
 */
const KEY = 'workshop.wizard';

export interface StoredWizard {
  readonly sessionId: string;
  readonly step: number;
  /** The design as last typed, read against today's catalog; absent before the first choice. */
  readonly draft?: WizardDraft;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isBudgetRange(value: string): value is BudgetRange {
  return (BUDGET_RANGES as readonly string[]).includes(value);
}

/** A stored design read back as the server's saved drafts are: what the catalog no longer has is unchosen. */
function readDraft(value: unknown): WizardDraft | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  const dimensions = typeof stored['dimensions'] === 'object' ? stored['dimensions'] : {};
  const features = Array.isArray(stored['features'])
    ? stored['features'].filter((feature): feature is string => typeof feature === 'string')
    : [];
  const design = draftFromSaved({
    furnitureType: text(stored['furnitureType']),
    style: text(stored['style']),
    constructionMaterial: text(stored['constructionMaterial']),
    specificMaterial: text(stored['specificMaterial']),
    surfaceFinish: text(stored['surfaceFinish']),
    specificFinish: text(stored['specificFinish']),
    dimensions: JSON.stringify(dimensions ?? {}),
    features,
    // A table's options, checked as the server's are: a value the rules do not know is dropped.
    base: text(stored['base']),
    leafCount: typeof stored['leafCount'] === 'number' ? stored['leafCount'] : null,
    leafLength: typeof stored['leafLength'] === 'number' ? stored['leafLength'] : null,
    notes: text(stored['notes']),
    timeline: text(stored['timeline']),
  });
  if (!design) return undefined;
  const budget = text(stored['budgetRange']);
  return {
    ...design,
    hardware: text(stored['hardware']),
    upholstery: text(stored['upholstery']),
    fullName: text(stored['fullName']),
    email: text(stored['email']),
    phone: text(stored['phone']),
    budgetRange: isBudgetRange(budget) ? budget : '',
  };
}

export function readStoredWizard(): StoredWizard | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { sessionId, step, draft } = parsed as Record<string, unknown>;
    if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) return null;
    const typed = readDraft(draft);
    return {
      sessionId,
      step: typeof step === 'number' ? step : 1,
      ...(typed ? { draft: typed } : {}),
    };
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
