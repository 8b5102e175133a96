import { signal, type ReadonlySignal } from '@preact/signals-core';

/**
 * A payment method's own code (its fields, its checks, its flow), in a chunk of its own: loaded
 * once, when a player picks that method, not with the view (issue 22). `loaded` is a signal, so a
 * view or a check that reads it draws or runs again when the module arrives.
 */
export interface MethodModule<T> {
  readonly loaded: ReadonlySignal<T | null>;
  load(): Promise<T>;
}

export function methodModule<T>(importer: () => Promise<T>): MethodModule<T> {
  const loaded = signal<T | null>(null);
  let loading: Promise<T> | null = null;
  return {
    loaded,
    load() {
      if (!loading) {
        const started = importer().then((module) => (loaded.value = module));
        // A failed load (the network) is tried again at the next pick.
        started.catch(() => (loading = null));
        loading = started;
      }
      return loading;
    },
  };
}

// The methods with code of their own. The transfers' fields are drawn by the deposit view, the
// wallet flow and the SEPA IBAN check run in the models; each model starts the load at the pick.
export const bankTransferFields = methodModule(() => import('../deposit/BankTransferFields'));
export const cryptoTransferFields = methodModule(() => import('../deposit/CryptoTransferFields'));
export const walletFlow = methodModule(() => import('../deposit/wallet-flow'));
export const sepaIbanCheck = methodModule(() => import('../withdraw/sepa-iban'));
