import { seededRandom } from '../seeded-random';
import { motifColours } from './game-art';
import { motifs, type MotifName } from './motifs';
import { Lettering } from './lettering';
import { escapeXml } from './svg-text';

const EMBLEMS: MotifName[] = ['star', 'crown', 'diamond', 'bolt', 'flame', 'clover', 'seven', 'gem', 'sun', 'moon', 'planet', 'heart', 'coin', 'shield'];

/**
 * A provider's logo, 240 × 80: an emblem on a coloured disc and the studio's name in capitals, on a
 * dark rounded plate, so it reads on the lobby's light and dark themes alike.
 */
export function providerLogoSvg(provider: { id: number; name: string }): string {
  const random = seededRandom(provider.id * 4507 + 3);
  const hue = Math.floor(random() * 360);
  const emblem = EMBLEMS[provider.id % EMBLEMS.length]!;
  const words = provider.name.toUpperCase().split(' ');
  const [first, ...rest] = words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1)!] : words;
  const lettering = new Lettering();
  const mark = motifs[emblem](motifColours((hue + 40) % 360, random), lettering);
  const name = lettering.line(first!, { x: 78, y: rest.length ? 38 : 48, size: rest.length ? 18 : 21, maxWidth: 150, paint: 'fill="#fff"' });
  const more = rest.length ? lettering.line(rest.join(' '), { x: 78, y: 60, size: 13, maxWidth: 150, spacing: 3, paint: `fill="hsl(${hue} 90% 70%)"` }) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(provider.name)}">`,
    `<defs>${lettering.defs()}</defs>`,
    '<rect width="240" height="80" rx="14" fill="#16122a"/>',
    `<circle cx="40" cy="40" r="28" fill="hsl(${hue} 80% 45%)"/>`,
    `<g transform="translate(18 18) scale(.44)">${mark}</g>`,
    name,
    more,
    '</svg>',
  ].join('');
}
