import { signal, type ReadonlySignal } from '@preact/signals-react';

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
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** The toasts on screen, oldest first. Every toaster on the page shows the same list. */
export const toasts: ReadonlySignal<readonly ToastMessage[]> = list;

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  list.value = list.value.filter((toast) => toast.id !== id);
}

/** Shows a toast for `durationMs` (3 s by default). Returns its id, for an early dismiss. */
export function showToast(message: string, options: { tone?: ToastTone; durationMs?: number } = {}): number {
  const id = nextId++;
  list.value = [...list.value, { id, message, tone: options.tone ?? 'info' }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_DURATION_MS),
  );
  return id;
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  list.value = [];
}
