import { useLanguage } from '@casino-sdk/ui';
import { moneyText } from './money-text';

/** The summary cards over a ledger view's table: a label and an amount each. */
export function SummaryCards({ cards, currency }: { cards: readonly { label: string; amount: number }[]; currency: string }) {
  const language = useLanguage();
  return (
    <dl className="casino-ledger__cards" part="cards">
      {cards.map((card) => (
        <div className="casino-ledger__card" key={card.label}>
          <dt>{card.label}</dt>
          <dd data-sign={card.amount < 0 ? 'negative' : undefined}>{moneyText(card.amount, currency, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
