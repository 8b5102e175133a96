import type * as signalsCore from '@preact/signals-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('casino-sdk')];
  vi.doUnmock('@preact/signals-core');
  vi.resetModules();
  vi.restoreAllMocks();
});

type SignalsCore = typeof signalsCore;

/** A second instance of @preact/signals-core, as a second SDK bundle on the page brings its own. */
async function secondSignalsLibrary(): Promise<SignalsCore> {
  const url = import.meta.resolve('@preact/signals-core');
  return (await import(/* @vite-ignore */ `${url}?copy=2`)) as SignalsCore;
}

describe('one runtime per page', () => {
  it('is why a second copy cannot share the page: its signals library does not hear the first copy’s store', async () => {
    const first = await import('./runtime');
    const store = first.getRuntime().store;
    const own = await import('@preact/signals-core');
    const other = await secondSignalsLibrary();
    expect(other.effect).not.toBe(own.effect);

    const heardBySameCopy: string[] = [];
    const heardBySecondCopy: string[] = [];
    own.effect(() => void heardBySameCopy.push(store.language.value));
    other.effect(() => void heardBySecondCopy.push(store.language.value));
    const latest = other.computed(() => store.language.value);
    expect(latest.value).toBe('en');

    store.language.value = 'de';
    expect(heardBySameCopy).toEqual(['en', 'de']);
    // A second copy's effects (and so its `useSignals` components) never re-run, and its computeds go stale.
    expect(heardBySecondCopy).toEqual(['en']);
    expect(latest.value).toBe('en');
  });

  it('refuses a second copy of the same version, with its own signals, as clearly as a different version', async () => {
    const first = await import('./runtime');
    const runtime = first.getRuntime();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    const other = await secondSignalsLibrary();
    vi.doMock('@preact/signals-core', () => other);
    const second = await import('./runtime');

    expect(second).not.toBe(first);
    expect(first.ownsPage).toBe(true);
    expect(second.ownsPage).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]![0]);
    expect(message).toContain('version 0.1.0 is already running on this page');
    expect(message).toContain('a second copy of 0.1.0');
    expect(message).toContain('registers nothing');
    // Both copies' script URLs, so the host can find the extra <script>.
    expect(message.match(/runtime\.ts/g)).toHaveLength(2);
    expect(() => second.getRuntime()).toThrow(/stands aside/);
    expect(second.hasRuntime()).toBe(false);
    // The first copy keeps the page as it was.
    expect(first.getRuntime()).toBe(runtime);
  });

  it('refuses a second copy of the same version even when it shares the signals library', async () => {
    const first = await import('./runtime');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    const second = await import('./runtime');
    expect(second.ownsPage).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('a second copy of 0.1.0'));
    expect(() => second.getRuntime()).toThrow(/stands aside/);
    expect(first.ownsPage).toBe(true);
  });

  it('refuses a second, different version with a clear console error', async () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('casino-sdk')] = { version: '9.9.9', runtime: null };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const copy = await import('./runtime');
    expect(copy.ownsPage).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('version 9.9.9 is already running on this page (loaded from an unknown URL)'));
    expect(() => copy.getRuntime()).toThrow(/9\.9\.9/);
  });
});
