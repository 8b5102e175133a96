import { playerApi } from '../contract/player';
import { COOKIES, writeCookie } from '../cookies';
import { loadLanguage } from '../i18n/translations';
import type { Runtime } from '../runtime';
import { CONSENT_COOKIE_SECONDS } from '../rules/consent';
import type { Language } from '../rules/language';
import { withLanguage } from '../rules/routes';
import { LANGUAGE_RELOAD_DELAY_MS } from '../rules/language';

/** Switches the SDK's language and, for a signed-in player, records it on the platform. */
export async function changeLanguage(runtime: Runtime, language: Language): Promise<void> {
  runtime.config.value = { ...runtime.config.value, language };
  await loadLanguage(runtime, language);
  runtime.events.emit('language-change', { language });
  await saveLanguage(runtime, language);
}

async function saveLanguage(runtime: Runtime, language: Language): Promise<void> {
  if (!runtime.store.session.value) return;
  try {
    const player = await runtime.client.call(playerApi.update, { body: { language } });
    runtime.store.player.value = player;
  } catch (error) {
    console.warn('[casino-sdk] the player language could not be saved on the platform.', error);
  }
}

/**
 * The site's language switch (footer select): updates the player (PUT me), keeps the choice in the
 * `language` cookie for a year, then moves to the same route under the new prefix and reloads
 * after 400 ms, as the spec does. Returns the path it goes to.
 */
export async function switchLanguage(
  runtime: Runtime,
  language: Language,
  currentPath: string = location.pathname + location.search + location.hash,
  go: (path: string) => void = (path) => location.assign(path),
): Promise<string> {
  writeCookie(COOKIES.language, language, CONSENT_COOKIE_SECONDS);
  await saveLanguage(runtime, language);
  const path = withLanguage(currentPath, language);
  runtime.scheduler.after(LANGUAGE_RELOAD_DELAY_MS, () => go(path));
  return path;
}
