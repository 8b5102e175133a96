// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Terms">
        <p>Body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens labelled by its title, closes on Escape (cancel) and gives focus back', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    opener.focus();
    act(() => opener.click());

    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Terms');

    // The browser fires `cancel` on Escape.
    screen.getByRole('button', { name: 'Close' }).focus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', () => {
    render(<Opener />);
    act(() => screen.getByRole('button', { name: 'Open terms' }).click());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(document.querySelector('dialog')!.open).toBe(false);
  });
});
