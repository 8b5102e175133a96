import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformFixture } from '@casino-sdk/core/testing/platform-fixture';
import { cardImage, createPromotionsModel } from './promotions-model';
import { FIXTURE_PROMOTIONS, withPromotions } from './promotions-fixture';

afterEach(() => CasinoSDK.destroy());

function runtime(options: Parameters<typeof withPromotions>[1] = {}): Runtime {
  return CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch: withPromotions(createPlatformFixture(), options) });
}

describe('cardImage', () => {
  it("is the media titled 'card', or null for the default picture", () => {
    expect(cardImage(FIXTURE_PROMOTIONS[0]!)).toBe('/fixture-art/promotion-300-card.svg');
    expect(cardImage(FIXTURE_PROMOTIONS[2]!)).toBeNull();
  });

  it('is null (the default picture) when the card has no image address CMS content may use', () => {
    const card = (full_url: string, url_webp?: string) => ({ banners: [{ id: 1, title: null, options: null, medias: [{ full_url, url_webp, title: 'card' }] }] });
    for (const url of ['javascript:alert(1)', '//evil.example/card.png', 'data:image/svg+xml,<svg onload=alert(1)>']) expect(cardImage(card(url)), url).toBeNull();
    expect(cardImage(card('https://cdn.example/card.png', 'javascript:alert(1)'))).toBe('https://cdn.example/card.png');
  });
});

describe('promotions model', () => {
  it('loads the list, then one promotion with its sanitiser and carousel', async () => {
    const model = createPromotionsModel(runtime());
    await model.loadList('en');
    const list = model.list.value;
    expect(list.kind === 'ready' && list.promotions.map((p) => [p.id, p.is_valid])).toEqual([[1, true], [2, true], [3, true], [4, false]]);

    await model.loadDetail('4', 'en');
    const detail = model.detail.value;
    expect(detail.kind).toBe('ready');
    if (detail.kind !== 'ready') return;
    expect(detail.promotion.name).toBe('Summer slots tournament');
    expect(typeof detail.sanitize).toBe('function');
    expect(detail.banners.bannerSlides(detail.promotion.banners ?? [], 'en', false)).toHaveLength(1);
  });

  it('shows a player no promotion marked for visitors, and shows it again once they sign out', async () => {
    const sdk = runtime();
    const model = createPromotionsModel(sdk);
    await model.loadList('en');
    const ids = () => {
      const list = model.list.value;
      return list.kind === 'ready' ? list.promotions.map((p) => p.id) : [];
    };
    expect(ids()).toEqual([1, 2, 3, 4]);
    sdk.store.session.value = { token: 'player-token', playerId: 1 };
    expect(ids()).toEqual([2, 3, 4]);
    sdk.store.session.value = null;
    expect(ids()).toEqual([1, 2, 3, 4]);
  });

  it('says a promotion the platform does not know is missing, and a failure is an error to retry', async () => {
    const options: Parameters<typeof withPromotions>[1] = {};
    const model = createPromotionsModel(runtime(options));
    await model.loadDetail('99', 'en');
    expect(model.detail.value.kind).toBe('missing');

    options.promotions = 'fail';
    await model.loadList('en');
    expect(model.list.value.kind).toBe('error');
    options.promotions = 'ok';
    await model.retry();
    expect(model.list.value.kind).toBe('ready');
  });
});
