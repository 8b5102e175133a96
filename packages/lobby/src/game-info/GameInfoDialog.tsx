import { addEnglishTexts } from '@casino-sdk/core/internal';
import { gamePlayPath } from '@casino-sdk/core/rules';
import { useElementStyles, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Dialog, dialogCss } from '@casino-sdk/ui/dialog';
import { messageText } from '@casino-sdk/ui/field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { Fragment } from 'react';
import { gameLinkClick } from '../lobby/card-texts';
import { createGameInfoModel, type InfoGame } from './game-info-model';
import { gameInfoCss } from './game-info.styles';
import english from './texts.en.json';

addEnglishTexts(english);

/**
 * A game's info panel (issue 24), opened from the "i" on its card: provider, RTP, volatility, bet
 * range, reels and lines, a short description, and the ways to play. It loads with its own code the
 * first time a player asks, not with the lobby.
 */
export default function GameInfoDialog({ game, onClose }: { game: InfoGame; onClose: () => void }) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  useElementStyles(dialogCss, gameInfoCss);
  const model = useModel(() => createGameInfoModel(runtime, game, (level) => t(`lobby.info.volatility.${level}`)), [runtime, game, t]);
  const state = model.state.value;
  const play = gamePlayPath(language, game.providerId, game.id);
  const demo = gamePlayPath(language, game.providerId, game.id, true);
  const actions =
    state.kind === 'ready' ? (
      <div className="casino-game-info__actions">
        {state.detail.has_demo ? (
          <a className="casino-button casino-button--secondary" part="info-demo" href={demo} onClick={gameLinkClick(host, demo)}>
            {t('lobby.info.playDemo')}
          </a>
        ) : null}
        <a className="casino-button casino-button--primary" part="info-play" href={play} onClick={gameLinkClick(host, play)}>
          {t('lobby.play')}
        </a>
      </div>
    ) : undefined;
  return (
    <Dialog open onClose={onClose} title={game.name} className="casino-game-info" actions={actions}>
      {state.kind === 'loading' ? (
        <p role="status">{t('lobby.info.loading')}</p>
      ) : state.kind === 'error' ? (
        <RetryPanel message={messageText(t, state.message) ?? ''} onRetry={model.retry} part="info-error" />
      ) : (
        <div className="casino-game-info__body">
          <div className="casino-game-info__top">
            <img className="casino-game-info__art" src={state.detail.image} alt="" width={400} height={300} />
            <div>
              <p className="casino-game-info__provider">{t('lobby.info.provider', { provider: state.detail.provider.name })}</p>
              {state.detail.description ? <p className="casino-game-info__description">{state.detail.description}</p> : null}
            </div>
          </div>
          <dl className="casino-game-info__facts" aria-label={t('lobby.info.facts')} part="info-facts">
            {state.facts.map((fact) => (
              <Fragment key={fact.key}>
                <dt>{t(`lobby.info.${fact.key}`)}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
