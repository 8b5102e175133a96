import { effect } from '@preact/signals-core';
import { CasinoSDK, isLanguage, type Language } from '@casino-sdk/core';
import { COOKIES, getRuntime, readCookie } from '@casino-sdk/core/internal';
import { DEFAULT_LANGUAGE } from '@casino-sdk/core/rules';
import { defineShellElements } from '@casino-sdk/site/shell';
import { sandboxChat } from './chat';
import { gameOrigins } from './game-origins';
import { documentTitle, findPage, startRouter, parseLocation } from './router';
import { loadShellWhenNeeded } from './later-shell';
import { hasFirstPaint } from './first-paint';
import { routes } from './routes';
import { applySkin, chosenSkin, SKINS } from './skins';
import { chosenJurisdiction } from './jurisdiction';
import { bindText, text, watchTexts } from './text';
import { mountSkinSwitch, showsSkinSwitch } from './skin-switch';
import './fonts.css';
import './site.css';
import './skins.css';

function savedLanguage(): Language {
  const cookie = readCookie(COOKIES.language);
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

const skin = chosenSkin(location.search);
applySkin(skin);

const loading = document.querySelector('casino-loading');
CasinoSDK.init({
  apiBase: import.meta.env.VITE_API_BASE ?? '/',
  skin: {
    refId: import.meta.env.VITE_SKIN_REF_ID ?? 'demo-skin',
    password: import.meta.env.VITE_SKIN_PASSWORD ?? 'demo-skin-secret',
  },
  language: parseLocation(location.pathname, savedLanguage()).language,
  jurisdiction: chosenJurisdiction(location.search, import.meta.env.VITE_JURISDICTION),
  // The sandbox's game provider, payment simulator and identity vendor live on the same second origin.
  skinSettings: {
    ...SKINS[skin].settings,
    game_origins: gameOrigins(location, import.meta.env.VITE_PROVIDER_URL),
    payment_origins: gameOrigins(location, import.meta.env.VITE_PROVIDER_URL),
    kyc_origins: gameOrigins(location, import.meta.env.VITE_PROVIDER_URL),
  },
  chat: sandboxChat,
  // The sandbox's stand-ins for the public IP lookup and the geolocation service; an operator names its own.
  ipLookupUrl: import.meta.env.VITE_IP_LOOKUP_URL ?? '/sandbox/ip',
  geolocationUrl: import.meta.env.VITE_GEOLOCATION_URL ?? '/sandbox/geolocation',
});
// The first page's own elements and its first data call start while the SDK starts, not after it.
const firstLocation = parseLocation(location.pathname, savedLanguage());
const firstPage = findPage(routes, firstLocation.route);
firstPage?.load?.();
firstPage?.startCalls?.(firstLocation);

// The operator's tag manager would read this; the SDK only fills it with statistical consent.
const dataLayer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
CasinoSDK.on('page-view', (view) => dataLayer.push({ event: 'page_view', ...view }));
CasinoSDK.on('marketing', (event) => dataLayer.push({ event: event.name, ...event.data }));

// The route rules need any saved session: a signed-in tab waits for it before the first page; a
// visitor's is shown as soon as the header has drawn (so the page never moves down under it), and
// a maintenance flag that arrives set re-routes through access-change.
// A page whose first paint came with the HTML (first-paint.ts) is on screen already: the loading
// screen covers it only while the tab has to wait for the rules. Until the header has drawn, its
// place stays held (site.css), so that frame does not move up and down as the header upgrades.
const framed = hasFirstPaint();
const header = document.querySelector('casino-header');
// The frame a first visit sees at once (each page loads its own elements when shown, pages/*), in
// a task after this module's: on a phone, evaluating the site's code and drawing the frame in one
// task held the page 50 ms longer than either.
const headerDrawn = nextTask().then(() => {
  defineShellElements();
  return rendered(header);
});
void headerDrawn.then(() => header?.setAttribute('data-drawn', ''));
void CasinoSDK.routesReady()
  .then(() => {
    if (framed) loading?.removeAttribute('active');
    return Promise.race([headerDrawn, CasinoSDK.ready()]);
  })
  .then(start);

/** Resolves in a task of its own; a message, not a timer, so that a test's paused page clock does not hold the site back. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Resolves once `element`'s shadow root has content (its first render); never, without one. */
function rendered(element: Element | null): Promise<void> {
  const root = element?.shadowRoot;
  if (!root) return new Promise(() => {});
  if (root.childElementCount > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.childElementCount === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true });
  });
}

function start() {
  loading?.removeAttribute('active');
  loadShellWhenNeeded(document.querySelector('casino-footer'));
  const router = startRouter({
    outlet: document.getElementById('page')!,
    routes,
    // An unprefixed path (`/` after logout) keeps the language the visitor is reading in.
    fallbackLanguage: () => getRuntime().store.language.value,
    guard: (path) => CasinoSDK.checkRoute(path),
    title: (key) => documentTitle(text(key), getRuntime().store.skinSettings.value.name),
    onLocation: ({ language, route }, path) => {
      // Home is the casino page (spec: casino is the default game page); a promotion's page is under
      // the promotions link.
      document.querySelector('casino-header')?.setAttribute('current', route.split('/')[0] || 'casino');
      if (language !== getRuntime().store.language.value) CasinoSDK.update({ language });
      CasinoSDK.navigated(path);
    },
  });
  CasinoSDK.on('access-change', () => router.recheck());
  // Spec: a logout, of whatever kind, goes to /.
  CasinoSDK.on('logout', () => router.go('/'));
  watchTexts(() => router.retitle());
}

bindText(document.querySelector('.skip-link')!, 'site.skipToContent');
// The skin picker is the demo's, not the operator's: only with `?demo` (or `?skin=`) or in admin mode.
const demoBar = document.getElementById('skin-switch')!;
const demoAsked = location.search;
mountSkinSwitch(demoBar, skin);
effect(() => {
  demoBar.hidden = !showsSkinSwitch(demoAsked, getRuntime().store.admin.value !== null);
});
