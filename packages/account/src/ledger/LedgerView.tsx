import { Heading, headingTag, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { DateRangeField } from '@casino-sdk/ui/date-range-field';
import { messageText } from '@casino-sdk/ui/field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { LedgerSearch } from './ledger-load';
import { useRowsShownMark } from './rows-shown';
import { useLedgerStyles } from './use-ledger-styles';

export interface LedgerViewProps {
  model: LedgerSearch;
  /** The view's texts' prefix: its `title`, `loading`, `period`, `utc`, `fromAfterTo` and `search`. */
  texts: 'account.reports' | 'account.transactions';
  /** The period field's name. */
  name: string;
  headingLevel?: number;
  /** The view's own filters, between the period and Search. */
  filters: ReactNode;
  /** What the view shows once its rows are in. */
  children: ReactNode;
}

/**
 * The frame of the reports and transactions views: the heading, the filter form with its period
 * (UTC days) and Search, then the search's state — loading, the retry panel, or the view's result.
 */
export function LedgerView({ model, texts, name, headingLevel, filters, children }: LedgerViewProps) {
  useSignals();
  useLedgerStyles();
  const t = useT();
  const titleId = useId();
  const load = model.load.value;
  useRowsShownMark(model.rows.value, load.kind === 'ready');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.search();
  };
  return (
    <section className="casino-ledger" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-ledger__title" id={titleId}>
        {t(`${texts}.title`)}
      </Heading>
      <form className="casino-form casino-ledger__filters" part="filters" noValidate onSubmit={onSubmit}>
        <DateRangeField
          label={t(`${texts}.period`)}
          value={model.range.value}
          onValueChange={model.setRange}
          fromMax={model.limits.fromMax}
          max={model.limits.toMax}
          hint={t(`${texts}.utc`)}
          error={model.canSearch.value ? null : t(`${texts}.fromAfterTo`)}
          name={name}
        />
        {filters}
        <Button type="submit" disabled={!model.canSearch.value} part="search">
          {t(`${texts}.search`)}
        </Button>
      </form>
      {load.kind === 'loading' ? (
        <p className="casino-ledger__loading" role="status" part="loading">
          {t(`${texts}.loading`)}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={() => void model.search()} part="error" />
      ) : (
        children
      )}
    </section>
  );
}
