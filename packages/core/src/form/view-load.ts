import type { FormMessage } from './checks';

/**
 * Where a view's first calls stand: loading, ready, or failed with the message its retry panel
 * (ui's `RetryPanel`) shows. Every account and cashier view's model has one.
 */
export type ViewLoad = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: FormMessage };
