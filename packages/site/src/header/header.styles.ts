/**
 * Shadow DOM: these rules only see the header's own tree. Layout follows the element's width
 * (container queries), not the viewport's, so the header fits a narrow sidebar as well as a phone.
 */
export const headerCss = `
:host {
  display: block;
  container-type: inline-size;
  /* Stays at the top while the page scrolls (the compact bar is for that); a host page may override. */
  position: sticky;
  inset-block-start: 0;
  z-index: var(--casino-z-header, 100);
}
:host([hidden]) { display: none; }
.casino-root { color: var(--casino-color-text, #14161b); }
.casino-header {
  display: flex; flex-wrap: wrap; align-items: center;
  gap: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  min-height: 64px;
  padding: var(--casino-space-2, 8px) var(--casino-space-4, 16px);
  background: var(--casino-header-background, var(--casino-color-surface, #ffffff));
  border-bottom: 1px solid color-mix(in srgb, var(--casino-color-border, #7c7696) 45%, transparent);
}
.casino-header__logo {
  display: inline-flex; align-items: center; gap: var(--casino-space-2, 8px); flex: none;
  min-height: 44px;
  padding-inline-end: var(--casino-space-1, 4px);
  border-radius: var(--casino-radius-md, 8px);
  color: var(--casino-color-text, #14161b);
  font-size: var(--casino-font-size-lg, 1.25rem);
  font-weight: 800;
  letter-spacing: -0.01em;
  text-decoration: none;
}
.casino-header__logo-mark { width: 36px; height: 36px; color: var(--casino-color-primary, #6d28d9); flex: none; }
.casino-header__brand { min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.casino-header__nav {
  flex: 1 1 0; min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
}
/* As wide as its links (measured to decide whether they fit beside the logo and the actions). */
.casino-header__links { display: flex; gap: var(--casino-space-1, 4px); width: max-content; margin: 0; padding: 2px; list-style: none; }
/* The links do not fit on the bar's row: they get a row of their own under the logo and the actions. */
.casino-header--nav-row .casino-header__nav { order: 1; flex: 1 0 100%; }
.casino-header__link {
  display: inline-flex; align-items: center;
  min-height: 44px;
  padding: 0 10px;
  border-radius: var(--casino-radius-md, 8px);
  color: var(--casino-color-text, #14161b);
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
}
.casino-header__link { transition: background-color var(--casino-duration, 160ms), color var(--casino-duration, 160ms); }
.casino-header__link:hover { background: var(--casino-color-surface-raised, #eeebf6); color: var(--casino-color-primary, #c8175d); }
/* Inside the ring, because the scrolling nav would clip an outline drawn outside the link. */
.casino-root .casino-header__link:focus-visible { outline-offset: calc(-1 * var(--casino-focus-width, 3px)); }
/* The current page is marked by a bar, not by colour alone. */
.casino-header__link[aria-current='page'] {
  color: var(--casino-color-primary, #c8175d);
  background: color-mix(in srgb, var(--casino-color-primary, #c8175d) 12%, transparent);
  box-shadow: inset 0 -3px 0 var(--casino-color-primary, #c8175d);
}
.casino-header__actions {
  display: flex; align-items: center; gap: var(--casino-space-2, 8px);
  margin-inline-start: auto;
}
/* The safer-gambling link (18+ and its words) and the skin's licence seal, before the actions. */
.casino-header__safer-gambling { display: flex; align-items: center; gap: var(--casino-space-1, 4px); flex: none; }
.casino-header__safer, .casino-header__seal {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--casino-space-2, 8px);
  min-width: 44px; min-height: 44px;
  border-radius: var(--casino-radius-md, 8px);
  color: var(--casino-color-text, #14161b);
  font-weight: 600; text-decoration: none; white-space: nowrap;
}
.casino-header__safer { padding: 0 var(--casino-space-1, 4px); }
.casino-header__safer:hover, a.casino-header__seal:hover { background: var(--casino-color-surface-raised, #eeebf6); }
/* The 18+ mark, drawn as the footer's warning is: a ringed badge, in one line of text with the words. */
.casino-header__safer-text { display: inline-block; }
.casino-header__age-mark {
  display: inline-flex; align-items: center; justify-content: center; vertical-align: middle;
  width: 34px; height: 34px; box-sizing: border-box;
  border: 2px solid var(--casino-color-danger, #b3261e);
  border-radius: 50%;
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  font-size: 0.8125rem; font-weight: 800; letter-spacing: -0.03em; line-height: 1;
}
.casino-header__seal-image { display: block; width: 36px; height: 36px; }
/* A player's bar has no room for the words: the mark stays, the words are spoken (and the link's title). */
.casino-header--player .casino-header__safer-label {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.casino-header__loading { display: flex; align-items: center; gap: var(--casino-space-2, 8px); }
.casino-header__player { position: relative; display: flex; align-items: center; gap: var(--casino-space-2, 8px); }
.casino-header__balance {
  display: flex; align-items: stretch;
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
}
.casino-header__balance--stale { border-style: dashed; }
.casino-header__balance-text {
  display: inline-flex; align-items: center; gap: var(--casino-space-2, 8px);
  min-height: 44px;
  padding: 0 var(--casino-space-3, 12px);
}
.casino-header__balance-label { font-size: var(--casino-font-size-sm, 0.875rem); color: var(--casino-color-text-muted, #4f5563); }
.casino-header__balance-amount {
  display: inline-flex; align-items: center; gap: var(--casino-space-1, 4px);
  color: var(--casino-color-money, #875a00);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
}
.casino-header__stale { display: inline-flex; color: var(--casino-color-warning, #8a5200); }
.casino-header__stale svg { width: 18px; height: 18px; transform: none; }
.casino-header__balance--stale .casino-header__balance-amount { text-decoration: underline dotted; text-underline-offset: 0.25em; }
.casino-header__icon-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 2px;
  min-width: 44px; min-height: 44px; flex: none;
  padding: 0 var(--casino-space-2, 8px);
  border: 0;
  border-radius: var(--casino-radius-md, 8px);
  background: transparent; color: var(--casino-color-text, #14161b);
  font: inherit; cursor: pointer;
}
.casino-header__icon-button:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-header__icon-button svg, .casino-header__dashboard svg { width: 22px; height: 22px; flex: none; }
.casino-header__eye {
  border-inline-start: 1px solid var(--casino-color-border, #7b8190);
  border-radius: 0 var(--casino-radius-md, 8px) var(--casino-radius-md, 8px) 0;
}
.casino-header__eye:hover { background: var(--casino-color-surface, #ffffff); }
.casino-header__summary-toggle { border: 1px solid var(--casino-color-border, #7b8190); }
.casino-header__summary-toggle svg + svg { width: 16px; height: 16px; transition: transform var(--casino-duration, 160ms); }
.casino-header__summary-toggle[aria-expanded='true'] { background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-header__summary-toggle[aria-expanded='true'] svg + svg { transform: rotate(180deg); }
.casino-header__summary {
  position: absolute; inset-block-start: calc(100% + var(--casino-space-2, 8px)); inset-inline-end: 0;
  z-index: var(--casino-z-dropdown, 200);
  display: flex; flex-direction: column; gap: var(--casino-space-3, 12px);
  width: min(20rem, calc(100cqi - 2 * var(--casino-space-4, 16px)));
  padding: var(--casino-space-4, 16px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff);
  box-shadow: var(--casino-shadow, 0 8px 24px rgb(0 0 0 / 0.18));
}
.casino-header__summary[hidden] { display: none; }
.casino-header__summary-name { margin: 0; font-weight: var(--casino-font-weight-bold, 650); font-size: var(--casino-font-size-lg, 1.25rem); overflow-wrap: anywhere; }
.casino-header__figures { display: grid; gap: var(--casino-space-2, 8px); margin: 0; }
.casino-header__figures > div { display: flex; justify-content: space-between; gap: var(--casino-space-3, 12px); }
.casino-header__figures dt { color: var(--casino-color-text-muted, #4f5563); }
.casino-header__figures dd { margin: 0; font-weight: var(--casino-font-weight-bold, 650); font-variant-numeric: tabular-nums; }

/* The mobile bar's two buttons and its balance only show below 1200 px. */
.casino-header__menu-button, .casino-header__account-button, .casino-header__bar-balance { display: none; }
.casino-header__bar-balance { margin: 0; }
.casino-header__bar-balance .casino-header__balance-text { flex-wrap: wrap; justify-content: flex-end; gap: 0 var(--casino-space-2, 8px); min-height: 44px; padding: 0; text-align: end; }
.casino-header__menu-button svg, .casino-header__account-button svg { width: 26px; height: 26px; }
.casino-header__account-button { border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-pill, 999px); }

/* Below 1600 px the Dashboard button keeps its icon only, so the links fit beside the Deposit call to action and the seal. */
@container (max-width: 1599px) {
  .casino-header__dashboard-label {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
  .casino-header__dashboard { padding-inline: var(--casino-space-2, 8px); }
}

/*
 * 1200 to 1439 px: a player's bar (balance, eye, Deposit, account, dashboard), the 18+ link, the seal
 * and the six links in the longer languages (de, hu, es) need some 210 px more than there is.
 * Tighter gaps and a slightly smaller nav and logo keep them on one row, every link and action still
 * shown; below 1280 px the balance field's label is only spoken (its figure, in the money colour,
 * with the eye beside it, says what it is; the summary panel names it).
 */
@container (min-width: 1200px) and (max-width: 1439px) {
  .casino-header { column-gap: var(--casino-space-2, 8px); }
  .casino-header__logo { font-size: 1.125rem; }
  .casino-header__links { gap: 0; }
  .casino-header__link { padding-inline: 6px; font-size: 0.9375rem; }
  .casino-header__actions, .casino-header__player { gap: var(--casino-space-1, 4px); }
  .casino-header__safer-gambling { gap: 0; }
}
@container (min-width: 1200px) and (max-width: 1279px) {
  .casino-header__balance .casino-header__balance-label {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
}

/* Spec section 9: the desktop layout from 1200 px; below, the mobile header (menu, logo, account). */
@container (max-width: 1199px) {
  .casino-header {
    display: grid; grid-template-columns: 1fr auto 1fr; flex-wrap: nowrap;
    padding-inline: var(--casino-space-3, 12px);
  }
  .casino-header__nav, .casino-header__actions, .casino-header__seal { display: none; }
  .casino-header__menu-button, .casino-header__account-button { display: inline-flex; }
  .casino-header__menu-button { justify-self: start; }
  .casino-header__logo { justify-self: center; }
  /* The 18+ link stays in the phone bar, beside the account button (its words and the seal are in the menu). */
  .casino-header__safer-gambling, .casino-header__account-button { grid-row: 1; grid-column: 3; justify-self: end; }
  .casino-header__safer-gambling { margin-inline-end: calc(44px + var(--casino-space-2, 8px)); }
  .casino-header__safer-label {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
  /* A signed-in player's bar: menu, logo, the balance, 18+, account. */
  .casino-header--player { grid-template-columns: auto 1fr auto auto auto; }
  .casino-header--player .casino-header__safer-gambling, .casino-header--player .casino-header__account-button { grid-area: auto; margin: 0; }
  .casino-header--player .casino-header__safer-gambling { order: 1; }
  .casino-header--player .casino-header__account-button { order: 2; }
  .casino-header--player .casino-header__logo { justify-self: start; }
  .casino-header--player .casino-header__bar-balance { display: flex; justify-self: end; min-width: 0; }
}
/*
 * A visitor's phone bar at 320 px: the name fits on one line beside the two buttons in a smaller
 * size; a longer operator name ends in an ellipsis rather than a second line.
 */
@container (max-width: 359px) {
  .casino-header { column-gap: var(--casino-space-2, 8px); }
  .casino-header__logo { min-width: 0; font-size: 1.125rem; }
  /* Beside the 18+ link the whole name and its mark do not fit: the name stays. */
  .casino-header:not(.casino-header--player) .casino-header__logo-mark { display: none; }
}
/* On a phone the player's balance needs the logo's room: the mark stays, the name is only spoken. */
@container (max-width: 559px) {
  .casino-header--player .casino-header__brand {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
}

/* Compact after 300 px of scrolling: a lower bar and a smaller logo. */
.casino-header, .casino-header__logo-mark { transition: min-height var(--casino-duration, 160ms), padding var(--casino-duration, 160ms), width var(--casino-duration, 160ms), height var(--casino-duration, 160ms); }
.casino-header--compact { min-height: 52px; padding-block: var(--casino-space-1, 4px); box-shadow: 0 2px 8px rgb(0 0 0 / 0.12); }
.casino-header--compact .casino-header__logo { font-size: var(--casino-font-size-md, 1rem); }
.casino-header--compact .casino-header__logo-mark { width: 28px; height: 28px; }
@media (prefers-reduced-motion: reduce) {
  .casino-header, .casino-header__logo-mark { transition: none; }
}

/* The drawers: native <dialog> in the top layer, full height, sliding in from their side. */
.casino-header__drawer {
  position: fixed; inset-block: 0; margin: 0;
  width: min(22rem, calc(100vw - 48px)); max-width: none;
  height: 100%; max-height: none;
  padding: 0; border: 0;
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  box-shadow: var(--casino-shadow, 0 8px 24px rgb(0 0 0 / 0.18));
  overscroll-behavior: contain;
}
.casino-header__drawer:not([open]) { display: none; }
.casino-header__drawer--start { inset-inline: 0 auto; border-inline-end: 1px solid var(--casino-color-border, #7b8190); }
.casino-header__drawer--end { inset-inline: auto 0; border-inline-start: 1px solid var(--casino-color-border, #7b8190); }
.casino-header__drawer::backdrop { background: var(--casino-color-backdrop, rgb(20 22 27 / 0.55)); }
.casino-header__drawer[open].casino-header__drawer--start { animation: casino-drawer-from-start var(--casino-duration, 160ms) ease-out; }
.casino-header__drawer[open].casino-header__drawer--end { animation: casino-drawer-from-end var(--casino-duration, 160ms) ease-out; }
@keyframes casino-drawer-from-start { from { transform: translateX(-100%); } }
@keyframes casino-drawer-from-end { from { transform: translateX(100%); } }
:host(:dir(rtl)) .casino-header__drawer[open].casino-header__drawer--start { animation-name: casino-drawer-from-end; }
:host(:dir(rtl)) .casino-header__drawer[open].casino-header__drawer--end { animation-name: casino-drawer-from-start; }
@media (prefers-reduced-motion: reduce) {
  .casino-header__drawer[open].casino-header__drawer--start, .casino-header__drawer[open].casino-header__drawer--end { animation: none; }
}
.casino-header__drawer-panel {
  display: flex; flex-direction: column;
  height: 100%; overflow-y: auto;
  font-family: var(--casino-font-family, system-ui, sans-serif);
  line-height: var(--casino-line-height, 1.5);
}
.casino-header__drawer-head {
  display: flex; align-items: center; justify-content: space-between; gap: var(--casino-space-3, 12px);
  min-height: 64px;
  padding: var(--casino-space-2, 8px) var(--casino-space-2, 8px) var(--casino-space-2, 8px) var(--casino-space-4, 16px);
  border-bottom: 1px solid var(--casino-color-border, #7b8190);
}
.casino-header__drawer-title {
  margin: 0; min-width: 0;
  font-size: var(--casino-font-size-lg, 1.25rem); line-height: 1.3;
  overflow-wrap: anywhere;
}
.casino-header__drawer-close { border: 1px solid transparent; }
.casino-header__drawer-body {
  display: flex; flex-direction: column; gap: var(--casino-space-4, 16px);
  padding: var(--casino-space-4, 16px);
}
.casino-header__drawer-text { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
.casino-header__drawer-actions { display: flex; flex-direction: column; gap: var(--casino-space-2, 8px); }
.casino-header__drawer-links { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.casino-header__drawer-link {
  display: flex; align-items: center; gap: var(--casino-space-3, 12px);
  min-height: 48px;
  padding: 0 var(--casino-space-3, 12px);
  border-radius: var(--casino-radius-md, 8px);
  color: var(--casino-color-text, #14161b);
  font-weight: 600;
  text-decoration: none;
}
.casino-header__drawer-link:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
.casino-header__drawer-link svg { width: 22px; height: 22px; flex: none; color: var(--casino-color-text-muted, #4f5563); }
/* The current page: a bar at the start edge as well as the colour. */
.casino-header__drawer-link[aria-current='page'] {
  color: var(--casino-color-primary, #6d28d9);
  background: var(--casino-color-surface-raised, #f3f4f7);
  box-shadow: inset 4px 0 0 var(--casino-color-primary, #6d28d9);
}
.casino-header__drawer-balance {
  display: flex; align-items: center; justify-content: space-between; gap: var(--casino-space-3, 12px);
  min-height: 56px;
  padding: var(--casino-space-2, 8px) var(--casino-space-4, 16px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
  color: var(--casino-color-text, #14161b);
  text-decoration: none;
}
.casino-header__drawer-balance > span { display: flex; flex: 1; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 var(--casino-space-3, 12px); }
.casino-header__drawer-balance:hover { border-color: var(--casino-color-primary, #6d28d9); }
.casino-header__drawer-balance--stale { border-style: dashed; }
.casino-header__drawer-balance .casino-header__balance-text {
  flex: 1; flex-wrap: wrap; justify-content: space-between; gap: 0 var(--casino-space-3, 12px);
  min-height: 0; padding: 0;
}
.casino-header__drawer-balance .casino-header__balance-label { font-size: inherit; color: inherit; }
.casino-header__drawer-balance .casino-header__balance-amount { font-size: var(--casino-font-size-lg, 1.25rem); }
.casino-header__drawer-safer { display: flex; align-items: center; justify-content: space-between; gap: var(--casino-space-3, 12px); padding-block-start: var(--casino-space-3, 12px); border-block-start: 1px solid var(--casino-color-border, #7b8190); }
.casino-header__drawer-safer .casino-header__drawer-link { flex: 1; }
.casino-header__drawer-safer .casino-header__age-mark { margin-inline-end: var(--casino-space-2, 8px); }
.casino-header__drawer-seal { display: inline-flex; border-radius: var(--casino-radius-md, 8px); }
.casino-header__drawer-seal .casino-header__seal-image { width: 44px; height: 44px; }
.casino-header__drawer-loading { display: flex; flex-direction: column; gap: var(--casino-space-3, 12px); }
.casino-header__drawer-body .casino-button svg { width: 20px; height: 20px; flex: none; }

/* Back to top, after 800 px of scrolling. */
.casino-header__scroll-top {
  position: fixed;
  inset-inline-end: var(--casino-space-4, 16px);
  /* A page with another floating control in that corner (a chat launcher) lifts the button above it. */
  inset-block-end: calc(var(--casino-space-4, 16px) + var(--casino-scroll-top-offset, 0px) + env(safe-area-inset-bottom, 0px));
  display: inline-flex; align-items: center; justify-content: center;
  width: 48px; height: 48px;
  padding: 0;
  border: 2px solid var(--casino-color-on-primary, #ffffff);
  border-radius: 50%;
  background: var(--casino-color-primary, #6d28d9);
  color: var(--casino-color-on-primary, #ffffff);
  box-shadow: var(--casino-shadow, 0 8px 24px rgb(0 0 0 / 0.18));
  cursor: pointer;
  animation: casino-scroll-top-in var(--casino-duration, 160ms) ease-out;
}
.casino-header__scroll-top:hover { background: var(--casino-color-primary-hover, #5b21b6); }
.casino-header__scroll-top svg { width: 24px; height: 24px; }
@keyframes casino-scroll-top-in { from { opacity: 0; transform: translateY(8px); } }
@media (prefers-reduced-motion: reduce) { .casino-header__scroll-top { animation: none; } }

/* Very narrow (a sidebar, a folded phone): the logo keeps its mark only. */
@container (max-width: 300px) {
  .casino-header__brand {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
}
`;
