import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

describe('CatalogueCache', () => {
  it('loads a key once and answers from memory after that', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('loads again after invalidate(), so an admin change shows at once', async () => {
    const cache = new CatalogueCache();
    let value = 'old';
    await cache.get('k', () => Promise.resolve(value));
    value = 'new';
    expect(await cache.get('k', () => Promise.resolve(value))).toBe('old');
    cache.invalidate();
    expect(await cache.get('k', () => Promise.resolve(value))).toBe('new');
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogueCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('drops the least recently used answer past its size', async () => {
    const cache = new CatalogueCache(2);
    await cache.get('a', () => Promise.resolve(1));
    await cache.get('b', () => Promise.resolve(2));
    await cache.get('a', () => Promise.resolve(0));
    await cache.get('c', () => Promise.resolve(3));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve(9))).toBe(1);
    expect(await cache.get('b', () => Promise.resolve(9))).toBe(9);
  });
});
