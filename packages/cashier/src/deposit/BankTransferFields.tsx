import type { FormModel } from '@casino-sdk/core/form';
import { useT } from '@casino-sdk/ui';
import { FormTextField } from '@casino-sdk/ui/field';
import type { DepositValues } from './deposit-model';

/** Bank transfer (id 14, spec §5): the sender's IBAN, bank and reference number. */
export function BankTransferFields({ fields }: { fields: FormModel<DepositValues>['fields'] }) {
  const t = useT();
  return (
    <>
      <FormTextField field={fields.iban} label={t('cashier.iban')} name="iban" autoComplete="off" spellCheck={false} required inputPart="iban" />
      <FormTextField field={fields.bank} label={t('cashier.bank')} name="bank" required inputPart="bank" />
      <FormTextField field={fields.reference} label={t('cashier.reference')} name="reference" autoComplete="off" required inputPart="reference" />
    </>
  );
}
