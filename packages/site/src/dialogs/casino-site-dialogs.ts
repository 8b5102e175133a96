import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog';
import { SiteDialogs } from './SiteDialogs';
import { siteDialogsCss } from './site-dialogs.styles';

export const SITE_DIALOGS_TAG = 'casino-site-dialogs';

/**
 * `<casino-site-dialogs>`: the site-wide dialogs. Place it once per page (it renders nothing
 * until a dialog is due). Shadow DOM; each dialog is a native modal `<dialog>` (showModal: focus
 * stays inside, the page behind is inert, focus returns where it was on close).
 *
 * At most one shows, in this order:
 * 1. Inactivity warning (`store.inactivityLogoutAt` set): "Are you still there?", "For your
 *    security you will be logged out in N seconds." counting down each second, "Stay signed in";
 *    Escape and × stay signed in too. Screen readers hear the time when it opens and at 10 s.
 * 2. Terms (`needsTermsAcceptance(player, route)`): blocking (no ×, Escape does nothing), a link
 *    to `/{lang}/terms-and-conditions` (the terms page is exempt, so going there removes it),
 *    "Yes, I accept" (PUT me, then the page reloads; an alert on failure) and "No" (logout, then
 *    `casino-navigate` to `/`).
 * 3. After an inactivity logout: "You were logged out after 30 minutes without activity." with OK.
 * 4. The player's message (`store.message`), by type: realityCheck ("Closes in N s" countdown from
 *    `duration`, default 60; "Continue playing", "View account history"), firstLogin ("Make a
 *    deposit", "Close"), campaignReached ("See my bonus", "Close"), bonus-bet-limit and
 *    bonus-min-balance-limit ("OK", "Bonus terms"), daily-bet-limit and daily-bet-loss ("OK",
 *    "Manage limits"), any other type ("Close"). The body is plain text; an http(s) or
 *    root-relative `image` shows as decoration. Closing marks the message read.
 *
 * While a dialog is open the message poll waits (`holdDialog`).
 *
 * @event casino-logout - `{}` after the player answered "No" to the terms and was logged out.
 * @event casino-navigate - `{ path }`, cancelable: the terms link, `/` after "No", and the message
 *   buttons (`/{lang}/dashboard/transactions`, `/{lang}/deposit`, `/{lang}/dashboard/myBonus`,
 *   `/{lang}/terms-and-conditions`, `/{lang}/dashboard/limits`). Without preventDefault the SDK
 *   calls `location.assign(path)`.
 *
 * @csspart countdown - The visible countdown text (inactivity warning, reality check).
 * @csspart stay-button - Inactivity warning: "Stay signed in".
 * @csspart terms-link - Terms dialog: the link to the terms page.
 * @csspart accept-button - Terms dialog: "Yes, I accept".
 * @csspart decline-button - Terms dialog: "No".
 * @csspart error - Terms dialog: the alert shown when the acceptance could not be saved.
 * @csspart signed-out-button - Signed-out notice: "OK".
 * @csspart message-body - Message dialog: the message text.
 * @csspart message-image - Message dialog: the message image.
 * @csspart message-action - Message dialog: every button; each also has `action-{id}` (`action-continue`,
 *   `action-history`, `action-deposit`, `action-close`, `action-bonus`, `action-ok`, `action-bonus-terms`, `action-limits`).
 *
 * @cssproperty --casino-color-surface - Dialog background.
 * @cssproperty --casino-color-text - Text colour.
 * @cssproperty --casino-color-backdrop - Behind the dialog.
 * @cssproperty --casino-color-danger - Error border.
 * @cssproperty --casino-color-danger-surface - Error background.
 */
export function defineSiteDialogs(): CustomElementConstructor | undefined {
  return defineElement(SITE_DIALOGS_TAG, SiteDialogs, {
    shadow: true,
    styles: [dialogCss, siteDialogsCss],
  });
}
