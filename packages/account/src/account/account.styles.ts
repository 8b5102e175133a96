/**
 * Light DOM: these rules live in the document inside `@layer casino`, scoped by the tag name so
 * they never touch the host page's own markup. The layout follows the element's own width (a
 * container), not the window's: a host may give it a column.
 */
export const accountCss = `
casino-account { display: block; container-type: inline-size; }
casino-account .casino-account { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--casino-space-4, 16px); align-items: start; }
casino-account .casino-account__menu-list {
  position: relative; display: flex; gap: var(--casino-space-1, 4px); margin: 0; padding: var(--casino-space-1, 4px); list-style: none;
  overflow-x: auto; scrollbar-width: thin;
  border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff);
}
casino-account .casino-account__menu-link {
  display: flex; align-items: center; min-height: 44px; padding: 0 var(--casino-space-3, 12px); white-space: nowrap;
  border-radius: var(--casino-radius-md, 8px); color: var(--casino-color-text, #14161b); text-decoration: none;
}
casino-account .casino-account__menu-link:hover { background: var(--casino-color-surface-raised, #f1f2f5); }
casino-account .casino-account__menu-link:focus-visible { outline: 2px solid var(--casino-color-focus, #1d4ed8); outline-offset: -2px; }
casino-account .casino-account__menu-link[aria-current="page"] {
  font-weight: 700; box-shadow: inset 3px 0 0 var(--casino-color-primary, #b5174d); background: var(--casino-color-surface-raised, #f1f2f5);
}
casino-account .casino-account__content { min-width: 0; }
/* The limits child: the limits, then the self-exclusion under them. */
casino-account casino-cashier + casino-cashier { margin-top: 1.5rem; }
/* Beside the menu, a view starts at the menu's edge rather than floating in the middle. */
casino-account .casino-account__view, casino-account casino-cashier .casino-cashier { margin-inline: 0; }
@container (min-width: 52rem) {
  casino-account .casino-account { grid-template-columns: 14rem minmax(0, 1fr); }
  casino-account .casino-account__menu-list { flex-direction: column; overflow-x: visible; }
}
casino-account .casino-account__view {
  display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); box-sizing: border-box; max-width: 32rem;
  padding: var(--casino-space-5, 24px); border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff); color: var(--casino-color-text, #14161b);
}
casino-account .casino-account__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-account .casino-account__subtitle { margin: 0; font-size: 1.125rem; }
casino-account .casino-account__note, casino-account .casino-account__status, casino-account .casino-account__error-line { margin: 0; }
casino-account .casino-account__error-line { color: var(--casino-color-danger, #b3261e); }
casino-account .casino-account__details { display: grid; gap: var(--casino-space-2, 8px); margin: 0; }
casino-account .casino-account__detail { display: grid; grid-template-columns: minmax(8rem, 40%) 1fr; gap: var(--casino-space-2, 8px); }
casino-account .casino-account__detail dt { color: var(--casino-color-text-muted, #4f5563); }
casino-account .casino-account__detail dd { margin: 0; overflow-wrap: anywhere; }
casino-account .casino-account__code { display: flex; flex-wrap: wrap; align-items: end; gap: var(--casino-space-2, 8px); }
casino-account .casino-account__code > :first-child { flex: 1 1 10rem; }
casino-account .casino-account__status:empty { display: none; }
`;
