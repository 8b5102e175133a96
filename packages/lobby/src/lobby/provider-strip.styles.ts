/** The provider strip (ProviderStrip.tsx); its height is held by the lobby's own sheet until this arrives. */
export const providerStripCss = `
.casino-lobby__providers {
  display: flex;
  gap: var(--casino-space-2, 8px);
  overflow-x: auto;
  scrollbar-width: none;
  padding: 4px 2px;
}
.casino-lobby__providers::-webkit-scrollbar { display: none; }
.casino-lobby__provider-chip {
  flex: none;
  display: inline-grid;
  place-items: center;
  box-sizing: border-box;
  min-width: 64px;
  height: 44px;
  padding: 2px 10px;
  border: 2px solid transparent;
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #eeebf6);
  color: var(--casino-color-text, #14161b);
  font: inherit;
  font-weight: var(--casino-font-weight-bold, 650);
  white-space: nowrap;
  cursor: pointer;
  transition: border-color var(--casino-duration, 150ms), transform var(--casino-duration, 150ms);
}
.casino-lobby__provider-chip img { display: block; width: 108px; height: 36px; border-radius: 6px; }
.casino-lobby__provider-chip:hover { border-color: var(--casino-color-border, #7b8190); }
.casino-lobby__provider-chip[aria-pressed="true"] { border-color: var(--casino-color-primary, #5b21b6); box-shadow: 0 0 0 2px var(--casino-color-primary, #5b21b6); }
@media (prefers-reduced-motion: reduce) {
  .casino-lobby__provider-chip { transition: none; }
}
`;
