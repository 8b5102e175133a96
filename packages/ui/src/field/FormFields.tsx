import type { FormField, FormMessage } from '@casino-sdk/core/form';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useT, type Translate } from '../runtime/use-runtime';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { TextField, type TextFieldProps } from './TextField';

/** A form message in words: our key through `t`, the server's text as it came. */
export function messageText(t: Translate, message: FormMessage | null | undefined): string | null {
  if (!message) return null;
  return 'text' in message ? message.text : t(message.key, message.values);
}

type Bound<P> = Omit<P, 'value' | 'onValueChange' | 'error' | 'ref'> & {
  /** The form model's field: value, error, required (unless given) and focus come from it. */
  field: FormField<string>;
  /** Translates the field's messages; default the SDK's `useT()` (the admin page passes its own). */
  t?: Translate;
};

export type FormTextFieldProps = Bound<TextFieldProps>;
export type FormPasswordFieldProps = Bound<PasswordFieldProps>;

/**
 * What every bound field does: read the field's signals and focus the input when the form asks
 * (the first problem on submit, or the flow's `form.focus(name)`): no refs in the views.
 */
function useBoundField(field: FormField<string>, t: Translate | undefined) {
  useSignals();
  const sdkT = useT();
  const input = useRef<HTMLInputElement>(null);
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
    onValueChange: field.set,
    required: field.required,
    error: messageText(t ?? sdkT, field.error.value),
  };
}

/** A text input bound to a form model field: label, input, hint and error wired for AT. */
export function FormTextField({ field, t, onBlur, ...props }: FormTextFieldProps) {
  const bound = useBoundField(field, t);
  return (
    <TextField
      {...bound}
      {...props}
      onBlur={(event) => {
        field.blur();
        onBlur?.(event);
      }}
    />
  );
}

/** A password input with the show/hide toggle, bound to a form model field. */
export function FormPasswordField({ field, t, onBlur, ...props }: FormPasswordFieldProps) {
  const bound = useBoundField(field, t);
  return (
    <PasswordField
      {...bound}
      {...props}
      onBlur={(event) => {
        field.blur();
        onBlur?.(event);
      }}
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
  return (
    <div className={['casino-form-alert', className].filter(Boolean).join(' ')} part={part} role="alert">
      {text ? <span className="casino-form-alert__text">{text}</span> : null}
    </div>
  );
}
