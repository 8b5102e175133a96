/**
 * Performance marks the bench reads (bench/lobby-render.ts): when the player changed a filter or the
 * search, and when a list was put in the DOM (ui's `useShownMark`; the bench reads the frame that drew
 * it from the browser's trace). A mark costs a few microseconds; nothing here measures.
 */
export const LOBBY_MARKS = { filter: 'casino-lobby:filter', shown: 'casino-lobby:shown' } as const;

export function markLobby(name: (typeof LOBBY_MARKS)[keyof typeof LOBBY_MARKS]): void {
  globalThis.performance?.mark?.(name);
}
