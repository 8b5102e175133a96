import { CasinoSDK, COOKIES, readCookie, isLanguage, DEFAULT_LANGUAGE, type Language } from '@casino-sdk/core';
import { defineSiteElements } from '@casino-sdk/site';
import { startRouter, parseLocation } from './router';
import { casinoPage } from './pages/casino-page';
import { loginPage } from './pages/login-page';
import { bindText, text, watchTexts } from './text';
import './site.css';

function savedLanguage(): Language {
  const cookie = readCookie(COOKIES.language);
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

const runtime = CasinoSDK.init({
  apiBase: import.meta.env.VITE_API_BASE ?? '/',
  skin: {
    refId: import.meta.env.VITE_SKIN_REF_ID ?? 'demo-skin',
    password: import.meta.env.VITE_SKIN_PASSWORD ?? 'demo-skin-secret',
  },
  language: parseLocation(location.pathname, savedLanguage()).language,
});
defineSiteElements();

const router = startRouter({
  outlet: document.getElementById('page')!,
  routes: { '': casinoPage, casino: casinoPage, login: loginPage },
  fallbackLanguage: savedLanguage,
  title: text,
  onLocation: ({ language, route }) => {
    // Home is the casino page (spec: casino is the default game page).
    document.querySelector('casino-header')?.setAttribute('current', route || 'casino');
    if (language !== runtime.store.language.value) CasinoSDK.update({ language });
  },
});

bindText(document.querySelector('.skip-link')!, 'site.skipToContent');
watchTexts(() => router.retitle());
