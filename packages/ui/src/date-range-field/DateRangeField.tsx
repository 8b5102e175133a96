import type { Ref } from 'react';
import { useElementStyles } from '../element/host';
import { dateCss } from '../field/date.styles';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useT } from '../runtime/use-runtime';
import type { DayRange } from '@casino-sdk/core/dates';
import { describedBy as describe, FieldGroup, useFieldIds } from '../field/field-parts';
import english from './texts.en.json';

addEnglishTexts(english);

export interface DateRangeFieldProps {
  /** The group's legend ("Period"). */
  label: string;
  value: DayRange;
  onValueChange: (value: DayRange) => void;
  /** Earliest and latest day offered, `YYYY-MM-DD` (the history's first day, today). */
  min?: string;
  max?: string;
  /** The latest day "from" offers, when earlier than `max` (the reports: yesterday, `to` up to today). */
  fromMax?: string;
  required?: boolean;
  hint?: string;
  /** Under the group, linked from it and from both inputs; marks both invalid. */
  error?: string | null;
  onBlur?: () => void;
  /** Gets the "from" input, where the keyboard goes when the form asks. */
  ref?: Ref<HTMLInputElement>;
  /** Prefix of the inputs' names (`period` → period-from, period-to). */
  name?: string;
  id?: string;
  className?: string;
}

/**
 * Two native date inputs in a fieldset: the platform's own picker on every device, typed dates in
 * the player's own order, and a keyboard and screen reader support no custom calendar matches.
 * "To" offers no day before "from"; the rule (`dateRangeRules`) still says so in words, as a typed
 * date can pass the picker's limits.
 */
export function DateRangeField({ label, value, onValueChange, min, max, fromMax, required, hint, error, onBlur, ref, name = 'range', id, className }: DateRangeFieldProps) {
  useElementStyles(dateCss);
  const t = useT();
  const ids = useFieldIds(id);
  const described = describe(ids, undefined, hint, error);
  const parts = [
    { key: 'from', label: t('field.from'), min, max: [value.to || max, fromMax].filter(Boolean).sort()[0] },
    { key: 'to', label: t('field.to'), min: value.from || min, max },
  ] as const;

  return (
    <FieldGroup ids={ids} label={label} required={required} hint={hint} error={error} className={['casino-field', 'casino-field--date-range', className].filter(Boolean).join(' ')}>
      <div className="casino-date-range">
        {parts.map((part, index) => {
          const inputId = `${ids.control}-${part.key}`;
          return (
            <div className="casino-date__part" key={part.key}>
              <label className="casino-date__label" htmlFor={inputId}>
                {part.label}
              </label>
              <input
                ref={index === 0 ? ref : undefined}
                id={inputId}
                name={`${name}-${part.key}`}
                type="date"
                className="casino-field__input"
                min={part.min}
                max={part.max}
                value={value[part.key]}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                onChange={(event) => onValueChange({ ...value, [part.key]: event.target.value })}
                onBlur={onBlur}
              />
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}
