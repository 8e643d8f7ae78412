import { pageStore, usePageStore } from '../lib/page-store';

/**
 * The modal dialogs on screen, oldest first, each by its content element: the toasts keep
 * clear of the newest, and hand it the Escape they catch. Dialog and ConfirmDialog put theirs
 * here with `trackDialog` as their content's ref.
 */
const open = pageStore<readonly HTMLElement[]>([]);

/** Page order: each dialog's portal is added after those open under it. */
const byPageOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/** A ref callback: the dialog counts as open while its content is in the page. */
export function trackDialog(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  open.set([...open.get().filter((dialog) => dialog !== element), element].sort(byPageOrder));
  return () => open.set(open.get().filter((dialog) => dialog !== element));
}

export function hasOpenDialog(): boolean {
  return open.get().length > 0;
}

/** The dialog on top, kept up to date; undefined while none is open. */
export function useTopDialog(): HTMLElement | undefined {
  return usePageStore(open).at(-1);
}
