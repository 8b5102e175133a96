import type { PaymentResult } from '@casino-sdk/core/contract/payment';
import type { FormMessage } from '@casino-sdk/core/form';
import { BANK_TRANSFER_METHOD_ID, CRYPTO_TRANSFER_METHOD_ID } from '@casino-sdk/core/rules';
import { readPaymentForm, type PaymentForm, type PaymentFormRefusal } from './payment-form';

/** Spec §4 and §9: how long a deposit's answer stays on screen. */
export const MESSAGE_MS = 4_000;
export const TRANSFER_SUCCESS_MS = 8_000;

export type PaymentOutcome =
  | { kind: 'message'; message: FormMessage; tone: 'success' | 'info' | 'error'; ms: number }
  | { kind: 'form'; form: PaymentForm }
  | { kind: 'url'; url: string }
  | { kind: 'refused'; reason: PaymentFormRefusal | 'url-not-allowed' };

/**
 * A platform message through its lowercase no-space key when the texts have one (spec §8: "Amount
 * too high" → `amounttoohigh`), else as the platform wrote it.
 */
export function platformMessage(text: string): FormMessage {
  return { key: text.toLowerCase().replace(/\s+/g, ''), values: { defaultValue: text } };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An http(s) URL on an allowed origin (`payment_origins`), for a new tab; null otherwise. */
function allowedUrl(raw: string, allowedOrigins: readonly string[]): string | null {
  try {
    const url = new URL(raw);
    const allowed = allowedOrigins.some((entry) => {
      try {
        return new URL(entry).origin === url.origin;
      } catch {
        return false;
      }
    });
    return (url.protocol === 'https:' || url.protocol === 'http:') && allowed ? url.href : null;
  } catch {
    return null;
  }
}

/** A bare iframe answer (player-area spec §7): its src opens in a new tab. */
function iframeSource(markup: string, parser: DOMParser): string | null {
  const frame = parser.parseFromString(markup, 'text/html').querySelector('iframe[src]');
  return frame?.getAttribute('src') ?? null;
}

/**
 * What a deposit's or a withdrawal's answer asks of the page (front-end spec §4, §7, §8, player-area
 * spec §7, §8): a message for 4 s (a bank or crypto transfer deposit's success for 8 s), the first
 * amount error capitalised for 4 s, a provider's form to rebuild and submit, or a provider's page for
 * a new tab. Markup and URLs are hostile: only a form or a page on the skin's `payment_origins` is
 * followed; anything else is refused, and nothing moves. `methodId` is null for a withdrawal.
 */
export function readPaymentAnswer(answer: PaymentResult, methodId: number | null, allowedOrigins: readonly string[], parser: DOMParser = new DOMParser()): PaymentOutcome {
  if (typeof answer === 'string') {
    const form = readPaymentForm(answer, allowedOrigins, parser);
    if (form.ok) return { kind: 'form', form: form.form };
    const source = form.reason === 'no-form' ? iframeSource(answer, parser) : null;
    if (source === null) return { kind: 'refused', reason: form.reason };
    const url = allowedUrl(source, allowedOrigins);
    return url ? { kind: 'url', url } : { kind: 'refused', reason: 'url-not-allowed' };
  }
  const firstAmountError = answer.amount?.[0];
  if (firstAmountError) return { kind: 'message', message: { text: capitalised(firstAmountError) }, tone: 'error', ms: MESSAGE_MS };
  if (answer.form !== undefined) return readPaymentAnswer(answer.form, methodId, allowedOrigins, parser);
  if (answer.url !== undefined) {
    const url = allowedUrl(answer.url, allowedOrigins);
    return url ? { kind: 'url', url } : { kind: 'refused', reason: 'url-not-allowed' };
  }
  const transfer = methodId === BANK_TRANSFER_METHOD_ID || methodId === CRYPTO_TRANSFER_METHOD_ID;
  return {
    kind: 'message',
    message: platformMessage(answer.message ?? ''),
    tone: transfer ? 'success' : 'info',
    ms: transfer ? TRANSFER_SUCCESS_MS : MESSAGE_MS,
  };
}
