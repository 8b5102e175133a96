import type { Language } from '@casino-sdk/core';
import type { Game } from '@casino-sdk/core/contract/casino';
import { useT } from '@casino-sdk/ui';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useCardLinkClicks, useCardTexts } from '../lobby/card-texts';
import { GameCards } from '../lobby/GameCard';
import { SkeletonCards } from '../lobby/LobbySkeleton';
import type { RailState } from './rail-model';
import { useRovingCards } from './rail-keys';

export interface RailProps {
  title: string;
  state: RailState;
  /** The rail neared the viewport: time to ask for its games. */
  onNear?: () => void;
  onRetry?: () => void;
  /** "See all": the list this rail is the start of. */
  seeAll?: { href: string; onClick: (event: MouseEvent) => void };
  /** A part name beside `rail` (the player's own row is also `recently-played`). */
  part?: string;
  language: Language;
  providerNames: ReadonlyMap<number, string>;
  /** The signed-in player's favourite ids (a heart on each card); null for a visitor. */
  favourites: ReadonlySet<number> | null;
  onFavourite: (game: Game) => void;
}

/**
 * Rails start loading this far before they scroll into view, so their games are there when they
 * arrive; no farther: a rail two screens down costs the first screen its call and sixteen pictures.
 */
const NEAR_MARGIN = '200px 0px';
/** As many skeleton cards as the widest row shows. */
const SKELETON_CARDS = 8;

/** A card this much in the row's view counts as seen whole (its shadow and rounding aside). */
const WHOLE = 0.98;

/** Calls `onNear` once the element nears the viewport (at once where IntersectionObserver is missing). */
function useNear(element: RefObject<HTMLElement | null>, onNear: (() => void) | undefined): void {
  useEffect(() => {
    const target = element.current;
    if (!target || !onNear) return;
    const View = target.ownerDocument.defaultView?.IntersectionObserver;
    if (typeof View !== 'function') {
      onNear();
      return;
    }
    const observer = new View(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, onNear]);
}

/**
 * Whether the row shows its start and its end: its first and its last card seen whole, told by an
 * intersection observer once the browser has laid the page out. Reading the row's scroll width from
 * an effect cost a layout of the whole page per rail, in the task of the rail's answer. Both ends
 * while there are no cards: there is nothing to page through.
 */
function useRowEnds(row: RefObject<HTMLElement | null>, games: readonly unknown[] | null): { start: boolean; end: boolean } {
  const [ends, setEnds] = useState({ start: true, end: true });
  useEffect(() => {
    const element = row.current;
    const Observer = element?.ownerDocument.defaultView?.IntersectionObserver;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!games || !Observer || !first || !last) return;
    const observer = new Observer(
      (entries) =>
        setEnds((now) => {
          const next = { ...now };
          for (const entry of entries) {
            const whole = entry.intersectionRatio >= WHOLE;
            if (entry.target === first) next.start = whole;
            if (entry.target === last) next.end = whole;
          }
          return next.start === now.start && next.end === now.end ? now : next;
        }),
      { root: element, threshold: WHOLE },
    );
    observer.observe(first);
    observer.observe(last);
    return () => {
      observer.disconnect();
      setEnds({ start: true, end: true });
    };
  }, [row, games]);
  return ends;
}

/**
 * One home rail: its heading and "See all", a row of the grid's own cards that scrolls sideways
 * (one Tab stop, arrows between cards), and previous/next buttons for pointers. Its box keeps one
 * height whatever it shows (skeletons, cards, a retry line), so nothing below it moves.
 */
export function Rail({ title, state, onNear, onRetry, seeAll, part, language, providerNames, favourites, onFavourite }: RailProps) {
  const t = useT();
  const texts = useCardTexts();
  const headingId = useId();
  const rowId = useId();
  const box = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  useCardLinkClicks(row);
  useRovingCards(row);
  useNear(box, onNear);

  const games = state.kind === 'ready' ? state.games : null;
  const ends = useRowEnds(row, games);
  // A row scrolls by a screen of cards; the style sheet makes it smooth unless motion is reduced.
  const page = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * row.current.clientWidth });

  return (
    <section ref={box} className="casino-lobby__rail" part={part ? `rail ${part}` : 'rail'} aria-labelledby={headingId}>
      <div className="casino-lobby__rail-head">
        <h2 id={headingId} className="casino-lobby__heading">
          {title}
        </h2>
        {seeAll ? (
          <a className="casino-lobby__see-all" part="see-all" href={seeAll.href} onClick={seeAll.onClick} aria-label={t('lobby.rails.seeAllOf', { name: title })}>
            {t('lobby.rails.seeAll')}
          </a>
        ) : null}
        {/* For pointers (hidden on touch screens): the keyboard has the arrows, a finger swipes. */}
        <button type="button" className="casino-lobby__rail-step" part="rail-previous" tabIndex={-1} aria-controls={state.kind === 'error' ? undefined : rowId} aria-label={t('lobby.rails.previous', { name: title })} disabled={ends.start} onClick={() => page(-1)}>
          ‹
        </button>
        <button type="button" className="casino-lobby__rail-step" part="rail-next" tabIndex={-1} aria-controls={state.kind === 'error' ? undefined : rowId} aria-label={t('lobby.rails.next', { name: title })} disabled={ends.end} onClick={() => page(1)}>
          ›
        </button>
      </div>
      {state.kind === 'error' ? (
        <RetryPanel className="casino-lobby__rail-error" part="rail-error" size="small" message={`${t('lobby.rails.loadFailed')} ${t(state.messageKey)}`} onRetry={() => onRetry?.()} />
      ) : (
        <div
          id={rowId}
          ref={row}
          className={state.kind === 'waiting' ? 'casino-lobby__rail-row casino-lobby__rail-row--waiting' : 'casino-lobby__rail-row'}
          role={games ? 'list' : undefined}
          aria-labelledby={games ? headingId : undefined}
          aria-busy={games ? undefined : true}
        >
          {games ? (
            <GameCards games={games} language={language} providerNames={providerNames} texts={texts} favourites={favourites} onFavourite={onFavourite} />
          ) : (
            <SkeletonCards count={SKELETON_CARDS} />
          )}
        </div>
      )}
    </section>
  );
}
