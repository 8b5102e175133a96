import type { Banner, Promotion } from '@casino-sdk/core/contract/cms';
import type { Behaviour, FixtureFetch } from '@casino-sdk/core/testing/platform-fixture';
import { jsonResponse } from '@casino-sdk/core/testing/fixtures';

/**
 * The fixture's art, served by Storybook (.storybook/public): a promotion picture must be an image
 * address CMS content may use (isSafeImageUrl), which a data URL is not. Tests load no pictures.
 */
function art(hue: number, variant: 'card' | 'desktop' | 'mobile'): string {
  return `/fixture-art/promotion-${hue}-${variant}.svg`;
}

function pictures(id: number, hue: number, card: boolean): Banner {
  return {
    id,
    title: null,
    subtitle: null,
    options: null,
    medias: [
      ...(card ? [{ id: id * 10, full_url: art(hue, 'card'), title: 'card', comment: 'all:card', is_mobile: false }] : []),
      { id: id * 10 + 1, full_url: art(hue, 'desktop'), title: 'desktop', comment: 'all:hero', is_mobile: false },
      { id: id * 10 + 2, full_url: art(hue, 'mobile'), title: 'mobile', comment: 'all:hero', is_mobile: true },
    ],
  };
}

function promotion(id: number, name: string, comment: string, hue: number, options: { validFrom?: string; card?: boolean; audience?: string } = {}): Promotion {
  return {
    id,
    name,
    comment,
    type: 'promotion',
    content: `<p>${comment}.</p><ul><li>Register and verify your e-mail.</li><li>Deposit at least €20.</li><li>18+ only. Full <a href="/terms-and-conditions">terms</a> apply.</li></ul>`,
    is_valid: options.validFrom === undefined,
    valid_from: options.validFrom ?? null,
    banners: [pictures(id, hue, options.card ?? true)],
    language: { code: 'en' },
    ...(options.audience ? { audience: options.audience } : {}),
  };
}

/** Four promotions: three valid (one without a card picture, one for visitors only), one from 1 July 2031. */
export const FIXTURE_PROMOTIONS: Promotion[] = [
  promotion(1, 'Welcome bonus', '100% up to €500 and 200 free spins', 300, { audience: 'visitors' }),
  promotion(2, 'Weekend reload', '50% up to €200 every weekend', 220),
  promotion(3, 'Live casino cashback', '10% back on live tables every Monday', 10, { card: false }),
  promotion(4, 'Summer slots tournament', '€25,000 shared among the top 500 players', 45, { validFrom: '2031-07-01T00:00:00.000Z' }),
];

export interface PromotionsFixtureOptions {
  /** How both calls answer ('ok' by default). */
  promotions?: Behaviour;
}


/**
 * Wraps a fixture fetch with GET cms/pages?type=promotion and GET cms/pages/{id} (a promotion by
 * id, 404 otherwise). Every other call goes to `next`.
 */
export function withPromotions(next: typeof fetch & { calls?: FixtureFetch['calls'] }, options: PromotionsFixtureOptions = {}): FixtureFetch {
  const calls = next.calls ?? [];
  const fixture = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://fixture.invalid/');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const one = /^\/v1\/cms\/pages\/(\d+)$/.exec(url.pathname);
    const list = url.pathname === '/v1/cms/pages' && url.searchParams.get('type') === 'promotion';
    if (method !== 'GET' || (!one && !list)) return next(input, init);

    calls.push({ method, path: url.pathname });
    if (options.promotions === 'hang') return new Promise<Response>(() => {});
    if (options.promotions === 'offline') throw new TypeError('Failed to fetch');
    if (options.promotions === 'fail') return jsonResponse({ message: 'The platform is not available.' }, 500);
    if (list) return jsonResponse({ data: FIXTURE_PROMOTIONS }, 200);
    const found = FIXTURE_PROMOTIONS.find((item) => item.id === Number(one![1]));
    return found ? jsonResponse(found, 200) : jsonResponse({ message: 'Page not found.' }, 404);
  }) as FixtureFetch;
  fixture.calls = calls;
  return fixture;
}
