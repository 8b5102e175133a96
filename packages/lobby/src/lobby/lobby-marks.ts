/**
 * Performance marks the bench reads (bench/lobby-render.ts): when the player changed a filter or the
 * search, and when a list was on screen (ui's `usePaintedMark`). A mark costs a few microseconds; nothing here measures.
 */
export const LOBBY_MARKS = { filter: 'casino-lobby:filter', painted: 'casino-lobby:painted' } as const;

export function markLobby(name: (typeof LOBBY_MARKS)[keyof typeof LOBBY_MARKS]): void {
  globalThis.performance?.mark?.(name);
}
