import './jitless';
import type { BonusCodeResult, Campaign, ActiveBonus } from './campaign';
import type { Game, GameDetail, Provider, Section } from './casino';
import type { Banner, Page, PaymentMethodLogo, Promotion } from './cms';
import type { PlayerDocument } from './document';
import type { KycItem } from './kyc';
import type { Message } from './message';
import type { PaymentMethod, PendingTransaction, PendingWithdrawal, WithdrawMethod } from './payment';
import type { Balance, PlayerInfo } from './player';
import type { CasinoReportRow, CasinoReportTotals } from './report';
import type { Country, Currency, Language, SkinSettings } from './skin';
import type { ExclusionRequest, LimitRequest } from './statistic';
import type { AmlLevel, Survey } from './survey';
import type { TransactionRow, TransactionStatus } from './transaction';

// Realistic examples of every entity as the platform sends them, for tests and stories.

export const balanceFixture: Balance = { total: 1000.5, bonus: 25, available: 975.5, deposited: 1200 };

export const kycItemFixture: KycItem = { id: 71, level: 'BasicAmlLevel', status: 'accepted', created_at: '2024-03-01T10:00:00.000000Z' };

export const activeBonusFixture: ActiveBonus = {
  target: 350,
  freespins: 20,
  freespins_counter: 7,
  counter_percentage: 42.5,
  campaign_id: 12,
  campaign: { id: 12, name: 'Welcome 100%', code: 'WELCOME100', max_bet: 5 },
  countdown: '2024-04-01T00:00:00.000000Z',
};

export const playerInfoFixture: PlayerInfo = {
  id: 5021,
  user_id: 9034,
  skin_id: 3,
  name: 'lucky_anna',
  username: 'lucky_anna',
  email: 'anna.novak@example.com',
  email_verified_at: '2024-02-11T08:12:45.000000Z',
  mobile: '+420777123456',
  sms_verified_at: null,
  is_verified: true,
  status: 'active',
  status_reason: null,
  status_expires_at: null,
  created_at: '2024-02-11T08:10:02.000000Z',
  updated_at: '2024-02-20T17:44:10.000000Z',
  currency: { id: 42, code: 'CZK', symbol: 'Kč' },
  balance: balanceFixture,
  information: {
    dob: '1990-05-17',
    reality_minutes: 30,
    gender: 'female',
    country: 'CZ',
    city: 'Brno',
    address_line_1: 'Masarykova',
    address_line_2: null,
    street_number: '12',
    postal_code: '60200',
    nationality: 'CZ',
    risky_country: false,
  },
  is_crypt: true,
  is_pep: false,
  is_ubo: false,
  marketing: { terms_and_conditions: true, newsletter: false },
  kyc: [kycItemFixture],
  statusKyc: 'idApproved',
  limits: { max_daily_deposit: 500, max_weekly_deposit: 15500, max_monthly_deposit: null },
  betLimits: { max_daily_bet: null, max_daily_loss: 200, max_daily_playing_time: 240 },
  bonus: activeBonusFixture,
  language: 'cs',
};

export const languageFixture: Language = { code: 'de', name: 'Deutsch' };

export const countryFixture: Country = { id: 56, code: 'CZ', code3: 'CZE', name: 'Czech Republic', phone_prefix: '+420', is_EEA: 1 };

export const currencyFixture: Currency = { id: 42, code: 'CZK', name: 'Czech koruna', rate: 25.3, symbol: 'Kč' };

export const skinSettingsFixture: SkinSettings = {
  id: 3,
  licensee_id: 1,
  name: 'Kajot Prime',
  ref_id: 'kajot-prime',
  ui_options: {
    email: 'support@example.com',
    phone: '+356 2000 0000',
    license: 'MGA/B2C/000/2020',
    vat_number: 'MT12345678',
    company_name: 'Example Gaming Ltd.',
    top_winnings: true,
    referral_code_url: 'https://partners.example.com',
    hide_transaction_popups: false,
    player_login_with_email: true,
    allow_external_registration: false,
    is_activation_email_bypassed: false,
  },
  revenue_calculation: 'ggr',
  google_analytics_code: 'G-ABC123',
  google_captcha: { key: '6Lc-site-key', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' },
  notes: null,
  media: [{ id: 1, full_url: 'https://cdn.example.com/logo.svg', title: 'logo' }],
  countries: [countryFixture],
  layout_settings: { theme: 'dark' },
  currencies: [currencyFixture],
};

export const bannerFixture: Banner = {
  id: 8,
  title: 'Spring bonus',
  subtitle: '<p>Up to <b>500 EUR</b></p>',
  options: {
    html: '<h2>Spring</h2>',
    html_mobile: null,
    button_text: 'Play now',
    button_url: '/casino',
    button_text_mobile: 'Play',
    button_url_mobile: '/casino',
  },
  medias: [
    { id: 31, url: 'banners/spring.jpg', url_webp: 'banners/spring.webp', full_url: 'https://cdn.example.com/banners/spring.jpg', title: 'card', comment: 'home:hero', is_mobile: false },
    { id: 32, full_url: 'https://cdn.example.com/banners/spring-m.jpg', title: 'mobile', is_mobile: true },
  ],
};

export const pageFixture: Page = {
  id: 4,
  name: 'Terms and conditions',
  slug: 'terms-and-conditions',
  type: 'page',
  content: '<h1>Terms</h1><p>...</p>',
  language: { code: 'en' },
};

export const promotionFixture: Promotion = {
  id: 19,
  name: 'Weekend reload',
  type: 'promotion',
  comment: '50% up to 200 EUR every weekend',
  content: '<p>Deposit on Saturday or Sunday.</p>',
  is_valid: false,
  valid_from: '2024-04-06T00:00:00.000000Z',
  banners: [bannerFixture],
  language: { code: 'en' },
};

export const paymentMethodLogoFixture: PaymentMethodLogo = { id: 14, name: 'Bank transfer', code: 'wire_transfer', image: 'https://cdn.example.com/pm/bank.svg' };

export const sectionFixture: Section = { id: 2, slug: 'live-casino', rank: 20, name: 'Live casino' };

export const providerFixture: Provider = { id: 7, name: 'Kajot Games', slug: 'kajot', is_visible: true, is_enabled: true };

export const gameFixture: Game = {
  id: 1203,
  provider_id: 7,
  name: 'Lucky Sevens',
  slug: 'lucky-sevens',
  image: 'https://cdn.example.com/games/lucky-sevens.webp',
  is_live: false,
  reels_numbers: 5,
  rank: 3,
  type: 'slot',
  is_desktop: true,
  is_mobile: true,
  section_ids: [1, 4],
};

export const gameDetailFixture: GameDetail = { ...gameFixture, provider: { ...providerFixture, slug: 'kajot' } };

export const campaignFixture: Campaign = {
  id: 12,
  code: 'WELCOME100',
  name: 'Welcome 100%',
  description: 'Double your first deposit',
  media_url: 'https://cdn.example.com/campaigns/welcome.png',
  options: { sms_verified: true },
  categories: [],
  action: { name: 'deposit' },
  amount: 100,
  min_dep: 20,
  wagering: 35,
  max_bet: 5,
  is_valid: true,
  valid_from: null,
};

export const bonusCodeResultFixture: BonusCodeResult = {
  id: 12,
  code: 'WELCOME100',
  action: { name: 'deposit' },
  medias: [{ url_banner: 'https://cdn.example.com/campaigns/welcome-banner.png' }],
};

export const paymentMethodFixture: PaymentMethod = { id: 14, name: 'Bank transfer', code: 'wire_transfer', data: { minimum: 1, maximum: 50000 } };

export const withdrawMethodFixture: WithdrawMethod = { id: 3, name: 'SEPA transfer', withdrawal: { minimum: 10, maximum: 5000 } };

export const pendingDepositFixture: PendingTransaction = {
  id: 88001,
  amount: 250.75,
  currency: { code: 'EUR', symbol: '€' },
  payment_method_id: 14,
  provider: 'bank',
  payload: { iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', holder: 'Example Gaming Ltd.', variable_symbol: '5021', bban: null, bank_code: '0800' },
  status: 'pending',
  created_at: '2024-03-12T09:30:00.000000Z',
};

export const pendingWithdrawalFixture: PendingWithdrawal = {
  id: 88002,
  amount: 100,
  currency: { code: 'EUR', symbol: '€' },
  payment_method_id: 3,
  payload: null,
};

export const limitRequestFixture: LimitRequest = {
  id: 301,
  field: 'max_daily_deposit',
  status: 'pending',
  activated_at: '2024-03-13T09:30:00.000000Z',
  created_at: '2024-03-12T09:30:00.000000Z',
  response: { max_daily_deposit: 1000, max_weekly_deposit: 31000, max_monthly_deposit: 31000 },
};

export const exclusionRequestFixture: ExclusionRequest = {
  id: 302,
  status: 'authorized',
  activated_at: '2024-03-19T09:30:00.000000Z',
  created_at: '2024-03-12T09:30:00.000000Z',
  response: { status_expires_at: '2999-12-31' },
};

export const documentFixture: PlayerDocument = {
  id: 55,
  idn: 'AB123456',
  type: 'id_card',
  created_at: '2024-03-01T10:00:00.000000Z',
  expires_at: '2030-01-31',
  is_verified: false,
  media: [
    { id: 1, full_url: 'https://cdn.example.com/docs/55-front.jpg' },
    { id: 2, full_url: 'https://cdn.example.com/docs/55-back.jpg' },
  ],
};

export const casinoReportRowFixture: CasinoReportRow = {
  id: 7001,
  created_at: '2024-03-12T00:00:00.000000Z',
  currency: { code: 'EUR', symbol: '€' },
  game: 'Lucky Sevens',
  provider: 'Kajot Games',
  bets_count: 120,
  bets: 240.5,
  wins: 198.25,
  net: -42.25,
};

export const casinoReportTotalsFixture: CasinoReportTotals = { bets: 240.5, bonus_bets: 10, wins: 198.25, bonus_wins: 0, net: -42.25 };

export const transactionRowFixture: TransactionRow = {
  id: 99001,
  created_at: '2024-03-12T09:30:00.000000Z',
  type: { id: 1, name: 'deposit', description: 'Deposit' },
  status: 'success',
  currency: { code: 'EUR', symbol: '€' },
  amount: 250.75,
  balance: 1251.25,
};

export const transactionStatusFixture: TransactionStatus = { id: 99001, status: 'pending' };

export const surveyFixture: Survey = {
  id: 1,
  name: 'Source of wealth',
  description: 'Tell us where your funds come from',
  status: 'required',
  is_required: true,
  survey_contents: [
    {
      id: 10,
      language_id: 1,
      type: 'select',
      question: 'Main source of income',
      is_required: true,
      survey_content_options: [
        { id: 100, name: 'Employment', value: 'employment', is_default: true },
        { id: 101, name: 'Business', value: 'business', is_default: false },
      ],
    },
  ],
  survey_answers: [{ id: 500, question: 'Main source of income', answer: 'employment' }],
};

export const amlLevelFixture: AmlLevel = { level: 'low' };

export const messageFixture: Message = {
  id: 640,
  type: 'realityCheck',
  subject: 'Reality check',
  body: 'You have been playing for 30 minutes.',
  image: null,
  duration: 60,
  is_read: false,
  created_at: '2024-03-12T10:00:00.000000Z',
};
