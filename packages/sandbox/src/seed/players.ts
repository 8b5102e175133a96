import type { SurveySubmission } from '@casino-sdk/core/contract';
import type { playerBonuses, players } from '../db/schema';
import type { NewPlayerMessage } from '../messages/player-messages';
import { SEED_CAMPAIGN } from './campaigns';
import { CZK_ID, EUR_ID, PLN_ID } from './currencies';
import { dialogMessages } from './messages';
import { documentsInEachState, type SeedDocument } from './documents';
import type { PlayHistory } from './play-history';

type PlayerRow = Omit<typeof players.$inferInsert, 'userId' | 'skinId'>;

export interface SeedPlayer {
  username: string;
  password: string;
  /** False marks an account imported from an older platform (must change its password). */
  isCrypt?: boolean;
  /** Why the player exists; README.md lists the same. */
  purpose: string;
  player: Omit<PlayerRow, 'name' | 'email'>;
  kyc?: { level: string; status: string }[];
  /** Opening balances, written to the ledger as a deposit and a bonus grant. */
  deposit?: string;
  bonus?: string;
  /** Unread platform messages, oldest first. */
  messages?: NewPlayerMessage[];
  /**
   * A registration link's token (registration step −1, `/{lang}/registration/{token}`), stored
   * hashed like any other; good for a year from the seed and, like every restore link, once.
   */
  restoreToken?: string;
  /** An active campaign bonus with its wagering so far. */
  campaignBonus?: Omit<typeof playerBonuses.$inferInsert, 'playerId'>;
  /** Campaigns of the catalogue offered to the player (seed/campaigns.ts); `used` once its bonus was given. */
  campaigns?: { id: number; used?: boolean }[];
  /** Source-of-wealth answers, as the player would send them (checked like them: surveys/sowq.ts). */
  sowqAnswers?: SurveySubmission['answers'];
  /** Months of deposits, withdrawals, bonuses and slot rounds in the ledger, ending at the seed. */
  playHistory?: PlayHistory;
  /** Uploaded documents, with their files from src/seed/documents. */
  documents?: SeedDocument[];
}

const DAY = 86_400_000;

const maltaAddress = {
  countryCode: 'MT',
  birthCountry: 'MT',
  nationality: 'MT',
  city: "St. Julian's",
  street: 'Triq San Ġorġ',
  streetNumber: '42',
  addressLine1: 'Triq San Ġorġ 42',
  addressLine2: 'Flat 3',
  postalCode: 'STJ 3204',
  mobilePrefix: '+356',
} as const;

const verified = (now: Date) => ({ isVerified: true, emailVerifiedAt: new Date(now.getTime() - 400 * DAY), smsVerifiedAt: new Date(now.getTime() - 400 * DAY) });
const accepted = (now: Date) => ({ termsAndConditions: true, termsAcceptedAt: new Date(now.getTime() - 400 * DAY) });
const kycDone = [
  { level: 'BasicAmlLevel', status: 'accepted' },
  { level: 'ID_SELFIE_2NDID_POA', status: 'accepted' },
];

/** Two weeks of play with two big wins each in the last week: the lobby's winners feed shows their nicknames, masked. */
function winnerPlayers(now: Date): SeedPlayer[] {
  const winners = [
    { username: 'jasmine88', firstname: 'Jasmine', lastname: 'Grech', currencyId: EUR_ID, deposit: '500.00', mobile: '79881001' },
    { username: 'marcovella', firstname: 'Marco', lastname: 'Vella', currencyId: EUR_ID, deposit: '500.00', mobile: '79881002' },
    { username: 'zsofi77', firstname: 'Zsófia', lastname: 'Azzopardi', currencyId: EUR_ID, deposit: '500.00', mobile: '79881003' },
    { username: 'lukasnovak', firstname: 'Lukáš', lastname: 'Novák', currencyId: CZK_ID, deposit: '12000.00', mobile: '79881004' },
    { username: 'ania1990', firstname: 'Anna', lastname: 'Kowalska', currencyId: PLN_ID, deposit: '2000.00', mobile: '79881005' },
  ];
  return winners.map(({ username, firstname, lastname, currencyId, deposit, mobile }) => ({
    username,
    password: 'Winner-pass-1!',
    purpose: 'Two weeks of slot rounds with two big wins in the last week: the lobby\'s winners feed.',
    player: {
      currencyId, firstname, lastname, gender: 'female', dob: '1990-01-15', mobile, language: 'en', realityMinutes: 60,
      ...maltaAddress, ...verified(now), ...accepted(now),
    },
    kyc: kycDone,
    deposit,
    playHistory: { days: 14, roundsPerDay: 3, bigWins: 2 },
  }));
}

/** The sandbox's ready-made accounts; `now` is the seed time, for dates relative to it. */
export function seedPlayers(now: Date): SeedPlayer[] {
  return [
    {
      username: 'demo-player',
      password: 'Demo-pass-1!',
      purpose: 'The everyday account: verified, terms accepted, EUR 1,000.00 plus 50.00 bonus.',
      player: {
        currencyId: EUR_ID, firstname: 'Daniel', lastname: 'Borg', gender: 'male', dob: '1990-05-14',
        mobile: '79123456', language: 'en', realityMinutes: 60, newsletter: true,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '1000.00',
      bonus: '50.00',
    },
    {
      username: 'unverified-player',
      password: 'Unverified-pass-1!',
      purpose: 'Not verified, e-mail and phone unconfirmed: withdrawals refused, confirm buttons shown.',
      player: {
        currencyId: EUR_ID, firstname: 'Maria', lastname: 'Camilleri', gender: 'female', dob: '1995-11-02',
        mobile: '79234567', language: 'en', realityMinutes: 30,
        ...maltaAddress, isVerified: false, ...accepted(now),
      },
      kyc: [{ level: 'BasicAmlLevel', status: 'initialized' }],
      deposit: '25.00',
    },
    {
      username: 'terms-player',
      password: 'Terms-pass-1!',
      purpose: 'Has not accepted the current terms: gets the blocking terms dialog.',
      player: {
        currencyId: EUR_ID, firstname: 'Lukas', lastname: 'Huber', gender: 'male', dob: '1987-03-21',
        countryCode: 'AT', birthCountry: 'AT', nationality: 'AT', city: 'Wien', street: 'Mariahilfer Straße',
        streetNumber: '77', addressLine1: 'Mariahilfer Straße 77', postalCode: '1060', mobilePrefix: '+43', mobile: '6641234567',
        language: 'de', realityMinutes: 60, termsAndConditions: false, ...verified(now),
      },
      kyc: kycDone,
      deposit: '100.00',
    },
    {
      username: 'imported-player',
      password: 'Imported-pass-1!',
      isCrypt: false,
      purpose: 'Imported from an older platform (is_crypt false): sent to the change-password page.',
      player: {
        currencyId: EUR_ID, firstname: 'Sofia', lastname: 'Farrugia', gender: 'female', dob: '1982-08-30',
        mobile: '79345678', language: 'en', realityMinutes: 45,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '200.00',
    },
    {
      username: 'excluded-player',
      password: 'Excluded-pass-1!',
      purpose: 'Self-excluded for 180 days from the seed: deposit page shows the exclusion, launch refused.',
      player: {
        currencyId: EUR_ID, firstname: 'Mark', lastname: 'Zammit', gender: 'male', dob: '1979-01-09',
        mobile: '79456789', language: 'en', realityMinutes: 60,
        statusReason: 'Requested by user', statusExpiresAt: new Date(now.getTime() + 180 * DAY),
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '40.00',
    },
    {
      username: 'czk-player',
      password: 'Czk-pass-1!',
      purpose: 'Plays in CZK (currency 42): bonus amounts without decimals, identity-card notice.',
      player: {
        currencyId: CZK_ID, firstname: 'Jana', lastname: 'Nováková', gender: 'female', dob: '1993-06-17',
        countryCode: 'CZ', birthCountry: 'CZ', nationality: 'CZ', city: 'Praha', street: 'Vinohradská',
        streetNumber: '12', addressLine1: 'Vinohradská 12', postalCode: '120 00', mobilePrefix: '+420', mobile: '601234567',
        language: 'cs', realityMinutes: 60, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '25000.00',
      bonus: '500.00',
    },
    {
      username: 'pep-player',
      password: 'Pep-pass-1!',
      purpose: 'Politically exposed person with basic KYC still pending: game launch sends to /kyc.',
      player: {
        currencyId: EUR_ID, firstname: 'Helena', lastname: 'Grech', gender: 'female', dob: '1970-12-01',
        mobile: '79567890', language: 'en', realityMinutes: 60, isPep: true, amlScore: 36,
        maxDailyDeposit: '100.00', ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: [{ level: 'BasicAmlLevel', status: 'pending' }],
      deposit: '60.00',
    },
    {
      username: 'risky-player',
      password: 'Risky-pass-1!',
      purpose: 'Lives in a risky country (Ukraine) without an approved ID check: launch sends to /kyc?lv=selfie.',
      player: {
        currencyId: EUR_ID, firstname: 'Olena', lastname: 'Shevchenko', gender: 'female', dob: '1991-04-25',
        countryCode: 'UA', birthCountry: 'UA', nationality: 'UA', city: 'Lviv', street: 'Svobody Avenue',
        streetNumber: '5', addressLine1: 'Svobody Avenue 5', postalCode: '79000', mobilePrefix: '+380', mobile: '501234567',
        language: 'en', realityMinutes: 60, ...verified(now), ...accepted(now),
      },
      kyc: [
        { level: 'BasicAmlLevel', status: 'accepted' },
        { level: 'ID_SELFIE_2NDID_POA', status: 'initialized' },
      ],
      deposit: '80.00',
    },
    {
      // demo-player must stay without messages: end-to-end tests clone it and would get dialogs.
      username: 'messages-player',
      password: 'Demo-pass-1!',
      purpose: 'Has one unread message of each dialog type (reality check first): the message dialogs one after another.',
      player: {
        currencyId: EUR_ID, firstname: 'Clara', lastname: 'Vella', gender: 'female', dob: '1988-09-12',
        mobile: '79678901', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '500.00',
      messages: dialogMessages,
    },
    // Game play (issue 10): one account per launch outcome, and one with a running campaign.
    {
      username: 'low-balance-player',
      password: 'Low-pass-1!',
      purpose: 'EUR 0.05, less than the smallest bet: launch answers insufficient balance.',
      player: {
        currencyId: EUR_ID, firstname: 'Paul', lastname: 'Abela', gender: 'male', dob: '1985-02-11',
        mobile: '79789012', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '0.05',
    },
    {
      username: 'ubo-player',
      password: 'Ubo-pass-1!',
      purpose: 'Ultimate beneficial owner with basic KYC not yet accepted: game launch sends to /kyc.',
      player: {
        currencyId: EUR_ID, firstname: 'Victor', lastname: 'Mifsud', gender: 'male', dob: '1968-07-19',
        mobile: '79890123', language: 'en', realityMinutes: 60, isUbo: true, amlScore: 36,
        maxDailyDeposit: '100.00', ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: [{ level: 'BasicAmlLevel', status: 'initialized' }],
      deposit: '120.00',
    },
    {
      username: 'kyc-player',
      password: 'Kyc-pass-1!',
      purpose: 'Basic KYC initialized, no check sent yet: the KYC page offers Verify (the sandbox identity vendor).',
      player: {
        currencyId: EUR_ID, firstname: 'Maria', lastname: 'Camilleri', gender: 'female', dob: '1994-03-08',
        mobile: '79340011', language: 'en', realityMinutes: 60, ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: [{ level: 'BasicAmlLevel', status: 'initialized' }],
      deposit: '50.00',
    },
    {
      username: 'kyc-basic-player',
      password: 'Kyc-pass-1!',
      purpose: 'Basic KYC accepted and no selfie level: the KYC page offers the ID and selfie check.',
      player: {
        currencyId: EUR_ID, firstname: 'Joseph', lastname: 'Zammit', gender: 'male', dob: '1988-09-21',
        mobile: '79340012', language: 'en', realityMinutes: 60, ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: [{ level: 'BasicAmlLevel', status: 'accepted' }],
      deposit: '50.00',
    },
    {
      username: 'kyc-rejected-player',
      password: 'Kyc-pass-1!',
      purpose: 'Basic KYC accepted, the ID and selfie check rejected by the vendor: Verify again.',
      player: {
        currencyId: EUR_ID, firstname: 'Rita', lastname: 'Farrugia', gender: 'female', dob: '1979-01-30',
        mobile: '79340013', language: 'en', realityMinutes: 60, ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: [
        { level: 'BasicAmlLevel', status: 'accepted' },
        { level: 'ID_SELFIE_2NDID_POA', status: 'rejected' },
      ],
      deposit: '50.00',
    },
    {
      username: 'reality-check-player',
      password: 'Reality-pass-1!',
      purpose: 'status_reason awaiting_reality_check: the launch clears it first (POST me/mga/realityCheck).',
      player: {
        currencyId: EUR_ID, firstname: 'Anna', lastname: 'Spiteri', gender: 'female', dob: '1992-10-03',
        mobile: '79901234', language: 'en', realityMinutes: 15, statusReason: 'awaiting_reality_check',
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '300.00',
    },
    {
      username: 'limited-player',
      password: 'Limited-pass-1!',
      purpose: 'Daily bet limit 5.00 and daily loss limit 3.00: spins past them are refused.',
      player: {
        currencyId: EUR_ID, firstname: 'Rita', lastname: 'Cassar', gender: 'female', dob: '1989-01-27',
        mobile: '79012345', language: 'en', realityMinutes: 60, maxDailyBet: '5.00', maxDailyLoss: '3.00',
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '250.00',
    },
    {
      username: 'bonus-player',
      password: 'Bonus-pass-1!',
      purpose: 'EUR 500.00 plus 100.00 bonus of the campaign "Welcome spins" (wagering 40% done, max bet 5.00): the bonus bar.',
      player: {
        currencyId: EUR_ID, firstname: 'Emma', lastname: 'Galea', gender: 'female', dob: '1994-03-08',
        mobile: '79112233', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '500.00',
      bonus: '100.00',
      campaignBonus: {
        campaignId: 701, campaignCode: 'WELCOME-SPINS', campaignName: 'Welcome spins', target: '1000.00', wagered: '400.00',
        maxBet: '5.00', freespins: 20, freespinsCounter: 8, expiresAt: new Date(now.getTime() + 14 * DAY),
      },
    },
    {
      username: 'bonus-active-player',
      password: 'Bonus-pass-1!',
      purpose: 'CZK: the bonus of "Weekend bonus" active (2 500 Kč, 40 % wagered, 3 days left) and "Reload bonus" still to take: My bonus.',
      player: {
        currencyId: CZK_ID, firstname: 'Tereza', lastname: 'Novotná', gender: 'female', dob: '1991-06-14',
        mobile: '79223344', language: 'cs', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '5000.00',
      bonus: '2500.00',
      campaignBonus: {
        campaignId: SEED_CAMPAIGN.weekendCzk, campaignCode: 'WEEKEND50', campaignName: 'Weekend bonus', target: '75000.00', wagered: '30000.00',
        maxBet: '100.00', expiresAt: new Date(now.getTime() + 3 * DAY),
      },
      campaigns: [{ id: SEED_CAMPAIGN.weekendCzk, used: true }, { id: SEED_CAMPAIGN.reloadCzk }],
    },
    {
      username: 'bonus-offers-player',
      password: 'Bonus-pass-1!',
      purpose: 'EUR, no bonus: deposit campaigns to take ("Reload bonus", "Friday spins" from in two days, and a hidden one the list leaves out); saving FREE10 gives a bonus at once: My bonus.',
      player: {
        currencyId: EUR_ID, firstname: 'Lara', lastname: 'Zammit', gender: 'female', dob: '1993-02-19',
        mobile: '79334466', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '150.00',
      campaigns: [{ id: SEED_CAMPAIGN.reloadEur }, { id: SEED_CAMPAIGN.fridaySpinsEur }, { id: SEED_CAMPAIGN.highRollerEur }],
    },
    {
      username: 'bonus-none-player',
      password: 'Bonus-pass-1!',
      purpose: 'EUR, no bonus and no campaign offered: My bonus empty.',
      player: {
        currencyId: EUR_ID, firstname: 'Maria', lastname: 'Borg', gender: 'female', dob: '1990-08-30',
        mobile: '79445577', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '80.00',
    },
    {
      username: 'history-player',
      password: 'History-pass-1!',
      purpose: 'Six months of ledger: a deposit a week, a withdrawal a month (the latest pending), a monthly bonus and daily slot rounds on six games: reports and transactions.',
      player: {
        currencyId: EUR_ID, firstname: 'Clara', lastname: 'Vella', gender: 'female', dob: '1988-11-02',
        mobile: '79334455', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '1000.00',
      playHistory: { days: 184, roundsPerDay: 4 },
    },
    {
      username: 'bench-history-player',
      password: 'History-pass-1!',
      purpose: 'Like history-player with about 10,000 ledger rows over six months: the tables and exports at size.',
      player: {
        currencyId: EUR_ID, firstname: 'Mark', lastname: 'Zammit', gender: 'male', dob: '1985-06-21',
        mobile: '79445566', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '1000.00',
      playHistory: { days: 184, roundsPerDay: 41 },
    },
    ...winnerPlayers(now),
    {
      username: 'new-player',
      password: 'New-pass-1!',
      purpose: 'Verified, terms accepted, no deposit yet and no limits: the first deposit (under UKGC, the deposit-limit prompt first).',
      player: {
        currencyId: EUR_ID, firstname: 'Luke', lastname: 'Farrugia', gender: 'male', dob: '1993-08-19',
        mobile: '79567812', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
    },
    {
      username: 'documents-player',
      password: 'Documents-pass-1!',
      purpose: 'Documents in each state: an approved id card, a pending passport, a rejected driving licence, an expired proof of address.',
      player: {
        currencyId: EUR_ID, firstname: 'Elena', lastname: 'Camilleri', gender: 'female', dob: '1991-04-12',
        mobile: '79667788', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      documents: documentsInEachState,
    },
    {
      username: 'inactive-documents-player',
      password: 'Inactive-pass-1!',
      purpose: 'An inactive account: the documents are listed, an upload is refused (the spec: active players only).',
      player: {
        currencyId: EUR_ID, firstname: 'Paul', lastname: 'Grech', gender: 'male', dob: '1983-02-27', status: 'inactive',
        mobile: '79778899', language: 'en', realityMinutes: 60,
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
    },
    {
      username: 'sowq-player',
      password: 'Sowq-pass-1!',
      purpose: 'AML level high, source-of-wealth questionnaire not answered: the withdraw page asks for it and the platform refuses withdrawals until it is answered.',
      player: {
        currencyId: EUR_ID, firstname: 'Claire', lastname: 'Zammit', gender: 'female', dob: '1984-02-09',
        mobile: '79723001', language: 'en', realityMinutes: 60, amlLevel: 'high',
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '500.00',
    },
    {
      username: 'sowq-answered-player',
      password: 'Sowq-answered-pass-1!',
      purpose: 'AML level high with the source-of-wealth questionnaire answered: the answers page, withdrawals allowed.',
      player: {
        currencyId: EUR_ID, firstname: 'Mark', lastname: 'Vella', gender: 'male', dob: '1979-07-23',
        mobile: '79723002', language: 'en', realityMinutes: 60, amlLevel: 'high',
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
      deposit: '500.00',
      sowqAnswers: [
        { question_id: 1, language_id: 1, option_id: 12 },
        { question_id: 2, language_id: 1, answer: 'Architect' },
        { question_id: 3, language_id: 1, answer: '64000' },
        { question_id: 4, language_id: 1, answer: '2011-09-01' },
        { question_id: 5, language_id: 1, option_id: 52 },
        { question_id: 6, language_id: 1, answer: 'I run a small architecture practice in Sliema.' },
        { question_id: 7, language_id: 1, answer: '1' },
      ],
    },
    {
      username: 'low-aml-player',
      password: 'Low-aml-pass-1!',
      purpose: 'AML level low without answers: the questionnaire page says it is not necessary.',
      player: {
        currencyId: EUR_ID, firstname: 'Anna', lastname: 'Galea', gender: 'female', dob: '1991-12-03',
        mobile: '79723003', language: 'en', realityMinutes: 60, amlLevel: 'low',
        ...maltaAddress, ...verified(now), ...accepted(now),
      },
      kyc: kycDone,
    },
    {
      username: 'restore-player',
      password: 'Restore-pass-1!',
      purpose: 'Left registration after step 0: unconfirmed, no personal details. Restore link token sandbox-restore-player.',
      player: { currencyId: EUR_ID, status: 'unconfirmed', language: 'en', countryCode: 'MT' },
      restoreToken: 'sandbox-restore-player',
    },
    {
      username: 'confirmed-restore-player',
      password: 'Confirmed-pass-1!',
      purpose: 'E-mail already confirmed but no names: its restore link gives "Email already Confirmed". Token sandbox-confirmed-restore.',
      player: { currencyId: EUR_ID, status: 'unconfirmed', language: 'en', countryCode: 'MT', emailVerifiedAt: new Date(now.getTime() - 2 * DAY) },
      restoreToken: 'sandbox-confirmed-restore',
    },
  ];
}
