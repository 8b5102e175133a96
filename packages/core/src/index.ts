// The public entry: what a host page may use, and nothing it could come to depend on by accident.
// The SDK's own packages share the rest through '@casino-sdk/core/internal', '/rules', '/money',
// '/dates' and '/form'; index.test.ts pins this list, so a new export is a deliberate change.
export { CasinoSDK, type InitOptions } from './sdk';
export type { Runtime } from './runtime';
export type { ChatAdapter, SdkConfig, SkinCredentials } from './config';
export { SDK_VERSION } from './version';
export { ApiError, isApiError, type ApiErrorKind } from './client/api-error';
export type { Store, Session } from './store/store';
export type { SdkEventMap, SdkEventName, MarketingEventName } from './events';
// Flows a host with its own forms calls; they load the API layer on first use (deferred.ts).
export { login, logout, loadServices } from './deferred';
export type { Credentials } from './session/login';
export type { SkinSettingsOverride } from './skin/skin-settings';
export { LANGUAGES, isLanguage, type Language } from './rules/language';
export type { Consent, ConsentChoice } from './rules/consent';
export type { PlayerInfo, Balance } from './contract/player';
export type { Message, MessageType } from './contract/message';
export type { SkinSettings } from './contract/skin';
export type { Game, GameDetail, Provider, Section } from './contract/casino';
export type { AdminText } from './admin/admin-text';
