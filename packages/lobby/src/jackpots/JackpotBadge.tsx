import { addEnglishTexts } from '@casino-sdk/core/internal';
import { currencyDigits, formatMoney, type Money } from '@casino-sdk/core/money';
import { useElementStyles, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { jackpotBoardOf } from './jackpot-board';
import { jackpotsCss } from './jackpots.styles';
import { watchWhileShown } from './watch-while-shown';
import english from './texts.en.json';

addEnglishTexts(english);

/** A badge fits a 100 px card: the amount in whole units (rounded down: never more than the pool holds). */
function wholeUnits(money: Money): Money {
  const scale = 10 ** currencyDigits(money.currency);
  return { ...money, minor: Math.floor(money.minor / scale) * scale };
}

/**
 * A jackpot game's amount on its card's art, from the runtime's one jackpot board: each badge on
 * the page keeps the poll going while it is in the viewport, and re-renders alone when the amount
 * moves. Empty until the first answer.
 */
export default function JackpotBadge({ jackpotId }: { jackpotId: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  useElementStyles(jackpotsCss);
  const board = jackpotBoardOf(runtime);
  const badge = useRef<HTMLSpanElement>(null);
  useEffect(() => watchWhileShown(badge.current, board), [board]);
  const amount = board.amounts.value.get(jackpotId);
  // There before the first answer (empty, unseen), so the viewport can tell when it is shown.
  return (
    <span ref={badge} className="casino-jackpots__badge" part="jackpot">
      {amount ? (
        <>
          <span className="casino-visually-hidden">{t('lobby.jackpots.badge')} </span>
          {formatMoney(wholeUnits(amount), runtime.store.language.value, 'offer')}
        </>
      ) : null}
    </span>
  );
}
