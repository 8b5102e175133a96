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

  it('can be a question that must be answered: no close button, Escape and forced closes do nothing', () => {
    let closes = 0;
    render(
      <Dialog open onClose={() => closes++} title="Terms" dismissable={false}>
        <button type="button">Yes</button>
      </Dialog>,
    );
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('closedby')).toBe('none');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog, escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);

    // Chromium closes without `cancel` on a second Escape: the dialog opens again.
    let reopened = 0;
    dialog.showModal = () => {
      reopened++;
      dialog.setAttribute('open', '');
    };
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(reopened).toBe(1);
    expect(dialog.open).toBe(true);
    expect(closes).toBe(0);
  });
});
