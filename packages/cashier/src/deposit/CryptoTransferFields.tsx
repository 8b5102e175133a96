import type { FormModel } from '@casino-sdk/core/form';
import { useT } from '@casino-sdk/ui';
import { FormTextField } from '@casino-sdk/ui/field';
import type { DepositValues } from './deposit-model';

/** Crypto transfer (id 161, spec §5): the sender's name and the reference code. */
export function CryptoTransferFields({ fields }: { fields: FormModel<DepositValues>['fields'] }) {
  const t = useT();
  return (
    <>
      <FormTextField field={fields.senderName} label={t('cashier.senderName')} name="sender" autoComplete="name" required inputPart="sender-name" />
      <FormTextField field={fields.referenceCode} label={t('cashier.referenceCode')} name="reference-code" autoComplete="off" required inputPart="reference-code" />
    </>
  );
}
