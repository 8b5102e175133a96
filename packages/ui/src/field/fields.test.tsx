// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

afterEach(cleanup);

function ControlledText({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="Username" hint="As you chose it" value={value} onValueChange={setValue} error={error} required />;
}

describe('TextField', () => {
  it('labels the input and links hint and error with aria-describedby', () => {
    render(<ControlledText error="Enter your username." />);
    const input = screen.getByLabelText(/Username/);
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(['As you chose it', '!Enter your username.']);
  });

  it('has no aria-invalid without an error, and keeps what was typed', () => {
    render(<ControlledText />);
    const input = screen.getByLabelText(/Username/) as HTMLInputElement;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(input, { target: { value: 'alex' } });
    expect(input.value).toBe('alex');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a pressed toggle', () => {
    function Controlled() {
      const [value, setValue] = useState('secret');
      return <PasswordField label="Password" value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    act(() => toggle.click());
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.value).toBe('secret');

    act(() => toggle.click());
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});
