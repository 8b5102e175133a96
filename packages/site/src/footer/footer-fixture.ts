import type { PaymentMethodLogo } from '@casino-sdk/core/internal';
import { samplePaymentMethods } from '@casino-sdk/core/testing/payment-methods';
import { createPlatformFixture, type Behaviour, type FixtureFetch, type PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';

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
