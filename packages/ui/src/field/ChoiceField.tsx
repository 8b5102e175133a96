import { useId, type Ref } from 'react';
import { useElementStyles } from '../element/host';
import { choiceCss } from './choice.styles';
import { describedBy as describe, FieldMessages, RequiredMark, useFieldIds } from './field-parts';
import type { SelectOption } from './SelectField';
import { useBoundField, type Bound } from './FormFields';

export interface ChoiceFieldProps {
  /** The group's legend. */
  label: string;
  /** The input name the radios share (and the form field's). */
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  required?: boolean;
  hint?: string;
  error?: string | null;
  /** Side by side (a few short choices) or one under the other. */
  inline?: boolean;
  onBlur?: () => void;
  /** Gets the radio to focus: the chosen one, else the first. */
  ref?: Ref<HTMLInputElement>;
  id?: string;
  className?: string;
}

/**
 * One choice out of a few (gender): radios in a fieldset whose legend names the group. Each radio
 * says required and invalid itself and points at the hint and error, since screen readers read a
 * radio's description when it takes focus but not always the fieldset's. (A radio has no
 * aria-invalid: the error in its description is what says it.)
 */
export function ChoiceField({ label, name, value, onValueChange, options, required, hint, error, inline = true, onBlur, ref, id, className }: ChoiceFieldProps) {
  useElementStyles(choiceCss);
  const ids = useFieldIds(id);
  const legendId = `${ids.control}-legend`;
  const optionId = useId();
  const described = describe(ids, undefined, hint, error);
  const focusTarget = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <fieldset
      className={['casino-field', 'casino-field--choice', error ? 'casino-field--invalid' : null, className].filter(Boolean).join(' ')}
      id={ids.control}
      aria-labelledby={legendId}
    >
      <legend className="casino-field__label-row" id={legendId}>
        <span className="casino-field__label">{label}</span>
        <RequiredMark required={required} />
      </legend>
      <div className={inline ? 'casino-choice casino-choice--inline' : 'casino-choice'}>
        {options.map((option) => {
          const radioId = `${optionId}-${option.value}`;
          return (
            <div className="casino-check" key={option.value}>
              <input
                ref={option.value === focusTarget ? ref : undefined}
                id={radioId}
                className="casino-check__input"
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                required={required}
                aria-describedby={described}
                onChange={() => onValueChange(option.value)}
                onBlur={onBlur}
              />
              <label className="casino-check__label" htmlFor={radioId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}

export type FormChoiceFieldProps = Omit<Bound<ChoiceFieldProps>, 'name'>;

/** Radios bound to a form model field: one choice out of a few. */
export function FormChoiceField({ field, t, onBlur, onValueChange, ...props }: FormChoiceFieldProps) {
  const bound = useBoundField(field, t, { onBlur, onValueChange });
  return (
    <ChoiceField
      {...bound}
      {...props}
    />
  );
}
