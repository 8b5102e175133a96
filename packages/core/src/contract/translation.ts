import './jitless';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { list } from './envelope';
import { language } from './language';

/** Translation key → text. */
export const translationDictionary = z.record(z.string(), z.string());
export type TranslationDictionary = z.infer<typeof translationDictionary>;

export const translationResponse = z.object({ data: translationDictionary });
export type TranslationResponse = z.infer<typeof translationResponse>;

/** The CMS sections the front end loads through GET cms/translation/{section}/. */
export const translationSections = [
  'header',
  'footer',
  'registration',
  'login',
  'buttons',
  'casino',
  'live_casino',
  'promotion',
  'about_us',
  'payment_methods',
  'affiliate_program',
  'myprofile',
  'reports',
  'accountBalance',
  'myInbox',
  'dashboardMenu',
] as const;
export type TranslationSection = (typeof translationSections)[number];

export const translationApi = {
  get: endpoint({ method: 'GET', path: 'translations/{language}', auth: 'skin', response: translationResponse }),
  // The trailing slash is the platform's own.
  section: endpoint({ method: 'GET', path: 'cms/translation/{section}/', auth: 'skin', response: translationResponse }),
  languages: endpoint({ method: 'GET', path: 'cms/translation/languages', auth: 'skin', response: list(language) }),
};
