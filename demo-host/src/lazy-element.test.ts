import { describe, expect, it, vi } from 'vitest';
import { lazyElement } from './lazy-element';

describe('lazyElement', () => {
  it('imports once however often the page is shown', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    const show = lazyElement(load);
    show();
    show();
    await Promise.resolve();
    show();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next visit after a failed import', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const show = lazyElement(load);
    show();
    await new Promise((resolve) => setTimeout(resolve, 0));
    show();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
