import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlAria, FieldFrame, useFieldIds } from './field-parts';

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
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={classes.join(' ')}>
      <input
        {...rest}
        {...controlAria(ids, describedBy, required, hint, error)}
        ref={ref}
        type={type}
        className="casino-field__input"
        part={inputPart}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {action}
    </FieldFrame>
  );
}
