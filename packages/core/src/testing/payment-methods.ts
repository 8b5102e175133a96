import type { PaymentMethodLogo } from '../internal';

/** A small mark drawn in SVG (a white shape on a coloured square), so stories need no image files and no outside host. */
function mark(colour: string, shape: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">` +
    `<rect width="40" height="40" rx="10" fill="${colour}"/>` +
    `<g fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${shape}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The payment methods' pictures (`cms/payment-methods`) of stories and view tests: generic methods whose names the texts translate
 * (`paymentMethod.{code}`), an operator's own brand that keeps its name, and bank transfer without
 * a picture (its name shows alone).
 */
export const samplePaymentMethods: PaymentMethodLogo[] = [
  { id: 3, name: 'Card', code: 'card', image: mark('#1f5fbf', '<rect x="9" y="12" width="22" height="16" rx="2.5"/><path d="M9 17h22"/>') },
  { id: 22, name: 'E-wallet', code: 'e_wallet', image: mark('#7c3aed', '<rect x="9" y="13" width="22" height="15" rx="2"/><path d="M31 19h-5a2 2 0 0 0 0 4h5"/>') },
  { id: 31, name: 'Voucher', code: 'voucher', image: mark('#be185d', '<path d="M9 13h22v4a2 2 0 0 0 0 4v4H9v-4a2 2 0 0 0 0-4v-4Z"/>') },
  { id: 7, name: 'Nordpay', code: 'nordpay', image: mark('#0f766e', '<path d="M13 28V12l14 16V12"/>') },
  { id: 14, name: 'Bank transfer', code: 'bank_transfer', image: null },
];
