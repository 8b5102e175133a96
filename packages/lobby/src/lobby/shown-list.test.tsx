// @vitest-environment jsdom
import { createScheduler } from '@casino-sdk/core/internal';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureGame } from './lobby-fixture';
import type { GameList } from './lobby-model';
import { STALE_LIST_MS, useHeldWhileStale, useShownList } from './shown-list';

const loading: GameList = { kind: 'loading' };
const first: GameList = { kind: 'ready', games: [fixtureGame(1), fixtureGame(2)], total: 2 };
const second: GameList = { kind: 'ready', games: [fixtureGame(3)], total: 1 };

function shown(initial: GameList) {
  const scheduler = createScheduler();
  return renderHook(({ list }) => useShownList(list, scheduler), { initialProps: { list: initial } });
}

describe('useShownList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the skeletons at once for a first list', () => {
    const { result } = shown(loading);
    expect(result.current).toEqual({ list: loading, stale: false });
  });

  it('keeps the last list while the next one loads, and replaces it with the answer', () => {
    const view = shown(first);
    view.rerender({ list: loading });
    expect(view.result.current).toEqual({ list: first, stale: true });
    act(() => vi.advanceTimersByTime(STALE_LIST_MS - 1));
    view.rerender({ list: second });
    expect(view.result.current).toEqual({ list: second, stale: false });
  });

  it('gives a slow answer the skeletons after the grace time', () => {
    const view = shown(first);
    view.rerender({ list: loading });
    act(() => vi.advanceTimersByTime(STALE_LIST_MS));
    expect(view.result.current).toEqual({ list: loading, stale: false });
  });

  it('keeps the newest list for the next load, with a fresh grace time', () => {
    const view = shown(first);
    view.rerender({ list: loading });
    act(() => vi.advanceTimersByTime(STALE_LIST_MS));
    view.rerender({ list: second });
    view.rerender({ list: loading });
    expect(view.result.current).toEqual({ list: second, stale: true });
  });

  it('shows an error at once', () => {
    const view = shown(first);
    const failed: GameList = { kind: 'error', messageKey: 'errors.generic' };
    view.rerender({ list: loading });
    view.rerender({ list: failed });
    expect(view.result.current).toEqual({ list: failed, stale: false });
  });
});

describe('useHeldWhileStale', () => {
  it('keeps the value of the shown list while it is stale, and takes the new one with the answer', () => {
    const view = renderHook(({ value, stale }) => useHeldWhileStale(value, stale), { initialProps: { value: true, stale: false } });
    view.rerender({ value: false, stale: true });
    expect(view.result.current).toBe(true);
    view.rerender({ value: false, stale: false });
    expect(view.result.current).toBe(false);
    view.rerender({ value: true, stale: true });
    expect(view.result.current).toBe(false);
  });
});
