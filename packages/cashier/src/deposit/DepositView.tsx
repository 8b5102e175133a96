import type { PendingTransaction, TransferDetails } from '@casino-sdk/core/contract/payment';
import { formatLongDate } from '@casino-sdk/core/dates';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { formatMoney, parseMoney } from '@casino-sdk/core/money';
import { BANK_TRANSFER_METHOD_ID, CRYPTO_TRANSFER_METHOD_ID, isLimitText, localePath, MAX_LIMIT_DIGITS, PLAYER_AREA_ROUTES, RESPONSIBLE_GAMING_ROUTE, TERMS_ROUTE } from '@casino-sdk/core/rules';
import { Heading, headingTag, linkClick, useHost, useModel, useRuntime, useT, type HeadingTag } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { FormNotice, FormTextField, messageText } from '@casino-sdk/ui/field';
import { FormMoneyField } from '@casino-sdk/ui/money-field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { NetDepositsLine } from '../cashier/NetDepositsLine';
import { bankTransferFields, cryptoTransferFields } from '../payment/method-modules';
import { ProviderFormSlot } from '../payment/ProviderFormSlot';
import { createDepositModel, type DepositMethod, type DepositModel } from './deposit-model';
import english from './texts.en.json';

addEnglishTexts(english);

const DETAIL_FIELDS = ['holder', 'iban', 'bic', 'bban', 'bank_code', 'network', 'address', 'variable_symbol'] as const satisfies readonly (keyof TransferDetails)[];

/** `<casino-cashier view="deposit">`: a thin layer over the deposit model. */
export function DepositView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createDepositModel(runtime), [runtime]);
  const titleId = useId();
  const load = model.load.value;

  return (
    <section className="casino-cashier__view" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-cashier__title" id={titleId}>
        {t('cashier.depositTitle')}
      </Heading>
      {load.kind === 'loading' ? (
        <p className="casino-cashier__loading" role="status" part="loading">
          {t('cashier.loading')}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={model.retry} part="error" />
      ) : (
        <>
          <ResumedAttempt model={model} />
          <NetDepositsLine amount={model.netDeposits.value} />
          {model.limitsLink ? <LimitsLink /> : null}
          {model.firstDepositNotice.value ? <FirstDepositNotice /> : null}
          <PendingDeposits pending={model.pending.value} heading={headingTag(headingLevel, 1)} />
          <DepositGateOrForm model={model} />
        </>
      )}
    </section>
  );
}

/** The jurisdiction's link to the limits page from the deposit page (UKGC). */
function LimitsLink() {
  const t = useT();
  const host = useHost();
  const limits = localePath(useRuntime().store.language.value, PLAYER_AREA_ROUTES.limits);
  return (
    <p className="casino-cashier__hint" part="limits-link">
      <a href={limits} onClick={linkClick(host, limits)}>
        {t('cashier.limitsLink')}
      </a>
    </p>
  );
}

/** Before the first deposit (MGA): what the player can do to stay in control, and where. */
function FirstDepositNotice() {
  const t = useT();
  const host = useHost();
  const language = useRuntime().store.language.value;
  const limits = localePath(language, PLAYER_AREA_ROUTES.limits);
  const responsible = localePath(language, RESPONSIBLE_GAMING_ROUTE);
  return (
    <div className="casino-cashier__first-deposit" part="first-deposit-notice">
      <p>{t('cashier.firstDepositNotice')}</p>
      <p className="casino-cashier__first-deposit-links">
        <a href={limits} onClick={linkClick(host, limits)}>
          {t('cashier.firstDepositLimits')}
        </a>
        <a href={responsible} onClick={linkClick(host, responsible)}>
          {t('cashier.firstDepositResponsible')}
        </a>
      </p>
    </div>
  );
}

function DepositGateOrForm({ model }: { model: DepositModel }) {
  useSignals();
  const t = useT();
  const host = useHost();
  const language = useRuntime().store.language.value;
  const gate = model.gate.value;
  if (gate.kind === 'excluded') {
    return (
      <p className="casino-cashier__gate" role="status" part="excluded">
        {t('cashier.excluded', { date: formatLongDate(gate.until, language) })}
      </p>
    );
  }
  if (gate.kind === 'terms') {
    const terms = localePath(language, TERMS_ROUTE);
    return (
      <p className="casino-cashier__gate" part="terms">
        {t('cashier.terms')}{' '}
        <a href={terms} onClick={linkClick(host, terms)}>
          {t('cashier.termsLink')}
        </a>
      </p>
    );
  }
  if (gate.kind === 'kyc') {
    const kyc = localePath(language, PLAYER_AREA_ROUTES.kyc);
    return (
      <p className="casino-cashier__gate" part="kyc">
        {t('cashier.kycGate')}{' '}
        <a href={kyc} onClick={linkClick(host, kyc)}>
          {t('cashier.kycGateLink')}
        </a>
      </p>
    );
  }
  if (gate.kind === 'limit') return <DepositLimitPrompt model={model} />;
  return <DepositForm model={model} />;
}

/**
 * The jurisdiction's prompt before a first deposit (UKGC): setting a daily deposit limit is the
 * default choice; "no limit for now" is the other. Digits only, as on the limits page.
 */
function DepositLimitPrompt({ model }: { model: DepositModel }) {
  const t = useT();
  const currency = useRuntime().store.player.value?.currency.symbol ?? '€';
  const [choice, setChoice] = useState<'limit' | 'none'>('limit');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState(false);
  const ids = { legend: useId(), input: useId(), error: useId() };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice === 'none') return void model.answerLimitPrompt(null);
    const valid = isLimitText(amount) && Number(amount) > 0;
    setError(!valid);
    if (valid) void model.answerLimitPrompt(Number(amount));
  };
  return (
    <form className="casino-form casino-cashier__form" part="limit-prompt" noValidate onSubmit={onSubmit}>
      <fieldset className="casino-cashier__methods" aria-labelledby={ids.legend}>
        <legend className="casino-field__label" id={ids.legend}>
          {t('cashier.limitPrompt')}
        </legend>
        <label className="casino-cashier__method" data-checked={choice === 'limit' || undefined}>
          <input type="radio" name="limit-choice" checked={choice === 'limit'} onChange={() => setChoice('limit')} />
          <span>{t('cashier.limitPromptSet')}</span>
        </label>
        <label className="casino-cashier__method" data-checked={choice === 'none' || undefined}>
          <input type="radio" name="limit-choice" checked={choice === 'none'} onChange={() => setChoice('none')} />
          <span>{t('cashier.limitPromptNone')}</span>
        </label>
      </fieldset>
      {choice === 'limit' ? (
        <div className="casino-field">
          <label className="casino-field__label" htmlFor={ids.input}>
            {t('cashier.limit.max_daily_deposit', { currency })}
          </label>
          <input
            id={ids.input}
            className="casino-field__input"
            inputMode="numeric"
            maxLength={MAX_LIMIT_DIGITS}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={error || undefined}
            aria-describedby={error ? ids.error : undefined}
            part="limit-prompt-amount"
          />
          {error ? (
            <p className="casino-field__error" id={ids.error}>
              <span className="casino-field__error-icon" aria-hidden="true">
                !
              </span>
              {t('cashier.limitDigits')}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" block part="limit-prompt-continue">
        {t('cashier.limitPromptContinue')}
      </Button>
    </form>
  );
}

function DepositForm({ model }: { model: DepositModel }) {
  useSignals();
  const t = useT();
  const { fields } = model.form;
  const method = model.method.value;
  const currency = model.currency.value;
  const notice = model.notice.value;
  const providerForm = model.providerForm.value;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };

  return (
    <form className="casino-form casino-cashier__form" part="form" noValidate onSubmit={onSubmit}>
      <MethodPicker model={model} />
      {model.walletStep.value === 'connect' || model.walletStep.value === 'identify' ? (
        <p className="casino-cashier__hint" part="wallet">
          {t(model.walletStep.value === 'connect' ? 'cashier.walletConnect' : 'cashier.walletIdentify')}
        </p>
      ) : null}
      {method ? (
        <>
          <FormMoneyField
            field={fields.amount}
            label={t('cashier.amount')}
            currency={currency.symbol}
            min={method.minimum}
            max={method.maximum}
            required
            inputPart="amount"
          />
          <TransferFields methodId={method.id} fields={fields} />
          <FormTextField field={fields.bonusCode} label={t('cashier.bonusCode')} name="bonus-code" autoComplete="off" spellCheck={false} inputPart="bonus-code" />
        </>
      ) : null}
      <Button type="submit" block part="submit" disabled={model.locked.value} loading={model.form.busy.value}>
        {t('cashier.submit')}
      </Button>
      <FormNotice notice={notice} className="casino-cashier__notice">
        {providerForm !== null ? t('cashier.redirecting') : undefined}
      </FormNotice>
      <ProviderFormSlot form={providerForm} />
    </form>
  );
}

/** A transfer's own fields, from the module its pick loads (payment/method-modules.ts); nothing until it is there. */
function TransferFields({ methodId, fields }: { methodId: number; fields: DepositModel['form']['fields'] }) {
  useSignals();
  if (methodId === BANK_TRANSFER_METHOD_ID) {
    const module = bankTransferFields.loaded.value;
    return module ? <module.BankTransferFields fields={fields} /> : null;
  }
  if (methodId === CRYPTO_TRANSFER_METHOD_ID) {
    const module = cryptoTransferFields.loaded.value;
    return module ? <module.CryptoTransferFields fields={fields} /> : null;
  }
  return null;
}

function MethodPicker({ model }: { model: DepositModel }) {
  useSignals();
  const t = useT();
  const field = model.form.fields.methodId;
  const legendId = useId();
  const errorId = useId();
  const error = messageText(t, field.error.value);
  const chosen = field.value.value;
  return (
    <fieldset className="casino-cashier__methods" aria-labelledby={legendId} aria-describedby={error ? errorId : undefined} part="methods">
      <legend className="casino-field__label" id={legendId}>
        {t('cashier.method')}
      </legend>
      <div className="casino-cashier__method-list">
        {model.methods.value.map((method) => (
          <MethodChoice key={method.id} method={method} checked={chosen === method.id} onChoose={() => model.chooseMethod(method.id)} />
        ))}
      </div>
      {error ? (
        <p className="casino-field__error" id={errorId}>
          <span className="casino-field__error-icon" aria-hidden="true">
            !
          </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function MethodChoice({ method, checked, onChoose }: { method: DepositMethod; checked: boolean; onChoose: () => void }) {
  const t = useT();
  const name = t(`paymentMethod.${method.code}`, { defaultValue: method.name });
  return (
    <label className="casino-cashier__method" data-checked={checked || undefined} part="method">
      <input type="radio" name="payment-method" value={method.id} checked={checked} onChange={onChoose} />
      {method.image ? <img src={method.image} alt="" width={40} height={40} /> : null}
      <span>{name}</span>
    </label>
  );
}

/** The attempt a provider's page sent the player back with, as the platform has it. */
function ResumedAttempt({ model }: { model: DepositModel }) {
  useSignals();
  const t = useT();
  const language = useRuntime().store.language.value;
  const attempt = model.resumed.value;
  if (!attempt) return null;
  const money = (value: number | null) => (value === null ? '' : formatMoney(parseMoney(value, attempt.currency), language));
  const amount = money(attempt.amount);
  const waiting = attempt.status === 'initialized' || attempt.status === 'pending';
  // One text per final status; each takes the values it names (success and underpaid the balance).
  const values = {
    amount,
    balance: money(attempt.balance_after),
    received: money(attempt.received_amount),
    reason: t(`cashier.reason.${attempt.reason_code ?? 'unknown'}`, { defaultValue: t('cashier.reason.unknown') }),
  };
  const text = t(waiting ? 'cashier.resume.waiting' : `cashier.resume.${attempt.status}`, values);
  return (
    <p className="casino-cashier__notice" role="status" part="resumed" data-status={attempt.status} data-tone={attempt.status === 'success' ? 'success' : waiting || attempt.status === 'underpaid' ? undefined : 'error'}>
      {text}
    </p>
  );
}

function PendingDeposits({ pending, heading }: { pending: readonly PendingTransaction[]; heading: HeadingTag }) {
  const t = useT();
  const language = useRuntime().store.language.value;
  const titleId = useId();
  if (pending.length === 0) return null;
  return (
    <section className="casino-cashier__pending" aria-labelledby={titleId} part="pending">
      <Heading tag={heading} className="casino-cashier__subtitle" id={titleId}>
        {t('cashier.pendingTitle')}
      </Heading>
      <ul className="casino-cashier__pending-list">
        {pending.map((deposit) => (
          <li key={deposit.id} className="casino-cashier__pending-item">
            <p className="casino-cashier__pending-amount">{formatMoney(parseMoney(deposit.amount, deposit.currency.code), language)}</p>
            {deposit.payload ? <TransferDetailsList details={deposit.payload} /> : null}
          </li>
        ))}
      </ul>
      <p className="casino-cashier__hint">{t('cashier.pendingCredit')}</p>
    </section>
  );
}

function TransferDetailsList({ details }: { details: TransferDetails }) {
  const t = useT();
  const shown = DETAIL_FIELDS.filter((name) => details[name]);
  return (
    <dl className="casino-cashier__details">
      {shown.map((name) => (
        <div key={name} className="casino-cashier__detail">
          <dt>{t(`cashier.detail.${name}`)}</dt>
          <dd>
            <span>{details[name]}</span>
            <CopyButton text={details[name]!} what={t(`cashier.detail.${name}`)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const t = useT();
  const runtime = useRuntime();
  const [copied, setCopied] = useState(false);
  useEffect(() => (copied ? runtime.scheduler.after(2_000, () => setCopied(false)) : undefined), [copied, runtime]);
  return (
    <>
      <Button type="button" variant="secondary" size="small" part="copy" onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => undefined)}>
        {t('cashier.copyShort')}
        <span className="casino-visually-hidden"> {what}</span>
      </Button>
      <span className="casino-visually-hidden" role="status">
        {copied ? t('cashier.copied', { what }) : ''}
      </span>
    </>
  );
}
