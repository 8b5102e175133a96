// @vitest-environment jsdom
import { createForm } from '@casino-sdk/core/form';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAlert, FormPasswordField, FormTextField } from './FormFields';

afterEach(cleanup);

// The login element brings these with its own code; here the fields borrow its words.
addEnglishTexts({ 'login.usernameRequired': 'Enter your username.', 'login.passwordRequired': 'Enter your password.' });

function loginForm() {
  return createForm<{ username: string; password: string }>({
    fields: {
      username: { initial: '', required: 'login.usernameRequired', trim: true },
      password: { initial: '', required: 'login.passwordRequired', secret: true },
    },
  });
}

function View({ form }: { form: ReturnType<typeof loginForm> }) {
  useSignals();
  return (
    <form noValidate>
      <FormAlert message={form.error.value} className="casino-login__error" />
      <FormTextField field={form.fields.username} label="Username" autoComplete="username" />
      <FormPasswordField field={form.fields.password} label="Password" autoComplete="current-password" />
    </form>
  );
}

describe('fields bound to the form model', () => {
  it('show the model: name, value, required, autocomplete, and set it back when typed in', () => {
    const form = loginForm();
    render(<View form={form} />);
    const username = screen.getByLabelText(/Username/) as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(username.name).toBe('username');
    expect(username.required).toBe(true);
    expect(username.autocomplete).toBe('username');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');

    fireEvent.change(username, { target: { value: 'alex' } });
    expect(form.fields.username.value.value).toBe('alex');
    act(() => form.fields.username.set('sam'));
    expect(username.value).toBe('sam');
  });

  it('show the error linked with aria-describedby and aria-invalid, and focus the first problem on submit', async () => {
    const form = loginForm();
    render(<View form={form} />);
    const username = screen.getByLabelText(/Username/);
    const password = screen.getByLabelText('Password');
    await act(async () => void (await form.submit(async () => null)));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const errorId = username.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('!Enter your username.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);

    fireEvent.change(username, { target: { value: 'alex' } });
    expect(username.hasAttribute('aria-invalid')).toBe(false);
    await act(async () => void (await form.submit(async () => null)));
    expect(document.activeElement).toBe(password);
  });

  it('touch the field when the player leaves it with something typed', () => {
    const form = loginForm();
    render(<View form={form} />);
    const username = screen.getByLabelText(/Username/);
    fireEvent.blur(username);
    expect(form.fields.username.touched.value).toBe(false);
    fireEvent.change(username, { target: { value: 'alex' } });
    fireEvent.blur(username);
    expect(form.fields.username.touched.value).toBe(true);
  });

  it('let the flow decide what typing sets (a name cleaned as it is typed)', () => {
    const form = loginForm();
    render(<FormTextField field={form.fields.username} label="Username" onValueChange={(typed) => form.fields.username.set(typed.replace(/[^a-z]/g, ''))} />);
    const username = screen.getByLabelText(/Username/) as HTMLInputElement;
    fireEvent.change(username, { target: { value: 'al3x!' } });
    expect(form.fields.username.value.value).toBe('alx');
    expect(username.value).toBe('alx');
  });

  it('do not take the keyboard for a request made before they were shown', () => {
    const form = loginForm();
    form.focus('username');
    render(<View form={form} />);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('FormAlert', () => {
  it('is an empty alert until there is a message, then says exactly it', () => {
    const form = loginForm();
    render(<View form={form} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    expect(alert.className).toBe('casino-form-alert casino-login__error');
    expect(alert.getAttribute('part')).toBe('error');
    act(() => form.setError({ key: 'errors.network' }));
    expect(alert.textContent).toBe('We could not reach the server. Check your connection and try again.');
    act(() => form.setError({ text: 'Wrong username or password.' }));
    expect(alert.textContent).toBe('Wrong username or password.');
  });

  it('comes into view when a message arrives (the button that sent the form may be far below it)', () => {
    const scrolled = vi.fn();
    // jsdom lays nothing out and has no scrollIntoView.
    Element.prototype.scrollIntoView = scrolled;
    try {
      const form = loginForm();
      render(<View form={form} />);
      expect(scrolled).not.toHaveBeenCalled();
      act(() => form.setError({ text: 'Please wait a moment: you can try again in 60 s.' }));
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('alert'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
