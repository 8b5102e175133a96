/**
 * The browser's storage, or none where reading it throws (a sandboxed frame, storage switched off
 * by privacy settings): a caller then keeps its state for the page only, and nothing else changes.
 */
export function browserStorage(name: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}
