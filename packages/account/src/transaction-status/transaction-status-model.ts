import { signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError, type Runtime } from '@casino-sdk/core';
import type { TransactionStatus } from '@casino-sdk/core/contract/transaction';
import { failureMessage, type FormMessage } from '@casino-sdk/core/form';
import { transactionCalls } from '../calls';

export type TransactionStatusState =
  | { kind: 'loading' }
  | { kind: 'found'; transaction: TransactionStatus }
  /** Spec §8: not found — also a stranger's id, which the platform answers alike. */
  | { kind: 'not-found' }
  | { kind: 'error'; message: FormMessage };

export interface TransactionStatusModel {
  readonly state: ReadonlySignal<TransactionStatusState>;
  load(): Promise<void>;
}

/** The transaction status page (player-area spec §2): the id and status of the player's own transaction. */
export function createTransactionStatusModel(runtime: Runtime, transactionId: string | undefined): TransactionStatusModel {
  const state = signal<TransactionStatusState>({ kind: 'loading' });
  return {
    state,
    async load() {
      if (!transactionId || !/^\d{1,12}$/.test(transactionId)) {
        state.value = { kind: 'not-found' };
        return;
      }
      state.value = { kind: 'loading' };
      try {
        const transactions = await transactionCalls();
        state.value = { kind: 'found', transaction: await runtime.client.call(transactions.status, { params: { transactionId } }) };
      } catch (caught) {
        state.value = isApiError(caught) && caught.kind === 'http' && caught.status === 404 ? { kind: 'not-found' } : { kind: 'error', message: failureMessage(caught) };
      }
    },
  };
}
