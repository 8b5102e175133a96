import { addEnglishTexts } from '@casino-sdk/core/internal';
import { localePath, LOGIN_ROUTE } from '@casino-sdk/core/rules';
import { Heading, headingTag, linkClick, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { messageText } from '@casino-sdk/ui/field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { createTransactionStatusModel } from './transaction-status-model';
import english from './texts.en.json';

addEnglishTexts(english);

export interface TransactionStatusProps {
  transactionId?: string;
  headingLevel?: number;
}

/** `<casino-transaction-status>`: a thin layer over the transaction status model. */
export function TransactionStatus({ transactionId, headingLevel }: TransactionStatusProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const signedIn = runtime.store.isAuthenticated.value;
  const model = useModel(() => createTransactionStatusModel(runtime, transactionId), [runtime, transactionId]);
  const titleId = useId();
  const language = runtime.store.language.value;
  useEffect(() => {
    if (signedIn) void model.load();
  }, [model, signedIn]);

  if (!signedIn) {
    const login = localePath(language, LOGIN_ROUTE);
    return (
      <p className="casino-transaction-status" part="sign-in">
        {t('transactionStatus.signIn')}{' '}
        <a href={login} onClick={linkClick(host, login)}>
          {t('transactionStatus.signInLink')}
        </a>
      </p>
    );
  }
  const state = model.state.value;
  return (
    <section className="casino-transaction-status" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-transaction-status__title" id={titleId}>
        {t('transactionStatus.title')}
      </Heading>
      {state.kind === 'loading' ? (
        <p role="status" part="loading">
          {t('transactionStatus.loading')}
        </p>
      ) : state.kind === 'error' ? (
        <RetryPanel message={messageText(t, state.message) ?? ''} onRetry={() => void model.load()} part="error" />
      ) : state.kind === 'not-found' ? (
        <div className="casino-transaction-status__missing">
          <p part="not-found">{t('transactionStatus.notFound')}</p>
          <Button part="home" onClick={() => navigate(host, localePath(language, ''))}>
            {t('transactionStatus.home')}
          </Button>
        </div>
      ) : (
        <p className="casino-transaction-status__line" part="status">
          {t('transactionStatus.line', { id: String(state.transaction.id) })}{' '}
          <span className="casino-transaction-status__status" data-status={state.transaction.status}>
            {t(`transactionStatus.status.${state.transaction.status}`, { defaultValue: state.transaction.status })}
          </span>
        </p>
      )}
    </section>
  );
}
