import type { Hono } from 'hono';
import { api, interfaceLanguages } from '@casino-sdk/core/contract';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { isInterfaceLanguage, languageNames, loadTexts, requestLanguage } from '../translations/texts';

export function registerTranslationRoutes(app: Hono<AppEnv>): void {
  route(app, api.translations.get, async ({ params }) => {
    const language = params.language ?? '';
    if (!isInterfaceLanguage(language)) throw notFound(`Unknown language "${language}".`);
    return { data: await loadTexts(language) };
  });

  // The contract gives this call no language parameter; the platform answers in the request's
  // language, so ?language= and Accept-Language are honoured, English otherwise.
  route(app, api.translations.section, async ({ c, params }) => {
    const language = requestLanguage(c.req.query('language'), c.req.header('accept-language'));
    const prefix = `${params.section}.`;
    const texts = await loadTexts(language);
    return { data: Object.fromEntries(Object.entries(texts).filter(([key]) => key.startsWith(prefix))) };
  });

  route(app, api.translations.languages, () => ({
    data: interfaceLanguages.map((code) => ({ code, name: languageNames[code] })),
  }));
}
