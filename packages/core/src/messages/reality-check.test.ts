// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../contract/message';
import { CasinoSDK } from '../sdk';
import { jsonResponse } from '../testing/fixtures';
import { signedInRuntime } from '../testing/platform';
import { playSoFar } from '../money/play-so-far';
import { realityCheckSeconds } from '../rules/reality-check';
import { createRealityCheck, realityCheck } from './reality-check';

const check: Message = { id: 9, type: 'realityCheck', subject: 'Reality check', body: 'You have played for an hour.', duration: 30 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  sessionStorage.clear();
});
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
});

async function setup() {
  const { runtime, fetch } = await signedInRuntime({
    'GET me/messages/readone': () => jsonResponse(null),
    'GET me/messages/9': () => jsonResponse(check),
  });
  const markedRead = () => fetch.calls.some((call) => call.url.endsWith('me/messages/9'));
  return { runtime, markedRead };
}

describe('realityCheckSeconds', () => {
  it("is the message's whole duration, or 60 s", () => {
    expect(realityCheckSeconds(30)).toBe(30);
    expect(realityCheckSeconds(12.7)).toBe(12);
    expect(realityCheckSeconds(null)).toBe(60);
    expect(realityCheckSeconds(0)).toBe(60);
  });
});

describe('playSoFar', () => {
  it('is whole hours and minutes played, and the net in minor units', () => {
    expect(playSoFar({ seconds: 3725, net: -12.3, currency: { code: 'EUR' } })).toEqual({ hours: 1, minutes: 2, net: { minor: -1230, currency: 'EUR' } });
    expect(playSoFar({ seconds: 59, net: 0.29, currency: { code: 'CZK' } })).toEqual({ hours: 0, minutes: 0, net: { minor: 29, currency: 'CZK' } });
  });
});

describe('reality check', () => {
  it('counts down on the fake clock and, at 0, closes as "Continue playing": marked read, no longer open', async () => {
    const { runtime, markedRead } = await setup();
    const model = createRealityCheck(runtime);
    const stop = model.watch();
    expect(model.open.value).toBe(false);
    expect(model.secondsLeft.value).toBeNull();

    runtime.store.message.value = check;
    expect(model.open.value).toBe(true);
    expect(model.totalSeconds.value).toBe(30);
    expect(model.secondsLeft.value).toBe(30);
    await vi.advanceTimersByTimeAsync(999);
    expect(model.secondsLeft.value).toBe(30);
    await vi.advanceTimersByTimeAsync(1);
    expect(model.secondsLeft.value).toBe(29);
    await vi.advanceTimersByTimeAsync(28_000);
    expect(model.secondsLeft.value).toBe(1);
    expect(model.open.value).toBe(true);
    expect(markedRead()).toBe(false);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(markedRead()).toBe(true);
    expect(runtime.store.message.value).toBeNull();
    expect(model.open.value).toBe(false);
    expect(model.secondsLeft.value).toBeNull();
    stop();
  });

  it('counts 60 s when the message has no duration', async () => {
    const { runtime } = await setup();
    const model = createRealityCheck(runtime);
    model.watch();
    runtime.store.message.value = { ...check, duration: null };
    expect(model.secondsLeft.value).toBe(60);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(model.secondsLeft.value).toBe(1);
  });

  it('stops counting when the player closes it first', async () => {
    const { runtime, markedRead } = await setup();
    const model = createRealityCheck(runtime);
    model.watch();
    runtime.store.message.value = check;
    await vi.advanceTimersByTimeAsync(5_000);
    runtime.store.message.value = null;
    expect(model.open.value).toBe(false);
    expect(model.secondsLeft.value).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(markedRead()).toBe(false);
  });

  it('starts a fresh countdown for the next reality check', async () => {
    const { runtime } = await setup();
    const model = createRealityCheck(runtime);
    model.watch();
    runtime.store.message.value = check;
    await vi.advanceTimersByTimeAsync(10_000);
    runtime.store.message.value = { ...check, id: 10, duration: 45 };
    expect(model.secondsLeft.value).toBe(45);
  });

  it('is not open for other messages or when signed out', async () => {
    const { runtime } = await setup();
    const model = createRealityCheck(runtime);
    runtime.store.message.value = { ...check, type: 'firstLogin' };
    expect(model.open.value).toBe(false);
    runtime.store.message.value = check;
    expect(model.open.value).toBe(true);
    runtime.store.session.value = null;
    expect(model.open.value).toBe(false);
  });

  it("runs on the runtime's scheduler: stopping it stops the countdown", async () => {
    const { runtime, markedRead } = await setup();
    const model = createRealityCheck(runtime);
    model.watch();
    runtime.store.message.value = check;
    runtime.scheduler.stopAll();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(model.secondsLeft.value).toBe(30);
    expect(markedRead()).toBe(false);
  });

  it('is one per runtime, and runs one countdown however many views watch', async () => {
    const { runtime } = await setup();
    expect(realityCheck(runtime)).toBe(realityCheck(runtime));
    const model = realityCheck(runtime);
    const after = vi.spyOn(runtime.scheduler, 'after');
    const stopA = model.watch();
    const stopB = model.watch();
    runtime.store.message.value = check;
    expect(after).toHaveBeenCalledTimes(1);
    stopA();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(model.secondsLeft.value).toBe(29);
    stopB();
    expect(model.secondsLeft.value).toBeNull();
    after.mockRestore();
  });

  it('waits behind the inactivity warning and the terms dialog, which go first', async () => {
    const { runtime } = await setup();
    const model = createRealityCheck(runtime);
    model.watch();
    runtime.store.inactivityLogoutAt.value = Date.now() + 60_000;
    runtime.store.message.value = check;
    expect(model.open.value).toBe(false);
    expect(model.secondsLeft.value).toBeNull();
    runtime.store.inactivityLogoutAt.value = null;
    expect(model.open.value).toBe(true);
    expect(model.secondsLeft.value).toBe(30);

    const player = runtime.store.player.value!;
    runtime.store.player.value = { ...player, marketing: { terms_and_conditions: false, newsletter: false } };
    expect(model.open.value).toBe(false);
  });
});
