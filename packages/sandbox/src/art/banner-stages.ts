import type { BannerScene } from '../seed/lobby/banners';

/** Where a banner's art goes: the picture's size, the hero's centre and its size. */
export interface Stage {
  W: number;
  H: number;
  cx: number;
  cy: number;
  size: number;
  hue: number;
  accent: number;
  random: () => number;
}

const r = Math.round;
const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;
const CONFETTI = ['#ffc93c', '#ff4d8d', '#5fd4cf', '#ffffff', '#a78bfa'];

/** Light falling from above the picture onto the hero: a show's spotlights. */
function spotlights({ W, cx, cy, size }: Stage, count: number): string {
  let beams = '';
  for (let i = 0; i < count; i++) {
    const top = (W * (i + 0.5)) / count;
    beams += `<path d="M${r(top - 14)} -10L${r(top + 14)} -10L${r(cx + (i - (count - 1) / 2) * size * 0.25)} ${r(cy + size * 0.3)}L${r(cx + (i - (count - 1) / 2) * size * 0.25 - size * 0.22)} ${r(cy + size * 0.3)}z" fill="url(#beam)"/>`;
  }
  return beams;
}

/** A band sweeping across the floor of the picture, in the accent colour. */
function ribbon({ W, H, accent }: Stage, y: number, thickness: number, opacity: number): string {
  return `<path d="M-20 ${r(y)}C${r(W * 0.3)} ${r(y - H * 0.25)} ${r(W * 0.6)} ${r(y + H * 0.2)} ${W + 20} ${r(y - H * 0.1)}v${thickness}C${r(W * 0.6)} ${r(y + H * 0.2 + thickness)} ${r(W * 0.3)} ${r(y - H * 0.25 + thickness)} -20 ${r(y + thickness)}z" fill="${hsl(accent, 90, 55)}" opacity="${opacity}"/>`;
}

function starfield({ W, H, random }: Stage, count: number): string {
  let stars = '';
  for (let i = 0; i < count; i++) stars += `<circle cx="${r(random() * W)}" cy="${r(random() * H)}" r="${(0.8 + random() * 1.8).toFixed(1)}"/>`;
  return `<g fill="#fff" opacity=".7">${stars}</g>`;
}

function confetti({ W, H, random }: Stage, count: number): string {
  let pieces = '';
  for (let i = 0; i < count; i++) {
    const w = r(6 + random() * 10);
    pieces += `<rect x="${r(random() * W)}" y="${r(random() * H)}" width="${w}" height="${r(w * 0.45)}" rx="2" fill="${CONFETTI[i % CONFETTI.length]}" transform="rotate(${r(random() * 180)} ${r(W / 2)} ${r(H / 2)})" opacity=".85"/>`;
  }
  return pieces;
}

/** Coin stacks standing on the floor behind the hero. */
function coinTowers({ cx, cy, size }: Stage): string {
  const towers = [-0.95, -0.62, 0.62, 0.95].map((dx, i) => {
    const x = cx + dx * size;
    const count = [5, 8, 7, 4][i]!;
    let coins = '';
    for (let k = 0; k < count; k++) {
      const y = cy + size * 0.45 - k * size * 0.07;
      coins += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(size * 0.13)}" ry="${r(size * 0.045)}" fill="#ffc93c" stroke="#8a5a00" stroke-width="2"/>`;
    }
    return coins;
  });
  return `<g opacity=".9">${towers.join('')}</g>`;
}

/** A marquee of bulbs around the hero, as on the front of a slot hall. */
function marquee({ cx, cy, size }: Stage): string {
  const w = size * 1.9;
  const h = size * 1.15;
  const [x, y] = [cx - w / 2, cy - h / 2];
  let bulbs = '';
  const perSide = 14;
  for (let i = 0; i <= perSide; i++) {
    const t = i / perSide;
    for (const [bx, by] of [
      [x + t * w, y],
      [x + t * w, y + h],
    ] as const)
      bulbs += `<circle cx="${r(bx)}" cy="${r(by)}" r="${r(size * 0.022) + 1}"/>`;
  }
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    bulbs += `<circle cx="${r(x)}" cy="${r(y + t * h)}" r="${r(size * 0.022) + 1}"/><circle cx="${r(x + w)}" cy="${r(y + t * h)}" r="${r(size * 0.022) + 1}"/>`;
  }
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(size * 0.08)}" fill="#000" fill-opacity=".25" stroke="#ffc93c" stroke-width="${r(size * 0.03)}"/><g fill="#fff6c9" filter="url(#glow)">${bulbs}</g>`;
}

/** The rising line of a crash game, over a floor grid running to the horizon. */
function crashCurve({ W, H, cx, cy, size, accent }: Stage): string {
  let grid = '';
  const horizon = cy + size * 0.35;
  for (let i = -8; i <= 8; i++) grid += `M${r(cx + i * size * 0.12)} ${r(horizon)}L${r(cx + i * size * 0.9)} ${H}`;
  for (let k = 1; k < 5; k++) {
    const y = horizon + (H - horizon) * (k / 5) ** 1.6;
    grid += `M0 ${r(y)}H${W}`;
  }
  const start = `${r(cx - size * 1.6)} ${r(horizon)}`;
  const curve = `M${start}C${r(cx - size * 0.6)} ${r(horizon)} ${r(cx - size * 0.1)} ${r(cy + size * 0.1)} ${r(cx + size * 0.35)} ${r(cy - size * 0.5)}`;
  return `<path d="${grid}" stroke="${hsl(accent, 90, 65)}" stroke-opacity=".35" stroke-width="2" fill="none"/><path d="${curve}" stroke="${hsl(accent, 100, 60)}" stroke-width="${r(size * 0.05)}" fill="none" stroke-linecap="round" filter="url(#glow)"/>`;
}

/** A table's felt seen from the dealer's side, with its gold rim. */
function table({ W, H, cy, size, hue }: Stage): string {
  const top = cy + size * 0.3;
  return `<ellipse cx="${r(W / 2)}" cy="${r(H + (H - top) * 0.6)}" rx="${r(W * 0.75)}" ry="${r((H - top) * 1.6)}" fill="${hsl(hue + 150, 55, 22)}" stroke="#ffc93c" stroke-width="${r(size * 0.035)}"/><ellipse cx="${r(W / 2)}" cy="${r(H + (H - top) * 0.6)}" rx="${r(W * 0.62)}" ry="${r((H - top) * 1.25)}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3" stroke-dasharray="14 10"/>`;
}

/** Coins raining from the top in columns of light. */
function coinRain({ W, H, random }: Stage): string {
  let rain = '';
  for (let i = 0; i < 5; i++) {
    const x = r(W * (0.15 + i * 0.18 + random() * 0.05));
    rain += `<rect x="${x - 30}" y="0" width="60" height="${H}" fill="url(#column)"/>`;
  }
  for (let i = 0; i < 16; i++) {
    const x = r(random() * W);
    const y = r(random() * H);
    const s = 8 + random() * 14;
    rain += `<ellipse cx="${x}" cy="${y}" rx="${r(s)}" ry="${r(s * (0.3 + random() * 0.7))}" fill="#ffc93c" stroke="#8a5a00" stroke-width="2" transform="rotate(${r(random() * 60 - 30)} ${x} ${y})"/>`;
  }
  return rain;
}

/** Streaks from the left towards the hero: a charge building up. */
function speedLines({ W, cy, size, random }: Stage): string {
  let lines = '';
  for (let i = 0; i < 18; i++) {
    const y = r(cy + (random() - 0.5) * size * 2.2);
    const x = r(random() * W * 0.5 + W * 0.2);
    lines += `<rect x="${x}" y="${y}" width="${r(size * (0.4 + random()))}" height="${r(2 + random() * 5)}" rx="3"/>`;
  }
  return `<g fill="#fff" opacity=".28">${lines}</g>`;
}

/** Rings turning around the hero, as reels seen end-on. */
function spinRings({ cx, cy, size, accent }: Stage): string {
  return [0.75, 0.98, 1.22]
    .map((k, i) => `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(size * k)}" fill="none" stroke="${i === 1 ? '#ffc93c' : hsl(accent, 90, 70)}" stroke-width="${r(size * (0.06 - i * 0.012))}" stroke-dasharray="${r(size * 0.18)} ${r(size * 0.09)}" opacity="${0.6 - i * 0.15}"/>`)
    .join('');
}

/** A winners' podium under the hero. */
function podium({ cx, cy, size, hue }: Stage): string {
  const w = size * 0.62;
  const steps = [
    [-1, 0.22],
    [0, 0.34],
    [1, 0.14],
  ] as const;
  return steps
    .map(([i, h]) => {
      const x = cx + i * w - w / 2;
      // The middle step's top meets the hero's foot, so the hero stands on it.
      const top = cy + size * (0.72 - h);
      return `<rect x="${r(x)}" y="${r(top)}" width="${r(w)}" height="${r(size * 1.2)}" rx="6" fill="${hsl(hue, 40, i === 0 ? 30 : 22)}" stroke="#ffc93c" stroke-width="3"/>`;
    })
    .join('');
}

/** What stands behind each scene's hero, so every banner has its own place, not only its own colours. */
export const STAGES: Record<BannerScene, (stage: Stage) => string> = {
  welcome: (s) => spotlights(s, 4) + ribbon(s, s.H * 0.82, s.H * 0.06, 0.55) + ribbon(s, s.H * 0.9, s.H * 0.03, 0.35),
  live: (s) => spotlights(s, 3) + table(s),
  crash: (s) => starfield(s, 60) + crashCurve(s),
  cashback: (s) => coinTowers(s) + ribbon(s, s.H * 0.88, s.H * 0.05, 0.4),
  prime: (s) => marquee(s),
  drops: (s) => coinRain(s),
  reload: (s) => speedLines(s),
  spins: (s) => spinRings(s) + starfield(s, 24),
  tournament: (s) => spotlights(s, 5) + podium(s) + confetti(s, 28),
};
