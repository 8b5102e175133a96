/** The home rails (rails/), inside `<casino-lobby>`'s shadow root; each rail's box height is the lobby's own sheet's. */
export const railsCss = `
/* A rail off screen is neither laid out nor painted (its art arriving cost a phone's main thread
   tasks of its own); its last drawn height is kept, 260 px until it has been drawn once. */
.casino-lobby__rail { display: flex; flex-direction: column; gap: 8px; padding-bottom: 16px; content-visibility: auto; contain-intrinsic-size: auto 260px; }
.casino-lobby__rail-head { display: flex; align-items: center; gap: var(--casino-space-2, 8px); min-height: 44px; }
.casino-lobby__heading { margin: 0; margin-inline-end: auto; font-size: var(--casino-font-size-lg, 1.125rem); overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.casino-lobby__see-all {
  display: inline-flex;
  align-items: center;
  min-height: var(--casino-target-min, 44px);
  padding: 0 var(--casino-space-2, 8px);
  color: var(--casino-color-link, #5b21b6);
  font-weight: var(--casino-font-weight-bold, 650);
  white-space: nowrap;
}
.casino-lobby__rail-step {
  display: none;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
}
.casino-lobby__rail-step:hover:not(:disabled) { background: var(--casino-color-primary, #6d28d9); border-color: var(--casino-color-primary, #6d28d9); color: var(--casino-color-on-primary, #ffffff); }
.casino-lobby__rail-step:disabled { opacity: 0.4; cursor: default; }
@media (hover: hover) and (pointer: fine) {
  .casino-lobby__rail-step { display: grid; }
}
.casino-lobby__rail-row {
  flex: 1;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: var(--casino-lobby-card-width, 130px);
  gap: 12px;
  overflow-x: auto;
  overflow-y: hidden;
  padding: 4px 2px 8px;
  scroll-snap-type: x proximity;
  scrollbar-width: none;
}
/* A rail still waiting to near the viewport holds its skeletons still: below the fold, a shimmer is work
   nobody sees, for as long as the player stays at the top. */
.casino-lobby__rail-row--waiting .casino-skeleton::after { animation: none; }
.casino-lobby__rail-row::-webkit-scrollbar { display: none; }
.casino-lobby__rail-row > * { scroll-snap-align: start; }
.casino-lobby__rail-error { flex: 1; align-content: center; }
.casino-lobby__see-all:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-primary, #5b21b6);
  outline-offset: var(--casino-focus-offset, 2px);
}
@media (prefers-reduced-motion: no-preference) {
  .casino-lobby__rail-row { scroll-behavior: smooth; }
}
`;
