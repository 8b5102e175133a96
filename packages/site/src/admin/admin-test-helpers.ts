import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { ADMIN_KEYS_KEY, ADMIN_TOKEN_KEY, adminLogin } from '@casino-sdk/core/internal';
import { act } from '@testing-library/react';
import { createPlatformFixture } from '@casino-sdk/core/testing/platform-fixture';
import { FIXTURE_ADMIN, withAdminPlatform, type AdminFetch, type AdminFixtureOptions } from './admin-fixture';

// For the admin view tests only (jsdom): a runtime on the fixture platform with the admin calls.

const EVENT_NAMES = ['casino-admin-login', 'casino-admin-logout', 'casino-navigate'] as const;
let stopRecording: (() => void) | undefined;

/** A fresh runtime with the admin calls; the admin events recorded and navigation taken, as a host router would. */
export async function startAdminRuntime(options: AdminFixtureOptions = {}) {
  CasinoSDK.destroy();
  sessionStorage.clear();
  const fetch: AdminFetch = withAdminPlatform(createPlatformFixture(), options);
  const runtime: Runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  await act(async () => {
    await CasinoSDK.ready();
  });
  const events: CustomEvent[] = [];
  const listener = (event: Event) => {
    if (event.type === 'casino-navigate') event.preventDefault();
    events.push(event as CustomEvent);
  };
  stopRecording?.();
  EVENT_NAMES.forEach((name) => document.addEventListener(name, listener));
  stopRecording = () => EVENT_NAMES.forEach((name) => document.removeEventListener(name, listener));
  return { runtime, fetch, events };
}

export function stopAdminRecording(): void {
  stopRecording?.();
  stopRecording = undefined;
}

/** Opens admin mode through the platform, as the access page would. */
export async function enterAdminMode(runtime: Runtime): Promise<void> {
  await act(async () => {
    await adminLogin(runtime, FIXTURE_ADMIN);
  });
}

/** A new page in the same tab: the runtime goes; sessionStorage (token, keys toggle) and the platform stay. */
export async function reloadPage(fetch: AdminFetch, { keys = false } = {}): Promise<Runtime> {
  const token = sessionStorage.getItem(ADMIN_TOKEN_KEY);
  CasinoSDK.destroy();
  if (token) sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  if (keys) sessionStorage.setItem(ADMIN_KEYS_KEY, '1');
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  await act(async () => {
    await CasinoSDK.ready();
  });
  return runtime;
}
