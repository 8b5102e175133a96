import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { DEFAULT_SKIN_SETTINGS, mergeSkinSettings } from '@casino-sdk/core/internal';
import { STATIC_PAGES } from '@casino-sdk/core/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePaymentMethods } from '@casino-sdk/core/testing/payment-methods';
import { createFooterFixture, type FooterFixtureOptions } from './footer-fixture';
import {
  contactLinks,
  createFooterModel,
  FOOTER_LINK_GROUPS,
  HELP_ORGANISATIONS,
  licenceFacts,
  mailtoHref,
  paymentImageUrl,
  paymentLogos,
  paymentMethodName,
  telHref,
} from './footer-model';

function setup(options: FooterFixtureOptions = {}, apiBase = '/', jurisdiction: 'mga' | 'ukgc' = 'mga'): Runtime {
  return CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, apiBase, fetch: createFooterFixture(options), jurisdiction });
}

afterEach(() => {
  CasinoSDK.destroy();
  vi.restoreAllMocks();
});

describe('footer links', () => {
  it('link every static page once, in three columns', () => {
    const routes = FOOTER_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.route));
    // The transfer pages are reached from their deposit-method logos, in a new tab.
    const linked = STATIC_PAGES.filter((page) => page !== 'bank-transfer' && page !== 'crypto-transfer');
    expect([...routes].sort()).toEqual([...linked].sort());
    expect(FOOTER_LINK_GROUPS.map((group) => group.key)).toEqual(['footer.group.information', 'footer.group.legal', 'footer.group.help']);
  });

  it("link the limits page from every page where the jurisdiction wants it on the home page (UKGC), not under MGA, and name the jurisdiction's regulator", () => {
    const mga = createFooterModel(setup());
    expect([mga.limitsLink, mga.regulator]).toEqual([false, 'mga']);
    CasinoSDK.destroy();
    const ukgc = createFooterModel(setup({}, '/', 'ukgc'));
    expect([ukgc.limitsLink, ukgc.regulator]).toEqual([true, 'ukgc']);
  });

  it('point to the two help organisations over https', () => {
    expect(HELP_ORGANISATIONS.map((organisation) => organisation.href)).toEqual(['https://www.begambleaware.org', 'https://www.gamblingtherapy.org']);
  });
});

describe('licence and contact from the skin settings', () => {
  it('reads company, licence and VAT', () => {
    expect(licenceFacts(DEFAULT_SKIN_SETTINGS)).toEqual({ company: 'Harbour Gaming Ltd', license: 'MGA/B2C/987/2021', vat: 'MT 2987 6543' });
  });

  it('falls back to the skin name for the company and drops empty values', () => {
    const settings = mergeSkinSettings(DEFAULT_SKIN_SETTINGS, { name: 'Other Casino', ui_options: { company_name: '  ', license: null, vat_number: '' } });
    expect(licenceFacts(settings)).toEqual({ company: 'Other Casino', license: null, vat: null });
  });

  it('makes tel: and mailto: links', () => {
    expect(contactLinks(DEFAULT_SKIN_SETTINGS)).toEqual({
      phone: { text: '+356 2099 0000', href: 'tel:+35620990000' },
      email: { text: 'support@harbour-casino.example', href: 'mailto:support@harbour-casino.example' },
    });
    expect(telHref('(020) 7946-0958')).toBe('tel:02079460958');
    expect(telHref('n/a')).toBeNull();
    expect(mailtoHref('help@casino.example?bcc=x@y.z')).toBeNull();
    expect(mailtoHref('not an address')).toBeNull();
  });

  it('leaves out what the operator did not give', () => {
    const settings = mergeSkinSettings(DEFAULT_SKIN_SETTINGS, { ui_options: { phone: null, email: '' } });
    expect(contactLinks(settings)).toEqual({ phone: null, email: null });
  });
});

describe('payment method pictures', () => {
  const page = 'https://casino.example/en/casino';
  const method = (image: string | null, medias?: { full_url: string }[]) => ({ id: 1, name: 'Visa', image, medias });

  it('resolve relative to the API base, as the client builds its URLs', () => {
    expect(paymentImageUrl(method('media/visa.svg'), '/', page)).toBe('https://casino.example/media/visa.svg');
    expect(paymentImageUrl(method('media/visa.svg'), 'https://api.example.com/', page)).toBe('https://api.example.com/media/visa.svg');
    expect(paymentImageUrl(method('media/visa.svg'), 'https://api.example.com/platform', page)).toBe('https://api.example.com/platform/media/visa.svg');
    expect(paymentImageUrl(method('/media/visa.svg'), 'https://api.example.com/platform/', page)).toBe('https://api.example.com/media/visa.svg');
    expect(paymentImageUrl(method('https://cdn.example/visa.png'), '/', page)).toBe('https://cdn.example/visa.png');
  });

  it('use the first media when there is no image, and refuse other schemes', () => {
    expect(paymentImageUrl(method(null, [{ full_url: 'https://cdn.example/v.png' }]), '/', page)).toBe('https://cdn.example/v.png');
    expect(paymentImageUrl(method('javascript:alert(1)'), '/', page)).toBeNull();
    expect(paymentImageUrl(method(null), '/', page)).toBeNull();
    expect(paymentImageUrl(method('data:image/svg+xml,%3Csvg%2F%3E'), '/', page)).toBe('data:image/svg+xml,%3Csvg%2F%3E');
  });

  it('keep the name and code for the text beside the logo and skip nameless methods', () => {
    const logos = paymentLogos([...samplePaymentMethods, { id: 99, name: ' ', image: 'x.svg' }], '/', page);
    expect(logos.map((logo) => logo.name)).toEqual(['Card', 'E-wallet', 'Voucher', 'Nordpay', 'Bank transfer']);
    expect(logos.map((logo) => logo.code)).toEqual(['card', 'e_wallet', 'voucher', 'nordpay', 'bank_transfer']);
    expect(logos.at(-1)?.src).toBeNull();
  });

  it('name a method by its translated code where the texts have it, else by the platform name', () => {
    const texts: Record<string, string> = { 'paymentMethod.card': 'Karte' };
    const t = (key: string, values?: Record<string, unknown>) => texts[key] ?? String(values?.defaultValue);
    expect(paymentMethodName({ name: 'Card', code: 'card' }, t)).toBe('Karte');
    expect(paymentMethodName({ name: 'Nordpay', code: 'nordpay' }, t)).toBe('Nordpay');
    expect(paymentMethodName({ name: 'Cash', code: null }, t)).toBe('Cash');
  });

  it('link bank and crypto transfer (methods 14 and 161) to their pages, and nothing else', () => {
    const logos = paymentLogos([...samplePaymentMethods, { id: 161, name: 'Crypto transfer', image: null }], '/', page);
    expect(logos.filter((logo) => logo.page).map((logo) => [logo.id, logo.page])).toEqual([
      [14, 'bank-transfer'],
      [161, 'crypto-transfer'],
    ]);
  });
});

describe('footer model', () => {
  it('loads the deposit methods', async () => {
    const model = createFooterModel(setup(), { pageUrl: () => 'https://casino.example/' });
    expect(model.paymentMethods.value).toEqual({ kind: 'loading' });
    await model.loadPaymentMethods();
    const state = model.paymentMethods.value;
    expect(state.kind).toBe('ready');
    expect(state.kind === 'ready' && state.logos).toHaveLength(samplePaymentMethods.length);
  });

  it('hides the row and warns when they fail to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const model = createFooterModel(setup({ paymentMethods: 'fail' }));
    await model.loadPaymentMethods();
    expect(model.paymentMethods.value).toEqual({ kind: 'failed' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('deposit methods could not be loaded'), expect.anything());
  });

  it('switches the language once, and stays busy while the page reloads', async () => {
    const runtime = setup();
    const switchLanguage = vi.fn(async () => '/de/');
    const model = createFooterModel(runtime, { switchLanguage });
    await model.chooseLanguage('en');
    expect(switchLanguage).not.toHaveBeenCalled();

    const first = model.chooseLanguage('de');
    expect(model.switchingTo.value).toBe('de');
    await model.chooseLanguage('pl');
    await first;
    expect(switchLanguage).toHaveBeenCalledTimes(1);
    expect(switchLanguage).toHaveBeenCalledWith(runtime, 'de');
    expect(model.switchingTo.value).toBe('de');
  });

  it('is usable again when the switch failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const model = createFooterModel(setup(), { switchLanguage: vi.fn(async () => Promise.reject(new Error('no'))) });
    await model.chooseLanguage('cs');
    expect(model.switchingTo.value).toBeNull();
  });
});
