import type { Campaign } from '@casino-sdk/core/contract/campaign';
import { formatLongDate } from '@casino-sdk/core/dates';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { bonusProgress, formatMoney, parseMoney, type Money } from '@casino-sdk/core/money';
import type { Language } from '@casino-sdk/core/rules';
import { useElementStyles, Heading, headingTag, useModel, useRuntime, useT, type HeadingTag } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { Dialog } from '@casino-sdk/ui/dialog';
import { FormTextField, messageText } from '@casino-sdk/ui/field';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, type FormEvent } from 'react';
import { createMyBonusModel, type MyBonusModel } from './my-bonus-model';
import { formatTimeLeft } from './my-bonus-rules';
import { myBonusCss } from './my-bonus.styles';
import english from './texts.en.json';

addEnglishTexts(english);

/** Bonus amounts in the player's currency: CZK without decimals (player-area spec §9). */
const bonusMoney = (money: Money, language: Language) => formatMoney(money, language, 'bonus');

/** `<casino-account view="myBonus">`: a thin layer over the My bonus model. */
export function MyBonusView({ headingLevel }: { headingLevel?: number }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const model = useModel(() => createMyBonusModel(runtime), [runtime]);
  useElementStyles(myBonusCss);
  const titleId = useId();
  const outcome = model.outcome.value;
  const below = headingTag(headingLevel, 1);
  return (
    <section className="casino-account__view casino-my-bonus" aria-labelledby={titleId}>
      <Heading tag={headingTag(headingLevel)} className="casino-account__title" id={titleId}>
        {t('myBonus.title')}
      </Heading>
      <p className={outcome?.tone === 'error' ? 'casino-account__error-line' : 'casino-account__status'} role={outcome?.tone === 'error' ? 'alert' : 'status'} part="outcome">
        {outcome ? messageText(t, outcome.message) : null}
      </p>
      <ActiveBonus model={model} heading={below} />
      <Campaigns model={model} heading={below} cardHeading={headingTag(headingLevel, 2)} />
      <CodeForm model={model} heading={below} />
      <Dialog
        open={model.confirming.value}
        onClose={model.cancelDelete}
        title={t('myBonus.deleteTitle')}
        actions={
          <>
            <Button variant="secondary" part="delete-no" onClick={model.cancelDelete}>
              {t('myBonus.deleteNo')}
            </Button>
            <Button part="delete-yes" loading={model.deleting.value} onClick={() => void model.confirmDelete()}>
              {t('myBonus.deleteYes')}
            </Button>
          </>
        }
      >
        <p>{t('myBonus.deleteText')}</p>
      </Dialog>
    </section>
  );
}

function ActiveBonus({ model, heading }: { model: MyBonusModel; heading: HeadingTag }) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const titleId = useId();
  const language = runtime.store.language.value;
  const currency = runtime.store.player.value?.currency.code ?? 'EUR';
  const bonus = model.bonus.value;
  const left = model.secondsLeft.value;
  const progress = bonus ? bonusProgress(bonus, currency) : null;
  const money = (amount: Money) => bonusMoney(amount, language);
  return (
    <section className="casino-my-bonus__part" aria-labelledby={titleId} part="active-bonus">
      <Heading tag={heading} className="casino-account__subtitle" id={titleId}>
        {t('myBonus.active')}
      </Heading>
      {!bonus || !progress ? (
        <p className="casino-account__note" part="no-bonus">
          {t('myBonus.none')}
        </p>
      ) : (
        <>
          <p className="casino-my-bonus__name" part="bonus-name">
            {bonus.campaign?.name ?? t('myBonus.active')} {bonus.campaign?.code ? <span className="casino-my-bonus__code">({bonus.campaign.code})</span> : null}
          </p>
          <progress
            className="casino-my-bonus__progress"
            part="bonus-progress"
            max={100}
            value={progress.percent}
            aria-label={t('myBonus.wagering')}
            aria-valuetext={t('myBonus.wagered', { wagered: money(progress.wagered), target: money(progress.target), percent: Math.floor(progress.percent) })}
          />
          <p className="casino-my-bonus__figures" part="bonus-wagered">
            {t('myBonus.wagered', { wagered: money(progress.wagered), target: money(progress.target), percent: Math.floor(progress.percent) })}
          </p>
          <dl className="casino-account__details" part="bonus-details">
            <div className="casino-account__detail">
              <dt>{t('myBonus.left')}</dt>
              <dd>{money(progress.left)}</dd>
            </div>
            {progress.maxBet ? (
              <div className="casino-account__detail">
                <dt>{t('myBonus.maxBet')}</dt>
                <dd>{money(progress.maxBet)}</dd>
              </div>
            ) : null}
            {progress.freespins > 0 ? (
              <div className="casino-account__detail">
                <dt>{t('myBonus.freespins')}</dt>
                <dd>{t('myBonus.freespinsValue', { left: progress.freespinsLeft, total: progress.freespins })}</dd>
              </div>
            ) : null}
            {left !== null ? (
              <div className="casino-account__detail">
                <dt>{t('myBonus.expiresIn')}</dt>
                <dd className="casino-my-bonus__time" part="bonus-countdown">
                  {left > 0 ? formatTimeLeft(left, language) : t('myBonus.expired')}
                </dd>
              </div>
            ) : null}
          </dl>
          <div>
            <Button variant="secondary" part="delete" onClick={model.askDelete}>
              {t('myBonus.delete')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function Campaigns({ model, heading, cardHeading }: { model: MyBonusModel; heading: HeadingTag; cardHeading: HeadingTag }) {
  useSignals();
  const t = useT();
  const titleId = useId();
  const load = model.load.value;
  const campaigns = model.campaigns.value;
  return (
    <section className="casino-my-bonus__part" aria-labelledby={titleId} part="campaigns">
      <Heading tag={heading} className="casino-account__subtitle" id={titleId}>
        {t('myBonus.campaigns')}
      </Heading>
      {load.kind === 'loading' ? (
        <p className="casino-account__note" role="status" part="campaigns-loading">
          {t('myBonus.loading')}
        </p>
      ) : load.kind === 'error' ? (
        <RetryPanel message={messageText(t, load.message) ?? ''} onRetry={() => void model.loadCampaigns()} part="campaigns-error" size="small" />
      ) : campaigns.length === 0 ? (
        <p className="casino-account__note" part="no-campaigns">
          {t('myBonus.noCampaigns')}
        </p>
      ) : (
        <ul className="casino-my-bonus__campaigns">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} heading={cardHeading} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CampaignCard({ campaign, heading }: { campaign: Campaign; heading: HeadingTag }) {
  const t = useT();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const currency = runtime.store.player.value?.currency.code ?? 'EUR';
  const money = (amount: number) => bonusMoney(parseMoney(amount, currency), language);
  const titleId = useId();
  return (
    <li className="casino-my-bonus__campaign" part="campaign" aria-labelledby={titleId}>
      <Heading tag={heading} className="casino-my-bonus__campaign-name" id={titleId}>
        {campaign.name}
      </Heading>
      {campaign.description ? <p>{campaign.description}</p> : null}
      <dl className="casino-account__details">
        {campaign.amount != null ? (
          <div className="casino-account__detail">
            <dt>{t('myBonus.amount')}</dt>
            <dd>{money(campaign.amount)}</dd>
          </div>
        ) : null}
        {campaign.min_dep != null ? (
          <div className="casino-account__detail">
            <dt>{t('myBonus.minDeposit')}</dt>
            <dd>{money(campaign.min_dep)}</dd>
          </div>
        ) : null}
        {campaign.wagering != null ? (
          <div className="casino-account__detail">
            <dt>{t('myBonus.wagering')}</dt>
            <dd>{t('myBonus.wageringTimes', { times: campaign.wagering })}</dd>
          </div>
        ) : null}
        {campaign.max_bet != null ? (
          <div className="casino-account__detail">
            <dt>{t('myBonus.maxBet')}</dt>
            <dd>{money(campaign.max_bet)}</dd>
          </div>
        ) : null}
      </dl>
      {campaign.options.sms_verified ? <p className="casino-my-bonus__hint">{t('myBonus.smsVerified')}</p> : null}
      {campaign.is_valid === false ? (
        <p className="casino-my-bonus__hint" part="campaign-later">
          {t('myBonus.availableFrom', { date: formatLongDate(campaign.valid_from, language) })}
        </p>
      ) : (
        <p part="campaign-how">{t('myBonus.howTo', { amount: money(campaign.min_dep ?? 0), code: campaign.code })}</p>
      )}
    </li>
  );
}

function CodeForm({ model, heading }: { model: MyBonusModel; heading: HeadingTag }) {
  useSignals();
  const t = useT();
  const titleId = useId();
  const error = model.codeForm.error.value;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.saveCode();
  };
  return (
    <section className="casino-my-bonus__part" aria-labelledby={titleId}>
      <Heading tag={heading} className="casino-account__subtitle" id={titleId}>
        {t('myBonus.codeTitle')}
      </Heading>
      <form className="casino-form" part="code-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <div className="casino-account__code">
          <FormTextField field={model.codeForm.fields.code} label={t('myBonus.code')} name="bonus-code" autoComplete="off" autoCapitalize="characters" inputPart="code" />
          <Button type="submit" part="code-save" loading={model.codeForm.busy.value}>
            {t('myBonus.saveCode')}
          </Button>
        </div>
        <p className="casino-account__error-line casino-my-bonus__error" role="alert" part="code-error">
          {error ? messageText(t, error) : null}
        </p>
      </form>
    </section>
  );
}
