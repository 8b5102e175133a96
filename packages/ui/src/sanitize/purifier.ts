import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

export type { Config as PurifyConfig, Purifier };

// One DOMPurify per window: its configuration and hooks stay the SDK's, never shared with a host
// page's DOMPurify. Each caller passes its own configuration to `sanitize`.
const purifiers = new WeakMap<Window, Purifier>();

/**
 * The SDK's DOMPurify for `doc`'s window. `what` names the content in the errors ("Banner HTML"):
 * without a window, or where DOMPurify is not supported (it would hand the input back unchanged),
 * it throws rather than let the content be rendered.
 */
export function purifierFor(doc: Document, what: string): Purifier {
  const view = doc.defaultView;
  if (!view) throw new Error(`[casino-sdk] ${what} can only be sanitised in a document with a window.`);
  let purifier = purifiers.get(view);
  if (!purifier) {
    purifier = DOMPurify(view);
    if (!purifier.isSupported) throw new Error(`[casino-sdk] DOMPurify is not supported here; ${what} is not shown.`);
    purifiers.set(view, purifier);
  }
  return purifier;
}
