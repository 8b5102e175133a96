// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureReferral, REFERRAL_COOKIE_SECONDS } from './referral';

afterEach(() => {
  document.cookie = 'btag=; Max-Age=0; Path=/';
  vi.restoreAllMocks();
});

describe('captureReferral', () => {
  it('keeps a btag query parameter for 30 days', () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    expect(captureReferral('?btag=aff-123_x&utm=1')).toBe('aff-123_x');
    expect(REFERRAL_COOKIE_SECONDS).toBe(2_592_000);
    expect(cookie).toHaveBeenCalledWith('btag=aff-123_x; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('leaves the cookie alone without a btag', () => {
    document.cookie = 'btag=earlier; Path=/';
    expect(captureReferral('?x=1')).toBeNull();
    expect(captureReferral('?btag=')).toBeNull();
    expect(document.cookie).toContain('btag=earlier');
  });
});
