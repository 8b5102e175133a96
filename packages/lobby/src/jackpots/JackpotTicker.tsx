import { addEnglishTexts } from '@casino-sdk/core/internal';
import { formatMoney } from '@casino-sdk/core/money';
import { useElementStyles, isPlainClick, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type MouseEvent } from 'react';
import { jackpotBoardOf } from './jackpot-board';
import { jackpotsCss } from './jackpots.styles';
import { watchWhileShown } from './watch-while-shown';
import english from './texts.en.json';

addEnglishTexts(english);

/** The Jackpots tab of the lobby's own page (the ticker shows only there, unfiltered). */
const JACKPOTS_TAB = '?tab=jackpots';

export interface JackpotTickerProps {
  /** A plain click on the title: the lobby opens the Jackpots tab itself, without a page load. */
  onOpen: () => void;
}

/**
 * The home page's jackpot row: each jackpot's amount now, largest first, as the platform last said.
 * The numbers change every poll, so nothing here is a live region: a screen reader reads them when
 * the player gets there, not every ten seconds. No jackpots at all: no row.
 */
export default function JackpotTicker({ onOpen }: JackpotTickerProps) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  useElementStyles(jackpotsCss);
  const board = jackpotBoardOf(runtime);
  const row = useRef<HTMLElement>(null);
  useEffect(() => watchWhileShown(row.current, board), [board]);
  const state = board.state.value;
  if (state.kind === 'ready' && state.pools.length === 0) return null;

  return (
    // Named apart from the Jackpots rail's region (one landmark name each).
    <section ref={row} className="casino-jackpots" part="jackpots" aria-label={t('lobby.jackpots.pools')}>
      <h2 className="casino-jackpots__title">
        <a href={JACKPOTS_TAB} onClick={(event) => open(event, onOpen)}>
          {t('lobby.jackpots.title')}
        </a>
      </h2>
      {state.kind === 'loading' ? (
        <p className="casino-jackpots__note" role="status">
          {t('lobby.jackpots.loading')}
        </p>
      ) : state.kind === 'error' ? (
        <p className="casino-jackpots__note">{t('lobby.jackpots.failed')}</p>
      ) : (
        // Not live (see above).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box must be reachable by keyboard to be scrolled (WCAG 2.1.1)
        <ul className="casino-jackpots__pools" aria-label={t('lobby.jackpots.pools')} tabIndex={0}>
          {state.pools.map((pool) => (
            <li key={pool.id} className="casino-jackpots__pool">
              <span className="casino-jackpots__name">{pool.name}</span>
              <span className="casino-jackpots__amount">{formatMoney(pool.amount, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function open(event: MouseEvent<HTMLAnchorElement>, onOpen: () => void): void {
  if (event.defaultPrevented || !isPlainClick(event)) return;
  event.preventDefault();
  onOpen();
}
