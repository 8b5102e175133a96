// @vitest-environment jsdom
import { CasinoSDK } from '@casino-sdk/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLobbyFixture, type LobbyFixtureOptions } from '../lobby/lobby-fixture';
import { createJackpotBoard, JACKPOT_POLL_MS } from './jackpot-board';

let hidden = false;
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

// The contract loads with the first call (calls.ts); loaded here, it answers within the fake clock's steps.
beforeAll(() => import('@casino-sdk/core/contract/jackpot'));

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
afterEach(() => {
  CasinoSDK.destroy();
  vi.useRealTimers();
});

function start(options: LobbyFixtureOptions = {}) {
  const fetch = createLobbyFixture(options);
  const runtime = CasinoSDK.init({ skin: { refId: 'skin', password: 'secret' }, fetch });
  const board = createJackpotBoard(runtime);
  const asked = () => fetch.calls.filter((url) => url.pathname.endsWith('/casino/jackpots'));
  return { runtime, board, asked };
}

const amounts = (board: ReturnType<typeof createJackpotBoard>) => [...board.amounts.value.values()].map((money) => money.minor);

describe('the jackpot board', () => {
  it("asks at once in the visitor's currency (the skin's first), then every 10 s while watched, and shows what each answer says", async () => {
    const { runtime, board, asked } = start();
    expect(asked()).toHaveLength(0);
    const stop = board.watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toHaveLength(1);
    expect(asked()[0]!.searchParams.get('currency_id')).toBe(String(runtime.store.skinSettings.peek().currencies[0]!.id));
    expect(board.state.value.kind).toBe('ready');
    expect(amounts(board)).toEqual([8_731_125, 1_248_050, 402_000]);
    expect(board.amounts.value.get(2)?.currency).toBe('EUR');

    await vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS);
    expect(asked()).toHaveLength(2);
    expect(amounts(board)).toEqual([8_731_126, 1_248_051, 402_001]);
    stop();
    await vi.advanceTimersByTimeAsync(5 * JACKPOT_POLL_MS);
    expect(asked()).toHaveLength(2);
  });

  it('asks nothing while the tab is hidden, and asks at once when it shows again', async () => {
    const { board, asked } = start();
    const stop = board.watch();
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(10 * JACKPOT_POLL_MS);
    expect(asked()).toHaveLength(1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toHaveLength(2);
    stop();
  });

  it('opened in a hidden tab, asks nothing until the tab shows', async () => {
    hidden = true;
    const { board, asked } = start();
    const stop = board.watch();
    await vi.advanceTimersByTimeAsync(3 * JACKPOT_POLL_MS);
    expect(asked()).toHaveLength(0);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toHaveLength(1);
    stop();
  });

  it('runs one poll for any number of views, until the last one goes', async () => {
    const { board, asked } = start();
    const stops = [board.watch(), board.watch(), board.watch()];
    await vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS);
    expect(asked()).toHaveLength(2);
    stops[0]!();
    stops[0]!();
    stops[1]!();
    await vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS);
    expect(asked()).toHaveLength(3);
    stops[2]!();
    await vi.advanceTimersByTimeAsync(3 * JACKPOT_POLL_MS);
    expect(asked()).toHaveLength(3);
  });

  it('on a platform without the call, has no jackpots and asks no more', async () => {
    const { board, asked } = start({ jackpots: 'absent' });
    const stop = board.watch();
    await vi.advanceTimersByTimeAsync(5 * JACKPOT_POLL_MS);
    expect(board.state.value).toEqual({ kind: 'ready', pools: [] });
    expect(asked()).toHaveLength(1);
    stop();
  });

  it('says when the amounts could not be loaded, and backs off', async () => {
    const { board, asked } = start({ jackpots: 'fail' });
    const stop = board.watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(board.state.value.kind).toBe('error');
    expect(board.amounts.value.size).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * JACKPOT_POLL_MS);
    expect(asked()).toHaveLength(2);
    stop();
  });
});
