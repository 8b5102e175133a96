import type { Runtime } from './runtime';
import type * as ServicesModule from './services';

type Services = typeof ServicesModule;
type Flow = (runtime: Runtime, ...rest: never[]) => Promise<unknown>;
type FlowName = { [K in keyof Services]: Services[K] extends Flow ? K : never }[keyof Services];

let loading: Promise<Services> | null = null;
/** Set once the layer is here: from then on a deferred flow runs at once, as the flow itself does. */
let loaded: Services | null = null;

/**
 * The API layer (`services.ts`: client, contract, zod and every flow that calls the platform) as
 * one chunk loaded on first use. A failed load is forgotten, so the next use tries again.
 */
export function loadServices(): Promise<Services> {
  loading ??= import('./services').then(
    (services) => (loaded = services),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * `name` from the API layer, callable before the layer has loaded. Every such flow already
 * returns a promise, so callers see the same signature either way.
 */
function deferred<K extends FlowName>(name: K): Services[K] {
  const run = (services: Services, args: unknown[]) => (services[name] as (...values: unknown[]) => Promise<unknown>)(...args);
  // Once loaded, the flow's synchronous first steps (a session stored, admin mode off) happen in the caller's turn.
  const call = (...args: unknown[]) => (loaded ? run(loaded, args) : loadServices().then((services) => run(services, args)));
  return call as Services[K];
}

export const login = /* @__PURE__ */ deferred('login');
export const logout = /* @__PURE__ */ deferred('logout');
export const startSession = /* @__PURE__ */ deferred('startSession');
export const refreshBalance = /* @__PURE__ */ deferred('refreshBalance');
export const changeLanguage = /* @__PURE__ */ deferred('changeLanguage');
export const switchLanguage = /* @__PURE__ */ deferred('switchLanguage');
export const loadLanguage = /* @__PURE__ */ deferred('loadLanguage');
export const acceptTerms = /* @__PURE__ */ deferred('acceptTerms');
export const adminLogin = /* @__PURE__ */ deferred('adminLogin');
export const adminLogout = /* @__PURE__ */ deferred('adminLogout');
export const restoreAdminSession = /* @__PURE__ */ deferred('restoreAdminSession');
export const refreshMaintenance = /* @__PURE__ */ deferred('refreshMaintenance');
export const fetchNextMessage = /* @__PURE__ */ deferred('fetchNextMessage');
export const finishMessage = /* @__PURE__ */ deferred('finishMessage');
export const answerRealityCheck = /* @__PURE__ */ deferred('answerRealityCheck');
export const ipAddressField = /* @__PURE__ */ deferred('ipAddressField');

/** Forgets the session: at once when the layer is loaded, else as soon as it is. */
export function endSession(...args: Parameters<Services['endSession']>): void {
  if (loaded) loaded.endSession(...args);
  else void loadServices().then((services) => services.endSession(...args));
}
