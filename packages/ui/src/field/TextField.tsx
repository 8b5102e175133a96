import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy as describe, FieldMessages, RequiredMark, useFieldIds } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> {
  label: string;
  /** Controlled value: the field shows what the model holds, so it survives a failed submit. */
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** Shown under the field, linked with aria-describedby, and sets aria-invalid. */
  error?: string | null;
  /** Button inside the field's end edge (the password toggle). */
  action?: ReactNode;
  /** `part` name of the input, for `::part()` styling when the field lives in a shadow root. */
  inputPart?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  action,
  inputPart,
  required,
  id,
  className,
  type = 'text',
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id);

  const classes = ['casino-field'];
  if (action) classes.push('casino-field--with-action');
  if (className) classes.push(className);

  return (
    <div className={classes.join(' ')}>
      <div className="casino-field__label-row">
        <label className="casino-field__label" htmlFor={ids.control}>
          {label}
        </label>
        <RequiredMark required={required} />
      </div>
      <div className="casino-field__control">
        <input
          {...rest}
          ref={ref}
          id={ids.control}
          type={type}
          className="casino-field__input"
          part={inputPart}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describe(ids, describedBy, hint, error)}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {action}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
