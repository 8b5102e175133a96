import { addEnglishTexts } from '@casino-sdk/core/internal';
import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import { localePath, PLAYER_AREA_ROUTES } from '@casino-sdk/core/rules';
import { Heading, headingTag, linkClick, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormNotice, FormSelectField, FormTextField, messageText } from '@casino-sdk/ui/field';
import { FormMoneyField } from '@casino-sdk/ui/money-field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { ConfirmButton } from '../cashier/ConfirmButton';
import { NetDepositsLine } from '../cashier/NetDepositsLine';
import { ProviderFormSlot } from '../payment/ProviderFormSlot';
import { createWithdrawModel, type WithdrawModel } from './withdraw-model';
import english from './texts.en.json';

addEnglishTexts(english);

/** `<casino-cashier view="withdraw">`: a thin layer over the withdrawal model. */
export function WithdrawView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createWithdrawModel(runtime), [runtime]);
  const titleId = useId();
  const load = model.load.value;

  return (
    <section className="casino-cashier__view" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-cashier__title" id={titleId}>
        {t('cashier.withdrawTitle')}
      </Heading>
      {load.kind === 'loading' ? (
        <p className="casino-cashier__loading" role="status" part="loading">
          {t('cashier.withdrawLoading')}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={model.retry} part="error" />
      ) : (
        <>
          <NetDepositsLine amount={model.netDeposits.value} />
          <WithdrawGateOrForm model={model} />
        </>
      )}
      <FormNotice notice={model.notice.value} className="casino-cashier__notice">
        {model.providerForm.value !== null ? t('cashier.redirecting') : undefined}
      </FormNotice>
      <ProviderFormSlot form={model.providerForm.value} />
    </section>
  );
}

function WithdrawGateOrForm({ model }: { model: WithdrawModel }) {
  useSignals();
  const t = useT();
  const host = useHost();
  const language = useRuntime().store.language.value;
  const gate = model.gate.value;
  switch (gate.kind) {
    case 'unverified':
      return (
        <p className="casino-cashier__gate" part="unverified">
          {t('cashier.unverified')}
        </p>
      );
    case 'questionnaire': {
      const sowq = localePath(language, PLAYER_AREA_ROUTES.sowq);
      return (
        <p className="casino-cashier__gate" part="questionnaire">
          {t('cashier.questionnaire')}{' '}
          <a href={sowq} onClick={linkClick(host, sowq)}>
            {t('cashier.questionnaireLink')}
          </a>
        </p>
      );
    }
    case 'pending':
      return <PendingWithdrawal model={model} />;
    case 'form':
      return <WithdrawForm model={model} />;
  }
}

function PendingWithdrawal({ model }: { model: WithdrawModel }) {
  useSignals();
  const t = useT();
  const language = useRuntime().store.language.value;
  const gate = model.gate.value;
  if (gate.kind !== 'pending') return null;
  const amount = formatMoney(parseMoney(gate.withdrawal.amount, gate.withdrawal.currency.code), language);
  return (
    <div className="casino-cashier__pending-item" part="pending">
      <p className="casino-cashier__gate">{t('cashier.withdrawPending', { amount })}</p>
      {model.canCancel ? (
      <ConfirmButton question={t('cashier.cancelQuestion')} yes={t('cashier.cancelYes')} no={t('cashier.cancelNo')} busy={model.cancelling.value} onConfirm={() => void model.cancelPending()} part="cancel">
        {t('cashier.cancelWithdrawal')}
      </ConfirmButton>
      ) : null}
    </div>
  );
}

function WithdrawForm({ model }: { model: WithdrawModel }) {
  useSignals();
  const t = useT();
  const language = useRuntime().store.language.value;
  const { fields } = model.form;
  const account = model.account.value;
  const currency = model.currency.value;
  const available = formatMoney({ minor: model.available.value, currency: currency.code }, language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };

  return (
    <form className="casino-form casino-cashier__form" part="form" noValidate onSubmit={onSubmit}>
      <p className="casino-cashier__hint" part="available">
        {t('cashier.available', { amount: available })}
      </p>
      <FormSelectField
        field={fields.accountId}
        label={t('cashier.account')}
        name="account"
        placeholder={t('cashier.accountChoose')}
        options={model.accounts.value.map((method) => ({ value: String(method.id), label: method.name }))}
        required
        part="account"
      />
      <FormMoneyField
        field={fields.amount}
        label={t('cashier.amount')}
        currency={currency.symbol}
        min={account ? Math.max(account.minimum, 100) : undefined}
        max={account ? Math.min(account.maximum, model.available.value) : undefined}
        required
        inputPart="amount"
      />
      {account?.paysToIban ? (
        <FormTextField field={fields.iban} label={t('cashier.iban')} name="iban" autoComplete="off" spellCheck={false} required inputPart="iban" />
      ) : null}
      <Button type="submit" block part="submit" disabled={model.locked.value} loading={model.form.busy.value}>
        {t('cashier.withdrawSubmit')}
      </Button>
    </form>
  );
}
