import { seededRandom } from '../seed/games';

export interface GameArtInput {
  id: number;
  name: string;
  provider: string;
  type: string;
}

const WIDTH = 400;
const HEIGHT = 300;

const TYPE_LABEL: Record<string, string> = {
  slot: 'SLOT',
  live: 'LIVE',
  table: 'TABLE',
  crash: 'CRASH',
  instant: 'INSTANT',
};

/**
 * A game's cover picture: a gradient, some shapes and the name, all derived from the game id,
 * so the same game always looks the same and no picture has to be stored or fetched from
 * elsewhere.
 */
export function gameArtSvg(game: GameArtInput): string {
  const random = seededRandom(game.id * 7919 + 17);
  const hue = Math.floor(random() * 360);
  const hue2 = (hue + 40 + Math.floor(random() * 120)) % 360;
  const from = `hsl(${hue} 80% 45%)`;
  const to = `hsl(${hue2} 75% 22%)`;

  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = Math.round(random() * WIDTH);
    const y = Math.round(random() * HEIGHT);
    const r = Math.round(12 + random() * 60);
    const opacity = (0.08 + random() * 0.22).toFixed(2);
    const shapeHue = (hue + Math.floor(random() * 90)) % 360;
    shapes.push(
      random() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${shapeHue} 90% 70%)" opacity="${opacity}"/>`
        : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${Math.round(r / 3)}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})" fill="hsl(${shapeHue} 90% 70%)" opacity="${opacity}"/>`,
    );
  }

  const lines = wrap(game.name, 16, 3);
  const fontSize = lines.length > 2 ? 34 : 40;
  const firstBaseline = HEIGHT / 2 - ((lines.length - 1) * fontSize * 1.1) / 2 + fontSize / 3;
  const text = lines
    .map((line, i) => `<text x="${WIDTH / 2}" y="${Math.round(firstBaseline + i * fontSize * 1.1)}">${escapeXml(line)}</text>`)
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    shapes.join(''),
    `<g font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="800" font-size="${fontSize}" fill="#fff" text-anchor="middle" stroke="rgba(0,0,0,0.35)" stroke-width="2" paint-order="stroke">${text}</g>`,
    `<rect x="14" y="14" width="${(TYPE_LABEL[game.type] ?? 'GAME').length * 10 + 20}" height="26" rx="13" fill="rgba(0,0,0,0.35)"/>`,
    `<text x="24" y="32" font-family="system-ui, Arial, sans-serif" font-size="14" font-weight="700" fill="#fff" letter-spacing="1">${TYPE_LABEL[game.type] ?? 'GAME'}</text>`,
    `<text x="${WIDTH / 2}" y="${HEIGHT - 18}" font-family="system-ui, Arial, sans-serif" font-size="16" fill="rgba(255,255,255,0.85)" text-anchor="middle">${escapeXml(game.provider)}</text>`,
    '</svg>',
  ].join('');
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);
}
