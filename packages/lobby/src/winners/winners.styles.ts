/**
 * The winners feed, inside `<casino-lobby>`'s shadow root, loaded with its chunk. Its height is the
 * one lobby.styles.ts holds for it while it loads (`.casino-winners`): a 28 px heading line and an
 * 80 px row, whose sideways scrollbar fits under the 64 px wins.
 */
export const winnersCss = `
.casino-winners .casino-lobby__heading { line-height: 1.75rem; }
.casino-winners__row {
  display: flex;
  gap: var(--casino-space-3, 12px);
  box-sizing: border-box;
  height: 5rem;
  margin: 0;
  padding: 2px 2px 0;
  overflow-x: auto;
  overflow-y: hidden;
  list-style: none;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
}
.casino-winners__win { flex: 0 0 auto; scroll-snap-align: start; }
.casino-winners__link {
  display: flex;
  box-sizing: border-box;
  align-items: center;
  gap: var(--casino-space-2, 8px);
  width: 14rem;
  height: 4rem;
  padding: var(--casino-space-2, 8px);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #eeebf6);
  color: var(--casino-color-text, #14161b);
  text-decoration: none;
}
.casino-winners__link:hover { background: color-mix(in srgb, var(--casino-color-primary, #5b21b6) 14%, var(--casino-color-surface-raised, #eeebf6)); }
.casino-winners__link:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-primary, #5b21b6);
  outline-offset: calc(-1 * var(--casino-focus-width, 3px));
}
.casino-winners__art { flex: 0 0 4rem; width: 4rem; height: 3rem; border-radius: var(--casino-radius-sm, 4px); object-fit: cover; }
.casino-winners__text { display: flex; flex-direction: column; min-width: 0; line-height: 1.2; }
.casino-winners__nickname { font-size: var(--casino-font-size-sm, 0.875rem); color: var(--casino-color-text-muted, #4f5563); }
.casino-winners__game { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; font-size: var(--casino-font-size-sm, 0.875rem); }
.casino-winners__amount { font-weight: var(--casino-font-weight-bold, 700); font-variant-numeric: tabular-nums; }
`;
