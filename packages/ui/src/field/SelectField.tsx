import type { Ref, SelectHTMLAttributes } from 'react';
import { controlAria, FieldFrame, useFieldIds } from './field-parts';

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
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={['casino-field', 'casino-field--select', className].filter(Boolean).join(' ')}>
      <select
        {...rest}
        {...controlAria(ids, describedBy, required, hint, error)}
        ref={ref}
        className="casino-field__input casino-field__select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
