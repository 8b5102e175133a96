import { useEffect } from 'react';
import { afterPaint } from './after-paint';

/**
 * Performance marks the bench reads (bench/lobby-render.ts): when the player changed a filter or the
 * search, and when a list was on screen. A mark costs a few microseconds; nothing here measures.
 */
export const LOBBY_MARKS = { filter: 'casino-lobby:filter', painted: 'casino-lobby:painted' } as const;

export function markLobby(name: (typeof LOBBY_MARKS)[keyof typeof LOBBY_MARKS]): void {
  globalThis.performance?.mark?.(name);
}

/** Marks `painted` once the frame that shows `list` has been drawn. */
export function usePaintedMark(list: unknown, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    return afterPaint(() => markLobby(LOBBY_MARKS.painted));
  }, [list, ready]);
}
