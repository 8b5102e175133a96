import { isSafeImageUrl } from '@casino-sdk/core/rules';
import type { Language } from '@casino-sdk/core';
import type { BigWin } from '@casino-sdk/core/contract/winners';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useElementStyles, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, type ReactNode } from 'react';
import { useCardLinkClicks } from '../lobby/card-texts';
import { winnersCss } from './winners.styles';
import { createWinnersModel, winLine } from './winners-model';
import english from './texts.en.json';

addEnglishTexts(english);

/**
 * "Recent big wins" (issue 24): the platform's latest big wins in one row that scrolls sideways,
 * each a link to its game's page. `waiting` (the slot's box) until the first answer; then nothing at
 * all when there is none or the call failed.
 */
export default function WinnersFeed({ waiting }: { waiting: ReactNode }) {
  useSignals();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  useElementStyles(winnersCss);
  const model = useModel(() => createWinnersModel(runtime), [runtime]);
  const state = model.state.value;
  if (state.kind === 'loading') return waiting;
  return state.wins.length === 0 ? null : <WinnersList wins={state.wins} language={language} />;
}

function WinnersList({ wins, language }: { wins: readonly BigWin[]; language: Language }) {
  const t = useT();
  const headingId = useId();
  const row = useRef<HTMLUListElement>(null);
  // A win's link goes the cards' way: the host's router, and the game page's way back here.
  useCardLinkClicks(row);
  return (
    <section className="casino-winners" part="winners" aria-labelledby={headingId}>
      <h2 id={headingId} className="casino-lobby__heading">
        {t('lobby.winners.title')}
      </h2>
      <ul className="casino-winners__row" ref={row}>
        {wins.map((win, index) => {
          const { href, amount } = winLine(win, language);
          return (
            <li key={`${win.created_at}:${index}`} className="casino-winners__win" part="win">
              <a className="casino-winners__link" href={href}>
                {isSafeImageUrl(win.game.image) ? <img className="casino-winners__art" src={win.game.image} alt="" width={64} height={48} loading="lazy" decoding="async" /> : <span className="casino-winners__art" />}
                <span className="casino-winners__text">
                  <span className="casino-winners__nickname">{win.nickname}</span>
                  <span className="casino-winners__game">{win.game.name}</span>
                  <span className="casino-winners__amount">{amount}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
