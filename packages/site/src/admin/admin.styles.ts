import { formCardCss } from '@casino-sdk/ui/field';

/**
 * `<casino-admin>` renders in the light DOM (password managers must see the inputs): these rules
 * live in the document inside `@layer casino`, scoped by the tag name.
 */
export const adminCss = `${formCardCss('casino-admin', '26rem')}
casino-admin .casino-admin {
  display: flex; flex-direction: column; gap: var(--casino-space-4, 16px);
}
casino-admin .casino-admin__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-admin .casino-admin__intro,
casino-admin .casino-admin__signed-in { margin: 0; }
casino-admin .casino-admin__intro { color: var(--casino-color-text-muted, #4f5563); font-size: var(--casino-font-size-sm, 0.875rem); }
casino-admin .casino-admin__signed-in { overflow-wrap: anywhere; }
.casino-admin-exit .casino-admin-exit__question { margin: 0; }
`;
