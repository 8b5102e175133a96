import type { CmsPage } from '@casino-sdk/core/internal';
import { createPlatformFixture, type Behaviour, type FixtureFetch, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

/** A page's text in one language. */
export interface FixturePageText {
  name: string;
  content: string;
}

export interface ContentPageFixtureOptions extends PlatformFixtureOptions {
  /** Pages by route name, then language; a language missing falls back to English, as the sandbox does. */
  pages?: Record<string, Partial<Record<string, FixturePageText>>>;
  /** How GET cms/pages/{id} answers ('ok' by default: the page, or 404 when unknown). */
  page?: Behaviour;
}

const HELP_CONTENT =
  '<p>Answers to the questions players ask most. Still stuck? <a href="/contact">Contact us</a>.</p>' +
  '<details id="account"><summary>How do I open an account?</summary><div><p>Click “Register” and fill in your details. You must be at least 18 years old.</p></div></details>' +
  '<details id="deposits"><summary>How do I make a deposit?</summary><div><p>Log in, open the cashier and choose a payment method.</p></div></details>' +
  '<details id="withdrawals"><summary>How do I withdraw my winnings?</summary><div><p>Request a withdrawal in the cashier. Once approved, a bank transfer can take up to 5 working days.</p><ul><li>Your account must be verified first.</li><li>We pay to the method you deposited with.</li></ul></div></details>' +
  '<details id="limits"><summary>How do I set a deposit limit?</summary><div><p>Open <a href="/dashboard/limits">your limits</a> and choose a daily, weekly or monthly amount.</p></div></details>';

/** A few pages with the markup the sandbox serves: headings, lists, a table, links, help sections. */
export const FIXTURE_PAGES: Record<string, Partial<Record<string, FixturePageText>>> = {
  'terms-and-conditions': {
    en: {
      name: 'Terms and Conditions',
      content:
        '<h2>1. General</h2><p>These Terms govern your use of the website. Harbour Gaming Ltd is licensed by the Malta Gaming Authority; you can check the licence at <a href="https://www.mga.org.mt">www.mga.org.mt</a>.</p>' +
        '<p>By registering you accept these Terms, our <a href="/privacy">Privacy Policy</a> and our <a href="/cookies">Cookie Policy</a>.</p>' +
        '<h2>2. Account</h2><p>You may open an account only if:</p><ul><li>you are at least 18 years old;</li><li>you act on your own behalf;</li><li>you have no other account with us.</li></ul>' +
        '<h2>3. Deposits and withdrawals</h2><ol><li>Deposits are credited at once.</li><li>Withdrawals are paid to the method you deposited with.</li></ol>' +
        '<p>Questions? Write to <a href="mailto:support@harbour-casino.example">support@harbour-casino.example</a>.</p>',
    },
    de: {
      name: 'Allgemeine Geschäftsbedingungen',
      content:
        '<h2>1. Allgemeines</h2><p>Diese Bedingungen regeln die Nutzung der Website. Harbour Gaming Ltd ist von der Malta Gaming Authority lizenziert; die Lizenz können Sie unter <a href="https://www.mga.org.mt">www.mga.org.mt</a> prüfen.</p>' +
        '<p>Mit der Registrierung akzeptieren Sie diese Bedingungen, unsere <a href="/privacy">Datenschutzerklärung</a> und unsere <a href="/cookies">Cookie-Richtlinie</a>.</p>' +
        '<h2>2. Konto</h2><p>Sie dürfen ein Konto nur eröffnen, wenn:</p><ul><li>Sie mindestens 18 Jahre alt sind;</li><li>Sie im eigenen Namen handeln;</li><li>Sie kein anderes Konto bei uns haben.</li></ul>',
    },
  },
  help: {
    en: { name: 'Help', content: HELP_CONTENT },
  },
  cookies: {
    en: {
      name: 'Cookie Policy',
      content:
        '<p>Cookies are small text files that your browser stores when you visit a website.</p><h2>Cookies we use</h2>' +
        '<table><thead><tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Category</th><th scope="col">Lifetime</th></tr></thead>' +
        '<tbody><tr><td>cookieConfirmed</td><td>Stores your cookie consent choice</td><td>Essential</td><td>1 year</td></tr>' +
        '<tr><td>language</td><td>Remembers the language of the website</td><td>Essential</td><td>1 year</td></tr>' +
        '<tr><td>btag</td><td>Records which affiliate partner referred you</td><td>Essential</td><td>30 days</td></tr></tbody></table>',
    },
  },
};


type AnyFetch = typeof fetch & { calls?: FixtureFetch['calls'] };

/**
 * Wraps a fixture fetch (the story runtime's, or a new platform fixture) with
 * GET cms/pages/{id}?language= for `<casino-content-page>`. Every other call goes to `next`; calls are
 * recorded in its list when it keeps one.
 */
export function withPages(next: AnyFetch, options: Pick<ContentPageFixtureOptions, 'pages' | 'page' | 'delayMs'> = {}): FixtureFetch {
  const pages = options.pages ?? FIXTURE_PAGES;
  const calls = next.calls ?? [];
  let nextId = 100;
  const ids = new Map<string, number>();

  const fixture = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixture.invalid/');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const match = /^\/v1\/cms\/pages\/([^/]+)$/.exec(url.pathname);
    if (method !== 'GET' || !match) return next(input, init);

    calls.push({ method, path: url.pathname });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.page === 'hang') return new Promise<Response>(() => {});
    if (options.page === 'offline') throw new TypeError('Failed to fetch');
    if (options.page === 'fail') return jsonResponse({ message: 'The platform is not available.' }, 500);

    const slug = decodeURIComponent(match[1]!);
    const language = url.searchParams.get('language') ?? 'en';
    const texts = pages[slug];
    const text = texts?.[language] ?? texts?.en;
    if (!text) return jsonResponse({ message: 'Page not found.' }, 404);
    if (!ids.has(slug)) ids.set(slug, nextId++);
    const page: CmsPage = { id: ids.get(slug)!, slug, name: text.name, content: text.content, language: { code: texts?.[language] ? language : 'en' } };
    return jsonResponse(page, 200);
  }) as FixtureFetch;
  fixture.calls = calls;
  return fixture;
}

/** The platform fixture plus GET cms/pages/{id}, for `<casino-content-page>`'s view and model tests. */
export function createContentPageFixture(options: ContentPageFixtureOptions = {}): FixtureFetch {
  // `options` is read on every call, so a test can change `page` between calls (a retry).
  const base = createPlatformFixture(options);
  const fixture = withPages(base, {
    get pages() {
      return options.pages;
    },
    get page() {
      return options.page;
    },
    get delayMs() {
      return options.delayMs;
    },
  });
  return fixture;
}
