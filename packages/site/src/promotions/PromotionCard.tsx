import type { Promotion } from '@casino-sdk/core/contract/cms';
import { formatLongDate } from '@casino-sdk/core/dates';
import { type Language, localePath } from '@casino-sdk/core/rules';
import { linkClick, useHost, useT } from '@casino-sdk/ui';
import { cardImage } from './promotions-model';

/** The picture a promotion without a 'card' media gets: drawn in the page, no outside request. */
function DefaultArt() {
  return (
    <svg className="casino-promotion-card__default" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="10" y="26" width="44" height="30" rx="4" />
      <rect x="6" y="18" width="52" height="12" rx="3" />
      <path d="M32 18v38M32 18c-4-10-16-10-14-2 1 3 8 2 14 2 6 0 13 1 14-2 2-8-10-8-14 2" />
    </svg>
  );
}

/**
 * One promotion: its card picture (fixed 16:9 box), name, comment and a button. The spec: it is
 * clickable only when valid; otherwise the button is disabled and says from when it will be.
 * A valid card is one link (the button), stretched over the card so the whole card takes a click.
 */
export function PromotionCard({ promotion, language, priority }: { promotion: Promotion; language: Language; priority: boolean }) {
  const t = useT();
  const host = useHost();
  const image = cardImage(promotion);
  const path = localePath(language, `promotion/${promotion.id}`);
  const valid = promotion.is_valid;
  return (
    <article className={valid ? 'casino-promotion-card' : 'casino-promotion-card casino-promotion-card--upcoming'} part="card">
      <div className="casino-promotion-card__art">
        {image ? (
          <img src={image} alt="" width={640} height={360} loading={priority ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <DefaultArt />
        )}
        {valid ? null : (
          <span className="casino-promotion-card__badge" part="badge">
            {t('promotions.upcoming')}
          </span>
        )}
      </div>
      <div className="casino-promotion-card__body">
        <h2 className="casino-promotion-card__name">{promotion.name}</h2>
        {promotion.comment ? <p className="casino-promotion-card__comment">{promotion.comment}</p> : null}
        <div className="casino-promotion-card__action">
          {valid ? (
            <a
              className="casino-button casino-button--primary casino-promotion-card__link"
              part="card-button"
              href={path}
              aria-label={t('promotions.moreAbout', { name: promotion.name })}
              onClick={linkClick(host, path)}
            >
              {t('promotions.more')}
            </a>
          ) : (
            <button type="button" className="casino-button casino-button--secondary casino-promotion-card__disabled" part="card-button" disabled>
              {t('promotions.validFrom', { date: formatLongDate(promotion.valid_from, language) })}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
