import type { Language } from '@casino-sdk/core';
import type { GameDetail } from '@casino-sdk/core/contract/casino';
import { acceptTerms } from '@casino-sdk/core/internal';
import { formatLongDate } from '@casino-sdk/core/dates';
import { localePath, needsTermsAcceptance } from '@casino-sdk/core/rules';
import { navigate, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { depositPath, followUpPath, insufficientBalance, type LaunchOutcome } from './launch-outcome';

/** A refusal that sends the player on goes there by itself after this long (time to read it). */
export const FOLLOW_UP_MS = 4000;

/** A launch that did not start a game: the spec's text, then its follow-up. */
export function OutcomePanel({ outcome, game, language, onRetry }: { outcome: LaunchOutcome; game: GameDetail | null; language: Language; onRetry: () => void }) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  // The player's figures say so too: the site's blocking terms dialog asks, the frame only says why.
  const siteAsksTerms = needsTermsAcceptance(runtime.store.player.value, 'game');
  const [accepting, setAccepting] = useState(false);
  const next = followUpPath(outcome, language);

  useEffect(() => (next ? runtime.scheduler.after(FOLLOW_UP_MS, () => navigate(host, next)) : undefined), [next, runtime, host]);

  const action = (label: string, onClick: () => void, variant: 'primary' | 'secondary' = 'primary', loading = false) => (
    <Button variant={variant} part="outcome-action" loading={loading} onClick={onClick}>
      {t(label)}
    </Button>
  );
  const go = (path: string) => () => navigate(host, path);

  let title: string;
  let text: string;
  let actions;
  switch (outcome.kind) {
    case 'not-available':
      [title, text, actions] = ['gameFrame.notAvailable.title', t('gameFrame.notAvailable.text'), action('gameFrame.back', go(localePath(language, 'casino')))];
      break;
    case 'insufficient-balance': {
      const panel = insufficientBalance(outcome.message, game, runtime.store.player.value?.currency.code ?? null, language);
      title = 'gameFrame.insufficient.title';
      text = panel.smallestBet ? t('gameFrame.demoNotAvailableMessage', { amount: panel.smallestBet }) : panel.message;
      actions = (
        <>
          {action('gameFrame.depositNow', go(depositPath(language)))}
          {panel.demoPath ? action('gameFrame.playDemo', go(panel.demoPath), 'secondary') : null}
        </>
      );
      break;
    }
    case 'kyc':
    case 'kyc-selfie':
      title = 'gameFrame.kyc.title';
      text = t(outcome.kind === 'kyc' ? 'gameFrame.kyc.text' : 'gameFrame.kycSelfie.text');
      actions = action('gameFrame.goToKyc', go(next!));
      break;
    case 'self-excluded':
      title = 'gameFrame.excluded.title';
      text = t('gameFrame.excluded.text', { date: formatLongDate(outcome.until, language) });
      actions = action('gameFrame.goHome', go(next!));
      break;
    case 'terms':
      title = 'gameFrame.terms.title';
      text = t('gameFrame.terms.text');
      actions = siteAsksTerms ? null : (
        <>
          {action('gameFrame.terms.accept', () => {
            setAccepting(true);
            // Saved, then the page reloads (spec) and the launch runs again.
            acceptTerms(runtime).catch(() => setAccepting(false));
          }, 'primary', accepting)}
          {action('gameFrame.terms.decline', go(localePath(language)), 'secondary')}
        </>
      );
      break;
    case 'inactive':
      [title, text, actions] = ['gameFrame.inactive.title', t('gameFrame.inactive.text'), action('gameFrame.goHome', go(localePath(language)))];
      break;
    case 'failed':
      [title, text, actions] = ['gameFrame.failed.title', t(outcome.messageKey), action('element.retry', onRetry)];
      break;
  }

  return (
    <div className={`casino-game-frame__outcome casino-game-frame__outcome--${outcome.kind}`} part="outcome">
      <h2 className="casino-game-frame__outcome-title">{t(title)}</h2>
      <p className="casino-game-frame__outcome-text" role="alert">
        {text}
      </p>
      <div className="casino-game-frame__outcome-actions">{actions}</div>
    </div>
  );
}
