import { addEnglishTexts } from '@casino-sdk/core/internal';
import type { Language } from '@casino-sdk/core';
import { localePath } from '@casino-sdk/core/rules';
import type { Section } from '@casino-sdk/core/contract/casino';
import { useElementStyles, isPlainClick, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent } from 'react';
import type { FavouritesModel } from '../favourites/favourites-model';
import { isLobbySection, NO_FILTERS, queryFromFilters, type LobbySection } from '../lobby/lobby-filters';
import type { LobbyModel } from '../lobby/lobby-model';
import type { Device } from '../lobby/lobby-query';
import { sectionName } from '../lobby/section-names';
import { showsRecent } from './HomeRails';
import { Rail, type RailProps } from './Rail';
import { railQuery, RAILS, railsOf, type RailSlug } from './rail-list';
import { createRailModel, type RailState } from './rail-model';
import { railsCss } from './rails.styles';
import english from './texts.en.json';

addEnglishTexts(english);

export interface RailsProps {
  model: LobbyModel;
  favourites: FavouritesModel;
  section: LobbySection;
  device: Device;
  language: Language;
  providerNames: ReadonlyMap<number, string>;
}

const LOADING: RailState = { kind: 'loading' };
const WAITING: RailState = { kind: 'waiting' };

/**
 * The home page's rails (issue 24), above the grid while no filter is chosen: the signed-in player's
 * Recently played, then Popular, New, Jackpots and Live, each the start of the list its "See all"
 * opens. Loaded as their own chunk with their styles and texts; each rail asks for its games as it
 * nears the viewport.
 */
export default function Rails({ model, favourites, section, device, language, providerNames }: RailsProps) {
  useSignals();
  const host = useHost();
  const t = useT();
  useElementStyles(railsCss);
  const sections = model.sections.value;
  // The rails wait for the grid's first list to be drawn (the lobby model's `firstListDrawn`); the list waits for the
  // sections, so a section missing then is missing.
  const known = model.firstListDrawn.value;
  const slugs: readonly RailSlug[] = known ? railsOf(sections) : RAILS;
  const signedIn = favourites.state.value !== 'none';
  const favouriteIds = signedIn ? favourites.ids.value : null;

  // "See all" goes through the lobby's own filters (a tab of this route) or asks for the other route's
  // page, as the bar's tabs do; the chosen tab then has the focus, at the top of its list.
  const seeAll = (slug: RailSlug) => {
    const other = isLobbySection(slug) && slug !== section;
    const href = other ? localePath(language, slug) : queryFromFilters({ ...NO_FILTERS, tab: slug === section ? null : slug }) || '?';
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (other) {
        navigate(host, href);
        return;
      }
      model.chooseTab(slug === section ? null : slug);
      const view = host.ownerDocument.defaultView;
      view?.requestAnimationFrame(() => host.shadowRoot?.querySelector<HTMLElement>('[part~="tab"][aria-current="page"]')?.focus());
    };
    return { href, onClick };
  };

  return (
    <div className="casino-lobby__rails">
      {showsRecent(favourites) ? (
        <Rail
          title={t('lobby.recent.title')}
          part="recently-played"
          state={favourites.state.value === 'ready' ? { kind: 'ready', games: favourites.recent.value } : LOADING}
          language={language}
          providerNames={providerNames}
          favourites={favouriteIds}
          onFavourite={favourites.toggle}
        />
      ) : null}
      {slugs.map((slug) =>
        known ? (
          <CatalogueRail
            key={slug}
            slug={slug}
            section={section}
            sections={sections}
            device={device}
            title={sectionName(sections.find((item) => item.slug === slug) ?? { slug }, language, t)}
            seeAll={seeAll(slug)}
            language={language}
            providerNames={providerNames}
            favourites={favouriteIds}
            onFavourite={favourites.toggle}
          />
        ) : (
          <Rail key={slug} title={sectionName({ slug }, language, t)} state={WAITING} language={language} providerNames={providerNames} favourites={favouriteIds} onFavourite={favourites.toggle} />
        ),
      )}
    </div>
  );
}

interface CatalogueRailProps extends Omit<RailProps, 'state' | 'onNear' | 'onRetry'> {
  slug: RailSlug;
  section: LobbySection;
  sections: readonly Section[];
  device: Device;
}

/** A rail of the catalogue: its own `casino/games`, asked for once it nears the viewport. */
function CatalogueRail({ slug, section, sections, device, ...rail }: CatalogueRailProps) {
  useSignals();
  const runtime = useRuntime();
  const query = railQuery(slug, section, sections, device);
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text is its identity
  const model = useModel(() => createRailModel(runtime, query), [runtime, key]);
  return <Rail {...rail} state={model.state.value} onNear={model.load} onRetry={model.retry} />;
}
