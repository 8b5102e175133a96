/**
 * Shadow DOM: the host restyles the game frame only through `--casino-*` tokens and parts. The game
 * is the page: on desktop it fills the viewport below a slim bar; on a phone it takes the whole
 * height and the bonus box folds away. The bonus bar's width steps by 5 % through classes, as
 * inline styles are not allowed (strict CSP).
 */
export const gameFrameCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.casino-game-frame {
  display: flex;
  flex-direction: column;
  gap: var(--casino-space-2, 8px);
  height: var(--casino-game-frame-height, calc(100dvh - 16px));
  color: var(--casino-color-text, #14161b);
}
.casino-game-frame__bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--casino-space-3, 12px);
  padding: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 12px);
  background: var(--casino-color-surface, #ffffff);
}
.casino-game-frame__title {
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  display: flex;
  align-items: center;
  gap: var(--casino-space-2, 8px);
  font-size: var(--casino-font-size-lg, 1.125rem);
  overflow-wrap: anywhere;
}
.casino-game-frame__badge {
  flex: none;
  padding: 2px 10px;
  border-radius: var(--casino-radius-pill, 999px);
  border: 1px solid currentColor;
  font-size: var(--casino-font-size-sm, 0.875rem);
  font-weight: 600;
  color: var(--casino-color-text-muted, #4b5162);
}
.casino-game-frame__links { display: flex; gap: var(--casino-space-3, 12px); font-size: var(--casino-font-size-sm, 0.875rem); }
.casino-game-frame__links a { display: inline-flex; align-items: center; min-height: var(--casino-target-min, 44px); }
.casino-game-frame__stage {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 1 1 auto;
  min-height: 320px;
  border-radius: var(--casino-radius-md, 12px);
  overflow: hidden;
  background: #07080c;
  color: #f4f5f8;
}
.casino-game-frame__stage:fullscreen { border-radius: 0; }
.casino-game-frame__game { display: block; width: 100%; height: 100%; border: 0; background: #07080c; }
.casino-game-frame__loading { display: grid; justify-items: center; gap: var(--casino-space-3, 12px); }
.casino-game-frame__paused {
  position: absolute;
  inset: auto 0 0 0;
  margin: 0;
  padding: var(--casino-space-3, 12px);
  background: rgb(7 8 12 / 0.85);
  text-align: center;
}
.casino-game-frame__real-play {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  margin: 0;
  text-align: center;
}
.casino-game-frame__real-play a { text-decoration: none; }
.casino-game-frame__refusal {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  padding: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-danger, #b3261e);
  border-radius: var(--casino-radius-md, 12px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
}
.casino-game-frame__refusal-text { flex: 1 1 18rem; margin: 0; }
.casino-game-frame__outcome {
  box-sizing: border-box;
  max-width: 34rem;
  margin: var(--casino-space-4, 16px);
  padding: var(--casino-space-5, 24px);
  border-radius: var(--casino-radius-md, 12px);
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  text-align: center;
}
.casino-game-frame__outcome-title { margin: 0 0 var(--casino-space-2, 8px); font-size: var(--casino-font-size-lg, 1.25rem); }
.casino-game-frame__outcome-text { margin: 0 0 var(--casino-space-4, 16px); }
.casino-game-frame__outcome-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--casino-space-3, 12px); }
.casino-game-frame__bonus {
  padding: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 12px);
  background: var(--casino-color-surface, #ffffff);
}
.casino-game-frame__bonus-title { margin: 0 0 var(--casino-space-1, 4px); font-size: var(--casino-font-size-sm, 0.875rem); }
.casino-game-frame__bonus-toggle {
  display: flex;
  width: 100%;
  min-height: var(--casino-target-min, 44px);
  align-items: center;
  justify-content: space-between;
  gap: var(--casino-space-2, 8px);
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.casino-game-frame__bonus-toggle:focus-visible {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-primary, #5b21b6);
  outline-offset: var(--casino-focus-offset, 2px);
}
.casino-game-frame__bonus-body[hidden] { display: none; }
.casino-game-frame__bonus-bar {
  height: 10px;
  border-radius: var(--casino-radius-pill, 999px);
  background: var(--casino-color-surface-raised, #e6e8ee);
  border: 1px solid var(--casino-color-border, #7b8190);
  overflow: hidden;
}
.casino-game-frame__bonus-fill { display: block; height: 100%; background: var(--casino-color-primary, #5b21b6); }
.casino-game-frame__bonus-fill--0 { width: 0%; }
.casino-game-frame__bonus-fill--5 { width: 5%; }
.casino-game-frame__bonus-fill--10 { width: 10%; }
.casino-game-frame__bonus-fill--15 { width: 15%; }
.casino-game-frame__bonus-fill--20 { width: 20%; }
.casino-game-frame__bonus-fill--25 { width: 25%; }
.casino-game-frame__bonus-fill--30 { width: 30%; }
.casino-game-frame__bonus-fill--35 { width: 35%; }
.casino-game-frame__bonus-fill--40 { width: 40%; }
.casino-game-frame__bonus-fill--45 { width: 45%; }
.casino-game-frame__bonus-fill--50 { width: 50%; }
.casino-game-frame__bonus-fill--55 { width: 55%; }
.casino-game-frame__bonus-fill--60 { width: 60%; }
.casino-game-frame__bonus-fill--65 { width: 65%; }
.casino-game-frame__bonus-fill--70 { width: 70%; }
.casino-game-frame__bonus-fill--75 { width: 75%; }
.casino-game-frame__bonus-fill--80 { width: 80%; }
.casino-game-frame__bonus-fill--85 { width: 85%; }
.casino-game-frame__bonus-fill--90 { width: 90%; }
.casino-game-frame__bonus-fill--95 { width: 95%; }
.casino-game-frame__bonus-fill--100 { width: 100%; }
.casino-game-frame__bonus-figures {
  display: flex;
  flex-wrap: wrap;
  gap: var(--casino-space-1, 4px) var(--casino-space-4, 16px);
  margin: var(--casino-space-1, 4px) 0 0;
  font-size: var(--casino-font-size-sm, 0.875rem);
  color: var(--casino-color-text-muted, #4b5162);
}
.casino-game-frame__reality-text { margin: 0 0 var(--casino-space-3, 12px); }
.casino-game-frame__reality-summary {
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: var(--casino-space-1, 4px) var(--casino-space-4, 16px);
  margin: 0 0 var(--casino-space-3, 12px);
}
.casino-game-frame__reality-summary dt { color: var(--casino-color-text-muted, #4b5162); }
.casino-game-frame__reality-summary dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.casino-game-frame__reality-error { margin: 0; color: var(--casino-color-danger, #b3261e); }
.casino-game-frame--phone { gap: 0; }
.casino-game-frame--phone .casino-game-frame__bar { border-radius: 0; border-width: 0 0 1px; padding: var(--casino-space-1, 4px) var(--casino-space-2, 8px); }
.casino-game-frame--phone .casino-game-frame__title { font-size: var(--casino-font-size-md, 1rem); }
.casino-game-frame--phone .casino-game-frame__bonus { border-radius: 0; border-width: 0 0 1px; padding: 0 var(--casino-space-3, 12px) var(--casino-space-1, 4px); }
.casino-game-frame--phone .casino-game-frame__stage { min-height: 0; border-radius: 0; }
.casino-game-frame--phone { height: 100dvh; }
@media (prefers-reduced-motion: no-preference) {
  .casino-game-frame__bonus-fill { transition: width 0.4s ease; }
}
`;
