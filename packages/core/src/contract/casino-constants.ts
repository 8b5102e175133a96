// The catalogue's numbers without its schemas: a lobby's first render needs these, not zod
// (decision 0005), so they live apart from `casino.ts`, which re-exports them.

export const reelsFilters = [3, 4, 5] as const;

/** Games per page of the lobby. */
export const gamesPerPage = 48;
