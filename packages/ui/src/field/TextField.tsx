import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

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
  const autoId = useId();
  const inputId = id ?? `casino-field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const classes = ['casino-field'];
  if (action) classes.push('casino-field--with-action');
  if (className) classes.push(className);

  return (
    <div className={classes.join(' ')}>
      <div className="casino-field__label-row">
        <label className="casino-field__label" htmlFor={inputId}>
          {label}
        </label>
        {/* Outside the label, so the accessible name is the label alone; `required` says it to AT. */}
        {required ? (
          <span className="casino-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className="casino-field__control">
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type={type}
          className="casino-field__input"
          part={inputPart}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {action}
      </div>
      {hint ? (
        <p className="casino-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="casino-field__error" id={errorId}>
          <span className="casino-field__error-icon" aria-hidden="true">
            !
          </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
