import { escapeXml } from './svg-text';

export interface PaymentLogoInput {
  name: string;
  /** Which pictogram to draw. */
  icon: PaymentIcon;
}

export type PaymentIcon = 'card' | 'bank' | 'crypto' | 'wallet' | 'voucher' | 'instant';

const SIZE = 40;

// Each pictogram fits a 24 × 24 box, stroked in white on the method's own colour. Every colour
// keeps white at 4.5:1 or more, and stands out from a light and from a dark page alike.
const MARKS: Record<PaymentIcon, { colour: string; path: string }> = {
  card: { colour: '#1f5fbf', path: '<rect x="1" y="4" width="22" height="16" rx="2.5"/><path d="M1 9h22M5 15h6"/>' },
  bank: { colour: '#0f766e', path: '<path d="M2 9 12 3l10 6H2ZM4 10v8M9 10v8M15 10v8M20 10v8M2 21h20"/>' },
  crypto: {
    colour: '#b45309',
    path: '<path d="M12 1.5 21.5 7v10L12 22.5 2.5 17V7L12 1.5Z"/><path d="M9.5 7.5v9M9.5 7.5h4a2.25 2.25 0 0 1 0 4.5h-4m0 0h4.5a2.25 2.25 0 0 1 0 4.5H9.5"/>',
  },
  wallet: {
    colour: '#7c3aed',
    path: '<path d="M3 6.5h16.5a1.5 1.5 0 0 1 1.5 1.5v11a1.5 1.5 0 0 1-1.5 1.5H4.5A1.5 1.5 0 0 1 3 19V6.5Zm0 0L16 3v3.5"/><path d="M21 11h-4.5a2 2 0 0 0 0 4H21"/>',
  },
  voucher: { colour: '#be185d', path: '<path d="M2 6h20v4a2 2 0 0 0 0 4v4H2v-4a2 2 0 0 0 0-4V6Z"/><path d="M9 6v12" stroke-dasharray="2 2"/>' },
  instant: { colour: '#15803d', path: '<path d="M13.5 2 4 13.5h7L10 22l9.5-11.5h-7L13.5 2Z"/>' },
};

/** The colour of a method's mark (tests check white on it stays readable). */
export function paymentLogoColour(icon: PaymentIcon): string {
  return MARKS[icon].colour;
}

/**
 * A deposit method's logo for the footer: the sandbox's own mark, a white pictogram on a rounded
 * square in the method's colour. No words in the picture (the footer writes the translated name
 * beside it, at a readable size) and no tile or frame around it: the footer's chip is the one frame,
 * and the mark reads on a light and a dark theme. Generic on purpose ("Card", not a card scheme):
 * no one's trademark is drawn. The `<title>` names it when the SVG is opened on its own.
 */
export function paymentLogoSvg(method: PaymentLogoInput): string {
  const mark = MARKS[method.icon];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(method.name)}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="10" fill="${mark.colour}"/>`,
    `<g transform="translate(8 8)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${mark.path}</g>`,
    '</svg>',
  ].join('');
}
