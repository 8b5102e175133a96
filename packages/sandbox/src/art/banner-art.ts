import type { BannerScene } from '../seed/lobby/banners';
import type { PromotionKey } from '../seed/lobby/promotion-texts';
import { seededRandom } from '../seeded-random';
import { motifColours } from './game-art';
import { motifs, type MotifName } from './motifs';
import { rays } from './svg-text';

/**
 * Hero banners: desktop 1200 × 400 (3:1) with the art on the right two thirds, leaving the left for
 * the banner's HTML; mobile 750 × 500 (3:2) with the art in the top half, leaving the bottom for
 * it. Promotion cards: 640 × 360 (16:9), art in the middle. No words in any of them: the texts
 * come translated from the CMS and are laid over by the lobby.
 */
export const BANNER_SIZES = { desktop: [1200, 400], mobile: [750, 500], card: [640, 360] } as const;

interface Scene {
  hue: number;
  accent: number;
  /** The main motif, then two companions. */
  cast: [MotifName, MotifName, MotifName];
  /** Scattered around. */
  confetti: MotifName;
}

const SCENES: Record<BannerScene, Scene> = {
  welcome: { hue: 280, accent: 330, cast: ['gift', 'coin', 'star'], confetti: 'coin' },
  live: { hue: 340, accent: 0, cast: ['wheel', 'chip', 'card'], confetti: 'chip' },
  crash: { hue: 250, accent: 10, cast: ['rocket', 'planet', 'star'], confetti: 'star' },
  cashback: { hue: 150, accent: 45, cast: ['chest', 'coin', 'coin'], confetti: 'coin' },
  prime: { hue: 350, accent: 0, cast: ['reels', 'seven', 'bell'], confetti: 'sparkle' },
  drops: { hue: 200, accent: 170, cast: ['chest', 'diamond', 'coin'], confetti: 'coin' },
  reload: { hue: 215, accent: 50, cast: ['bolt', 'coin', 'coin'], confetti: 'sparkle' },
  spins: { hue: 315, accent: 350, cast: ['reels', 'cherry', 'star'], confetti: 'star' },
  tournament: { hue: 40, accent: 0, cast: ['trophy', 'crown', 'star'], confetti: 'sparkle' },
};

const PROMOTION_SCENES: Record<PromotionKey, BannerScene> = {
  welcome: 'welcome',
  reload: 'reload',
  'live-cashback': 'live',
  'free-spins-friday': 'spins',
  'summer-tournament': 'tournament',
  'crash-race': 'crash',
};

export const bannerScenes = Object.keys(SCENES) as BannerScene[];
export const promotionKeys = Object.keys(PROMOTION_SCENES) as PromotionKey[];

type Variant = keyof typeof BANNER_SIZES;

function sceneSvg(scene: BannerScene, variant: Variant): string {
  const s = SCENES[scene];
  const [W, H] = BANNER_SIZES[variant];
  const random = seededRandom(scene.length * 131 + variant.length * 7 + s.hue);
  const colours = motifColours(s.accent, random);
  // Where the art's centre sits: right on desktop (text on the left), top on mobile, middle on cards.
  const [cx, cy, size] = variant === 'desktop' ? [W * 0.68, H * 0.5, H * 0.88] : variant === 'mobile' ? [W / 2, H * 0.34, H * 0.6] : [W / 2, H * 0.5, H * 0.7];
  const place = (motif: MotifName, x: number, y: number, scale: number, tilt: number) =>
    `<g filter="url(#s)" transform="translate(${Math.round(x - 50 * scale)} ${Math.round(y - 50 * scale)}) scale(${scale.toFixed(2)}) rotate(${tilt} 50 50)">${motifs[motif](colours)}</g>`;
  const k = size / 100;
  const confetti: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = Math.round(random() * W);
    const y = Math.round(random() * H);
    // Keep the text side calm: fewer and fainter pieces where the HTML goes.
    const calm = (variant === 'desktop' && x < W * 0.42) || (variant === 'mobile' && y > H * 0.62);
    confetti.push(
      `<use href="#c" transform="translate(${x} ${y}) rotate(${Math.round(random() * 90)} 50 50) scale(${(0.18 + random() * 0.22).toFixed(2)})" opacity="${calm ? 0.15 : (0.45 + random() * 0.4).toFixed(2)}"/>`,
    );
  }
  const shade =
    variant === 'desktop'
      ? `<linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".65"/><stop offset=".5" stop-color="#000" stop-opacity="0"/></linearGradient>`
      : `<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true">`,
    '<defs>',
    `<radialGradient id="b" cx="${(cx / W).toFixed(2)}" cy="${(cy / H).toFixed(2)}" r="${variant === 'desktop' ? 0.9 : 0.8}"><stop offset="0" stop-color="hsl(${s.hue} 95% 62%)"/><stop offset=".45" stop-color="hsl(${(s.hue + 15) % 360} 85% 34%)"/><stop offset="1" stop-color="hsl(${(s.hue + 30) % 360} 80% 10%)"/></radialGradient>`,
    shade,
    '<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="8" stdDeviation="7" flood-opacity=".5"/></filter>',
    `<g id="c">${motifs[s.confetti](colours)}</g>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#b)"/>`,
    rays(Math.round(cx), Math.round(cy), 22, Math.max(W, H) * 1.2, 4, 0.1),
    `<circle cx="${Math.round(cx)}" cy="${Math.round(cy)}" r="${Math.round(size * 0.62)}" fill="#fff" opacity=".12"/>`,
    confetti.join(''),
    place(s.cast[1], cx - size * 0.72, cy + size * 0.18, k * 0.55, -14),
    place(s.cast[2], cx + size * 0.72, cy - size * 0.12, k * 0.5, 14),
    place(s.cast[0], cx, cy, k, 0),
    `<rect width="${W}" height="${H}" fill="url(#f)"/>`,
    '</svg>',
  ].join('');
}

export function bannerArtSvg(scene: BannerScene, variant: 'desktop' | 'mobile'): string {
  return sceneSvg(scene, variant);
}

export function promotionCardSvg(key: PromotionKey): string {
  return sceneSvg(PROMOTION_SCENES[key], 'card');
}
