import { captureReferral } from './analytics/referral';
import { trackPageView } from './analytics/analytics';
import type { ChatAdapter, SdkConfig, SkinCredentials } from './config';
import { loadConsent, watchChat } from './consent/consent';
import { changeLanguage, endSession, loadServices } from './deferred';
import type { SdkEventMap, SdkEventName } from './events';
import { checkRoute, takeReturnPath, watchAccess } from './navigation/route-guard';
import { splitPath } from './rules/routes';
import { DEFAULT_SKIN_SETTINGS, mergeSkinSettings, type SkinSettingsOverride } from './skin/skin-settings';
import { defaultConfig, getRuntime, hasRuntime, replaceRuntime, setUnauthorizedHandler, type Runtime } from './runtime';
import type { Language } from './rules/language';
import { SDK_VERSION } from './version';
import { ADMIN_TOKEN_KEY, readSaved } from './admin/admin-storage';
import { DEFAULT_LANGUAGE } from './rules/language';
import { DEFAULT_JURISDICTION, isJurisdiction, jurisdictionProfile, type Jurisdiction } from './rules/jurisdictions';
import { readSavedSession } from './session/session-storage';

export interface InitOptions {
  skin: SkinCredentials;
  apiBase?: string;
  language?: Language;
  /** Whose player-protection rules the elements show ('mga' by default); fixed once init has run. */
  jurisdiction?: Jurisdiction;
  balancePollMs?: number;
  maintenancePollMs?: number;
  messagePollMs?: number;
  fetch?: typeof fetch;
  /** The operator's skin document, merged over the shipped one (`ui_options` key by key). */
  skinSettings?: SkinSettingsOverride;
  /** The chat widget, started once the visitor accepts functional cookies. */
  chat?: ChatAdapter;
  /** The public IP lookup sent as `ip_address` at login and launch (`{ ip }` or the bare address); errors only logged. */
  ipLookupUrl?: string;
  /** The geolocation service, called with `?ip=` (`{ ip, country }`); errors only logged. */
  geolocationUrl?: string;
}

/** Phones: the spec's mobile detection at 700 px. */
const PHONE_QUERY = '(max-width: 700px)';

const started = new WeakMap<Runtime, Promise<void>>();

function merge(config: SdkConfig, options: Partial<InitOptions>): SdkConfig {
  const next = { ...config };
  if (options.skin) next.skin = { ...options.skin };
  if (options.apiBase !== undefined) next.apiBase = options.apiBase;
  if (options.language !== undefined) next.language = options.language;
  if (options.balancePollMs !== undefined) next.balancePollMs = options.balancePollMs;
  if (options.maintenancePollMs !== undefined) next.maintenancePollMs = options.maintenancePollMs;
  if (options.messagePollMs !== undefined) next.messagePollMs = options.messagePollMs;
  if (options.chat !== undefined) next.chat = options.chat;
  if (options.fetch !== undefined) next.fetch = options.fetch;
  if (options.ipLookupUrl !== undefined) next.ipLookupUrl = options.ipLookupUrl;
  if (options.geolocationUrl !== undefined) next.geolocationUrl = options.geolocationUrl;
  return next;
}

/** A host without TypeScript may pass anything: an unknown jurisdiction falls back to the default, with a warning. */
function initialJurisdiction(value: unknown): Jurisdiction {
  if (value === undefined || isJurisdiction(value)) return value ?? DEFAULT_JURISDICTION;
  console.warn(`[casino-sdk] unknown jurisdiction '${String(value)}'; '${DEFAULT_JURISDICTION}' applies.`);
  return DEFAULT_JURISDICTION;
}

/**
 * The platform enforces its skin's jurisdiction whatever the page says (decision 0048): a skin
 * document naming another than init's gets a warning, since the elements would offer rules the
 * server does not keep.
 */
function warnOnSkinJurisdiction(runtime: Runtime): void {
  const skin = runtime.store.skinSettings.value.jurisdiction;
  const shown = runtime.config.value.jurisdiction;
  if (skin === undefined || jurisdictionProfile(skin).id === shown) return;
  console.warn(`[casino-sdk] the skin's jurisdiction is '${skin}' but init named '${shown}': the platform enforces the skin's rules; the elements show '${shown}'s.`);
}

const stoppers = new WeakMap<Runtime, () => void>();

/**
 * What needs no API at once (consent, referral, chat, route access), then the API layer, which
 * loads the texts, any saved session, the maintenance flag and a saved admin token.
 */
async function start(runtime: Runtime): Promise<void> {
  loadConsent(runtime);
  if (typeof location !== 'undefined') captureReferral(location.search);
  const disposers = [watchChat(runtime), watchAccess(runtime)];
  let stopped = false;
  stoppers.set(runtime, () => {
    stopped = true;
    disposers.forEach((dispose) => dispose());
  });
  const services = await loadServices();
  if (!stopped) await services.startServices(runtime, disposers, () => stopped);
}

/** The SDK's public face on the page: `CasinoSDK.init({...})` once, then elements anywhere. */
export const CasinoSDK = {
  version: SDK_VERSION,

  init(options: InitOptions): Runtime {
    const runtime = getRuntime();
    if (started.has(runtime)) {
      CasinoSDK.update(options);
      return runtime;
    }
    runtime.config.value = { ...merge(runtime.config.value, options), jurisdiction: initialJurisdiction(options.jurisdiction) };
    if (options.skinSettings) runtime.store.skinSettings.value = mergeSkinSettings(DEFAULT_SKIN_SETTINGS, options.skinSettings);
    warnOnSkinJurisdiction(runtime);
    setUnauthorizedHandler((rt) => endSession(rt, 'expired'));
    started.set(runtime, start(runtime));
    return runtime;
  },

  /** Changes live options. A new language loads its texts (and is saved for a signed-in player). */
  update(options: Partial<InitOptions>): void {
    const runtime = getRuntime();
    const before = runtime.config.value.language;
    const fixed = runtime.config.value.jurisdiction;
    if (options.jurisdiction !== undefined && options.jurisdiction !== fixed) {
      console.warn(`[casino-sdk] the jurisdiction is fixed at init ('${fixed}'); '${String(options.jurisdiction)}' is ignored.`);
    }
    runtime.config.value = merge(runtime.config.value, options);
    if (options.skinSettings) {
      runtime.store.skinSettings.value = mergeSkinSettings(runtime.store.skinSettings.value, options.skinSettings);
      warnOnSkinJurisdiction(runtime);
    }
    if (options.language && options.language !== before) void changeLanguage(runtime, options.language);
  },

  /** Resolves once the first texts and any saved session are loaded. */
  ready(): Promise<void> {
    if (!hasRuntime()) return Promise.resolve();
    return started.get(getRuntime()) ?? Promise.resolve();
  },

  /**
   * Resolves when the host may check the route rules and show the first page. A visitor's tab (no
   * saved player session, no saved admin token) reading English, whose texts ship with the code,
   * need not wait for the API layer: the rules then depend on the maintenance flag alone, and its
   * arrival emits `access-change`, on which the host checks the route again. Otherwise `ready()`.
   */
  routesReady(): Promise<void> {
    if (!hasRuntime()) return Promise.resolve();
    const visitor = readSavedSession() === null && readSaved(ADMIN_TOKEN_KEY) === null;
    return visitor && getRuntime().config.value.language === DEFAULT_LANGUAGE ? Promise.resolve() : CasinoSDK.ready();
  },

  /** Stops every poll and timer and forgets the page's runtime. The tab's saved session stays. */
  destroy(): void {
    if (!hasRuntime()) return;
    const runtime = getRuntime();
    stoppers.get(runtime)?.();
    runtime.scheduler.stopAll();
    runtime.events.clear();
    replaceRuntime(null);
  },

  /**
   * The spec's route rules (maintenance, imported player, player-only and visitor-only routes) for
   * the host's router: null to show `path`, else the path to show instead. Check again on
   * `access-change`.
   */
  checkRoute(path: string): string | null {
    return checkRoute(getRuntime(), path);
  },

  /** After login: the path the visitor wanted (same-origin only), else the casino page. */
  takeReturnPath(): string {
    return takeReturnPath(getRuntime());
  },

  /** The host shows a new route: a page-view event (with statistical consent) and page-kind rules. */
  navigated(path: string): void {
    const runtime = getRuntime();
    const { route } = splitPath(path, runtime.store.language.value);
    runtime.store.route.value = route;
    runtime.store.onMobileGamePage.value = route.startsWith('game/') && globalThis.matchMedia?.(PHONE_QUERY).matches === true;
    trackPageView(runtime, path);
  },

  on<K extends SdkEventName>(name: K, handler: (detail: SdkEventMap[K]) => void): () => void {
    return getRuntime().events.on(name, handler);
  },
};

export { defaultConfig };
