// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('casino-sdk')];
  vi.doUnmock('@preact/signals-core');
  vi.resetModules();
  vi.restoreAllMocks();
});

it('a second copy of the SDK on the page defines no element, says so once and throws nothing', async () => {
  // The first copy: a page that loads <casino-login> from one URL.
  await import('./casino-login');
  const firstLogin = customElements.get('casino-login');
  expect(firstLogin).toBeDefined();

  // The same version again from another URL, bundled with its own signals library.
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.resetModules();
  const url = import.meta.resolve('@preact/signals-core');
  const otherSignals = (await import(/* @vite-ignore */ `${url}?copy=2`)) as Record<string, unknown>;
  vi.doMock('@preact/signals-core', () => otherSignals);
  const secondRecovery = await import('./casino-recovery');
  const secondLogin = await import('./casino-login');

  // Its elements would never hear the first copy's store: it registers none of them.
  expect(customElements.get('casino-recovery')).toBeUndefined();
  expect(secondRecovery.defineRecovery()).toBeUndefined();
  expect(customElements.get('casino-login')).toBe(firstLogin);
  expect(secondLogin.defineLogin()).toBeUndefined();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('a second copy of'));
  expect(warn).not.toHaveBeenCalled();
});

it('a different SDK version already on the page: this copy defines no element either', async () => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('casino-sdk')] = { version: '9.9.9', runtime: null };
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const entry = await import('./casino-change-password');
  expect(customElements.get('casino-change-password')).toBeUndefined();
  expect(entry.defineChangePassword()).toBeUndefined();
  expect(error).toHaveBeenCalledWith(expect.stringContaining('version 9.9.9 is already running on this page'));
});
