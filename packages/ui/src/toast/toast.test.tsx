// @vitest-environment jsdom
import { getRuntime } from '@casino-sdk/core/internal';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toast';
import { clearToasts, showToast, toasts, TOAST_DURATION_MS } from './toast-model';

beforeEach(() => {
  // Toasts are the page's: another file's login toast may still be up in this worker.
  clearToasts();
  vi.useFakeTimers();
});
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

  it("times out on the runtime's scheduler, for 3 s by default", () => {
    const after = vi.spyOn(getRuntime().scheduler, 'after');
    try {
      showToast('Saved');
      expect(after).toHaveBeenCalledWith(TOAST_DURATION_MS, expect.any(Function));
      expect(TOAST_DURATION_MS).toBe(3_000);
    } finally {
      after.mockRestore();
    }
  });

  it("stays while the runtime's scheduler is stopped, because its timer is the scheduler's", () => {
    showToast('Saved');
    getRuntime().scheduler.stopAll();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(toasts.value.map((toast) => toast.message)).toEqual(['Saved']);
  });

  it('cancels its scheduled dismissal when dismissed or cleared', () => {
    showToast('One');
    clearToasts();
    showToast('Two');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toasts.value.map((toast) => toast.message)).toEqual(['Two']);
    vi.advanceTimersByTime(1);
    expect(toasts.value).toEqual([]);
  });
});
