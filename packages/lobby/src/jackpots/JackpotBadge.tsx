import { addEnglishTexts } from '@casino-sdk/core/internal';
import { formatMoney } from '@casino-sdk/core/money';
import { addElementStyles, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { jackpotBoardOf } from './jackpot-board';
import { jackpotsCss } from './jackpots.styles';
import { watchWhileShown } from './watch-while-shown';
import english from './texts.en.json';

addEnglishTexts(english);

/**
 * A jackpot game's amount on its card's art, from the runtime's one jackpot board: each badge on
 * the page keeps the poll going while it is in the viewport, and re-renders alone when the amount
 * moves. Empty until the first answer.
 */
export default function JackpotBadge({ jackpotId }: { jackpotId: number }) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  useLayoutEffect(() => addElementStyles(host, [jackpotsCss]), [host]);
  const board = jackpotBoardOf(runtime);
  const badge = useRef<HTMLSpanElement>(null);
  useEffect(() => watchWhileShown(badge.current, board), [board]);
  const amount = board.amounts.value.get(jackpotId);
  // There before the first answer (empty, unseen), so the viewport can tell when it is shown.
  return (
    <span ref={badge} className="casino-jackpots__badge" part="jackpot">
      {amount ? (
        <>
          <span className="casino-jackpots__badge-label">{t('lobby.jackpots.badge')}</span>
          {formatMoney(amount, runtime.store.language.value)}
        </>
      ) : null}
    </span>
  );
}
