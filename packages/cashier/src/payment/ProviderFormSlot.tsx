import { useRuntime } from '@casino-sdk/ui';
import { useEffect, useState } from 'react';
import { buildPaymentForm, type PaymentForm } from './payment-form';
import { FORM_SUBMIT_DELAY_MS } from './payment-submission';

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
