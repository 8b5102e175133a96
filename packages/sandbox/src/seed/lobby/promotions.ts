import type { Audience } from '@casino-sdk/core/rules';
import { ART_VERSION } from '../../art/art-version';
import type { promotions, PromotionText } from '../../db/schema';
import { CMS_LANGUAGES, type CmsLanguage } from './banner-texts';
import { heroMedias, type BannerScene } from './banners';
import { promotionWords, termsLine, type PromotionKey, type PromotionWords } from './promotion-texts';

const DAY = 86_400_000;

export function promotionCardPath(key: PromotionKey): string {
  return `/sandbox/art/promotion/${key}.svg?v=${ART_VERSION}`;
}

interface SeedPromotion {
  id: number;
  key: PromotionKey;
  scene: BannerScene;
  category: string;
  /** Days after the seed it becomes valid (negative: valid since then); undefined: always valid. */
  validInDays?: number;
  /** Who it is for, when not everyone: the welcome bonus is a new player's. */
  audience?: Audience;
}

// Ids clear of the static pages (1001 to 1011), which share cms/pages/{id}.
const seeded: SeedPromotion[] = [
  { id: 101, key: 'welcome', scene: 'welcome', category: 'all', audience: 'visitors' },
  { id: 102, key: 'reload', scene: 'reload', category: 'casino', validInDays: -30 },
  { id: 103, key: 'live-cashback', scene: 'live', category: 'live-casino', validInDays: -7 },
  { id: 104, key: 'free-spins-friday', scene: 'spins', category: 'casino' },
  { id: 105, key: 'summer-tournament', scene: 'tournament', category: 'casino', validInDays: 14 },
  { id: 106, key: 'crash-race', scene: 'crash', category: 'crash-games', validInDays: 30 },
];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

function promotionText(words: PromotionWords, language: CmsLanguage): PromotionText {
  const items = [...words.steps, termsLine[language]].map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return { name: words.name, comment: words.comment, content: `<p>${escapeHtml(words.intro)}</p><ul>${items}</ul>` };
}

/** Six promotions in all seven languages: four valid, two that become valid 14 and 30 days after the seed. */
export function seedPromotions(now: Date): (typeof promotions.$inferInsert)[] {
  return seeded.map((p, index) => ({
    id: p.id,
    slug: p.key,
    rank: index + 1,
    validFrom: p.validInDays === undefined ? null : new Date(now.getTime() + p.validInDays * DAY),
    medias: [
      { id: 300 + index * 3, path: promotionCardPath(p.key), title: 'card', comment: `${p.category}:card`, isMobile: false },
      ...heroMedias(301 + index * 3, p.scene, p.category),
    ],
    texts: Object.fromEntries(CMS_LANGUAGES.map((language) => [language, promotionText(promotionWords[p.key][language], language)])),
    audience: p.audience ?? null,
  }));
}
