import { getRuntime } from '@casino-sdk/core';

/** The host's texts come from the SDK's i18n instance, so they follow its language and admin mode. */
export function text(key: string): string {
  return getRuntime().i18n.t(key);
}
