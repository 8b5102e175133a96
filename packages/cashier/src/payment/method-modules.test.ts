import { describe, expect, it, vi } from 'vitest';
import { methodModule } from './method-modules';

describe('a payment method module', () => {
  it('loads once however often the method is picked, and holds what it loaded', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'bank' }));
    const module = methodModule(importer);
    expect(module.loaded.value).toBeNull();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(module.loaded.value).toEqual({ name: 'bank' });
  });

  it('tries again at the next pick after a failed load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ name: 'sepa' });
    const module = methodModule(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.loaded.value).toBeNull();
    await expect(module.load()).resolves.toEqual({ name: 'sepa' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
