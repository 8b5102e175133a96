/**
 * Shadow DOM: these rules only see the header's own tree. Layout follows the element's width
 * (container queries), not the viewport's, so the header fits a narrow sidebar as well as a phone.
 */
export const headerCss = `
:host {
  display: block;
  container-type: inline-size;
  position: relative;
  z-index: var(--casino-z-header, 100);
}
:host([hidden]) { display: none; }
.casino-root { color: var(--casino-color-text, #14161b); }
.casino-header {
  display: flex; flex-wrap: wrap; align-items: center;
  gap: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  min-height: 64px;
  padding: var(--casino-space-2, 8px) var(--casino-space-4, 16px);
  background: var(--casino-color-surface, #ffffff);
  border-bottom: 1px solid var(--casino-color-border, #7b8190);
}
.casino-header__logo {
  display: inline-flex; align-items: center; gap: var(--casino-space-2, 8px); flex: none;
  min-height: 44px;
  padding-inline-end: var(--casino-space-1, 4px);
  border-radius: var(--casino-radius-md, 8px);
  color: var(--casino-color-text, #14161b);
  font-size: var(--casino-font-size-lg, 1.25rem);
  font-weight: 800;
  letter-spacing: 0.02em;
  text-decoration: none;
}
.casino-header__logo-mark { width: 36px; height: 36px; color: var(--casino-color-primary, #6d28d9); flex: none; }
.casino-header__nav {
  flex: 1 1 0; min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
}
.casino-header__links { display: flex; gap: var(--casino-space-1, 4px); margin: 0; padding: 2px; list-style: none; }
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
.casino-header__link:hover { background: var(--casino-color-surface-raised, #f3f4f7); }
/* Inside the ring, because the scrolling nav would clip an outline drawn outside the link. */
.casino-root .casino-header__link:focus-visible { outline-offset: calc(-1 * var(--casino-focus-width, 3px)); }
/* The current page is marked by a bar, not by colour alone. */
.casino-header__link[aria-current='page'] {
  color: var(--casino-color-primary, #6d28d9);
  box-shadow: inset 0 -3px 0 var(--casino-color-primary, #6d28d9);
}
.casino-header__actions {
  display: flex; align-items: center; gap: var(--casino-space-2, 8px);
  margin-inline-start: auto;
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
  font-weight: var(--casino-font-weight-bold, 650);
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

/* Narrower: labels give way to icons, then the links move to their own row and scroll sideways. */
@container (max-width: 1279px) {
  .casino-header__dashboard-label {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
  .casino-header__dashboard { padding-inline: var(--casino-space-2, 8px); }
}
@container (max-width: 1199px) {
  .casino-header__nav { order: 3; flex-basis: 100%; }
}
@container (max-width: 560px) {
  .casino-header { padding-inline: var(--casino-space-3, 12px); column-gap: var(--casino-space-2, 8px); }
  .casino-header__brand,
  .casino-header__balance-label,
  .casino-header__dashboard-label {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
  .casino-header__dashboard { padding-inline: var(--casino-space-2, 8px); }
  .casino-header__balance-text { padding-inline: var(--casino-space-2, 8px); }
  .casino-header__actions .casino-button { padding-inline: var(--casino-space-3, 12px); }
}
`;
