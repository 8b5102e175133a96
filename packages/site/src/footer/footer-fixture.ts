import type { PaymentMethodLogo } from '@casino-sdk/core';
import { createPlatformFixture, type Behaviour, type FixtureFetch, type PlatformFixtureOptions } from '../fixtures/platform-fixture';

/** A small logo drawn in SVG, so stories need no image files and no outside host. */
function logo(label: string, colour: string, width = 96): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width}" height="32">` +
    `<text x="${width / 2}" y="22" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="${colour}">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const cardMark =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 52 32" width="52" height="32">' +
      '<circle cx="19" cy="16" r="12" fill="#eb001b"/><circle cx="33" cy="16" r="12" fill="#f79e1b" fill-opacity="0.9"/></svg>',
  );

/** The deposit methods of stories and view tests. The last one has no picture: its name shows. */
export const samplePaymentMethods: PaymentMethodLogo[] = [
  { id: 1, name: 'Visa', code: 'visa', image: logo('VISA', '#1a1f71', 72) },
  { id: 2, name: 'Mastercard', code: 'mastercard', image: cardMark },
  { id: 3, name: 'Skrill', code: 'skrill', image: logo('Skrill', '#811e68', 72) },
  { id: 4, name: 'Neteller', code: 'neteller', image: logo('NETELLER', '#437a2a', 110) },
  { id: 5, name: 'Paysafecard', code: 'paysafecard', image: logo('paysafecard', '#0a3d78', 120) },
  { id: 14, name: 'Bank transfer', code: 'wire_transfer', image: null },
];

export interface FooterFixtureOptions extends PlatformFixtureOptions {
  /** GET cms/payment-methods: answer, fail (404, which the client does not retry), hang or go offline. */
  paymentMethods?: Behaviour;
  paymentMethodList?: PaymentMethodLogo[];
}

/** The shared platform fixture plus GET cms/payment-methods, which only the footer calls. */
export function createFooterFixture(options: FooterFixtureOptions = {}): FixtureFetch {
  return withPaymentMethods(createPlatformFixture(options), options);
}

/** Adds GET cms/payment-methods to an existing fixture (Storybook's runtime brings its own). */
export function withPaymentMethods(inner: typeof fetch, options: Pick<FooterFixtureOptions, 'paymentMethods' | 'paymentMethodList'> = {}): FixtureFetch {
  const calls = (inner as Partial<FixtureFetch>).calls ?? [];
  const fixture = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixture.invalid/');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || url.pathname !== '/v1/cms/payment-methods') return inner(input, init);
    calls.push({ method, path: url.pathname });
    switch (options.paymentMethods) {
      case 'hang':
        return new Promise<Response>(() => {});
      case 'offline':
        throw new TypeError('Failed to fetch');
      case 'fail':
        return new Response(JSON.stringify({ message: 'No payment methods here.' }), { status: 404, headers: { 'content-type': 'application/json' } });
      default:
        return new Response(JSON.stringify({ data: options.paymentMethodList ?? samplePaymentMethods }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
    }
  }) as FixtureFetch;
  fixture.calls = calls;
  return fixture;
}
