import type { FormField, FormMessage, Notice } from '@casino-sdk/core/form';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useT, type Translate } from '../runtime/use-runtime';
import { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { SelectField, type SelectFieldProps } from './SelectField';
import { TextField, type TextFieldProps } from './TextField';

/** A form message in words: our key through `t`, the server's text as it came. */
export function messageText(t: Translate, message: FormMessage | null | undefined): string | null {
  if (!message) return null;
  return 'text' in message ? message.text : t(message.key, message.values);
}

export type Bound<P, V = string> = Omit<P, 'value' | 'onValueChange' | 'error' | 'ref'> & {
  /** The form model's field: value, error, required (unless given) and focus come from it. */
  field: FormField<V>;
  /** What typing does; default `field.set`. A flow that cleans what is typed (a name) passes its own. */
  onValueChange?: ((value: V) => void) | undefined;
  /** Translates the field's messages; default the SDK's `useT()` (the admin page passes its own). */
  t?: Translate;
};

export type FormTextFieldProps = Bound<TextFieldProps>;
export type FormPasswordFieldProps = Bound<PasswordFieldProps>;
export type FormSelectFieldProps = Bound<SelectFieldProps>;
export type FormCheckboxFieldProps = Omit<Bound<CheckboxFieldProps, boolean>, 'checked' | 'onCheckedChange'>;

/** A caller's own handlers of a bound field: they run with, or instead of, the form model's. */
export interface OwnHandlers<V, B extends (...args: never[]) => void> {
  onValueChange?: ((value: V) => void) | undefined;
  onBlur?: B | undefined;
}

/**
 * What every bound field does: read the field's signals, focus the input when the form asks (the
 * first problem on submit, or the flow's `form.focus(name)`): no refs in the views; typing sets the
 * field (unless the caller cleans it first), and leaving it tells the field, then the caller.
 */
export function useBoundField<V, E extends HTMLElement = HTMLInputElement, B extends (...args: never[]) => void = () => void>(
  field: FormField<V>,
  t: Translate | undefined,
  own: OwnHandlers<V, B> = {},
) {
  useSignals();
  const sdkT = useT();
  const input = useRef<E>(null);
  const request = field.focusRequest.value;
  // A request made before this view mounted is not for it: only later ones move the keyboard.
  const seen = useRef(request);
  useEffect(() => {
    if (request === seen.current) return;
    seen.current = request;
    input.current?.focus();
  }, [request]);

  return {
    ref: input,
    name: field.name,
    value: field.value.value,
    onValueChange: own.onValueChange ?? field.set,
    onBlur: (...args: Parameters<B>) => {
      field.blur();
      own.onBlur?.(...args);
    },
    required: field.required,
    error: messageText(t ?? sdkT, field.error.value),
  };
}

/** A text input bound to a form model field: label, input, hint and error wired for AT. */
export function FormTextField({ field, t, onBlur, onValueChange, ...props }: FormTextFieldProps) {
  const bound = useBoundField(field, t, { onBlur, onValueChange });
  return (
    <TextField
      {...bound}
      {...props}
    />
  );
}

/** A native select bound to a form model field ('' is nothing chosen). */
export function FormSelectField({ field, t, onBlur, onValueChange, ...props }: FormSelectFieldProps) {
  const bound = useBoundField<string, HTMLSelectElement, NonNullable<SelectFieldProps['onBlur']>>(field, t, { onBlur, onValueChange });
  return (
    <SelectField
      {...bound}
      {...props}
    />
  );
}

/** A checkbox bound to a boolean form model field (required means it must be ticked: the terms). */
export function FormCheckboxField({ field, t, onBlur, onValueChange, ...props }: FormCheckboxFieldProps) {
  const { value, onValueChange: set, ...bound } = useBoundField(field, t, { onBlur, onValueChange });
  return (
    <CheckboxField
      {...bound}
      {...props}
      checked={value}
      onCheckedChange={set}
    />
  );
}

/**
 * The translator a field's messages go through, with the `values` the rules left as numbers
 * (minor units, bytes) worded by the field that knows their unit (an amount in its currency, a size in KB).
 */
export function useWordedValues(t: Translate | undefined, word: (values: Record<string, unknown>) => Record<string, unknown>): Translate {
  const sdkT = useT();
  const translate = t ?? sdkT;
  return useCallback<Translate>((key, values) => translate(key, values && word(values)), [translate, word]);
}

/** A password input with the show/hide toggle, bound to a form model field. */
export function FormPasswordField({ field, t, onBlur, onValueChange, ...props }: FormPasswordFieldProps) {
  const bound = useBoundField(field, t, { onBlur, onValueChange });
  return (
    <PasswordField
      {...bound}
      {...props}
    />
  );
}

export interface FormAlertProps {
  message: FormMessage | null;
  t?: Translate;
  /** The element's own class beside `casino-form-alert`, kept stable for host pages' CSS. */
  className?: string;
  part?: string;
}

/**
 * The alert above a form (the platform's refusal, a network error). Always in the DOM and empty
 * when there is nothing to say, so screen readers announce a message when it arrives. The "!" is
 * drawn by CSS: the alert's text is exactly the message.
 */
export function FormAlert({ message, t, className, part = 'error' }: FormAlertProps) {
  useSignals();
  const sdkT = useT();
  const text = messageText(t ?? sdkT, message);
  const ref = useRef<HTMLDivElement>(null);
  // A form-wide answer (a refusal, "try again in N s") arrives after the button was pressed, often
  // far below the alert: bring it into view, or the player sees nothing happen. (Field problems take
  // the focus to their field instead.)
  useEffect(() => {
    if (text) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  return (
    <div ref={ref} className={['casino-form-alert', className].filter(Boolean).join(' ')} part={part} role="alert">
      {text ? <span className="casino-form-alert__text">{text}</span> : null}
    </div>
  );
}

export interface FormNoticeProps {
  notice: Notice | null;
  /** The element's own class, kept stable for host pages' CSS. */
  className: string;
  part?: string;
  /** Said instead of the notice (the cashier's "redirecting"). */
  children?: ReactNode;
}

/**
 * The line under a form that says how an action went (core's `createNotices`): a status, or an
 * alert for an error. Always in the page, empty when there is nothing to say, so it is announced.
 */
export function FormNotice({ notice, className, part = 'notice', children }: FormNoticeProps) {
  const t = useT();
  return (
    <div className={className} role={notice?.tone === 'error' ? 'alert' : 'status'} part={part} data-tone={notice?.tone}>
      {children ?? (notice ? messageText(t, notice.message) : null)}
    </div>
  );
}
