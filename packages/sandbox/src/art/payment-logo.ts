import { escapeXml } from './game-art';

export interface PaymentLogoInput {
  name: string;
  /** Which pictogram to draw. */
  icon: PaymentIcon;
}

export type PaymentIcon = 'card' | 'bank' | 'crypto' | 'wallet' | 'voucher' | 'instant';

const WIDTH = 160;
const HEIGHT = 48;
// Dark ink on white: 15.4:1, well past WCAG AA for the small label.
const INK = '#1b2433';
const ACCENT = '#1f5fbf';

// Each pictogram fits a 24 × 24 box at the logo's left; strokes only, in the accent colour.
const ICONS: Record<PaymentIcon, string> = {
  card: '<rect x="1" y="4" width="22" height="16" rx="2.5"/><path d="M1 9h22M5 15h6"/>',
  bank: '<path d="M2 9 12 3l10 6H2ZM4 10v8M9 10v8M15 10v8M20 10v8M2 21h20"/>',
  crypto: '<path d="M12 1.5 21.5 7v10L12 22.5 2.5 17V7L12 1.5Z"/><path d="M9.5 7.5v9M9.5 7.5h4a2.25 2.25 0 0 1 0 4.5h-4m0 0h4.5a2.25 2.25 0 0 1 0 4.5H9.5"/>',
  wallet: '<path d="M3 6.5h16.5a1.5 1.5 0 0 1 1.5 1.5v11a1.5 1.5 0 0 1-1.5 1.5H4.5A1.5 1.5 0 0 1 3 19V6.5Zm0 0L16 3v3.5"/><path d="M21 11h-4.5a2 2 0 0 0 0 4H21"/>',
  voucher: '<path d="M2 6h20v4a2 2 0 0 0 0 4v4H2v-4a2 2 0 0 0 0-4V6Z"/><path d="M9 6v12" stroke-dasharray="2 2"/>',
  instant: '<path d="M13.5 2 4 13.5h7L10 22l9.5-11.5h-7L13.5 2Z"/>',
};

/**
 * A deposit method's logo for the footer: a pictogram and the method's name on a white tile. The
 * names are generic on purpose ("Card", not a card scheme): no one's trademark is drawn.
 */
export function paymentLogoSvg(method: PaymentLogoInput): string {
  const name = escapeXml(method.name);
  // Room for about fifteen characters at the smaller size ("Instant banking").
  const fontSize = method.name.length > 10 ? 12 : 14;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="t">`,
    `<title id="t">${name}</title>`,
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="8" fill="#fff" stroke="#c9d1dc"/>`,
    `<g transform="translate(10 12)" fill="none" stroke="${ACCENT}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${ICONS[method.icon]}</g>`,
    `<text x="42" y="${HEIGHT / 2}" dominant-baseline="central" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${INK}">${name}</text>`,
    '</svg>',
  ].join('');
}
