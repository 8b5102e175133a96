import type { SdkEventMap, SdkEventName } from './events';
import { loadLanguage } from './i18n/translations';
import { defaultConfig, getRuntime, hasRuntime, replaceRuntime, setUnauthorizedHandler, type Runtime, type SdkConfig, type SkinCredentials } from './runtime';
import type { Language } from './rules/language';
import { changeLanguage } from './session/language';
import { endSession, startSession } from './session/session';
import { readSavedSession } from './session/session-storage';
import { SDK_VERSION } from './version';

export interface InitOptions {
  skin: SkinCredentials;
  apiBase?: string;
  language?: Language;
  balancePollMs?: number;
  fetch?: typeof fetch;
}

const started = new WeakMap<Runtime, Promise<void>>();

function merge(config: SdkConfig, options: Partial<InitOptions>): SdkConfig {
  const next = { ...config };
  if (options.skin) next.skin = { ...options.skin };
  if (options.apiBase !== undefined) next.apiBase = options.apiBase;
  if (options.language !== undefined) next.language = options.language;
  if (options.balancePollMs !== undefined) next.balancePollMs = options.balancePollMs;
  if (options.fetch !== undefined) next.fetch = options.fetch;
  return next;
}

/** Texts in the configured language, then the session this tab already had, if any. */
async function start(runtime: Runtime): Promise<void> {
  await loadLanguage(runtime, runtime.config.value.language);
  const saved = readSavedSession();
  if (saved && !runtime.store.session.value) await startSession(runtime, saved);
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
    runtime.config.value = merge(runtime.config.value, options);
    setUnauthorizedHandler((rt) => endSession(rt, 'expired'));
    started.set(runtime, start(runtime));
    return runtime;
  },

  /** Changes live options. A new language loads its texts (and is saved for a signed-in player). */
  update(options: Partial<InitOptions>): void {
    const runtime = getRuntime();
    const before = runtime.config.value.language;
    runtime.config.value = merge(runtime.config.value, options);
    if (options.language && options.language !== before) void changeLanguage(runtime, options.language);
  },

  /** Resolves once the first texts and any saved session are loaded. */
  ready(): Promise<void> {
    if (!hasRuntime()) return Promise.resolve();
    return started.get(getRuntime()) ?? Promise.resolve();
  },

  /** Stops every poll and timer and forgets the page's runtime. The tab's saved session stays. */
  destroy(): void {
    if (!hasRuntime()) return;
    const runtime = getRuntime();
    runtime.scheduler.stopAll();
    runtime.events.clear();
    replaceRuntime(null);
  },

  on<K extends SdkEventName>(name: K, handler: (detail: SdkEventMap[K]) => void): () => void {
    return getRuntime().events.on(name, handler);
  },
};

export { defaultConfig };
