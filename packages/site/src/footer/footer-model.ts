import { signal, type ReadonlySignal } from '@preact/signals-core';
import { type Language, type Runtime, type SkinSettings } from '@casino-sdk/core';
import { switchLanguage, type PaymentMethodLogo } from '@casino-sdk/core/internal';
import { jurisdictionProfile, RESPONSIBLE_GAMING_ROUTE, TRANSFER_PAGES, type Jurisdiction } from '@casino-sdk/core/rules';
import { cmsCalls } from '../calls';
import { platformPictureUrl } from '../platform-picture';

/** One link of the footer: a route under the language prefix and the key of its text. */
export interface FooterLink {
  route: string;
  key: string;
}

export interface FooterLinkGroup {
  /** Key of the column heading. */
  key: string;
  links: readonly FooterLink[];
}

/** The static pages, in three columns. Every route is one of core's STATIC_PAGES. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    key: 'footer.group.information',
    links: [
      { route: 'informations', key: 'footer.link.informations' },
      { route: 'security', key: 'footer.link.security' },
      { route: 'affiliate-program', key: 'footer.link.affiliateProgram' },
      { route: 'imprint', key: 'footer.link.imprint' },
    ],
  },
  {
    key: 'footer.group.legal',
    links: [
      { route: 'terms-and-conditions', key: 'footer.link.termsAndConditions' },
      { route: 'privacy', key: 'footer.link.privacy' },
      { route: 'cookies', key: 'footer.link.cookies' },
      { route: 'amlcft', key: 'footer.link.amlcft' },
    ],
  },
  {
    key: 'footer.group.help',
    links: [
      { route: 'help', key: 'footer.link.help' },
      { route: 'contact', key: 'footer.link.contact' },
      { route: RESPONSIBLE_GAMING_ROUTE, key: 'footer.link.responsibleGaming' },
    ],
  },
];

/** Outside help for problem gambling; they open in a new tab. */
export const HELP_ORGANISATIONS = [
  { href: 'https://www.begambleaware.org', key: 'footer.external.begambleaware' },
  { href: 'https://www.gamblingtherapy.org', key: 'footer.external.gamblingTherapy' },
] as const;

/** A value of the skin document worth showing: trimmed, and null when empty. */
function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export interface LicenceFacts {
  /** `ui_options.company_name`, else the skin's name. */
  company: string | null;
  license: string | null;
  vat: string | null;
}

/** What the licence text says, from the skin settings (the operator's document). */
export function licenceFacts(settings: SkinSettings): LicenceFacts {
  const options = settings.ui_options;
  return {
    company: present(options.company_name) ?? present(settings.name),
    license: present(options.license),
    vat: present(options.vat_number),
  };
}

export interface ContactLink {
  /** As the operator wrote it. */
  text: string;
  href: string;
}

export interface ContactLinks {
  phone: ContactLink | null;
  email: ContactLink | null;
}

/** `tel:` keeps only digits and a leading +, so "+356 2099 0000" dials on every phone. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A `mailto:` only for something that looks like an address (no header injection through `?`). */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  return /^[^\s@?&#]+@[^\s@?&#]+\.[^\s@?&#]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}

export function contactLinks(settings: SkinSettings): ContactLinks {
  const phone = present(settings.ui_options.phone);
  const email = present(settings.ui_options.email);
  const phoneHref = phone ? telHref(phone) : null;
  const emailHref = email ? mailtoHref(email) : null;
  return {
    phone: phone && phoneHref ? { text: phone, href: phoneHref } : null,
    email: email && emailHref ? { text: email, href: emailHref } : null,
  };
}

/** A deposit method as the footer shows it: its logo, if any, and its name as text beside it. */
export interface PaymentLogo {
  id: number;
  name: string;
  /** The platform's code (`card`, `bank_transfer`, ...): the key of the translated name, `paymentMethod.{code}`. */
  code: string | null;
  /** Absolute http(s) (or data:image) URL of the picture, or null: show the name instead. */
  src: string | null;
  /** Bank and crypto transfer: the page explaining it, opened in a new tab (spec). */
  page: string | null;
}

/** The method's picture (its `image`, else its first media), resolved as the platform's pictures are. */
export function paymentImageUrl(method: PaymentMethodLogo, apiBase: string, pageUrl: string): string | null {
  const raw = present(method.image) ?? present(method.medias?.[0]?.full_url) ?? present(method.medias?.[0]?.url);
  return raw ? platformPictureUrl(raw, apiBase, pageUrl) : null;
}

export function paymentLogos(methods: readonly PaymentMethodLogo[], apiBase: string, pageUrl: string): PaymentLogo[] {
  return methods
    .filter((method) => present(method.name))
    .map((method) => ({
      id: method.id,
      name: method.name.trim(),
      code: present(method.code) ?? null,
      src: paymentImageUrl(method, apiBase, pageUrl),
      page: TRANSFER_PAGES[method.id] ?? null,
    }));
}

/**
 * The name the footer writes beside a logo: the translation of `paymentMethod.{code}` when the
 * texts have one (the sandbox's generic methods: card, bank transfer, ...), else the platform's name
 * as it is (a brand such as a card scheme is not translated).
 */
export function paymentMethodName(logo: Pick<PaymentLogo, 'name' | 'code'>, t: (key: string, values?: Record<string, unknown>) => string): string {
  return logo.code ? t(`paymentMethod.${logo.code}`, { defaultValue: logo.name }) : logo.name;
}

/** `failed` (and an empty list) hides the row: the footer never shows an error for decoration. */
export type PaymentMethodsState = { kind: 'loading' } | { kind: 'ready'; logos: PaymentLogo[] } | { kind: 'failed' };

export interface FooterModel {
  readonly paymentMethods: ReadonlySignal<PaymentMethodsState>;
  /** The jurisdiction wants the limits page linked from the home page (UKGC): the responsible-gaming block does, on every page. */
  readonly limitsLink: boolean;
  /** Whose licence the licence text names: the Malta Gaming Authority's, or Great Britain's Gambling Commission's. */
  readonly regulator: Jurisdiction;
  /** The language being switched to while the page saves and reloads (spec: after 400 ms). */
  readonly switchingTo: ReadonlySignal<Language | null>;
  /** GET cms/payment-methods; a failure is logged as a warning and hides the row. */
  loadPaymentMethods(signal?: AbortSignal): Promise<void>;
  /** While the footer is on the page: loads the payment methods; the stop cancels the call. */
  start(): () => void;
  /** The language select: saves the choice and reloads under the new prefix. Ignored while busy or unchanged. */
  chooseLanguage(language: Language): Promise<void>;
}

export interface FooterModelOptions {
  /** The page's address, to resolve relative API bases. */
  pageUrl?: () => string;
  /** Core's switchLanguage; replaceable in tests. */
  switchLanguage?: (runtime: Runtime, language: Language) => Promise<unknown>;
}

export function createFooterModel(runtime: Runtime, options: FooterModelOptions = {}): FooterModel {
  const pageUrl = options.pageUrl ?? (() => globalThis.location?.href ?? 'http://localhost/');
  const switcher = options.switchLanguage ?? switchLanguage;
  const paymentMethods = signal<PaymentMethodsState>({ kind: 'loading' });
  const switchingTo = signal<Language | null>(null);

  const jurisdiction = jurisdictionProfile(runtime.config.value.jurisdiction);

  return {
    paymentMethods,
    limitsLink: jurisdiction.limitsLinks,
    regulator: jurisdiction.id,
    switchingTo,
    start() {
      const controller = new AbortController();
      void this.loadPaymentMethods(controller.signal);
      return () => controller.abort();
    },
    async loadPaymentMethods(signal) {
      paymentMethods.value = { kind: 'loading' };
      try {
        // The contract loads with the call: the footer's first render needs none of it.
        const cmsApi = await cmsCalls();
        const answer = await runtime.client.call(cmsApi.paymentMethods, { signal });
        paymentMethods.value = { kind: 'ready', logos: paymentLogos(answer.data, runtime.config.value.apiBase, pageUrl()) };
      } catch (error) {
        if (signal?.aborted) return;
        console.warn('[casino-sdk] <casino-footer>: the deposit methods could not be loaded; the row is hidden.', error);
        paymentMethods.value = { kind: 'failed' };
      }
    },
    async chooseLanguage(language) {
      if (switchingTo.value !== null || language === runtime.store.language.value) return;
      switchingTo.value = language;
      try {
        // Resolves once the choice is saved; the page then reloads under the new prefix.
        await switcher(runtime, language);
      } catch (error) {
        console.warn('[casino-sdk] <casino-footer>: the language could not be switched.', error);
        switchingTo.value = null;
      }
    },
  };
}
