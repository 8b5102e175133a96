import type { BannerScene } from '../seed/lobby/banners';
import type { PromotionKey } from '../seed/lobby/promotion-texts';
import { seededRandom } from '../seeded-random';
import { motifColours } from './game-art';
import { motifs, type MotifName } from './motifs';
import { Lettering } from './lettering';
import { STAGES } from './banner-stages';
import { rays } from './svg-text';

/**
 * Hero banners, drawn for a carousel: desktop 1200 × 400 (3:1) with the art on the right, leaving
 * the left for the banner's HTML; mobile 750 × 500 (3:2) with the art in the top half, leaving the
 * bottom for it; that side is shaded so white text reads on any scene. Promotion cards: 640 × 360
 * (16:9), art in the middle. Layered: a night sky in the scene's hue, a glow, the scene's own stage
 * (banner-stages.ts: spotlights, a table, a crash curve, a marquee ...), a halo, the cast, bokeh.
 * No words in any of them: the texts come translated from the CMS and are laid over by the lobby.
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
  tournament: { hue: 18, accent: 0, cast: ['trophy', 'crown', 'star'], confetti: 'sparkle' },
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
  const [cx, cy, size] = variant === 'desktop' ? [W * 0.7, H * 0.5, H * 0.82] : variant === 'mobile' ? [W / 2, H * 0.33, H * 0.56] : [W / 2, H * 0.5, H * 0.66];
  const lettering = new Lettering();
  const place = (motif: MotifName, x: number, y: number, scale: number, tilt: number) =>
    `<g filter="url(#s)" transform="translate(${Math.round(x - 50 * scale)} ${Math.round(y - 50 * scale)}) scale(${scale.toFixed(2)}) rotate(${tilt} 50 50)">${motifs[motif](colours, lettering)}</g>`;
  const k = size / 100;
  const scatter: string[] = [];
  for (let i = 0; i < 10; i++) {
    const x = Math.round(random() * W);
    const y = Math.round(random() * H);
    // Keep the headline side calm: fewer and fainter pieces where the HTML goes.
    const calm = (variant === 'desktop' && x < W * 0.45) || (variant === 'mobile' && y > H * 0.6);
    scatter.push(
      `<use href="#c" transform="translate(${x} ${y}) rotate(${Math.round(random() * 90)} 50 50) scale(${(0.16 + random() * 0.2).toFixed(2)})" opacity="${calm ? 0.12 : (0.5 + random() * 0.4).toFixed(2)}"/>`,
    );
  }
  const bokeh: string[] = [];
  for (let i = 0; i < 6; i++) {
    bokeh.push(`<circle cx="${Math.round(random() * W)}" cy="${Math.round(random() * H)}" r="${Math.round(H * (0.04 + random() * 0.1))}" fill="url(#k)"/>`);
  }
  // The headline's side: dark enough under white text whatever the scene (left on desktop, bottom on mobile).
  const shade =
    variant === 'desktop'
      ? `<linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05040f" stop-opacity=".85"/><stop offset=".3" stop-color="#05040f" stop-opacity=".55"/><stop offset=".55" stop-color="#05040f" stop-opacity="0"/></linearGradient>`
      : `<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#05040f" stop-opacity="0"/><stop offset=".7" stop-color="#05040f" stop-opacity=".6"/><stop offset="1" stop-color="#05040f" stop-opacity=".88"/></linearGradient>`;
  const at = (v: number, whole: number) => (v / whole).toFixed(2);
  const confetti = motifs[s.confetti](colours, lettering);
  const cast = [
    place(s.cast[1], cx - size * 0.74, cy + size * 0.2, k * 0.52, -14),
    place(s.cast[2], cx + size * 0.74, cy - size * 0.14, k * 0.46, 14),
    place(s.cast[0], cx, cy, k * 0.95, 0),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${s.hue} 70% 9%)"/><stop offset="1" stop-color="hsl(${(s.hue + 25) % 360} 75% 24%)"/></linearGradient>`,
    `<radialGradient id="b" cx="${at(cx, W)}" cy="${at(cy, H)}" r="${variant === 'desktop' ? 0.55 : 0.7}"><stop offset="0" stop-color="hsl(${s.hue} 95% 62%)"/><stop offset=".5" stop-color="hsl(${(s.hue + 15) % 360} 85% 40%)" stop-opacity=".6"/><stop offset="1" stop-color="hsl(${(s.hue + 30) % 360} 80% 20%)" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="h"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".6" stop-color="#fff" stop-opacity=".08"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    `<radialGradient id="k"><stop offset="0" stop-color="hsl(${s.accent} 100% 75%)" stop-opacity=".35"/><stop offset="1" stop-color="hsl(${s.accent} 100% 75%)" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
    '<linearGradient id="column" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
    shade,
    '<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="8" flood-opacity=".55"/></filter>',
    '<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4" result="g"/><feMerge><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
    `<g id="c">${confetti}</g>`,
    lettering.defs(),
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#b)"/>`,
    rays(Math.round(cx), Math.round(cy), 18, Math.max(W, H), 4, 0.06),
    STAGES[scene]({ W, H, cx, cy, size, hue: s.hue, accent: s.accent, random }),
    `<circle cx="${Math.round(cx)}" cy="${Math.round(cy)}" r="${Math.round(size * 0.62)}" fill="url(#h)"/>`,
    scatter.join(''),
    ...cast,
    bokeh.join(''),
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
