import { useRuntime, type Translate } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback } from 'react';

/**
 * `t` for the admin tools' own words. `useT()` answers keys instead of texts while "Show text keys"
 * is on, which is the point for the site's texts, but the operator must still be able to read the
 * admin bar and page to switch the keys off again or leave admin mode. So these read the SDK's
 * i18n instance directly; the language and the translations version still subscribe the view.
 */
export function useAdminT(): Translate {
  useSignals();
  const runtime = useRuntime();
  const version = runtime.store.translationsVersion.value;
  const language = runtime.store.language.value;
  return useCallback<Translate>(
    (key, values) => runtime.i18n.t(key, { ...values, lng: language }) as string,
    // `version` is in the list on purpose: new texts must give a new `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [runtime, language, version],
  );
}
