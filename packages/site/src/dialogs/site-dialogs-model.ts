import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  isApiError,
  logout,
  type Language,
  type Message,
  type PlayerInfo,
  type Runtime,
  type Session,
} from '@casino-sdk/core';
import { acceptTerms, answerRealityCheck, finishMessage, staySignedIn } from '@casino-sdk/core/internal';
import { playSoFar, type PlaySoFar } from '@casino-sdk/core/money';
import { localePath, needsTermsAcceptance, PLAYER_AREA_ROUTES } from '@casino-sdk/core/rules';
import { casinoCalls } from '../calls';

/** The one site dialog on screen, if any. */
export type SiteDialog =
  /** The inactivity warning: the player is logged out at `logoutAt` (epoch ms) unless they stay. */
  | { kind: 'inactivity'; logoutAt: number }
  /** The blocking terms dialog. */
  | { kind: 'terms' }
  /** After an inactivity logout: a short notice saying why the player is signed out. */
  | { kind: 'signed-out' }
  /** The player's oldest unread message. */
  | { kind: 'message'; message: Message };

export interface DialogInputs {
  session: Session | null;
  player: PlayerInfo | null;
  route: string;
  message: Message | null;
  inactivityLogoutAt: number | null;
  /** An inactivity logout happened and its notice was not dismissed yet. */
  signedOutNotice: boolean;
}

/**
 * Which dialog shows, at most one at a time: the inactivity warning first (it has a deadline),
 * then the blocking terms dialog, then the signed-out notice, then a message. Pure.
 */
export function chooseDialog(inputs: DialogInputs): SiteDialog | null {
  if (inputs.session && inputs.inactivityLogoutAt !== null) return { kind: 'inactivity', logoutAt: inputs.inactivityLogoutAt };
  if (inputs.session && needsTermsAcceptance(inputs.player, inputs.route)) return { kind: 'terms' };
  if (!inputs.session && inputs.signedOutNotice) return { kind: 'signed-out' };
  if (inputs.session && inputs.message) return { kind: 'message', message: inputs.message };
  return null;
}

/** A stable identity per dialog shown: a new message is a new dialog (fresh focus, fresh countdown). */
export function dialogKey(dialog: SiteDialog): string {
  return dialog.kind === 'message' ? `message-${dialog.message.id}` : dialog.kind;
}

// ---------------------------------------------------------------------------------------------
// Messages: each type's buttons and where they lead.

export type MessageActionId = 'continue' | 'history' | 'logout' | 'deposit' | 'close' | 'bonus' | 'ok' | 'bonus-terms' | 'limits';

export interface MessageAction {
  id: MessageActionId;
  /** i18n key of the button text. */
  labelKey: string;
  /** Route (no language prefix) to go to before the message is marked read; none = just close. */
  route?: string;
  variant: 'primary' | 'secondary';
}

const CLOSE: MessageAction = { id: 'close', labelKey: 'dialogs.message.close', variant: 'secondary' };
const OK: MessageAction = { id: 'ok', labelKey: 'dialogs.message.ok', variant: 'primary' };

const ACTIONS: Record<string, readonly MessageAction[]> = {
  realityCheck: [
    { id: 'continue', labelKey: 'dialogs.message.continue', variant: 'primary' },
    { id: 'history', labelKey: 'dialogs.message.history', route: PLAYER_AREA_ROUTES.transactions, variant: 'secondary' },
    // Ours, beyond the spec: taking a break is one click away.
    { id: 'logout', labelKey: 'dialogs.message.logout', variant: 'secondary' },
  ],
  firstLogin: [{ id: 'deposit', labelKey: 'dialogs.message.deposit', route: PLAYER_AREA_ROUTES.deposit, variant: 'primary' }, CLOSE],
  campaignReached: [{ id: 'bonus', labelKey: 'dialogs.message.seeBonus', route: PLAYER_AREA_ROUTES.myBonus, variant: 'primary' }, CLOSE],
  'bonus-bet-limit': [OK, { id: 'bonus-terms', labelKey: 'dialogs.message.bonusTerms', route: 'terms-and-conditions', variant: 'secondary' }],
  'bonus-min-balance-limit': [OK, { id: 'bonus-terms', labelKey: 'dialogs.message.bonusTerms', route: 'terms-and-conditions', variant: 'secondary' }],
  'daily-bet-limit': [OK, { id: 'limits', labelKey: 'dialogs.message.manageLimits', route: PLAYER_AREA_ROUTES.limits, variant: 'secondary' }],
  'daily-bet-loss': [OK, { id: 'limits', labelKey: 'dialogs.message.manageLimits', route: PLAYER_AREA_ROUTES.limits, variant: 'secondary' }],
};

/** The buttons of a message dialog, in order. Unknown types are plain messages with Close. */
export function messageActions(type: string): readonly MessageAction[] {
  return Object.prototype.hasOwnProperty.call(ACTIONS, type) ? ACTIONS[type]! : [CLOSE];
}

/** Where an action leads in `language` (`/de/dashboard/limits`), or null when it only closes. */
export function followUpPath(action: MessageAction, language: Language): string | null {
  return action.route ? localePath(language, action.route) : null;
}

/** What Escape, the × button and the end of a countdown count as: the action that goes nowhere. */
export function dismissAction(type: string): MessageAction {
  return messageActions(type).find((action) => !action.route) ?? CLOSE;
}

/** The title when the server sent an empty subject. */
export function messageTitleKey(type: string): string {
  if (type === 'realityCheck') return 'dialogs.message.title.realityCheck';
  if (type === 'firstLogin') return 'dialogs.message.title.firstLogin';
  return 'dialogs.message.title.default';
}

// ---------------------------------------------------------------------------------------------
// Countdowns. The reality check's own countdown is a core model (core/messages/reality-check.ts),
// because the game frame pauses on it; these names stay here for the site's views and tests.

export { realityCheckSeconds, REALITY_CHECK_DEFAULT_SECONDS, secondsLeft, watchCountdown } from '@casino-sdk/core/internal';

/** Screen readers hear a countdown at its start and once more when this many seconds are left. */
export const FINAL_ANNOUNCEMENT_SECONDS = 10;

/**
 * The figure a countdown's live region holds. It changes only twice: it says the full time when
 * the dialog opens, and the last 10 seconds when they begin, so a screen reader is not flooded
 * with one announcement a second while the visible figure ticks.
 */
export function announcedSeconds(left: number, total: number): number {
  return left > FINAL_ANNOUNCEMENT_SECONDS ? total : Math.min(total, FINAL_ANNOUNCEMENT_SECONDS);
}

// ---------------------------------------------------------------------------------------------
// The model.

export interface SiteDialogsModel {
  readonly dialog: ReadonlySignal<SiteDialog | null>;
  /** The terms answer on its way: "Yes, I accept" (saving) or "No" (logging out). */
  readonly termsBusy: ReadonlySignal<'accept' | 'decline' | null>;
  /** Why the acceptance failed: an i18n key or the server's own text. */
  readonly termsError: ReadonlySignal<{ key: string } | { text: string } | null>;
  /** PUT me terms_and_conditions, then the page reloads. Never throws. */
  acceptTerms(): Promise<void>;
  /** "No": the player is logged out (see the view for why). Resolves once the session is gone. */
  declineTerms(): Promise<void>;
  /**
   * The message dialog closed (after any follow-up navigation): marks the message read. A reality
   * check closed with Continue is answered on the platform too, which holds real play until then.
   */
  finishMessage(message: Message, action?: MessageActionId): void;
  /** The inactivity warning's "Stay signed in" (and its Escape). */
  staySignedIn(): void;
  dismissSignedOut(): void;
  /** The login session's play so far while a reality check shows (GET casino/sessions, from the ledger); null until it answers or when it fails. */
  readonly playSession: ReadonlySignal<PlaySoFar | null>;
  /** While the dialogs are on the page: listens for logouts (the inactivity notice) and logins (which clear it), and loads each reality check's play summary. Returns the stop. */
  start(): () => void;
}

export interface SiteDialogsOptions {
  /** What acceptTerms calls after saving: the spec reloads the page. */
  reload?: () => void;
}

/** The site dialogs' state and actions, without React. */
export function createSiteDialogsModel(runtime: Runtime, options: SiteDialogsOptions = {}): SiteDialogsModel {
  const { store } = runtime;
  const signedOutNotice = signal(false);
  const termsBusy = signal<'accept' | 'decline' | null>(null);
  const termsError = signal<{ key: string } | { text: string } | null>(null);

  const dialog = computed(() =>
    chooseDialog({
      session: store.session.value,
      player: store.player.value,
      route: store.route.value,
      message: store.message.value,
      inactivityLogoutAt: store.inactivityLogoutAt.value,
      signedOutNotice: signedOutNotice.value,
    }),
  );

  const playSession = signal<PlaySoFar | null>(null);
  // The message itself, so a new dialog object for the same message (a balance update) asks nothing again.
  const realityMessage = computed(() => {
    const shown = dialog.value;
    return shown?.kind === 'message' && shown.message.type === 'realityCheck' ? shown.message : null;
  });
  /** One summary per reality-check message: asked when it shows, dropped when it closes. */
  function loadPlaySession(): () => void {
    return effect(() => {
      playSession.value = null;
      if (!realityMessage.value) return;
      let live = true;
      casinoCalls()
        .then((casinoApi) => runtime.client.call(casinoApi.playSession))
        .then(
          (summary) => live && (playSession.value = playSoFar(summary)),
          // The server's own text says the same in the message body: nothing is lost.
          () => undefined,
        );
      return () => {
        live = false;
      };
    });
  }

  return {
    dialog,
    playSession,
    termsBusy,
    termsError,

    async acceptTerms() {
      if (termsBusy.value) return;
      batch(() => {
        termsBusy.value = 'accept';
        termsError.value = null;
      });
      try {
        await acceptTerms(runtime, options.reload);
        // The page reloads; stay busy until it goes.
      } catch (caught) {
        batch(() => {
          termsBusy.value = null;
          termsError.value = isApiError(caught) && caught.kind === 'http' && caught.message ? { text: caught.message } : { key: 'dialogs.terms.failed' };
        });
      }
    },

    async declineTerms() {
      if (termsBusy.value) return;
      batch(() => {
        termsBusy.value = 'decline';
        termsError.value = null;
      });
      try {
        await logout(runtime);
      } finally {
        termsBusy.value = null;
      }
    },

    finishMessage(message, action) {
      void finishMessage(runtime, message);
      if (message.type === 'realityCheck' && action === 'continue') {
        // Unanswered, the platform refuses the next real round past the interval and the game frame asks again.
        answerRealityCheck(runtime).catch((error: unknown) => console.warn('[casino-sdk] the reality check could not be answered.', error));
      }
    },

    staySignedIn() {
      staySignedIn(runtime);
    },

    dismissSignedOut() {
      signedOutNotice.value = false;
    },

    start() {
      const stops = [
        loadPlaySession(),
        runtime.events.on('logout', ({ reason }) => {
          if (reason === 'inactive') signedOutNotice.value = true;
        }),
        runtime.events.on('login', () => {
          signedOutNotice.value = false;
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}
