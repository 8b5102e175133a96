import { formCardCss } from '@casino-sdk/ui/field';

/**
 * Light DOM: these rules live in the document inside `@layer casino`, scoped by the tag name so
 * they never touch the host page's own markup.
 */
export const cashierCss = `${formCardCss('casino-cashier', '32rem')}
casino-cashier .casino-cashier__view { display: flex; flex-direction: column; gap: var(--casino-space-4, 16px); }
casino-cashier .casino-cashier__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-cashier .casino-cashier__subtitle { margin: 0 0 var(--casino-space-2, 8px); font-size: 1.125rem; }
casino-cashier .casino-cashier__gate, casino-cashier .casino-cashier__loading, casino-cashier .casino-cashier__hint { margin: 0; }
casino-cashier .casino-cashier__hint { color: var(--casino-color-text-muted, #4f5563); font-size: 0.875rem; }
casino-cashier .casino-cashier__methods { border: 0; margin: 0; padding: 0; min-width: 0; }
casino-cashier .casino-cashier__methods legend { padding: 0; }
casino-cashier .casino-cashier__method-list {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: var(--casino-space-2, 8px);
  margin-top: var(--casino-space-2, 8px);
}
casino-cashier .casino-cashier__method {
  display: flex; align-items: center; gap: var(--casino-space-2, 8px); min-height: 44px;
  padding: var(--casino-space-2, 8px) var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-md, 8px);
  cursor: pointer; overflow-wrap: anywhere;
}
casino-cashier .casino-cashier__method[data-checked] {
  border-color: var(--casino-color-primary, #b5174d); box-shadow: inset 0 0 0 1px var(--casino-color-primary, #b5174d);
}
casino-cashier .casino-cashier__method:has(input:focus-visible) { outline: 2px solid var(--casino-color-focus, #1d4ed8); outline-offset: 2px; }
casino-cashier .casino-cashier__method input { accent-color: var(--casino-color-primary, #b5174d); margin: 0; }
casino-cashier .casino-cashier__method img { border-radius: 6px; flex: none; }
casino-cashier .casino-cashier__pending-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--casino-space-3, 12px); }
casino-cashier .casino-cashier__pending-item {
  padding: var(--casino-space-3, 12px); border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-md, 8px);
}
casino-cashier .casino-cashier__actions { display: flex; flex-wrap: wrap; gap: var(--casino-space-2, 8px); margin-top: var(--casino-space-2, 8px); }
casino-cashier .casino-cashier__pending-amount { margin: 0 0 var(--casino-space-2, 8px); font-weight: 600; font-variant-numeric: tabular-nums; }
casino-cashier .casino-cashier__details { margin: 0; display: grid; gap: var(--casino-space-2, 8px); }
casino-cashier .casino-cashier__detail { display: grid; grid-template-columns: minmax(7rem, auto) 1fr; gap: var(--casino-space-2, 8px); align-items: center; }
casino-cashier .casino-cashier__detail dt { color: var(--casino-color-text-muted, #4f5563); }
casino-cashier .casino-cashier__detail dd { margin: 0; display: flex; align-items: center; justify-content: space-between; gap: var(--casino-space-2, 8px); overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
casino-cashier .casino-cashier__first-deposit {
  padding: var(--casino-space-3, 12px); border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-md, 8px);
}
casino-cashier .casino-cashier__first-deposit p { margin: 0; }
casino-cashier .casino-cashier__first-deposit .casino-cashier__first-deposit-links { display: flex; flex-wrap: wrap; gap: var(--casino-space-2, 8px) var(--casino-space-4, 16px); margin-top: var(--casino-space-2, 8px); }
casino-cashier .casino-cashier__notice:empty { display: none; }
casino-cashier .casino-cashier__notice {
  padding: var(--casino-space-3, 12px); border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-muted, #f1f2f5);
}
casino-cashier .casino-cashier__notice[data-tone="error"] { border-left: 4px solid var(--casino-color-danger, #b42318); }
casino-cashier .casino-cashier__notice[data-tone="success"] { border-left: 4px solid var(--casino-color-success, #067647); }
@media (max-width: 30rem) {
  casino-cashier .casino-cashier__detail { grid-template-columns: 1fr; }
}
`;
