import type { SkinSettings } from '@casino-sdk/core';
import { platformPictureUrl } from '../platform-picture';

export interface LicenceSeal {
  /** The seal's picture: http(s) or data:image only. */
  src: string;
  /** The regulator's page for this licence (absolute http(s) only), or null: the seal is not a link. */
  href: string | null;
  /** `ui_options.license`, to name the seal in words; null when the skin has none. */
  license: string | null;
}

/** An absolute http(s) URL as it is, else null: a skin document's link never runs script. */
function webPage(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The header's licence seal from the skin settings (their `license_seal_url` and `license_verification_url`), or null. */
export function licenceSeal(settings: SkinSettings, apiBase: string, pageUrl: string): LicenceSeal | null {
  const picture = settings.license_seal_url?.trim();
  const src = picture ? platformPictureUrl(picture, apiBase, pageUrl) : null;
  if (!src) return null;
  const page = settings.license_verification_url?.trim();
  return { src, href: page ? webPage(page) : null, license: settings.ui_options.license?.trim() || null };
}
