import { useEffect } from 'react';

/**
 * Performance marks the bench reads (bench/lobby-render.ts): when the player changed a filter or the
 * search, and when a list was on screen. A mark costs a few microseconds; nothing here measures.
 */
export const LOBBY_MARKS = { filter: 'casino-lobby:filter', painted: 'casino-lobby:painted' } as const;

export function markLobby(name: (typeof LOBBY_MARKS)[keyof typeof LOBBY_MARKS]): void {
  globalThis.performance?.mark?.(name);
}

/**
 * Marks `painted` once the frame that shows `list` has been drawn: a timer queued from the
 * animation frame callback runs after that frame's paint.
 */
export function usePaintedMark(list: unknown, ready: boolean): void {
  useEffect(() => {
    if (!ready || typeof requestAnimationFrame !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => markLobby(LOBBY_MARKS.painted), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list, ready]);
}
