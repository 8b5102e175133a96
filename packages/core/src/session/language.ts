import { playerApi } from '../contract/player';
import { loadLanguage } from '../i18n/translations';
import type { Runtime } from '../runtime';
import type { Language } from '../rules/language';

/** Switches the SDK's language and, for a signed-in player, records it on the platform. */
export async function changeLanguage(runtime: Runtime, language: Language): Promise<void> {
  runtime.config.value = { ...runtime.config.value, language };
  await loadLanguage(runtime, language);
  runtime.events.emit('language-change', { language });
  if (!runtime.store.session.value) return;
  try {
    const player = await runtime.client.call(playerApi.update, { body: { language } });
    runtime.store.player.value = player;
  } catch (error) {
    console.warn('[casino-sdk] the player language could not be saved on the platform.', error);
  }
}
