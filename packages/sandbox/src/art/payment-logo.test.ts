import { describe, expect, it } from 'vitest';
import { paymentLogoColour, paymentLogoSvg, type PaymentIcon } from './payment-logo';

const ICONS: PaymentIcon[] = ['card', 'bank', 'crypto', 'wallet', 'voucher', 'instant'];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

describe('payment logos', () => {
  it('draw a white pictogram on the method colour, readable at 4.5:1', () => {
    for (const icon of ICONS) expect(contrast(paymentLogoColour(icon), '#ffffff'), icon).toBeGreaterThanOrEqual(4.5);
  });

  it('carry no words and no tile: the name is the title only, and the footer writes it', () => {
    const svg = paymentLogoSvg({ name: 'Bank <transfer>', icon: 'bank' });
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<title id="t">Bank &lt;transfer&gt;</title>');
    expect(svg).toContain('width="40" height="40"');
  });
});
