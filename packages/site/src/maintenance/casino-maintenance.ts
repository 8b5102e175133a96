import { defineElement } from '@casino-sdk/ui';
import { MaintenancePage } from './MaintenancePage';
import { maintenanceCss } from './maintenance.styles';

export const MAINTENANCE_TAG = 'casino-maintenance';

/**
 * `<casino-maintenance>`: the maintenance page (`/{lang}/in-maintenance`). Shadow DOM: style it
 * through parts and `--casino-*` properties.
 *
 * Shows a heading ("We'll be back soon"), the spec's message "We're under maintenance. Please, try
 * and come back later", a decorative illustration and a note that the page comes back by itself.
 * While connected it asks the platform every 10 s (`MAINTENANCE_CHECK_MS`, `refreshMaintenance` on
 * the SDK's scheduler, paused while the tab is hidden); as soon as the flag is off (its own check,
 * or `store.maintenance` turning false through core's poll) it asks to go to `/`, once.
 *
 * @attr heading-level - 1–6, default 1: the level of the heading when the page has its own `<h1>`.
 *
 * @event casino-navigate - `{ path: '/' }`, cancelable, when maintenance is over. Without
 *   preventDefault the SDK calls `location.assign('/')`.
 *
 * @csspart page - The centred column.
 * @csspart illustration - The decorative SVG (aria-hidden).
 * @csspart heading - The heading.
 * @csspart message - The maintenance message.
 * @csspart note - "This page will reload by itself…".
 *
 * @cssproperty --casino-color-text - Heading and message.
 * @cssproperty --casino-color-text-muted - The note.
 * @cssproperty --casino-color-primary - The illustration's gear.
 * @cssproperty --casino-color-surface-raised - The illustration's disc.
 */
export function defineMaintenance(): CustomElementConstructor | undefined {
  return defineElement(MAINTENANCE_TAG, MaintenancePage, {
    attributes: { headingLevel: 'number' },
    shadow: true,
    styles: [maintenanceCss],
  });
}
