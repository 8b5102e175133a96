// @vitest-environment jsdom
import { CasinoSDK, type Runtime, type SkinSettingsOverride } from '@casino-sdk/core';
import { switchLanguage } from '@casino-sdk/core/internal';
import type * as CoreInternal from '@casino-sdk/core/internal';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountElement, recordEvents, unmountAll } from '@casino-sdk/ui/testing';
import type { FixtureFetch } from '@casino-sdk/core/testing/platform-fixture';
import { createFooterFixture, type FooterFixtureOptions } from './footer-fixture';
import '../index';

// The real switchLanguage reloads the page 400 ms later; here we only check it is asked to.
vi.mock('@casino-sdk/core/internal', async (importOriginal) => {
  const core = await importOriginal<typeof CoreInternal>();
  return { ...core, switchLanguage: vi.fn(async () => '/de/') };
});

let recorder: ReturnType<typeof recordEvents> | undefined;
afterEach(async () => {
  recorder?.stop();
  vi.mocked(switchLanguage).mockClear();
  vi.restoreAllMocks();
  await unmountAll();
});

interface Setup {
  runtime: Runtime;
  fetch: FixtureFetch;
  element: HTMLElement;
  root: ShadowRoot;
  view: ReturnType<typeof within>;
  events: CustomEvent[];
}

async function footer(options: FooterFixtureOptions & { skinSettings?: SkinSettingsOverride; language?: 'en' | 'de' } = {}): Promise<Setup> {
  CasinoSDK.destroy();
  sessionStorage.clear();
  const fetch = createFooterFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch, skinSettings: options.skinSettings, language: options.language });
  recorder = recordEvents();
  const element = mountElement('casino-footer');
  const root = element.shadowRoot!;
  // Let the deposit methods answer.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { runtime, fetch, element, root, view: within(root as unknown as HTMLElement), events: recorder.events };
}

describe('<casino-footer>', () => {
  it('links the static pages in three labelled columns, asking the host to navigate', async () => {
    const { view, events, root } = await footer();
    const nav = view.getByRole('navigation', { name: 'Site information' });
    expect(nav.getAttribute('part')).toBe('links');
    const columns = ['Information', 'Legal', 'Help'].map((name) => within(nav).getByRole('list', { name }));
    expect(columns.map((list) => within(list).getAllByRole('link').map((link) => link.getAttribute('href')))).toEqual([
      ['/en/informations', '/en/security', '/en/affiliate-program', '/en/imprint'],
      ['/en/terms-and-conditions', '/en/privacy', '/en/cookies', '/en/amlcft'],
      ['/en/help', '/en/contact', '/en/responsible-gaming'],
    ]);

    act(() => within(nav).getByRole('link', { name: 'Terms and conditions' }).click());
    act(() => within(nav).getByRole('link', { name: 'Help centre' }).click());
    expect(events.map((event) => [event.type, event.detail])).toEqual([
      ['casino-navigate', { path: '/en/terms-and-conditions' }],
      ['casino-navigate', { path: '/en/help' }],
    ]);
    expect(root.querySelector('[part="footer"]')?.tagName).toBe('FOOTER');
  });

  it('offers the seven languages in their own names and calls switchLanguage on a change', async () => {
    const { view, runtime, root } = await footer();
    const select = view.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.getAttribute('part')).toBe('language-select');
    expect(select.value).toBe('en');
    expect([...select.options].map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['cs', 'Čeština', 'cs'],
      ['de', 'Deutsch', 'de'],
      ['sk', 'Slovenčina', 'sk'],
      ['hu', 'Magyar', 'hu'],
      ['pl', 'Polski', 'pl'],
      ['es', 'Español', 'es'],
    ]);

    const status = root.getElementById(select.getAttribute('aria-describedby')!)!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');

    await act(async () => {
      fireEvent.change(select, { target: { value: 'de' } });
    });
    expect(switchLanguage).toHaveBeenCalledWith(runtime, 'de');
    expect(select.value).toBe('de');
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Changing the language…');

    // A second change while the page reloads is ignored.
    await act(async () => {
      fireEvent.change(select, { target: { value: 'pl' } });
    });
    expect(switchLanguage).toHaveBeenCalledTimes(1);
    expect(select.value).toBe('de');
  });

  it('shows the current language selected', async () => {
    const { view } = await footer({ language: 'de', translations: { de: {} } });
    expect((view.getByRole('combobox') as HTMLSelectElement).value).toBe('de');
  });

  it('builds the licence text from the skin settings', async () => {
    const { root } = await footer();
    const licence = root.querySelector('[part="licence"]')!;
    expect(licence.textContent).toContain(
      'This website is operated by Harbour Gaming Ltd, licensed and regulated by the Malta Gaming Authority under licence number MGA/B2C/987/2021.',
    );
    expect(licence.textContent).toContain('VAT number: MT 2987 6543');
    expect(licence.textContent).toContain(`© ${new Date().getFullYear()} Harbour Gaming Ltd. All rights reserved.`);
  });

  it('follows an operator override of the skin settings, phone and e-mail included', async () => {
    const { root, view } = await footer({
      skinSettings: {
        ui_options: { company_name: 'Blue Reef Entertainment Ltd', license: 'MGA/B2C/111/2024', vat_number: 'MT 1111 2222', phone: '+356 2111 2222', email: 'help@bluereef.example' },
      },
    });
    const licence = root.querySelector('[part="licence"]')!;
    expect(licence.textContent).toContain(
      'This website is operated by Blue Reef Entertainment Ltd, licensed and regulated by the Malta Gaming Authority under licence number MGA/B2C/111/2024.',
    );
    expect(licence.textContent).toContain('VAT number: MT 1111 2222');
    expect(licence.textContent).not.toContain('Harbour');
    expect(view.getByRole('link', { name: /^Phone:\s*\+356 2111 2222$/ }).getAttribute('href')).toBe('tel:+35621112222');
    expect(view.getByRole('link', { name: /^E-mail:\s*help@bluereef\.example$/ }).getAttribute('href')).toBe('mailto:help@bluereef.example');
  });

  it('leaves out licence lines the operator has no value for', async () => {
    const { root } = await footer({ skinSettings: { ui_options: { vat_number: null, phone: null, email: null } } });
    expect(root.querySelector('[part="licence"]')!.textContent).not.toContain('VAT');
    expect(root.querySelector('[part="contact"]')).toBeNull();
  });

  it('shows each deposit method as one chip: the logo, decorative, and its name as text beside it', async () => {
    const { root, fetch } = await footer();
    expect(fetch.calls).toContainEqual({ method: 'GET', path: '/v1/cms/payment-methods' });
    const row = root.querySelector<HTMLElement>('[part="payment-methods"]')!;
    expect(within(row).getByRole('heading', { name: 'Deposit methods' })).toBeTruthy();
    const chips = [...row.querySelectorAll<HTMLElement>('[part="payment-method"]')];
    expect(chips.map((chip) => chip.querySelector('[part="payment-method-name"]')?.textContent)).toEqual(['Card', 'E-wallet', 'Voucher', 'Nordpay', 'Bank transfer']);
    // The name is beside the picture, so the picture says nothing more: alt="" (no image role).
    const images = chips.map((chip) => chip.querySelector('img'));
    expect(images.slice(0, 4).map((image) => image?.getAttribute('alt'))).toEqual(['', '', '', '']);
    expect(within(row).queryAllByRole('img')).toHaveLength(0);
    // One frame: the chip holds the picture directly, no box inside it.
    expect(images[0]?.parentElement).toBe(chips[0]);
    // No picture: the name alone.
    expect(images[4]).toBeNull();

    // A picture that does not load leaves the name alone.
    fireEvent.error(images[1]!);
    expect(chips[1]!.querySelector('img')).toBeNull();
    expect(chips[1]!.textContent).toBe('E-wallet');
  });

  it('writes the names in the page language, and keeps a brand name as the platform gives it', async () => {
    const { root } = await footer({
      language: 'de',
      translations: { de: { 'paymentMethod.card': 'Karte', 'paymentMethod.bank_transfer': 'Banküberweisung', 'footer.paymentMethods': 'Einzahlungsmethoden' } },
    });
    const names = [...root.querySelectorAll('[part="payment-method-name"]')].map((name) => name.textContent);
    expect(names).toEqual(['Karte', 'E-wallet', 'Voucher', 'Nordpay', 'Banküberweisung']);
  });

  it('hides the deposit methods when they fail to load, with a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const { root } = await footer({ paymentMethods: 'fail' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(root.querySelector('[part="payment-methods"]')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    // The rest of the footer is there.
    expect(root.querySelector('[part="licence"]')).not.toBeNull();
  });

  it('shows the 18+ warning and the responsible-gaming links, external ones in a new tab', async () => {
    const { root, events } = await footer();
    const section = root.querySelector<HTMLElement>('[part="responsible-gaming"]')!;
    const age = section.querySelector('[part="age-warning"]')!;
    expect(age.textContent).toContain('18+');
    expect(age.textContent).toContain('Gambling can be addictive. Play responsibly. Only players over 18 are allowed to play.');

    const block = within(section);
    const internal = block.getByRole('link', { name: 'Responsible gaming' });
    expect(internal.getAttribute('href')).toBe('/en/responsible-gaming');
    expect(internal.hasAttribute('target')).toBe(false);
    act(() => internal.click());
    expect(events.at(-1)?.detail).toEqual({ path: '/en/responsible-gaming' });

    // jsdom joins inline text without the space a browser keeps: "BeGambleAware (opens in a new tab)".
    for (const [name, href] of [
      [/^BeGambleAware\s*\(opens in a new tab\)$/, 'https://www.begambleaware.org'],
      [/^Gambling Therapy\s*\(opens in a new tab\)$/, 'https://www.gamblingtherapy.org'],
    ] as const) {
      const link = block.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('renders the texts of the page language', async () => {
    const { view } = await footer({ language: 'de', translations: { de: { 'footer.language': 'Sprache', 'footer.group.legal': 'Rechtliches' } } });
    await waitFor(() => expect(view.getByRole('combobox', { name: 'Sprache' })).toBeTruthy());
    expect(view.getByRole('list', { name: 'Rechtliches' })).toBeTruthy();
    // Keys this fixture leaves out fall back to English; the paths carry the page language.
    expect(view.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/de/terms-and-conditions');
  });

  it('uses no style attribute anywhere (strict CSP)', async () => {
    const { root } = await footer();
    expect(root.querySelectorAll('[style]')).toHaveLength(0);
    expect(root.querySelectorAll('style')).toHaveLength(0);
  });
});
