import { addEnglishTexts } from '@casino-sdk/core/internal';
import { formatMoney } from '@casino-sdk/core/money';
import { addElementStyles, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect } from 'react';
import { jackpotBoardOf } from './jackpot-board';
import { jackpotsCss } from './jackpots.styles';
import english from './texts.en.json';

addEnglishTexts(english);

/**
 * A jackpot game's amount on its card's art, from the runtime's one jackpot board: each badge on
 * the page keeps the poll going while it is mounted, and re-renders alone when the amount moves.
 * Nothing until the first answer.
 */
export default function JackpotBadge({ jackpotId }: { jackpotId: number }) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  useLayoutEffect(() => addElementStyles(host, [jackpotsCss]), [host]);
  const board = jackpotBoardOf(runtime);
  useEffect(() => board.watch(), [board]);
  const amount = board.amounts.value.get(jackpotId);
  if (!amount) return null;
  return (
    <span className="casino-jackpots__badge" part="jackpot">
      <span className="casino-jackpots__badge-label">{t('lobby.jackpots.badge')}</span>
      {formatMoney(amount, runtime.store.language.value)}
    </span>
  );
}
