import type { Ref, SelectHTMLAttributes } from 'react';
import { describedBy as describe, FieldMessages, RequiredMark, useFieldIds } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'defaultValue' | 'children' | 'multiple'> {
  label: string;
  /** Controlled value; '' is the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a country"): shown while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  /** Shown under the field, linked with aria-describedby, and sets aria-invalid. */
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A native select: the platform's own list is the most accessible one on every device (phones open
 * their picker, screen readers announce it as a combobox), and autofill fills it (`autoComplete`).
 */
export function SelectField({ label, value, onValueChange, options, placeholder, hint, error, required, id, className, ref, 'aria-describedby': describedBy, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['casino-field', 'casino-field--select', className].filter(Boolean).join(' ')}>
      <div className="casino-field__label-row">
        <label className="casino-field__label" htmlFor={ids.control}>
          {label}
        </label>
        <RequiredMark required={required} />
      </div>
      <div className="casino-field__control">
        <select
          {...rest}
          ref={ref}
          id={ids.control}
          className="casino-field__input casino-field__select"
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describe(ids, describedBy, hint, error)}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
