import { type SkinSettingsOverride } from '@casino-sdk/core';
import { DEFAULT_SKIN_SETTINGS } from '@casino-sdk/core/internal';

/**
 * Two looks for one SDK, to prove white-labelling: each skin is a set of `--casino-*` tokens in
 * skins.css (colours, fonts, radius, logo) plus the operator's skin document and its favicon.
 */
export const SKINS = {
  harbour: { label: 'Harbour Casino', logo: null, favicon: '/favicon.svg', settings: DEFAULT_SKIN_SETTINGS satisfies SkinSettingsOverride },
  nova: {
    label: 'Nova Play',
    logo: '/skins/nova-logo.svg',
    favicon: '/skins/nova-logo.svg',
    settings: {
      name: 'Nova Play',
      ui_options: { email: 'care@nova-play.example', phone: '+356 2011 7788', company_name: 'Nova Play Entertainment Ltd', license: 'MGA/B2C/555/2024', vat_number: 'MT 1122 3344' },
    } satisfies SkinSettingsOverride,
  },
} as const;

export type SkinName = keyof typeof SKINS;
const KEY = 'demo-host.skin';

function isSkin(value: unknown): value is SkinName {
  return typeof value === 'string' && value in SKINS;
}

/** `?skin=nova` picks a skin and remembers it for this browser (a demo preference, not a secret). */
export function chosenSkin(search: string): SkinName {
  const asked = new URLSearchParams(search).get('skin');
  if (isSkin(asked)) {
    localStorage.setItem(KEY, asked);
    return asked;
  }
  const saved = localStorage.getItem(KEY);
  return isSkin(saved) ? saved : 'harbour';
}

export function applySkin(name: SkinName): void {
  document.documentElement.dataset.skin = name;
  const logo = SKINS[name].logo;
  const header = document.querySelector('casino-header');
  if (logo) header?.setAttribute('logo-src', logo);
  else header?.removeAttribute('logo-src');
  document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', SKINS[name].favicon);
  localStorage.setItem(KEY, name);
}
