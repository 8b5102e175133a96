import { type SkinSettingsOverride } from '@casino-sdk/core';
import { DEFAULT_SKIN_SETTINGS } from '@casino-sdk/core/internal';

/**
 * The header's seal for a Malta licence: the sandbox draws it with the number; the licences are
 * fictional, so it links to the regulator's site rather than to a licence's own page.
 */
function licenceSeal(license: string) {
  return {
    license_seal_url: `/sandbox/art/seal/mga.svg?licence=${encodeURIComponent(license)}`,
    license_verification_url: 'https://www.mga.org.mt/',
  };
}

/**
 * Two looks for one SDK, to prove white-labelling: each skin is a set of `--casino-*` tokens in
 * skins.css (colours, fonts, radius), its logo and favicon, the operator's skin document, and the
 * theme of the site's frame (`chrome`: header and footer in one theme whatever the page's, or null
 * to follow it).
 */
export const SKINS = {
  harbour: {
    label: 'Harbour Casino',
    logo: '/skins/harbour-logo.svg',
    favicon: '/favicon.svg',
    chrome: 'dark',
    // The lobby's "Recent big wins" on: this skin sells with its winners; Nova Play says off (a live switch merges over the current skin).
    settings: {
      ...DEFAULT_SKIN_SETTINGS,
      ui_options: { ...DEFAULT_SKIN_SETTINGS.ui_options, top_winnings: true },
      ...licenceSeal(DEFAULT_SKIN_SETTINGS.ui_options.license!),
    } satisfies SkinSettingsOverride,
  },
  nova: {
    label: 'Nova Play',
    logo: '/skins/nova-logo.svg',
    favicon: '/skins/nova-logo.svg',
    chrome: null,
    settings: {
      name: 'Nova Play',
      ui_options: { email: 'care@nova-play.example', phone: '+356 2011 7788', company_name: 'Nova Play Entertainment Ltd', license: 'MGA/B2C/555/2024', vat_number: 'MT 1122 3344', top_winnings: false },
      ...licenceSeal('MGA/B2C/555/2024'),
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
  const { logo, chrome } = SKINS[name];
  const header = document.querySelector('casino-header');
  header?.setAttribute('logo-src', logo);
  for (const frame of document.querySelectorAll('casino-header, casino-footer')) {
    if (chrome) frame.setAttribute('data-casino-theme', chrome);
    else frame.removeAttribute('data-casino-theme');
  }
  document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', SKINS[name].favicon);
  localStorage.setItem(KEY, name);
}
