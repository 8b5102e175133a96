import type { FormMessage } from '@casino-sdk/core/form';

/** Where a search of the ledger stands: loading, its rows shown, or failed with the message the retry panel shows. */
export type LedgerLoad = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: FormMessage };
