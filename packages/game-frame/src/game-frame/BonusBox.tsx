import type { Language } from '@casino-sdk/core';
import type { ActiveBonus } from '@casino-sdk/core/contract/bonus';
import { bonusProgress, formatMoney, type Money } from '@casino-sdk/core/money';
import { useT } from '@casino-sdk/ui';
import { useId, useState } from 'react';

/**
 * The bonus being played through: wagering as a progress bar, free spins and the campaign's max bet.
 * On a phone it folds under its toggle so the game keeps the screen.
 */
export function BonusBox({ bonus, currency, language, phone }: { bonus: ActiveBonus; currency: string; language: Language; phone: boolean }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const progress = bonusProgress(bonus, currency);
  const money = (amount: Money) => formatMoney(amount, language, 'bonus');
  const shown = !phone || open;
  return (
    <section className="casino-game-frame__bonus" part="bonus" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={phone ? 'casino-visually-hidden' : 'casino-game-frame__bonus-title'}>
        {t('gameFrame.bonus.title')}
      </h2>
      {phone ? (
        <button type="button" className="casino-game-frame__bonus-toggle" part="bonus-toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          <span>{t(open ? 'gameFrame.bonus.hide' : 'gameFrame.bonus.show')}</span>
          <span className="casino-game-frame__bonus-percent" aria-hidden="true">
            {Math.round(progress.percent)} %
          </span>
        </button>
      ) : null}
      <div id={`${id}-body`} className="casino-game-frame__bonus-body" hidden={!shown}>
        <div
          className="casino-game-frame__bonus-bar"
          part="bonus-bar"
          role="progressbar"
          aria-label={t('gameFrame.bonus.title')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress.percent)}
          aria-valuetext={t('gameFrame.bonus.wagered', { wagered: money(progress.wagered), target: money(progress.target) })}
        >
          <span className={`casino-game-frame__bonus-fill casino-game-frame__bonus-fill--${Math.round(progress.percent / 5) * 5}`} />
        </div>
        <p className="casino-game-frame__bonus-figures">
          <span>{t('gameFrame.bonus.wagered', { wagered: money(progress.wagered), target: money(progress.target) })}</span>
          {progress.freespins > 0 ? <span>{t('gameFrame.bonus.freespins', { left: progress.freespinsLeft, total: progress.freespins })}</span> : null}
          {progress.maxBet !== null ? <span>{t('gameFrame.bonus.maxBet', { amount: money(progress.maxBet) })}</span> : null}
        </p>
      </div>
    </section>
  );
}
