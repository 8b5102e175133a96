/** The jackpot ticker and the tiles' badges, inside `<casino-lobby>`'s shadow root. */
export const jackpotsCss = `
.casino-jackpots {
  display: flex;
  align-items: center;
  gap: var(--casino-space-3, 12px);
  min-height: 2.75rem;
  margin: 0 0 var(--casino-space-3, 12px);
  padding: 0 var(--casino-space-3, 12px);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
}
.casino-jackpots__title { margin: 0; font-size: 1rem; white-space: nowrap; }
.casino-jackpots__title a { color: inherit; }
.casino-jackpots__note { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
.casino-jackpots__pools {
  display: flex;
  gap: var(--casino-space-4, 16px);
  margin: 0;
  padding: var(--casino-space-2, 8px) 0;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
}
.casino-jackpots__pool { display: flex; gap: var(--casino-space-2, 8px); white-space: nowrap; }
.casino-jackpots__name { color: var(--casino-color-text-muted, #4f5563); }
.casino-jackpots__amount, .casino-jackpots__badge { font-weight: 700; font-variant-numeric: tabular-nums; }
/* A narrow phone: each pool's amount under its name, so the first amount is in sight, not scrolled
   past the edge behind a long name. The waiting box (lobby.styles.ts) grows the same. */
@media (max-width: 479px) {
  .casino-jackpots { min-height: 3.5rem; }
  .casino-jackpots__pool { flex-direction: column; gap: 0; }
  .casino-jackpots__name { font-size: var(--casino-font-size-sm, 0.875rem); line-height: 1.25; }
  .casino-jackpots__amount { line-height: 1.25; }
}
.casino-jackpots__badge {
  position: absolute;
  left: var(--casino-space-1, 4px);
  bottom: var(--casino-space-1, 4px);
  z-index: 1;
  max-width: calc(100% - 2 * var(--casino-space-1, 4px));
  overflow: hidden;
  padding: 1px 6px;
  border-radius: 999px;
  background: rgb(20 22 27 / 0.82);
  color: #ffd86b;
  font-size: 0.75rem;
  line-height: 1.4;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.casino-jackpots__badge:empty { visibility: hidden; }
`;
