import { addEnglishTexts, AWAITING_REALITY_CHECK, gameReturn, realityCheck, refreshBalance } from '@casino-sdk/core/internal';
import type { LimitRefusal } from '@casino-sdk/core/contract/error';
import { gamePlayPath, localePath, REGISTRATION_ROUTE, RESPONSIBLE_GAMING_ROUTE, TERMS_ROUTE } from '@casino-sdk/core/rules';
import { lazyNamed, linkClick, navigate, navigateBack, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Spinner } from '@casino-sdk/ui/loading';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { BonusBox } from './BonusBox';
import { gameCalls } from './game-calls';
import { createLaunchModel } from './launch-model';
import { RealityCheckDialog } from './RealityCheckDialog';
import { runRealityTimer } from './reality-timer';
import english from './texts.en.json';

// A launch that did not start a game and a round refused for a limit are the rarer visits: their
// panels (and the dates they word) load when they show.
const OutcomePanel = lazyNamed(() => import('./OutcomePanel'), 'OutcomePanel');
const LimitRefusalNotice = lazyNamed(() => import('./LimitRefusalNotice'), 'LimitRefusalNotice');

// The game frame's English comes with its code; the other languages come with the SDK's translations.
addEnglishTexts(english);

export interface GameFrameProps {
  providerId?: number;
  gameId?: number;
  demo?: boolean;
}

const PHONE_QUERY = '(max-width: 767px)';
/** The game may run scripts and talk to its own origin; it may never move the page (no allow-top-navigation). */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

function usePhone(view: Window | null): boolean {
  const query = useMemo(() => view?.matchMedia?.(PHONE_QUERY) ?? null, [view]);
  const [phone, setPhone] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const onChange = () => setPhone(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query]);
  return phone;
}

/** The `<casino-game-frame>` view: the launch model decides; this draws, relays messages and pauses. */
export function GameFrame({ providerId, gameId, demo = false }: GameFrameProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const doc = host.ownerDocument;
  const view = doc.defaultView;
  const phone = usePhone(view);
  // "Back to the games": the lobby entry the game was opened from, at the player's place there; the
  // casino page when the page was reached another way. Asked once, as the page opens.
  const [way] = useState(() => (view ? gameReturn(view) : null));
  const model = useMemo(
    () =>
      createLaunchModel({
        runtime,
        providerId: providerId ?? 0,
        gameId: gameId ?? 0,
        demo,
        device: view?.matchMedia?.(PHONE_QUERY).matches ? 'mobile' : 'desktop',
        lobbyUrl: new URL(localePath(runtime.store.language.peek(), 'casino'), view?.location.href ?? 'http://localhost/').href,
      }),
    [runtime, providerId, gameId, demo, view],
  );
  const state = model.state.value;
  const bonus = model.bonus.value;
  const heldCheck = model.realityCheck.value;
  // The site's reality-check message, or the check the platform holds play for.
  const paused = realityCheck(runtime).open.value || heldCheck !== null;
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // The platform refused the last round because of one of the player's limits, until a round passes or it is closed.
  const [limitRefusal, setLimitRefusal] = useState<LimitRefusal | null>(null);
  const playing = state.kind === 'playing' ? state : null;
  const real = playing?.mode === 'real';

  useEffect(() => {
    void model.launch();
    return () => model.dispose();
  }, [model]);

  // What the game says: only from its own window and origin, only in the agreed shapes.
  // The check came with the launch's calls (game-calls.ts), so it is there before the game loads.
  useEffect(() => {
    if (!playing || !view) return;
    let live = true;
    let stop = () => {};
    void gameCalls().then(({ gameMessage }) => {
      if (!live) return;
      const onMessage = (event: MessageEvent) => {
        const message = gameMessage(event, playing.origin, frame.current?.contentWindow);
        if (!message) return;
        if (message.type === 'ready') setReady(true);
        if (message.type === 'balance-changed' && playing.mode === 'real') void refreshBalance(runtime);
        if (message.type === 'round-finished') setLimitRefusal(null);
        if (message.type === 'round-finished' && message.bonus) void model.refreshBonus();
        if (message.type === 'refused' && message.code === AWAITING_REALITY_CHECK) model.realityCheckDue();
        if (message.type === 'refused' && message.refusal) setLimitRefusal(message.refusal);
      };
      view.addEventListener('message', onMessage);
      stop = () => view.removeEventListener('message', onMessage);
    });
    return () => {
      live = false;
      stop();
    };
  }, [playing, view, runtime, model]);

  // A reality check covers the game: it is told to stop taking spins until the player answers.
  // Told only once it is ready: before, its window is not yet on the game's origin.
  useEffect(() => {
    if (!playing || !ready) return;
    frame.current?.contentWindow?.postMessage({ source: 'casino-site', type: paused ? 'pause' : 'resume' }, playing.origin);
  }, [paused, ready, playing]);

  // The spec's mgaCounter counts real-money play only, and not while the check is open.
  useEffect(() => (real && !paused ? runRealityTimer(runtime) : undefined), [real, paused, runtime]);

  useEffect(() => {
    const onChange = () => setFullscreen(doc.fullscreenElement === host);
    doc.addEventListener('fullscreenchange', onChange);
    return () => doc.removeEventListener('fullscreenchange', onChange);
  }, [doc, host]);

  const toggleFullscreen = () => {
    if (doc.fullscreenElement) void doc.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  };

  const game = state.game;
  const lobbyPath = localePath(language, 'casino');
  const termsPath = localePath(language, TERMS_ROUTE);
  const responsiblePath = localePath(language, RESPONSIBLE_GAMING_ROUTE);
  // On a demo, the way to the same game for money: a player's real launch, a visitor's registration.
  const signedIn = runtime.store.isAuthenticated.value;
  const realPath = signedIn && playing ? gamePlayPath(language, playing.game.provider_id, playing.game.id) : localePath(language, REGISTRATION_ROUTE);
  const backToTheGames = () => (way?.back ? navigateBack(host, way.path) : navigate(host, way?.path ?? lobbyPath));
  const loading = (
    <div className="casino-game-frame__loading" part="loading" aria-busy="true">
      <Spinner />
      <p role="status">{t('gameFrame.loading')}</p>
    </div>
  );

  return (
    <section className={`casino-game-frame${phone ? ' casino-game-frame--phone' : ''}`} part="frame" aria-labelledby="casino-game-frame-title">
      <header className="casino-game-frame__bar" part="bar">
        <Button variant="secondary" size="small" part="back" onClick={backToTheGames}>
          <span aria-hidden="true">←</span> {phone ? <span className="casino-visually-hidden">{t('gameFrame.back')}</span> : t('gameFrame.back')}
        </Button>
        <h1 id="casino-game-frame-title" className="casino-game-frame__title" part="title">
          {game?.name ?? t('gameFrame.label')}
          {playing ? <span className="casino-game-frame__badge">{t(real ? 'gameFrame.realBadge' : 'gameFrame.demoBadge')}</span> : null}
        </h1>
        {playing && !phone ? (
          <Button variant="secondary" size="small" part="fullscreen" aria-pressed={fullscreen} onClick={toggleFullscreen}>
            {t('gameFrame.fullscreen')}
          </Button>
        ) : null}
        {phone ? null : (
          <nav className="casino-game-frame__links" part="links" aria-label={t('gameFrame.label')}>
            <a className="casino-link" href={termsPath} onClick={linkClick(host, termsPath)}>
              {t('gameFrame.terms')}
            </a>
            <a className="casino-link" href={responsiblePath} onClick={linkClick(host, responsiblePath)}>
              {t('gameFrame.responsibleGaming')}
            </a>
          </nav>
        )}
      </header>
      {playing && !real ? (
        <p className="casino-game-frame__real-play" part="real-play">
          <span>{t('gameFrame.demoNote')}</span>
          <a className="casino-button casino-button--primary casino-button--small" part="real-play-link" href={realPath} onClick={linkClick(host, realPath)}>
            {t(signedIn ? 'gameFrame.playForReal' : 'gameFrame.registerForReal')}
          </a>
        </p>
      ) : null}
      {bonus && real ? <BonusBox bonus={bonus} currency={runtime.store.player.value?.currency.code ?? 'EUR'} language={language} phone={phone} /> : null}
      {limitRefusal && real ? (
        <Suspense fallback={null}>
          <LimitRefusalNotice refusal={limitRefusal} currency={runtime.store.player.value?.currency.code ?? 'EUR'} language={language} onClose={() => setLimitRefusal(null)} />
        </Suspense>
      ) : null}
      <div ref={stage} className="casino-game-frame__stage" part="stage" inert={paused || undefined}>
        {state.kind === 'loading' ? (
          loading
        ) : state.kind === 'outcome' ? (
          <Suspense fallback={loading}>
            <OutcomePanel outcome={state.outcome} game={state.game} language={language} onRetry={() => void model.launch()} />
          </Suspense>
        ) : (
          <iframe
            ref={frame}
            key={state.url}
            className="casino-game-frame__game"
            part="game"
            title={state.game.name}
            src={state.url}
            sandbox={FRAME_SANDBOX}
            allow="fullscreen; autoplay"
            referrerPolicy="origin"
          />
        )}
        {paused && playing ? (
          <p className="casino-game-frame__paused" role="status">
            {t('gameFrame.paused')}
          </p>
        ) : null}
      </div>
      {heldCheck ? (
        <RealityCheckDialog
          prompt={heldCheck}
          language={language}
          onContinue={() => void model.continuePlaying()}
          onLeave={() => {
            model.leave();
            backToTheGames();
          }}
        />
      ) : null}
    </section>
  );
}
