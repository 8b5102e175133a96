import type { Language } from '@casino-sdk/core';
import type { Provider } from '@casino-sdk/core/contract/casino';
import { localePath } from '@casino-sdk/core/rules';
import { reelsFilters } from '@casino-sdk/core/contract/casino-constants';
import { isPlainClick, navigate, useHost, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, memo, Suspense, useId, useRef, type MouseEvent } from 'react';
import { useChosenInView } from './chosen-in-view';
import { FAVOURITES_TAB, isLobbySection, queryFromFilters, type LobbySection } from './lobby-filters';
import type { LobbyModel } from './lobby-model';
import { sectionName } from './section-names';

// The logos' row loads as its own chunk; the lobby's sheet holds its height until it arrives.
const ProviderStrip = lazy(() => import('./ProviderStrip'));
const NO_PROVIDERS: readonly Provider[] = [];

export interface LobbyBarProps {
  model: LobbyModel;
  section: LobbySection;
  language: Language;
  stuck: boolean;
  /** A signed-in player has a Favourites tab after the sections. */
  favouritesTab: boolean;
}

/**
 * Search, section tabs, provider select and (prime) reel buttons. Memoised: a new list re-renders
 * the lobby, not its bar (which follows the model's signals itself).
 */
export const LobbyBar = memo(function LobbyBar({ model, section, language, stuck, favouritesTab }: LobbyBarProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const searchId = useId();
  const hintId = useId();
  const providerId = useId();
  const filters = model.filters.value;
  const tooShort = model.searchTooShort.value;
  const sectionCount = model.sections.value.length;
  const tabs = useRef<HTMLElement>(null);

  // The chosen tab is scrolled into the row's view (a phone shows a few tabs; Favourites is last).
  useChosenInView(tabs, '[aria-current="page"]', [filters.tab, sectionCount, favouritesTab]);

  const tabClick = (slug: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Another route's section is another page; this route's own tab and the extra tabs filter here.
    if (isLobbySection(slug) && slug !== section) navigate(host, localePath(language, slug));
    else model.chooseTab(slug === section ? null : slug);
  };

  return (
    <div className={stuck ? 'casino-lobby__bar casino-lobby__bar--stuck' : 'casino-lobby__bar'} part="filter-bar">
      <form className="casino-lobby__search" role="search" part="search" onSubmit={(event) => event.preventDefault()}>
        <label className="casino-visually-hidden" htmlFor={searchId}>
          {t('lobby.search.label')}
        </label>
        <svg className="casino-lobby__search-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <input
          id={searchId}
          type="search"
          className="casino-lobby__search-input"
          placeholder={t('lobby.search.placeholder')}
          value={model.searchText.value}
          aria-describedby={hintId}
          aria-invalid={tooShort || undefined}
          autoComplete="off"
          onChange={(event) => model.typeSearch(event.currentTarget.value)}
        />
        <p id={hintId} className="casino-lobby__hint" role="status">
          {tooShort ? t('lobby.search.tooShort') : ''}
        </p>
      </form>
      <nav ref={tabs} className="casino-lobby__tabs" part="tabs" aria-label={t('lobby.sections')}>
        {model.sections.value.map((item) => {
          const current = (filters.tab ?? section) === item.slug;
          const href = isLobbySection(item.slug) && item.slug !== section
            ? localePath(language, item.slug)
            : queryFromFilters({ ...filters, tab: item.slug === section ? null : item.slug }) || '?';
          return (
            <a key={item.id} className="casino-lobby__tab" part="tab" href={href} aria-current={current ? 'page' : undefined} onClick={tabClick(item.slug)}>
              {sectionName(item, language, t)}
            </a>
          );
        })}
        {favouritesTab ? (
          <a
            className="casino-lobby__tab casino-lobby__tab--favourites"
            part="tab favourites-tab"
            href={queryFromFilters({ ...filters, tab: FAVOURITES_TAB })}
            aria-current={filters.tab === FAVOURITES_TAB ? 'page' : undefined}
            onClick={tabClick(FAVOURITES_TAB)}
          >
            {t('lobby.favourites.tab')}
          </a>
        ) : null}
      </nav>
      <div className="casino-lobby__selects">
        <label className={filters.provider === null ? 'casino-lobby__chip' : 'casino-lobby__chip casino-lobby__chip--chosen'} htmlFor={providerId}>
          <span className="casino-visually-hidden">{t('lobby.provider.label')}</span>
          <select
            id={providerId}
            part="provider-select"
            value={filters.provider ?? ''}
            onChange={(event) => model.chooseProvider(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          >
            <option value="">{t('lobby.provider.all')}</option>
            {model.providers.value.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.name}
              </option>
            ))}
          </select>
        </label>
        {section === 'prime' ? (
          <div className="casino-lobby__reels" role="group" aria-label={t('lobby.reels.label')} part="reels">
            {[null, ...reelsFilters].map((reels) => (
              <button
                key={reels ?? 'all'}
                type="button"
                className="casino-lobby__reel"
                part="reel"
                aria-pressed={filters.reels === reels}
                onClick={() => model.chooseReels(reels)}
              >
                {reels === null ? t('lobby.reels.all') : t('lobby.reels.option', { reels })}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <Suspense fallback={<div className="casino-lobby__providers" />}>
        {/* The logos wait for the grid's first list to be drawn, as the rails do. */}
        <ProviderStrip providers={model.firstListDrawn.value ? model.providers.value : NO_PROVIDERS} chosen={filters.provider} onChoose={model.chooseProvider} allLabel={t('lobby.provider.all')} />
      </Suspense>
    </div>
  );
});
