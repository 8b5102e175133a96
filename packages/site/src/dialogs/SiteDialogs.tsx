import { logout, type Message } from '@casino-sdk/core';
import { addEnglishTexts, holdDialog, realityCheck } from '@casino-sdk/core/internal';
import { formatMoney } from '@casino-sdk/core/money';
import { isSafeImageUrl, localePath, TERMS_ROUTE } from '@casino-sdk/core/rules';
import { emit, linkClick, navigate, useHost, useLanguage, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Dialog } from '@casino-sdk/ui/dialog';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import {
  announcedSeconds,
  createSiteDialogsModel,
  dialogKey,
  dismissAction,
  followUpPath,
  messageActions,
  messageTitleKey,
  secondsLeft,
  watchCountdown,
  type MessageAction,
  type SiteDialogsModel,
} from './site-dialogs-model';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

/** A live region is only announced when its text changes after it is in the page: fill it a moment later. */
const ANNOUNCE_DELAY_MS = 250;

/** Whole seconds left until `deadline`, ticking on the SDK's scheduler. */
function useSecondsLeft(deadline: number): number {
  const runtime = useRuntime();
  const [left, setLeft] = useState(() => secondsLeft(deadline, Date.now()));
  useEffect(() => watchCountdown(runtime.scheduler, deadline, setLeft), [runtime, deadline]);
  return left;
}

/** True a moment after mount: the live region exists empty first, then gets its text. */
function useAnnouncing(): boolean {
  const runtime = useRuntime();
  const [announcing, setAnnouncing] = useState(false);
  useEffect(() => runtime.scheduler.after(ANNOUNCE_DELAY_MS, () => setAnnouncing(true)), [runtime]);
  return announcing;
}

/**
 * A countdown seen and heard: the visible figure ticks every second but is hidden from screen
 * readers; a polite live region says the figure only when the dialog opens and when the last
 * 10 seconds begin.
 */
function Countdown({ left, total, text }: { left: number; total: number; text: (seconds: number) => string }) {
  const announcing = useAnnouncing();
  return (
    <>
      <p className="casino-site-dialog__countdown" part="countdown" aria-hidden="true">
        {text(left)}
      </p>
      <p className="casino-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcing ? text(announcedSeconds(left, total)) : ''}
      </p>
    </>
  );
}

/** The warning before an inactivity logout (WCAG 2.2.1: the player can ask for more time). */
function InactivityDialog({ model, logoutAt }: { model: SiteDialogsModel; logoutAt: number }) {
  const t = useT();
  const left = useSecondsLeft(logoutAt);
  const [total] = useState(left);
  return (
    <Dialog
      open
      onClose={model.staySignedIn}
      title={t('dialogs.inactivity.title')}
      className="casino-site-dialog casino-site-dialog--inactivity"
      actions={
        <Button part="stay-button" onClick={model.staySignedIn}>
          {t('dialogs.inactivity.stay')}
        </Button>
      }
    >
      <Countdown left={left} total={total} text={(count) => t('dialogs.inactivity.text', { count })} />
    </Dialog>
  );
}

/** The blocking terms dialog: the player answers Yes or No; Escape does nothing. */
function TermsDialog({ model }: { model: SiteDialogsModel }) {
  useSignals();
  const t = useT();
  const host = useHost();
  const language = useLanguage();
  const busy = model.termsBusy.value;
  const error = model.termsError.value;
  const termsPath = localePath(language, TERMS_ROUTE);

  // The spec's "No" sends the player home when the question comes at game launch. Here it comes
  // on any page, and a player who refuses the new terms cannot go on using the account under
  // them: they are logged out, then sent home, where they can read the terms and log in again
  // to accept them.
  const decline = async () => {
    await model.declineTerms();
    emit(host, 'casino-logout', {});
    navigate(host, '/');
  };

  return (
    <Dialog
      open
      dismissable={false}
      onClose={() => {}}
      title={t('dialogs.terms.title')}
      className="casino-site-dialog casino-site-dialog--terms"
      actions={
        <>
          <Button part="accept-button" loading={busy === 'accept'} onClick={() => void model.acceptTerms()}>
            {t('dialogs.terms.accept')}
          </Button>
          <Button variant="secondary" part="decline-button" loading={busy === 'decline'} onClick={() => void decline()}>
            {t('dialogs.terms.decline')}
          </Button>
        </>
      }
    >
      <p className="casino-site-dialog__text">{t('dialogs.terms.text')}</p>
      <p className="casino-site-dialog__text">
        {/* The terms page is exempt from the dialog: going there takes it away. */}
        <a className="casino-link casino-site-dialog__link" part="terms-link" href={termsPath} onClick={linkClick(host, termsPath)}>
          {t('dialogs.terms.read')}
        </a>
      </p>
      <p className="casino-site-dialog__text">
        {t('dialogs.terms.question')} {t('dialogs.terms.declineNote')}
      </p>
      <p className="casino-site-dialog__error" part="error" role="alert">
        {error ? ('text' in error ? error.text : t(error.key)) : null}
      </p>
    </Dialog>
  );
}

/** After an inactivity logout: says why the player is signed out. */
function SignedOutDialog({ model }: { model: SiteDialogsModel }) {
  const t = useT();
  return (
    <Dialog
      open
      onClose={model.dismissSignedOut}
      title={t('dialogs.signedOut.title')}
      className="casino-site-dialog casino-site-dialog--signed-out"
      actions={
        <Button part="signed-out-button" onClick={model.dismissSignedOut}>
          {t('dialogs.signedOut.ok')}
        </Button>
      }
    >
      <p className="casino-site-dialog__text">{t('dialogs.signedOut.text')}</p>
    </Dialog>
  );
}

/**
 * The reality check's countdown: the core model counts it down on the scheduler and, at 0, closes
 * it as "Continue playing"; this only shows the figure.
 */
function RealityCheckCountdown() {
  useSignals();
  const t = useT();
  const model = realityCheck(useRuntime());
  const left = model.secondsLeft.value;
  const total = model.totalSeconds.value;
  if (left === null || total === null) return null;
  return <Countdown left={left} total={total} text={(value) => t('dialogs.message.closesIn', { seconds: value })} />;
}

/** Beyond the spec: the time played this session and its net position (wins minus bets). */
function RealityCheckSummary({ model }: { model: SiteDialogsModel }) {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const summary = model.playSession.value;
  if (!summary) return null;
  return (
    <dl className="casino-site-dialog__summary" part="session-summary">
      <dt>{t('dialogs.realityCheck.played')}</dt>
      <dd>{t('dialogs.realityCheck.duration', { hours: summary.hours, minutes: summary.minutes })}</dd>
      <dt>{t('dialogs.realityCheck.net')}</dt>
      <dd>{formatMoney(summary.net, language)}</dd>
    </dl>
  );
}

/** One of the player's messages: server text shown as plain text, buttons by message type. */
function MessageDialog({ model, message }: { model: SiteDialogsModel; message: Message }) {
  const t = useT();
  const host = useHost();
  const language = useLanguage();
  const actions = messageActions(message.type);
  const closing = useRef(false);

  const runtime = useRuntime();
  const close = (action: MessageAction) => {
    if (closing.current) return;
    closing.current = true;
    const path = followUpPath(action, language);
    if (path) navigate(host, path);
    model.finishMessage(message, action.id);
    // Ours: the reality check's "Log out" ends the session (which goes home, as every logout does).
    if (action.id === 'logout') void logout(runtime).then(() => emit(host, 'casino-logout', {}));
  };
  const dismiss = () => close(dismissAction(message.type));
  const title = message.subject.trim() || t(messageTitleKey(message.type));
  const image = isSafeImageUrl(message.image) ? message.image! : null;

  return (
    <Dialog
      open
      onClose={dismiss}
      title={title}
      className={`casino-site-dialog casino-site-dialog--message`}
      actions={actions.map((action) => (
        <Button key={action.id} variant={action.variant} part={`message-action action-${action.id}`} onClick={() => close(action)}>
          {t(action.labelKey)}
        </Button>
      ))}
    >
      {image ? <img className="casino-site-dialog__image" part="message-image" src={image} alt="" /> : null}
      {/* Server text: rendered as text, never as HTML; line breaks kept by CSS. */}
      <p className="casino-site-dialog__message" part="message-body">
        {message.body}
      </p>
      {message.type === 'realityCheck' ? (
        <>
          <RealityCheckSummary model={model} />
          <RealityCheckCountdown />
        </>
      ) : null}
    </Dialog>
  );
}

/**
 * The `<casino-site-dialogs>` view: at most one site dialog, by priority (inactivity warning,
 * terms, signed-out notice, message). While one is open the message poll waits (holdDialog).
 */
export function SiteDialogs() {
  useSignals();
  const runtime = useRuntime();
  const model = useModel(() => createSiteDialogsModel(runtime), [runtime]);
  const dialog = model.dialog.value;
  const open = dialog !== null;

  // The reality check counts down while this element is on the page (the game frame only reads it).
  useEffect(() => realityCheck(runtime).watch(), [runtime]);
  useEffect(() => (open ? holdDialog(runtime) : undefined), [open, runtime]);

  if (!dialog) return null;
  const key = dialogKey(dialog);
  switch (dialog.kind) {
    case 'inactivity':
      return <InactivityDialog key={key} model={model} logoutAt={dialog.logoutAt} />;
    case 'terms':
      return <TermsDialog key={key} model={model} />;
    case 'signed-out':
      return <SignedOutDialog key={key} model={model} />;
    case 'message':
      return <MessageDialog key={key} model={model} message={dialog.message} />;
  }
}
