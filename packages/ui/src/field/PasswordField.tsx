import { useState } from 'react';
import { useT } from '../runtime/use-runtime';
import { TextField, type TextFieldProps } from './TextField';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './texts.en.json';

// These English texts travel with this component's code, not in the shared runtime.
addEnglishTexts(english);

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'action'>;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle. The toggle keeps one name ("Show password") and says
 * its state with aria-pressed, as the ARIA practices ask of toggle buttons.
 */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      action={
        <button
          type="button"
          className="casino-field__action"
          aria-pressed={visible}
          aria-label={t('field.showPassword')}
          title={t('field.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
