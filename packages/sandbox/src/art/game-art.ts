import { seededRandom } from '../seeded-random';
import { themeOfName } from '../seed/game-themes';
import { motifs, type MotifColours, type MotifName } from './motifs';
import { Lettering } from './lettering';
import { escapeXml, rays, wrap } from './svg-text';

export interface GameArtInput {
  id: number;
  name: string;
  provider: string;
  type: string;
}

/** Game cards are 4:3; the lobby's card boxes keep that ratio so nothing shifts as pictures arrive. */
export const GAME_ART_WIDTH = 400;
export const GAME_ART_HEIGHT = 300;

interface Look {
  /** Background hue; the picture shifts it a little per game. */
  hue: number;
  /** The motifs' main colour. */
  accent: number;
  /** The big picture in the middle: one of these. */
  heroes: MotifName[];
  /** Small things scattered behind it. */
  extras: MotifName[];
}

const look = (hue: number, accent: number, heroes: MotifName[], extras: MotifName[] = heroes): Look => ({ hue, accent, heroes, extras });

/** By slot theme (seed/game-themes.ts). */
const THEME_LOOKS: Record<string, Look> = {
  dragon: look(0, 140, ['dragon'], ['flame', 'coin', 'sparkle']),
  fruit: look(320, 350, ['cherry', 'melon', 'grapes', 'lemon'], ['cherry', 'lemon', 'grapes']),
  egypt: look(38, 200, ['pyramid', 'eye'], ['eye', 'sparkle', 'coin']),
  viking: look(210, 0, ['helmet', 'shield'], ['shield', 'bolt', 'coin']),
  ocean: look(195, 175, ['fish', 'shell', 'anchor'], ['shell', 'fish', 'sparkle']),
  space: look(265, 300, ['planet', 'rocket'], ['star', 'sparkle', 'planet']),
  candy: look(325, 300, ['lollipop', 'candy', 'donut'], ['candy', 'lollipop', 'heart']),
  gems: look(280, 160, ['diamond', 'gem'], ['gem', 'diamond', 'sparkle']),
  classic: look(350, 0, ['seven', 'reels', 'bell', 'bar'], ['seven', 'bell', 'cherry', 'star']),
  luck: look(130, 125, ['clover', 'horseshoe'], ['coin', 'clover', 'sparkle']),
  jungle: look(100, 30, ['lion', 'paw'], ['paw', 'palm', 'sparkle']),
  china: look(355, 5, ['lantern', 'lotus', 'coin'], ['lantern', 'coin', 'sparkle']),
  japan: look(345, 350, ['torii', 'katana'], ['lotus', 'sparkle', 'sun']),
  west: look(25, 20, ['sheriff', 'cactus'], ['star', 'coin', 'horseshoe']),
  aztec: look(160, 25, ['mask', 'pyramid'], ['sun', 'gem', 'sparkle']),
  pirates: look(215, 0, ['skull', 'chest', 'anchor'], ['coin', 'anchor', 'sparkle']),
  olympus: look(225, 45, ['bolt', 'crown'], ['bolt', 'sparkle', 'coin']),
  horror: look(275, 25, ['pumpkin', 'ghost', 'skull'], ['bat', 'moon', 'ghost']),
  fire: look(15, 20, ['flame'], ['flame', 'sparkle', 'star']),
  ice: look(200, 195, ['snowflake', 'diamond'], ['snowflake', 'sparkle']),
  xmas: look(0, 130, ['gift', 'tree'], ['snowflake', 'star', 'gift']),
  wolf: look(240, 220, ['wolf', 'moon'], ['moon', 'star', 'paw']),
  magic: look(285, 290, ['potion', 'orb', 'star'], ['sparkle', 'star', 'moon']),
  gold: look(45, 40, ['chest', 'coin', 'crown'], ['coin', 'sparkle', 'diamond']),
  disco: look(300, 190, ['disc', 'note'], ['note', 'star', 'sparkle']),
  sports: look(120, 210, ['ball', 'trophy'], ['star', 'ball', 'sparkle']),
  farm: look(95, 10, ['egg', 'sun'], ['egg', 'clover', 'sun']),
  tropical: look(175, 120, ['palm', 'sun'], ['palm', 'shell', 'sparkle']),
  thunder: look(235, 50, ['bolt'], ['bolt', 'sparkle', 'star']),
};

const GENERIC_SLOT = look(260, 45, ['reels', 'crown', 'diamond', 'star'], ['coin', 'star', 'sparkle']);

/** Table, live, crash and instant games by the words of their names. */
const GAME_WORD_LOOKS: [RegExp, Look][] = [
  [/roulette|wheel|game show/i, look(150, 0, ['wheel'], ['chip', 'sparkle'])],
  [/blackjack|baccarat|punto|poker|hold'em|\bstud\b|red dog|jacks|deuces|hi-lo|andar|dragon tiger/i, look(145, 0, ['card', 'chip'], ['chip', 'heart', 'card'])],
  [/sic bo|craps|dice/i, look(160, 350, ['die'], ['die', 'chip'])],
  [/rocket|starship|jetpack|launch/i, look(250, 10, ['rocket'], ['star', 'sparkle', 'planet'])],
  [/comet|meteor|satellite/i, look(255, 200, ['comet', 'planet'], ['star', 'sparkle'])],
  [/balloon|zeppelin|kite/i, look(200, 350, ['balloon'], ['sparkle', 'star'])],
  [/aviator|glider|plane/i, look(215, 0, ['plane'], ['star', 'sparkle'])],
  [/firework/i, look(270, 320, ['sparkle', 'star'], ['sparkle', 'star'])],
  [/plinko/i, look(300, 50, ['pegs'], ['coin', 'sparkle'])],
  [/mines|bomb/i, look(220, 160, ['bomb', 'gem'], ['gem', 'sparkle'])],
  [/keno|bingo|lottery/i, look(30, 210, ['ball', 'coin'], ['star', 'sparkle'])],
  [/coin/i, look(45, 40, ['coin'], ['coin', 'sparkle'])],
  [/scratch/i, look(330, 45, ['card', 'coin'], ['coin', 'star'])],
  [/tower|limbo/i, look(190, 280, ['gem', 'rocket'], ['star', 'sparkle'])],
];

function lookOf(game: GameArtInput): Look {
  if (game.type === 'slot') {
    const theme = themeOfName(game.name);
    return (theme && THEME_LOOKS[theme.key]) ?? GENERIC_SLOT;
  }
  return GAME_WORD_LOOKS.find(([words]) => words.test(game.name))?.[1] ?? look(230, 45, ['chip', 'star'], ['sparkle', 'coin']);
}

export function motifColours(accent: number, random: () => number): MotifColours {
  return {
    main: `hsl(${accent} 85% 55%)`,
    second: `hsl(${(accent + 30 + Math.floor(random() * 60)) % 360} 80% 60%)`,
    gold: '#ffc928',
  };
}

const TYPE_BADGE: Record<string, string> = { live: 'LIVE', crash: 'CRASH', table: 'TABLE', instant: 'INSTANT' };

/** What sets one game's picture apart from another's of the same theme: its palette, backdrop and composition. */
export interface GameLook {
  /** Background hue (0–359). */
  hue: number;
  /** The motifs' main hue. */
  accent: number;
  backdrop: 'rays' | 'rings' | 'stripes' | 'bokeh';
  /** One big hero; the hero with a smaller companion; the hero tilted off-centre. */
  layout: 0 | 1 | 2;
  /** The hero drawn facing the other way. */
  mirrored: boolean;
  hero: MotifName;
  extra: MotifName;
}

const BACKDROPS: GameLook['backdrop'][] = ['rays', 'rings', 'stripes', 'bokeh'];
/** A theme keeps its own colours most often, else turns a third, a half or two thirds of the wheel. */
const PALETTE_TURNS = [0, 0, 120, 180, 240];

/**
 * The choices behind a game's picture, from its theme and its id: the same game always gets the
 * same look, and the games of one theme (every dragon) spread over palettes, backdrops and
 * compositions, so that no two of one screen look alike (issue 24).
 */
export function gameLook(game: GameArtInput, random = seededRandom(game.id * 7919 + 17)): GameLook {
  const style = lookOf(game);
  // Live tables sit in a dark red studio whatever they deal, so the live tab reads as one place.
  const live = game.type === 'live';
  const turn = live ? 0 : PALETTE_TURNS[Math.floor(random() * PALETTE_TURNS.length)]!;
  const baseHue = live ? 335 : style.hue;
  return {
    hue: (baseHue + turn + Math.floor(random() * 30) - 15 + 360) % 360,
    accent: (style.accent + turn + Math.floor(random() * 24) - 12 + 360) % 360,
    backdrop: BACKDROPS[Math.floor(random() * BACKDROPS.length)]!,
    layout: Math.floor(random() * 3) as GameLook['layout'],
    mirrored: random() < 0.5,
    hero: style.heroes[Math.floor(random() * style.heroes.length)]!,
    extra: style.extras[Math.floor(random() * style.extras.length)]!,
  };
}

/** The backdrop behind the motifs, pale on the background's colours. */
function backdropSvg(kind: GameLook['backdrop'], random: () => number): string {
  const W = GAME_ART_WIDTH;
  switch (kind) {
    case 'rays':
      return rays(W / 2, 110, 14 + Math.floor(random() * 6), 420, random() * 30);
    case 'rings': {
      const cx = Math.round(W / 2 + random() * 80 - 40);
      return `<g fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="16">${[40, 90, 140, 190, 240].map((r) => `<circle cx="${cx}" cy="110" r="${r}"/>`).join('')}</g>`;
    }
    case 'stripes': {
      const angle = Math.round(random() * 60 - 30);
      return `<g fill="#fff" opacity=".07" transform="rotate(${angle} 200 150)">${[-200, -120, -40, 40, 120, 200, 280, 360, 440].map((x) => `<rect x="${x}" y="-150" width="36" height="600"/>`).join('')}</g>`;
    }
    case 'bokeh': {
      const dots: string[] = [];
      for (let i = 0; i < 9; i++) {
        dots.push(`<circle cx="${Math.round(random() * W)}" cy="${Math.round(random() * 200)}" r="${Math.round(12 + random() * 38)}" opacity="${(0.06 + random() * 0.1).toFixed(2)}"/>`);
      }
      return `<g fill="#fff">${dots.join('')}</g>`;
    }
  }
}

/** The hero at (x, 6), `scale` times its 100-unit box, tilted, and turned to face the other way when mirrored. */
function heroTransform(x: number, scale: number, tilt: number, mirrored: boolean): string {
  return mirrored ? `translate(${x + 100 * scale} 6) scale(${-scale} ${scale}) rotate(${-tilt} 50 50)` : `translate(${x} 6) scale(${scale}) rotate(${tilt} 50 50)`;
}

/**
 * A game's cover picture, made from its name: the theme the name is about picks the motifs (a
 * dragon for "Jade Dragon", fruit for "Juicy Cherries"), and the game's look (gameLook) its
 * palette, backdrop, composition and scatter. No picture is stored or fetched from anywhere; the
 * same game always gets the same picture. 4:3, about 3 KB.
 */
export function gameArtSvg(game: GameArtInput): string {
  const random = seededRandom(game.id * 7919 + 17);
  const chosen = gameLook(game, random);
  const { hue, hero, extra, layout, mirrored } = chosen;
  const colours = motifColours(chosen.accent, random);
  const W = GAME_ART_WIDTH;
  const H = GAME_ART_HEIGHT;

  const lettering = new Lettering();
  const scatter: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = Math.round(random() * (W - 40) - 10);
    const y = Math.round(random() * 170 - 10);
    const scale = (0.22 + random() * 0.25).toFixed(2);
    scatter.push(`<use href="#e" transform="translate(${x} ${y}) rotate(${Math.round(random() * 60 - 30)} 50 50) scale(${scale})" opacity="${(0.25 + random() * 0.3).toFixed(2)}"/>`);
  }

  // Drawn once, in <defs>: the scatter and layout 1's second hero use it.
  const extraMotif = motifs[extra](colours, lettering);
  const heroes: string[] = [];
  if (layout === 1) {
    heroes.push(`<g filter="url(#s)" transform="${heroTransform(mirrored ? 30 : 262, 1.05, 12, mirrored)}"><use href="#e"/></g>`);
    heroes.push(`<g filter="url(#s)" transform="${heroTransform(mirrored ? 125 : 100, 1.75, 0, mirrored)}">${motifs[hero](colours, lettering)}</g>`);
  } else {
    const x = layout === 2 ? 95 + Math.round(random() * 40) : 112;
    const tilt = layout === 2 ? Math.round(random() * 30 - 15) : 0;
    heroes.push(`<g filter="url(#s)" transform="${heroTransform(x, 1.75, tilt, mirrored)}">${motifs[hero](colours, lettering)}</g>`);
  }

  const lines = wrap(game.name.toUpperCase(), 15, 2);
  const fontSize = lines.length > 1 ? 33 : 42;
  const firstBaseline = lines.length > 1 ? 228 : 256;
  const title = lines
    .map((line, i) =>
      lettering.line(line, {
        x: W / 2,
        y: firstBaseline + i * (fontSize + 3),
        size: fontSize,
        anchor: 'middle',
        maxWidth: W - 36,
        paint: 'fill="url(#t)"',
        outline: { colour: '#3a1500', width: 6 },
      }),
    )
    .join('');
  const provider = lettering.line(game.provider.toUpperCase(), { x: W / 2, y: H - 12, size: 13, anchor: 'middle', maxWidth: W - 36, spacing: 1, paint: 'fill="#fff" fill-opacity=".8"' });

  // At the top's middle: a lobby puts its own controls in the top corners (Demo, a player's heart).
  const badge = TYPE_BADGE[game.type];
  const live = game.type === 'live';
  const badgeWidth = badge ? badge.length * 9 + (live ? 34 : 20) : 0;
  const badgeX = Math.round((W - badgeWidth) / 2);
  const badgeSvg = badge
    ? `<rect x="${badgeX}" y="12" width="${badgeWidth}" height="24" rx="12" fill="${live ? '#e53935' : '#0009'}"/>` +
      (live ? `<circle cx="${badgeX + 14}" cy="24" r="4" fill="#fff"/>` : '') +
      lettering.line(badge, { x: badgeX + (live ? 24 : 10), y: 29, size: 13, spacing: 1, paint: 'fill="#fff"' })
    : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(game.name)}">`,
    '<defs>',
    `<radialGradient id="b" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="hsl(${hue} 90% 62%)"/><stop offset=".55" stop-color="hsl(${(hue + 15) % 360} 85% 34%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 80% 12%)"/></radialGradient>`,
    '<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe0"/><stop offset=".5" stop-color="#ffd54a"/><stop offset="1" stop-color="#f08c00"/></linearGradient>',
    '<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient>',
    '<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="5" stdDeviation="4" flood-opacity=".55"/></filter>',
    `<g id="e">${extraMotif}</g>`,
    lettering.defs(),
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#b)"/>`,
    backdropSvg(chosen.backdrop, random),
    scatter.join(''),
    heroes.join(''),
    `<rect y="170" width="${W}" height="${H - 170}" fill="url(#f)"/>`,
    title,
    provider,
    badgeSvg,
    '</svg>',
  ].join('');
}
