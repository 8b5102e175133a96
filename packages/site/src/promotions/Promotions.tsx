import { addEnglishTexts } from '@casino-sdk/core/internal';
import { localePath } from '@casino-sdk/core/rules';
import { linkClick, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { Skeleton } from '@casino-sdk/ui/loading';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { PromotionCard } from './PromotionCard';
import { PromotionDetail } from './PromotionDetail';
import { createPromotionsModel } from './promotions-model';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface PromotionsProps {
  /** A promotion's id: its page; without it, the list. */
  promotionId?: string;
}

const SKELETON_CARDS = 6;
/** The cards in the first row are on screen at once: their pictures are not lazy. */
const EAGER_CARDS = 3;

function Retry({ messageKey, onRetry }: { messageKey: string; onRetry(): void }) {
  const t = useT();
  return <RetryPanel className="casino-promotions__error" part="error" message={`${t('promotions.loadFailed')} ${t(messageKey)}`} onRetry={onRetry} />;
}

/** The `<casino-promotions>` view: the list, or one promotion when `promotionId` is set. */
export function Promotions({ promotionId }: PromotionsProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const model = useModel(() => createPromotionsModel(runtime), [runtime]);
  const id = promotionId?.trim() || undefined;

  useEffect(() => {
    if (id) void model.loadDetail(id, language);
    else void model.loadList(language);
  }, [model, id, language]);

  if (id) {
    const detail = model.detail.value;
    return (
      <article className="casino-promotions casino-promotion" part="promotion">
        {detail.kind === 'ready' ? (
          <PromotionDetail state={detail} />
        ) : detail.kind === 'missing' ? (
          <div className="casino-promotions__empty" part="empty">
            <h1 className="casino-promotions__title" part="title">
              {t('promotions.missingTitle')}
            </h1>
            <p role="status">{t('promotions.missing')}</p>
            <a className="casino-button casino-button--secondary" href={localePath(language, 'promotion')} onClick={linkClick(host, localePath(language, 'promotion'))}>
              {t('promotions.back')}
            </a>
          </div>
        ) : detail.kind === 'error' ? (
          <Retry messageKey={detail.messageKey} onRetry={() => void model.retry()} />
        ) : (
          <div className="casino-promotions__loading" part="loading" aria-busy="true">
            <span className="casino-visually-hidden" role="status">
              {t('promotions.loading')}
            </span>
            <Skeleton className="casino-promotion__banner-skeleton" />
            <Skeleton shape="medium" />
            <Skeleton />
            <Skeleton shape="long" />
          </div>
        )}
      </article>
    );
  }

  const list = model.list.value;
  return (
    <section className="casino-promotions" part="promotions" aria-labelledby="casino-promotions-title">
      <header className="casino-promotions__header">
        <h1 className="casino-promotions__title" id="casino-promotions-title" part="title">
          {t('promotions.title')}
        </h1>
        <p className="casino-promotions__intro">{t('promotions.intro')}</p>
      </header>
      {list.kind === 'ready' ? (
        list.promotions.length ? (
          <ul className="casino-promotions__list" part="list">
            {list.promotions.map((promotion, index) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} language={list.language} priority={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="casino-promotions__empty" part="empty" role="status">
            {t('promotions.empty')}
          </p>
        )
      ) : list.kind === 'error' ? (
        <Retry messageKey={list.messageKey} onRetry={() => void model.retry()} />
      ) : (
        <div className="casino-promotions__loading" part="loading" aria-busy="true">
          <span className="casino-visually-hidden" role="status">
            {t('promotions.loading')}
          </span>
          <ul className="casino-promotions__list" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className="casino-promotion-card casino-promotion-card--skeleton">
                <Skeleton className="casino-promotion-card__art" />
                <div className="casino-promotion-card__body">
                  <Skeleton shape="medium" />
                  <Skeleton />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
