import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('casino-sdk')];
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('one runtime per page', () => {
  it('shares one runtime between copies of the same version', async () => {
    const first = await import('./runtime');
    vi.resetModules();
    const second = await import('./runtime');
    expect(first).not.toBe(second);
    expect(second.ownsPage).toBe(true);
    expect(second.getRuntime()).toBe(first.getRuntime());
  });

  it('refuses a second, different version with a clear console error', async () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('casino-sdk')] = { version: '9.9.9', runtime: null };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const copy = await import('./runtime');
    expect(copy.ownsPage).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('version 9.9.9 is already running on this page'));
    expect(() => copy.getRuntime()).toThrow(/9\.9\.9/);
  });
});
