// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoSDK } from '../sdk';
import { jsonResponse } from '../testing/fixtures';
import { signedInRuntime } from '../testing/platform';
import { finishMessage } from './messages';
import { holdDialog } from './dialog-hold';

const firstLogin = { id: 7, type: 'firstLogin', subject: 'Welcome', body: 'Glad you are here.' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sessionStorage.clear();
});
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
});

describe('messages', () => {
  it('polls every 5 s, shows the oldest unread message, and marks it read when the dialog closes', async () => {
    let unread: typeof firstLogin | null = firstLogin;
    const { runtime, fetch } = await signedInRuntime({
      'GET me/messages/readone': () => jsonResponse(unread),
      'GET me/messages/7': () => {
        const shown = unread;
        unread = null;
        return jsonResponse(shown);
      },
    });
    expect(runtime.store.message.value).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runtime.store.message.value).toMatchObject({ id: 7, type: 'firstLogin' });
    await finishMessage(runtime, runtime.store.message.value!);
    expect(runtime.store.message.value).toBeNull();
    expect(fetch.calls.some((call) => call.url.endsWith('me/messages/7'))).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runtime.store.message.value).toBeNull();
  });

  it('skips the poll while a site dialog is open', async () => {
    const { runtime, fetch } = await signedInRuntime({ 'GET me/messages/readone': () => jsonResponse(firstLogin) });
    const polls = () => fetch.calls.filter((call) => call.url.endsWith('readone')).length;
    const release = holdDialog(runtime);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls()).toBe(0);
    expect(runtime.store.message.value).toBeNull();
    release();
    release();
    expect(runtime.store.openDialogs.value).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runtime.store.message.value).toMatchObject({ id: 7 });
  });

  it('does not poll for a visitor', async () => {
    const { runtime, fetch } = await signedInRuntime();
    runtime.store.session.value = null;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch.calls.filter((call) => call.url.endsWith('readone'))).toHaveLength(0);
  });
});
