// What the SDK's own packages (ui, site, the demo host) share and a host page must not rely on:
// it can change in any release. The public entry is index.ts.
export { getRuntime, hasRuntime, ownsPage } from './runtime';
export type { ApiClient, ApiClientOptions, CallOptions } from './client/api-client';
export { errorMessageKey } from './client/api-error';
export { createScheduler, type Scheduler } from './store/scheduler';
export { browserStorage } from './store/browser-storage';
export {
  startSession,
  endSession,
  refreshBalance,
  changeLanguage,
  switchLanguage,
  loadLanguage,
  acceptTerms,
  adminLogin,
  adminLogout,
  restoreAdminSession,
  refreshMaintenance,
  fetchNextMessage,
  finishMessage,
  answerRealityCheck,
  // The login's public-address lookup, for the real launch: it loads with the API layer, not with every element.
  ipAddressField,
} from './deferred';
export { setShowTextKeys, ADMIN_TOKEN_KEY, ADMIN_KEYS_KEY, ADMIN_CALL_TIMEOUT_MS } from './admin/admin-storage';
export type { AdminLoginResult } from './admin/admin';
export type { AdminText } from './admin/admin-text';
export type { AdminCredentials } from './contract/admin';
export { staySignedIn, watchInactivity, stopInactivityWatch } from './session/inactivity';
export { readSavedSession } from './session/session-storage';
export { loadConsent, saveConsent, hasConsent, watchChat } from './consent/consent';
export { trackPageView, trackMarketing } from './analytics/analytics';
export { captureReferral, REFERRAL_COOKIE_SECONDS } from './analytics/referral';
export { checkRoute, takeReturnPath, rememberReturnPath } from './navigation/route-guard';
export { gameReturn, rememberGameLaunch, type GameReturn, type GameReturnWindow } from './navigation/game-return';
export { holdDialog } from './messages/dialog-hold';
export { realityCheck, createRealityCheck, type RealityCheck } from './messages/reality-check';
export { AWAITING_REALITY_CHECK, realityCheckSeconds, REALITY_CHECK_DEFAULT_SECONDS } from './rules/reality-check';
export { secondsLeft, watchCountdown } from './store/countdown';
export { afterNextFrame, afterPaint } from './store/after-paint';
export { DEFAULT_SKIN_SETTINGS, mergeSkinSettings } from './skin/skin-settings';
export { englishTexts } from './i18n/i18n';
export { addEnglishTexts } from './i18n/english-texts';
export type { Translator, TranslateOptions } from './i18n/translator';
export { COOKIES, readCookie, writeCookie, deleteCookie, forgetLoginAttempts } from './cookies';
export type { Page as CmsPage, PaymentMethodLogo } from './contract/cms';
export { startFirstCall, takeFirstCall } from './client/first-call';
