// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toast';
import { clearToasts, showToast, TOAST_DURATION_MS } from './toast-model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast in a status region for 3 seconds', () => {
    render(<Toaster />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    act(() => {
      showToast('Your e-mail is verified.', { tone: 'success' });
    });
    expect(region.textContent).toContain('Your e-mail is verified.');
    expect(region.textContent).toContain('Success');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(region.textContent).toContain('Your e-mail is verified.');
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
  });

  it('can be dismissed early', () => {
    render(<Toaster />);
    act(() => {
      showToast('Saved');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
