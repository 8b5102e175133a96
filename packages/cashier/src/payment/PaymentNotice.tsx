import { messageText } from '@casino-sdk/ui/field';
import { useRuntime, useT } from '@casino-sdk/ui';
import { useEffect, useState } from 'react';
import { buildPaymentForm, type PaymentForm } from './payment-form';
import { FORM_SUBMIT_DELAY_MS, type PaymentNotice as Notice } from './payment-submission';

/** The answer of a deposit or withdrawal: a status, or an alert for an error; kept in the page while empty, so it is announced. */
export function PaymentNotice({ notice, redirecting }: { notice: Notice | null; redirecting: boolean }) {
  const t = useT();
  return (
    <div className="casino-cashier__notice" role={notice?.tone === 'error' ? 'alert' : 'status'} part="notice" data-tone={notice?.tone}>
      {redirecting ? t('cashier.redirecting') : notice ? messageText(t, notice.message) : null}
    </div>
  );
}

/**
 * Where a provider's form, rebuilt from what was accepted, goes: this element's light DOM (a
 * provider's hosted fields refuse a shadow root). It is sent after the spec's 2 s, and the page
 * leaves for the provider.
 */
export function ProviderFormSlot({ form }: { form: PaymentForm | null }) {
  const runtime = useRuntime();
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!form || !slot) return;
    const element = buildPaymentForm(slot.ownerDocument, form);
    slot.replaceChildren(element);
    return runtime.scheduler.after(FORM_SUBMIT_DELAY_MS, () => element.submit());
  }, [form, slot, runtime]);
  return <div ref={setSlot} hidden />;
}
