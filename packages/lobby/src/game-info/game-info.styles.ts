/** The game info panel, inside `<casino-lobby>`'s shadow root; its dialog is ui's. */
export const gameInfoCss = `
.casino-game-info { width: min(32rem, calc(100vw - 2rem)); }
.casino-game-info__body { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); }
.casino-game-info__top { display: flex; gap: var(--casino-space-4, 16px); align-items: flex-start; }
.casino-game-info__art { flex: 0 0 8rem; width: 8rem; aspect-ratio: 4 / 3; height: auto; border-radius: var(--casino-radius-md, 8px); object-fit: cover; background: var(--casino-color-surface-raised, #ebe9f2); }
.casino-game-info__provider { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
.casino-game-info__description { margin: var(--casino-space-2, 8px) 0 0; }
.casino-game-info__facts { display: grid; grid-template-columns: max-content 1fr; gap: var(--casino-space-2, 8px) var(--casino-space-4, 16px); margin: 0; }
.casino-game-info__facts dt { color: var(--casino-color-text-muted, #4f5563); }
.casino-game-info__facts dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.casino-game-info__actions { display: flex; flex-wrap: wrap; gap: var(--casino-space-2, 8px); justify-content: flex-end; }
.casino-game-info__actions a { text-decoration: none; }
@media (max-width: 420px) {
  .casino-game-info__top { flex-direction: column; }
  .casino-game-info__art { width: 100%; flex-basis: auto; }
}
`;
