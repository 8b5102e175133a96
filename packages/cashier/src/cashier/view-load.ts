import type { FormMessage } from '@casino-sdk/core/form';

/** Where a cashier view's first calls stand: loading, ready, or failed with the message the retry panel shows. */
export type ViewLoad = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: FormMessage };
