import type { Language } from '@casino-sdk/core';
import { formatMoney } from '@casino-sdk/core/money';
import { useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Dialog } from '@casino-sdk/ui/dialog';
import type { RealityCheckPrompt } from './launch-model';

export interface RealityCheckDialogProps {
  prompt: RealityCheckPrompt;
  language: Language;
  onContinue: () => void;
  onLeave: () => void;
}

/**
 * The reality check the platform holds real play for: the session's time played and net position
 * (from the platform), then Continue (answered on the server, the game goes on) or Leave. It must
 * be answered: Escape and a close button would leave the game refused behind it.
 */
export function RealityCheckDialog({ prompt, language, onContinue, onLeave }: RealityCheckDialogProps) {
  const t = useT();
  const { summary } = prompt;
  return (
    <Dialog
      open
      dismissable={false}
      onClose={() => undefined}
      title={t('gameFrame.realityCheck.title')}
      className="casino-game-frame__reality-check"
      actions={
        <>
          <Button variant="secondary" part="reality-check-leave" onClick={onLeave} disabled={prompt.busy}>
            {t('gameFrame.realityCheck.leave')}
          </Button>
          <Button part="reality-check-continue" onClick={onContinue} loading={prompt.busy}>
            {t('gameFrame.realityCheck.continue')}
          </Button>
        </>
      }
    >
      <p className="casino-game-frame__reality-text">{t('gameFrame.realityCheck.text')}</p>
      {summary ? (
        <dl className="casino-game-frame__reality-summary" part="reality-check-summary">
          <dt>{t('gameFrame.realityCheck.played')}</dt>
          <dd>{t('gameFrame.realityCheck.duration', { hours: summary.hours, minutes: summary.minutes })}</dd>
          <dt>{t('gameFrame.realityCheck.net')}</dt>
          <dd>{formatMoney(summary.net, language)}</dd>
        </dl>
      ) : null}
      {prompt.errorKey ? (
        <p className="casino-game-frame__reality-error" role="alert">
          {t(prompt.errorKey)}
        </p>
      ) : null}
    </Dialog>
  );
}
