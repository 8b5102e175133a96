export { CasinoSDK, type InitOptions } from './sdk';
export { getRuntime, hasRuntime, ownsPage, type Runtime, type SdkConfig, type SkinCredentials } from './runtime';
export { SDK_VERSION } from './version';
export { ApiError, isApiError, type ApiErrorKind } from './client/api-error';
export type { ApiClient, ApiClientOptions, CallOptions } from './client/api-client';
export type { Store, Session } from './store/store';
export { createScheduler, type Scheduler } from './store/scheduler';
export type { SdkEventMap, SdkEventName, MarketingEventName } from './events';
// Flows that call the platform come from the API layer, loaded on first use (deferred.ts).
export {
  login,
  logout,
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
  loadServices,
} from './deferred';
export type { Credentials } from './session/login';
export { setShowTextKeys, ADMIN_TOKEN_KEY, ADMIN_KEYS_KEY, ADMIN_CALL_TIMEOUT_MS } from './admin/admin-storage';
export type { AdminLoginResult, AdminText } from './admin/admin';
export type { AdminCredentials } from './contract/admin';
export { staySignedIn, watchInactivity, stopInactivityWatch } from './session/inactivity';
export { loadConsent, saveConsent, hasConsent, watchChat, type ChatAdapter } from './consent/consent';
export { trackPageView, trackMarketing } from './analytics/analytics';
export { captureReferral, REFERRAL_COOKIE_SECONDS } from './analytics/referral';
export { checkRoute, takeReturnPath, rememberReturnPath } from './navigation/route-guard';
export { holdDialog } from './messages/dialog-hold';
export { realityCheck, createRealityCheck, realityCheckSeconds, REALITY_CHECK_DEFAULT_SECONDS, type RealityCheck } from './messages/reality-check';
export { secondsLeft, watchCountdown } from './store/countdown';
export { DEFAULT_SKIN_SETTINGS, mergeSkinSettings, type SkinSettingsOverride } from './skin/skin-settings';
export { englishTexts } from './i18n/i18n';
export { addEnglishTexts } from './i18n/english-texts';
export type { Translator, TranslateOptions } from './i18n/translator';
export { COOKIES, readCookie, writeCookie, deleteCookie } from './cookies';
export * from './rules';
export * from './form';
export type { PlayerInfo, Balance } from './contract/player';
export type { Message, MessageType } from './contract/message';
export type { SkinSettings } from './contract/skin';
export type { Page as CmsPage, PaymentMethodLogo } from './contract/cms';
