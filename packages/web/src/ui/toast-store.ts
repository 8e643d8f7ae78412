import { useSyncExternalStore } from 'react';

/** Spec section 9: one toast at a time; a dismissed one is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;

export interface ToastInput {
  readonly title: string;
  readonly description?: string | undefined;
  readonly variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  readonly id: number;
  readonly open: boolean;
}

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; a new one replaces whatever was showing. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** Forgets every toast at once: the store outlives a rendered tree (tests start each clean). */
export function clearToasts(): void {
  for (const timer of removals.values()) clearTimeout(timer);
  removals.clear();
  emit([]);
}
