import { addEnglishTexts } from '@casino-sdk/core/internal';
import type { Game } from '@casino-sdk/core/contract/casino';
import { useHost, useModel, useShownMark, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BannerSlot } from '../banners/BannerSlot';
import { createFavouritesModel } from '../favourites/favourites-model';
import { FavouriteGames } from '../favourites/FavouriteGames';
import { useGameInfo } from '../game-info/use-game-info';
import { WinnersSlot } from '../winners/WinnersSlot';
import { JackpotTickerSlot } from '../jackpots/JackpotSlots';
import { HomeRails } from '../rails/HomeRails';
import { GameGrid } from './GameGrid';
import { LobbyBar } from './LobbyBar';
import { LobbySkeleton } from './LobbySkeleton';
import { FAVOURITES_TAB, isLobbySection, NO_FILTERS, sameFilters, type LobbySection } from './lobby-filters';
import { browserLocation, type LobbyLocation } from './lobby-location';
import { createLobbyModel } from './lobby-model';
import { LOBBY_MARKS } from './lobby-marks';
import { useHeldWhileStale, useShownList } from './shown-list';
import type { Device } from './lobby-query';
import english from './texts.en.json';

// The lobby's English comes with its code; the other languages come with the SDK's translations.
addEnglishTexts(english);

export interface LobbyProps {
  section?: string;
  /** The site's home page (the `home` attribute): the selling rows above the grid. */
  home?: boolean;
  /** Tests and stories keep the URL in memory. */
  location?: LobbyLocation;
}

/** The spec: the filter bar sticks once the page has scrolled this far. */
export const STICKY_AFTER_PX = 550;
/** The scroll trigger fires this far before the end of the list comes into view: less than the first page's last rows on a 1280 × 800 screen, which must not load the next page by themselves. */
const SCROLL_TRIGGER_MARGIN = '400px';
const MOBILE_QUERY = '(max-width: 767px)';
const SCROLL_SETTLE_MS = 200;
const NO_GAMES: readonly Game[] = [];

function deviceOf(view: Window | null): Device {
  return view?.matchMedia?.(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

/** The `<casino-lobby>` view: the model holds filters and paging; this only draws and forwards. */
export function Lobby({ section: sectionAttribute, home = false, location }: LobbyProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const section: LobbySection = isLobbySection(sectionAttribute) ? sectionAttribute : 'casino';
  const view = host.ownerDocument.defaultView;
  const place = useMemo(() => location ?? browserLocation(view!), [location, view]);
  const model = useModel(() => createLobbyModel({ runtime, section, location: place, device: deviceOf(view) }), [runtime, section, place, view]);
  const favourites = useModel(() => createFavouritesModel(runtime), [runtime]);
  const loaded = model.list.value;
  const { list, stale } = useShownList(loaded, runtime.scheduler);
  const filters = model.filters.value;
  const signedIn = favourites.state.value !== 'none';
  const favouriteIds = signedIn ? favourites.ids.value : null;
  const refusal = favourites.refusal.value;
  // Known from the first scroll event (a restored position fires one too, the browser's or the
  // lobby's own): reading scrollY in the first render forced a layout of the loading page.
  const [stuck, setStuck] = useState(false);
  const trigger = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!view) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setStuck(view.scrollY > STICKY_AFTER_PX);
      // Remembered once scrolling settles (browsers limit how often history may be written); not while
      // a list loads: the skeletons shorten the page, and that scroll is not where the player was.
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (model.list.value.kind === 'ready') model.rememberScroll(view.scrollY);
      }, SCROLL_SETTLE_MS);
    };
    view.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      view.removeEventListener('scroll', onScroll);
    };
  }, [view, model]);

  // Back to a list the player had scrolled (from another page, or Back and Forward between filters):
  // once its games are in, the page goes where it was. The browser's own restoration ran against a
  // page of skeletons.
  const restore = useRef(true);
  useEffect(
    () =>
      place.listen(() => {
        restore.current = true;
      }),
    [place],
  );
  useEffect(() => {
    if (!restore.current || loaded.kind !== 'ready' || !view) return;
    restore.current = false;
    const y = place.scroll();
    if (y) view.scrollTo?.({ top: y, behavior: 'instant' });
  }, [loaded, view, place]);

  useShownMark(LOBBY_MARKS.shown, loaded, loaded.kind === 'ready');

  const hasMore = list.kind === 'ready' && list.games.length < list.total;
  useEffect(() => {
    const element = trigger.current;
    if (!element || !hasMore || typeof view?.IntersectionObserver !== 'function') return;
    const observer = new view.IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void model.loadMore();
    }, { rootMargin: SCROLL_TRIGGER_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [model, hasMore, view, list]);

  const providerNames = useMemo(() => new Map(model.providers.value.map((provider) => [provider.id, provider.name])), [model.providers.value]);

  // The home page's selling rows show over the unfiltered list only, and go or come with its answer.
  const atHome = useHeldWhileStale(home && sameFilters(filters, NO_FILTERS), stale);
  const root = useRef<HTMLElement>(null);
  const infoPanel = useGameInfo(root);

  return (
    <section ref={root} className="casino-lobby" part="lobby" aria-label={t('lobby.label')}>
      <BannerSlot category={section} />
      {atHome ? <JackpotTickerSlot onOpen={() => model.chooseTab('jackpots')} /> : null}
      <LobbyBar model={model} section={section} language={language} stuck={stuck} favouritesTab={signedIn} />
      {refusal ? (
        <p className="casino-lobby__refusal" part="favourite-error" role="alert">
          {t('lobby.favourites.refused')} {t(refusal)}
        </p>
      ) : null}
      {atHome ? <HomeRails model={model} favourites={favourites} section={section} device={deviceOf(view)} language={language} providerNames={providerNames} /> : null}
      {atHome ? <WinnersSlot /> : null}
      {signedIn && filters.tab === FAVOURITES_TAB ? (
        <FavouriteGames favourites={favourites} filters={filters} language={language} providerNames={providerNames} />
      ) : list.kind === 'error' ? (
        <RetryPanel className="casino-lobby__error" part="error" message={`${t('lobby.loadFailed')} ${t(list.messageKey)}`} onRetry={() => model.retry()} />
      ) : (
        <>
          {/* Mounted while the next list loads (the last list for a moment, then empty): the answer only swaps its cards. */}
          <GameGrid
            games={list.kind === 'ready' ? list.games : NO_GAMES}
            language={language}
            providerNames={providerNames}
            label={t('lobby.games')}
            favourites={favouriteIds}
            onFavourite={favourites.toggle}
            busy={stale}
          />
          {list.kind === 'loading' ? (
            <LobbySkeleton />
          ) : list.games.length === 0 ? (
            <p className="casino-lobby__empty" part="empty" role="status">
              {t('lobby.empty')}
            </p>
          ) : (
            <div className="casino-lobby__more">
              <p className="casino-lobby__count" role="status">
                {t('lobby.count', { shown: list.games.length, total: list.total })}
              </p>
              {hasMore ? (
                <Button variant="secondary" part="load-more" loading={model.loadingMore.value} onClick={() => void model.loadMore()}>
                  {t('lobby.loadMore')}
                </Button>
              ) : null}
              <div ref={trigger} className="casino-lobby__trigger" aria-hidden="true" />
            </div>
          )}
        </>
      )}
      {infoPanel}
    </section>
  );
}
