import { answerUrl } from '../http/answer-url';
import type * as z from 'zod/mini';
import type { api } from '@casino-sdk/core/contract';
import type { PaymentIcon } from '../art/payment-logo';

export type PaymentMethodLogoList = z.input<typeof api.cms.paymentMethods.response>;

export interface PaymentMethodLogo {
  id: number;
  code: string;
  name: string;
  icon: PaymentIcon;
}

/**
 * The deposit methods the footer shows. Bank transfer is 14 and crypto transfer 161, the ids the
 * spec gives them, so the footer and the cashier (a later issue) name the same methods.
 */
export const paymentMethodLogos: PaymentMethodLogo[] = [
  { id: 3, code: 'card', name: 'Card', icon: 'card' },
  { id: 14, code: 'bank_transfer', name: 'Bank transfer', icon: 'bank' },
  { id: 161, code: 'crypto_transfer', name: 'Crypto transfer', icon: 'crypto' },
  { id: 22, code: 'e_wallet', name: 'E-wallet', icon: 'wallet' },
  { id: 31, code: 'voucher', name: 'Voucher', icon: 'voucher' },
  { id: 45, code: 'instant_banking', name: 'Instant banking', icon: 'instant' },
];

export function paymentLogoPath(code: string): string {
  return `/sandbox/art/payment/${code}.svg`;
}

/** GET cms/payment-methods, the pictures' URLs as answers carry them (`answerUrl`). */
export function paymentMethodLogoList(origin: string): PaymentMethodLogoList {
  return {
    data: paymentMethodLogos.map((method) => {
      const url = answerUrl(paymentLogoPath(method.code), origin);
      return { id: method.id, name: method.name, code: method.code, image: url, medias: [{ full_url: url, url, title: method.name }] };
    }),
  };
}
