import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy as describe, FieldMessages, RequiredMark, useFieldIds } from './field-parts';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'defaultChecked' | 'value'> {
  /** The label beside the box; may hold a link (the terms), which stays outside the box's click. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: string;
  /** Shown under the field, linked with aria-describedby, and sets aria-invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** One checkbox with its label to the right, a 24 px target at least (WCAG 2.5.8), hint and error under it. */
export function CheckboxField({ label, checked, onCheckedChange, hint, error, required, id, className, ref, 'aria-describedby': describedBy, ...rest }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['casino-field', 'casino-field--check', className].filter(Boolean).join(' ')}>
      <div className="casino-check">
        <input
          {...rest}
          ref={ref}
          id={ids.control}
          type="checkbox"
          className="casino-check__input"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describe(ids, describedBy, hint, error)}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label className="casino-check__label" htmlFor={ids.control}>
          {label}
          {/* Inside the label so it follows the last word; aria-hidden keeps it out of the name. */}
          <RequiredMark required={required} />
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
