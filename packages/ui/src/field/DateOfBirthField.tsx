import { monthNames } from '@casino-sdk/core/dates';
import type { DateParts } from '@casino-sdk/core/rules';
import { useMemo, type Ref } from 'react';
import { useElementStyles } from '../element/host';
import { dateCss } from './date.styles';
import { useLanguage, useT } from '../runtime/use-runtime';
import { describedBy as describe, FieldGroup, useFieldIds } from './field-parts';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './texts.en.json';
import { useBoundField, type Bound } from './FormFields';

addEnglishTexts(english);

export interface DateOfBirthFieldProps {
  /** The group's legend ("Date of birth"). */
  label: string;
  value: DateParts;
  onValueChange: (value: DateParts) => void;
  /** The years offered, in the order shown (the rules' `birthYears(today)`: newest first). */
  years: readonly number[];
  required?: boolean;
  hint?: string;
  /** Under the group, linked from it and from each select; marks all three invalid. */
  error?: string | null;
  onBlur?: () => void;
  /** Gets the first select (day), where the keyboard goes when the form asks. */
  ref?: Ref<HTMLSelectElement>;
  /** Prefix of the selects' names (`dob` → dob-day, dob-month, dob-year). */
  name?: string;
  id?: string;
  className?: string;
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

/**
 * Three native selects (day, month, year) in a fieldset. Chosen over `<input type="date">`: the
 * years run only from 115 to 17 years ago, a birth date is chosen from the year first without
 * paging a calendar back decades, the selects take the `bday-*` autofill tokens, and every screen
 * reader and phone handles a select the same way. Every day 1–31 is offered in every month, so an
 * impossible date is the rules' `dob_invalid`, said in words, not a silently corrected choice.
 */
export function DateOfBirthField({ label, value, onValueChange, years, required, hint, error, onBlur, ref, name = 'dob', id, className }: DateOfBirthFieldProps) {
  useElementStyles(dateCss);
  const t = useT();
  const language = useLanguage();
  const ids = useFieldIds(id);
  const months = useMemo(() => monthNames(language).map((label, index) => ({ value: String(index + 1), label })), [language]);
  const described = describe(ids, undefined, hint, error);
  const parts = [
    { key: 'day', label: t('field.day'), autoComplete: 'bday-day', options: DAYS.map((day) => ({ value: day, label: day })) },
    { key: 'month', label: t('field.month'), autoComplete: 'bday-month', options: months },
    { key: 'year', label: t('field.year'), autoComplete: 'bday-year', options: years.map((year) => ({ value: String(year), label: String(year) })) },
  ] as const;

  return (
    <FieldGroup ids={ids} label={label} required={required} hint={hint} error={error} className={['casino-field', 'casino-field--date', className].filter(Boolean).join(' ')}>
      <div className="casino-date">
        {parts.map((part, index) => {
          const selectId = `${ids.control}-${part.key}`;
          return (
            <div className="casino-date__part" key={part.key}>
              <label className="casino-date__label" htmlFor={selectId}>
                {part.label}
              </label>
              <select
                ref={index === 0 ? ref : undefined}
                id={selectId}
                name={`${name}-${part.key}`}
                className="casino-field__input casino-field__select"
                autoComplete={part.autoComplete}
                value={value[part.key]}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                onChange={(event) => onValueChange({ ...value, [part.key]: event.target.value })}
                onBlur={onBlur}
              >
                <option value="">{'–'}</option>
                {part.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </FieldGroup>
  );
}

export type FormDateOfBirthFieldProps = Bound<DateOfBirthFieldProps, DateParts>;

/** Day, month and year selects bound to one form model field holding the three parts. */
export function FormDateOfBirthField({ field, t, onBlur, onValueChange, ...props }: FormDateOfBirthFieldProps) {
  const { name, ...bound } = useBoundField<DateParts, HTMLSelectElement>(field, t, { onBlur, onValueChange });
  return (
    <DateOfBirthField
      {...bound}
      name={name}
      {...props}
    />
  );
}
