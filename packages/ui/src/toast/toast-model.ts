import { getRuntime } from '@casino-sdk/core/internal';
import { signal, type ReadonlySignal } from '@preact/signals-core';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  /** Already translated text. */
  message: string;
  tone: ToastTone;
}

/** The spec: toasts last 3 seconds. */
export const TOAST_DURATION_MS = 3_000;

const list = signal<readonly ToastMessage[]>([]);
/** Cancels each toast's pending dismissal on the runtime's scheduler. */
const stops = new Map<number, () => void>();
let nextId = 1;

/** The toasts on screen, oldest first. Every toaster on the page shows the same list. */
export const toasts: ReadonlySignal<readonly ToastMessage[]> = list;

export function dismissToast(id: number): void {
  stops.get(id)?.();
  stops.delete(id);
  list.value = list.value.filter((toast) => toast.id !== id);
}

/**
 * Shows a toast for `durationMs` (3 s by default). Returns its id, for an early dismiss. The
 * dismissal runs on the page runtime's scheduler (design rule 10), so a test or `page.clock`
 * moves it like every other timer of the SDK.
 */
export function showToast(message: string, options: { tone?: ToastTone; durationMs?: number } = {}): number {
  const id = nextId++;
  list.value = [...list.value, { id, message, tone: options.tone ?? 'info' }];
  stops.set(
    id,
    getRuntime().scheduler.after(options.durationMs ?? TOAST_DURATION_MS, () => dismissToast(id)),
  );
  return id;
}

export function clearToasts(): void {
  for (const stop of stops.values()) stop();
  stops.clear();
  list.value = [];
}
