import { canAdoptStyles } from '@casino-sdk/ui';
import { useEffect, useLayoutEffect, useMemo } from 'react';

/** Puts `sheet` last in the root's list (the element's own sheets may have been adopted again since). */
function adoptLast(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

function drop(root: ShadowRoot, sheet: CSSStyleSheet): void {
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== sheet);
}

/**
 * The grid's measured layout (columns, the room above and below the rendered rows) as one
 * constructed stylesheet of this element's shadow root: the virtual rows stay in normal flow
 * between two paddings, and no `style` attribute is ever written (strict CSP, house rule 6).
 */
export function useLayoutSheet(host: HTMLElement, css: string): void {
  const root = host.shadowRoot;
  const sheet = useMemo(() => {
    const doc = host.ownerDocument;
    return root && canAdoptStyles(doc) ? new doc.defaultView!.CSSStyleSheet() : null;
  }, [host, root]);

  // Before paint: the first frame already has its columns (no layout shift).
  useLayoutEffect(() => {
    if (!sheet || !root) return;
    sheet.replaceSync(css);
    adoptLast(root, sheet);
  }, [sheet, root, css]);

  useEffect(() => () => {
    if (sheet && root) drop(root, sheet);
  }, [sheet, root]);
}
