import { defineElement } from '@casino-sdk/ui';
import { LoadingScreen } from './LoadingScreen';
import { loadingScreenCss } from './loading.styles';

export const LOADING_TAG = 'casino-loading';

/**
 * `<casino-loading>`: the loading screen. Shadow DOM: style it through parts and `--casino-*`
 * properties.
 *
 * While `active` is present it covers the viewport: "Welcome to {name}" (the skin settings' `name`),
 * three pulsing dots (still under `prefers-reduced-motion: reduce`) and a polite status region
 * (`role="status"`) saying "Loading…". After 12 s (`SLOW_CONNECTION_AFTER_MS`, on the SDK's
 * scheduler) the status adds "The connection seems slow. Please wait a moment longer or check your
 * connection." Without `active` it renders nothing; removing `active` stops the clock, and adding it
 * again starts a fresh 12 s. The host removes `active` once the page is ready.
 *
 * @attr active - Boolean: show the screen. Absent (or `"false"`): nothing shows.
 *
 * @csspart screen - The full-viewport layer (fixed; `position: static` puts it in the flow instead).
 * @csspart welcome - The welcome line.
 * @csspart dots - The three animated dots (decorative).
 * @csspart status - The `role="status"` live region.
 * @csspart slow-message - The slow-connection message, after 12 s.
 *
 * @cssproperty --casino-z-loading - Stacking of the screen (default 1200: above everything).
 * @cssproperty --casino-color-bg - Screen background.
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-primary - The dots.
 * @cssproperty --casino-color-warning - The slow message's side bar.
 * @cssproperty --casino-color-surface-raised - The slow message's background.
 */
export function defineLoading(): CustomElementConstructor | undefined {
  return defineElement(LOADING_TAG, LoadingScreen, {
    attributes: { active: 'boolean' },
    shadow: true,
    styles: [loadingScreenCss],
  });
}
