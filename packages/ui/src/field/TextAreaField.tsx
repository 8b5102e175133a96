import type { Ref, TextareaHTMLAttributes } from 'react';
import { useElementStyles } from '../element/host';
import { textAreaCss } from './textarea.styles';
import { controlAria, FieldFrame, useFieldIds } from './field-parts';
import { useBoundField, type Bound } from './FormFields';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'defaultValue'> {
  label: string;
  /** Controlled value: the field shows what the model holds, so it survives a failed submit. */
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** Shown under the field, linked with aria-describedby, and sets aria-invalid. */
  error?: string | null;
  /** `part` name of the textarea, for `::part()` styling when the field lives in a shadow root. */
  inputPart?: string;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** Several lines of text (a reason, a message), framed and wired like the text field. */
export function TextAreaField({ label, value, onValueChange, hint, error, inputPart, required, id, className, rows = 4, ref, 'aria-describedby': describedBy, ...rest }: TextAreaFieldProps) {
  useElementStyles(textAreaCss);
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={['casino-field', className].filter(Boolean).join(' ')}>
      <textarea
        {...rest}
        {...controlAria(ids, describedBy, required, hint, error)}
        ref={ref}
        rows={rows}
        className="casino-field__input casino-field__input--multiline"
        part={inputPart}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}

export type FormTextAreaFieldProps = Bound<TextAreaFieldProps>;

/** A textarea bound to a form model field. */
export function FormTextAreaField({ field, t, onBlur, onValueChange, ...props }: FormTextAreaFieldProps) {
  const bound = useBoundField<string, HTMLTextAreaElement, NonNullable<TextAreaFieldProps['onBlur']>>(field, t, { onBlur, onValueChange });
  return (
    <TextAreaField
      {...bound}
      {...props}
    />
  );
}
