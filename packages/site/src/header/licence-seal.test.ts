import { DEFAULT_SKIN_SETTINGS } from '@casino-sdk/core/internal';
import { describe, expect, it } from 'vitest';
import { licenceSeal } from './licence-seal';

const page = 'https://casino.example/en/casino';
const settings = (seal: string | null | undefined, verification?: string | null, license: string | null = 'MGA/B2C/987/2021') => ({
  ...DEFAULT_SKIN_SETTINGS,
  ui_options: { ...DEFAULT_SKIN_SETTINGS.ui_options, license },
  license_seal_url: seal,
  license_verification_url: verification,
});

describe('licenceSeal', () => {
  it('resolves the picture as the platform pictures are and keeps an http(s) regulator page', () => {
    expect(licenceSeal(settings('/sandbox/art/seal/mga.svg?licence=MGA%2FB2C', 'https://regulator.example/licence/987'), '/', page)).toEqual({
      src: 'https://casino.example/sandbox/art/seal/mga.svg?licence=MGA%2FB2C',
      href: 'https://regulator.example/licence/987',
      license: 'MGA/B2C/987/2021',
    });
    expect(licenceSeal(settings('seal.svg'), 'https://api.example.com/platform', page)?.src).toBe('https://api.example.com/platform/seal.svg');
  });

  it('shows no seal without a usable picture', () => {
    for (const picture of [undefined, null, '', '  ', 'javascript:alert(1)', 'http://[bad']) expect(licenceSeal(settings(picture), '/', page), String(picture)).toBeNull();
  });

  it('links only to an absolute http(s) page: anything else leaves the seal unlinked', () => {
    for (const link of [undefined, null, '', 'javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative/page', 'mailto:a@b.example']) {
      expect(licenceSeal(settings('/seal.svg', link), '/', page)?.href, String(link)).toBeNull();
    }
  });

  it('names no number when the skin has no licence', () => {
    expect(licenceSeal(settings('/seal.svg', null, '  '), '/', page)?.license).toBeNull();
  });
});
