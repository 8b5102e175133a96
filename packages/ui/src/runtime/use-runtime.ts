import { type Language, type Runtime } from '@casino-sdk/core';
import { getRuntime } from '@casino-sdk/core/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback } from 'react';

/** The page's one runtime (house rule 3, docs/architecture.md). Created with defaults if `CasinoSDK.init` has not run yet. */
export function useRuntime(): Runtime {
  return getRuntime();
}

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * `t` from the SDK's own translator. Reading the language and the translations version
 * subscribes the component, so it re-renders when texts load or the language changes.
 */
export function useT(): Translate {
  useSignals();
  const runtime = useRuntime();
  const version = runtime.store.translationsVersion.value;
  const language = runtime.store.language.value;
  // Admin mode can show keys instead of texts, so operators find the text to edit.
  const showKeys = runtime.store.admin.value !== null && runtime.store.showTextKeys.value;
  return useCallback<Translate>(
    (key, values) => (showKeys ? key : (runtime.i18n.t(key, { ...values, lng: language }) as string)),
    // `version` is in the list on purpose: new texts must give a new `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, language, version, showKeys],
  );
}

/** The page language, subscribed. */
export function useLanguage(): Language {
  useSignals();
  return useRuntime().store.language.value;
}
