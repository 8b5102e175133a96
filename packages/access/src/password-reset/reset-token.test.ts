// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetResetToken, RESET_TOKEN_KEY, takeResetToken } from './reset-token';

afterEach(() => sessionStorage.clear());

describe('the reset token', () => {
  it('leaves the address bar and stays in the tab for a reload', () => {
    const history = { state: { from: 'router' }, replaceState: vi.fn() };
    const location = { pathname: '/en/password/reset/abc123', search: '?x=1', hash: '' };
    expect(takeResetToken('abc123', location, history)).toBe('abc123');
    expect(history.replaceState).toHaveBeenCalledWith({ from: 'router' }, '', '/en/password/reset?x=1');
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBe('abc123');

    const reloaded = { state: null, replaceState: vi.fn() };
    expect(takeResetToken(undefined, { pathname: '/en/password/reset', search: '', hash: '' }, reloaded)).toBe('abc123');
    expect(reloaded.replaceState).not.toHaveBeenCalled();
    forgetResetToken();
    expect(takeResetToken(undefined, { pathname: '/en/password/reset', search: '', hash: '' }, reloaded)).toBe('');
  });
});
