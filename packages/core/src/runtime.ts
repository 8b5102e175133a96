import { signal, type Signal } from '@preact/signals-core';
import type { ApiClient } from './client/api-client';
import { createLazyClient } from './client/lazy-client';
import type { SdkConfig } from './config';
import { createEvents, type SdkEvents } from './events';
import { createI18n } from './i18n/i18n';
import type { Translator } from './i18n/translator';
import { DEFAULT_JURISDICTION } from './rules/jurisdictions';
import { DEFAULT_LANGUAGE } from './rules/language';
import { createScheduler, type Scheduler } from './store/scheduler';
import { DEFAULT_SKIN_SETTINGS } from './skin/skin-settings';
import { createStore, type Store } from './store/store';
import { SDK_VERSION } from './version';

/** Everything one page shares: one store, one client, one i18n instance, one clock. */
export interface Runtime {
  version: string;
  config: Signal<SdkConfig>;
  store: Store;
  client: ApiClient;
  i18n: Translator;
  scheduler: Scheduler;
  events: SdkEvents;
}

const REGISTRY_KEY = Symbol.for('casino-sdk');

interface PageRegistry {
  version: string;
  /** Where the copy that owns the page was loaded from (its runtime chunk), for the refusal message. */
  url?: string;
  runtime: Runtime | null;
  /** Called when the platform rejects the player's token; set by the session model. */
  onUnauthorized?: (runtime: Runtime) => void;
}

type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: PageRegistry };
const page = globalThis as GlobalWithRegistry;

/** Where this copy was loaded from: its runtime chunk in the CDN build. */
const thisUrl: string = import.meta.url;
const existing = page[REGISTRY_KEY];
/**
 * The first copy of the SDK on a page owns it; any later copy stands aside and registers nothing,
 * whatever its version. A different version would mean two sessions, two polls and two React copies
 * fighting over the same tags. Even the same version loaded twice (from two URLs) brings its own
 * signals library, and signals of one copy are not tracked by another copy's effects and
 * components: its elements would never update from the shared store (runtime.test.ts).
 */
export const ownsPage = !existing;
if (!existing) {
  page[REGISTRY_KEY] = { version: SDK_VERSION, url: thisUrl, runtime: null };
} else {
  const again = existing.version === SDK_VERSION ? `a second copy of ${SDK_VERSION}` : `version ${SDK_VERSION}`;
  console.error(
    `[casino-sdk] version ${existing.version} is already running on this page (loaded from ${existing.url ?? 'an unknown URL'}); ` +
      `this copy, ${again} loaded from ${thisUrl}, registers nothing. Load one SDK bundle per page.`,
  );
}

function registry(): PageRegistry {
  const found = page[REGISTRY_KEY];
  if (!ownsPage || !found || found.version !== SDK_VERSION) {
    throw new Error(
      `[casino-sdk] this page runs SDK ${found?.version ?? 'none'} from ${found?.url ?? 'an unknown URL'}; this copy (${SDK_VERSION} from ${thisUrl}) stands aside.`,
    );
  }
  return found;
}

export const defaultConfig: SdkConfig = {
  apiBase: '/',
  skin: { refId: '', password: '' },
  language: DEFAULT_LANGUAGE,
  jurisdiction: DEFAULT_JURISDICTION,
  balancePollMs: 5_000,
  maintenancePollMs: 30_000,
  messagePollMs: 5_000,
};

export function createRuntime(config: SdkConfig): Runtime {
  const configSignal = signal(config);
  const store = createStore(config.language, DEFAULT_SKIN_SETTINGS);
  const runtime: Runtime = {
    version: SDK_VERSION,
    config: configSignal,
    store,
    i18n: createI18n(config.language),
    scheduler: createScheduler(),
    events: createEvents(),
    client: createLazyClient({
      apiBase: () => configSignal.value.apiBase,
      skin: () => configSignal.value.skin,
      token: () => store.session.value?.token ?? null,
      onUnauthorized: () => registry().onUnauthorized?.(runtime),
      // Read on every call, so `CasinoSDK.init` can still supply it after an element created the runtime.
      fetch: (input, init) => (configSignal.value.fetch ?? globalThis.fetch)(input, init),
    }),
  };
  return runtime;
}

/** The page's runtime; created with defaults when an element appears before `CasinoSDK.init`. */
export function getRuntime(): Runtime {
  const found = registry();
  found.runtime ??= createRuntime(defaultConfig);
  return found.runtime;
}

export function hasRuntime(): boolean {
  return ownsPage && registry().runtime !== null;
}

export function replaceRuntime(runtime: Runtime | null): void {
  registry().runtime = runtime;
}

export function setUnauthorizedHandler(handler: (runtime: Runtime) => void): void {
  registry().onUnauthorized = handler;
}
