import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { activeBonus, bonusCodeResult, campaign } from './campaign';
import { game, gameDetail, provider, section } from './casino';
import { banner, page, paymentMethodLogo, promotion } from './cms';
import { playerDocument } from './document';
import * as f from './fixtures';
import { kycItem } from './kyc';
import { message } from './message';
import { paymentMethod, pendingTransaction, pendingWithdrawal, withdrawMethod } from './payment';
import { balance, playerInfo } from './player';
import { casinoReportRow, casinoReportTotals } from './report';
import { country, currency, language, skinSettings } from './skin';
import { exclusionRequest, limitRequest, statistic } from './statistic';
import { amlLevel, survey } from './survey';
import { transactionRow, transactionStatus } from './transaction';

interface Case {
  name: string;
  schema: z.ZodMiniType;
  fixture: Record<string, unknown>;
  /** A field the schema must not do without. */
  required: string;
  /** A field and a value of the wrong type for it. */
  wrong: [string, unknown];
}

const cases: Case[] = [
  { name: 'player info', schema: playerInfo, fixture: f.playerInfoFixture, required: 'user_id', wrong: ['email_verified_at', 12] },
  { name: 'balance', schema: balance, fixture: f.balanceFixture, required: 'available', wrong: ['total', '1000.50'] },
  { name: 'kyc item', schema: kycItem, fixture: f.kycItemFixture, required: 'level', wrong: ['id', '71'] },
  { name: 'active bonus', schema: activeBonus, fixture: f.activeBonusFixture, required: 'target', wrong: ['freespins', 'many'] },
  { name: 'language', schema: language, fixture: f.languageFixture, required: 'code', wrong: ['name', 3] },
  { name: 'country', schema: country, fixture: f.countryFixture, required: 'code3', wrong: ['is_EEA', 2] },
  { name: 'currency', schema: currency, fixture: f.currencyFixture, required: 'rate', wrong: ['rate', '25.3'] },
  { name: 'skin settings', schema: skinSettings, fixture: f.skinSettingsFixture, required: 'ref_id', wrong: ['countries', {}] },
  { name: 'banner', schema: banner, fixture: f.bannerFixture, required: 'medias', wrong: ['medias', [{ title: 'no url' }]] },
  { name: 'page', schema: page, fixture: f.pageFixture, required: 'name', wrong: ['content', 5] },
  { name: 'promotion', schema: promotion, fixture: f.promotionFixture, required: 'is_valid', wrong: ['banners', 'none'] },
  { name: 'payment method logo', schema: paymentMethodLogo, fixture: f.paymentMethodLogoFixture, required: 'name', wrong: ['id', null] },
  { name: 'section', schema: section, fixture: f.sectionFixture, required: 'slug', wrong: ['rank', 'first'] },
  { name: 'provider', schema: provider, fixture: f.providerFixture, required: 'name', wrong: ['is_enabled', 'yes'] },
  { name: 'game', schema: game, fixture: f.gameFixture, required: 'image', wrong: ['reels_numbers', '5'] },
  { name: 'game detail', schema: gameDetail, fixture: f.gameDetailFixture, required: 'provider', wrong: ['provider', { id: 7, name: 'No slug' }] },
  { name: 'campaign', schema: campaign, fixture: f.campaignFixture, required: 'code', wrong: ['amount', '100'] },
  { name: 'bonus code result', schema: bonusCodeResult, fixture: f.bonusCodeResultFixture, required: 'action', wrong: ['medias', [{ url_banner: 1 }]] },
  { name: 'payment method', schema: paymentMethod, fixture: f.paymentMethodFixture, required: 'data', wrong: ['data', { minimum: '1', maximum: 50000 }] },
  { name: 'withdraw method', schema: withdrawMethod, fixture: f.withdrawMethodFixture, required: 'withdrawal', wrong: ['name', 3] },
  { name: 'pending deposit', schema: pendingTransaction, fixture: f.pendingDepositFixture, required: 'currency', wrong: ['amount', '250.75'] },
  { name: 'pending withdrawal', schema: pendingWithdrawal, fixture: f.pendingWithdrawalFixture, required: 'payment_method_id', wrong: ['currency', 'EUR'] },
  { name: 'limit request', schema: limitRequest, fixture: f.limitRequestFixture, required: 'field', wrong: ['response', { max_daily_deposit: '1000' }] },
  { name: 'exclusion request', schema: exclusionRequest, fixture: f.exclusionRequestFixture, required: 'created_at', wrong: ['response', {}] },
  { name: 'statistic', schema: statistic, fixture: f.limitRequestFixture, required: 'status', wrong: ['activated_at', 1] },
  { name: 'document', schema: playerDocument, fixture: f.documentFixture, required: 'is_verified', wrong: ['media', [{ id: 1 }]] },
  { name: 'casino report row', schema: casinoReportRow, fixture: f.casinoReportRowFixture, required: 'net', wrong: ['bets_count', 1.5] },
  { name: 'casino report totals', schema: casinoReportTotals, fixture: f.casinoReportTotalsFixture, required: 'bonus_wins', wrong: ['bets', null] },
  { name: 'transaction row', schema: transactionRow, fixture: f.transactionRowFixture, required: 'balance', wrong: ['type', 'deposit'] },
  { name: 'transaction status', schema: transactionStatus, fixture: f.transactionStatusFixture, required: 'status', wrong: ['id', 'abc'] },
  { name: 'survey', schema: survey, fixture: f.surveyFixture, required: 'survey_contents', wrong: ['survey_answers', [{ id: 1 }]] },
  { name: 'aml level', schema: amlLevel, fixture: f.amlLevelFixture, required: 'level', wrong: ['level', 1] },
  { name: 'message', schema: message, fixture: f.messageFixture, required: 'body', wrong: ['subject', null] },
];

describe('entities', () => {
  it.each(cases)('$name: a realistic fixture parses and keeps its values', ({ schema, fixture }) => {
    expect(schema.parse(fixture)).toEqual(fixture);
  });

  it.each(cases)('$name: a missing required field is rejected', ({ schema, fixture, required }) => {
    expect(required in fixture).toBe(true);
    const { [required]: _dropped, ...rest } = fixture;
    const result = schema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path[0] === required)).toBe(true);
  });

  it.each(cases)('$name: a field of the wrong type is rejected', ({ schema, fixture, wrong: [field, value] }) => {
    const result = schema.safeParse({ ...fixture, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path[0] === field)).toBe(true);
  });

  it.each(cases)('$name: fields a platform adds are tolerated', ({ schema, fixture }) => {
    expect(schema.safeParse({ ...fixture, added_by_platform: 'x' }).success).toBe(true);
  });
});

describe('player info', () => {
  const { kyc: _kyc, marketing: _marketing, statusKyc: _statusKyc, ...withoutFlags } = f.playerInfoFixture;

  it('parses without the fields that only come with the kyc, marketing and riskyCountry flags', () => {
    const parsed = playerInfo.parse({ ...withoutFlags, information: { ...withoutFlags.information, risky_country: undefined } });
    expect(parsed.kyc).toBeUndefined();
    expect(parsed.marketing).toBeUndefined();
  });

  it('accepts a player without an active bonus and with unverified contacts', () => {
    const parsed = playerInfo.parse({ ...f.playerInfoFixture, bonus: null, email_verified_at: null, mobile: null });
    expect(parsed.bonus).toBeNull();
    expect(parsed.email_verified_at).toBeNull();
  });

  it('refuses an absent bonus: null is how the platform says "none"', () => {
    const { bonus: _bonus, ...rest } = f.playerInfoFixture;
    expect(playerInfo.safeParse(rest).success).toBe(false);
  });

  it('reads 0/1 flags from PHP platforms as booleans', () => {
    const parsed = playerInfo.parse({ ...f.playerInfoFixture, is_verified: 1, is_crypt: 0, marketing: { terms_and_conditions: 0, newsletter: 1 } });
    expect(parsed.is_verified).toBe(true);
    expect(parsed.is_crypt).toBe(false);
    expect(parsed.marketing).toEqual({ terms_and_conditions: false, newsletter: true });
    expect(playerInfo.safeParse({ ...f.playerInfoFixture, is_verified: 2 }).success).toBe(false);
  });

  it('keeps money as numbers in major units', () => {
    expect(balance.safeParse({ ...f.balanceFixture, total: '1000.50' }).success).toBe(false);
    expect(balance.parse(f.balanceFixture).total).toBe(1000.5);
  });
});
