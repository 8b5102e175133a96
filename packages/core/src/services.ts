import { restoreAdminSession } from './admin/admin';
import { loadLanguage } from './i18n/translations';
import { refreshMaintenance, watchMaintenance } from './maintenance/maintenance';
import type { Runtime } from './runtime';
import { watchSessionServices } from './session/session-services';
import { readSavedSession } from './session/session-storage';
import { startSession } from './session/session';

// The API layer: every flow that calls the platform, with the client, the contract and zod behind
// them. It is one lazily loaded chunk (see `deferred.ts`): an element's first render needs none
// of it, and `CasinoSDK.init` asks for it at once, so it loads while the elements render.

export { adminLogin, adminLogout, restoreAdminSession } from './admin/admin';
export { createApiClient } from './client/api-client';
export { loadLanguage } from './i18n/translations';
export { answerRealityCheck, fetchNextMessage, finishMessage } from './messages/messages';
export { refreshMaintenance } from './maintenance/maintenance';
export { changeLanguage, switchLanguage } from './session/language';
export { login } from './session/login';
export { ipAddressField } from './session/public-address';
export { logout } from './session/logout';
export { endSession, refreshBalance, startSession } from './session/session';
export { acceptTerms } from './session/terms';

/**
 * What `CasinoSDK.init` starts once the layer is here: texts in the configured language, the
 * session this tab already had, the maintenance flag and a saved admin token, then the polls.
 * Every disposer goes into `disposers` as soon as it exists, so `destroy()` stops them all, and
 * nothing new starts once `stopped()` says `destroy()` has run.
 */
export async function startServices(runtime: Runtime, disposers: Array<() => void>, stopped: () => boolean): Promise<void> {
  disposers.push(watchSessionServices(runtime));
  const maintenance = refreshMaintenance(runtime).catch((error: unknown) => console.warn('[casino-sdk] the maintenance flag could not be read.', error));
  // A saved admin token is checked beside the texts, not after them; it never throws and gives up after 5 s.
  const admin = restoreAdminSession(runtime);
  await loadLanguage(runtime, runtime.config.value.language);
  const saved = readSavedSession();
  if (saved && !runtime.store.session.value) await startSession(runtime, saved);
  await maintenance;
  await admin;
  if (!stopped()) disposers.push(watchMaintenance(runtime));
}
