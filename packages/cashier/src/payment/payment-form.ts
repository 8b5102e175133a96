/** A provider's payment form as the cashier rebuilds it: nothing of the markup but these. */
export interface PaymentForm {
  action: string;
  method: 'get' | 'post';
  fields: readonly { name: string; value: string }[];
}

export type PaymentFormRefusal = 'no-form' | 'several-forms' | 'action-not-allowed' | 'visible-fields';

export type PaymentFormReading = { ok: true; form: PaymentForm } | { ok: false; reason: PaymentFormRefusal };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine (browsers trust loopback as they trust https: the sandbox's provider). */
function secureAction(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

function originOf(entry: string): string | null {
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}

/** Inputs a provider may hand over: hidden ones carry the payment; buttons only submit. */
const HANDED_OVER = new Set(['hidden', 'submit', 'button', 'image', 'reset']);

/**
 * Reads payment markup from the platform without running it: parsed into an inert document
 * (DOMParser runs no script and loads nothing), it is accepted only as exactly one form whose
 * action is an absolute https URL on one of `allowedOrigins` (the skin's `payment_origins`), with
 * hidden inputs and nothing a player could type into. Everything else (scripts, styles, links,
 * attributes) is dropped: `buildPaymentForm` makes a new form from what this answers.
 */
export function readPaymentForm(markup: string, allowedOrigins: readonly string[], parser: DOMParser = new DOMParser()): PaymentFormReading {
  const document = parser.parseFromString(markup, 'text/html');
  const forms = document.querySelectorAll('form');
  if (forms.length === 0) return { ok: false, reason: 'no-form' };
  if (forms.length > 1) return { ok: false, reason: 'several-forms' };
  const form = forms[0]!;

  let action: URL;
  try {
    // No base: a relative action would be relative to whatever page the element is on.
    action = new URL(form.getAttribute('action') ?? '');
  } catch {
    return { ok: false, reason: 'action-not-allowed' };
  }
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin) => origin !== null));
  if (!secureAction(action) || !allowed.has(action.origin)) return { ok: false, reason: 'action-not-allowed' };

  // Form-associated controls outside the form (form="...") would go with it too.
  const controls = [...document.querySelectorAll('input, select, textarea, button')];
  if (controls.some((control) => control.tagName !== 'BUTTON' && !(control.tagName === 'INPUT' && HANDED_OVER.has((control as HTMLInputElement).type)))) {
    return { ok: false, reason: 'visible-fields' };
  }
  const fields = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')]
    .filter((input) => input.name !== '')
    .map((input) => ({ name: input.name, value: input.value }));
  return { ok: true, form: { action: action.href, method: form.method === 'post' ? 'post' : 'get', fields } };
}

/** A new, hidden form of our own making from what `readPaymentForm` accepted, ready to submit. */
export function buildPaymentForm(document: Document, form: PaymentForm): HTMLFormElement {
  const element = document.createElement('form');
  element.action = form.action;
  element.method = form.method;
  element.hidden = true;
  for (const { name, value } of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  return element;
}
