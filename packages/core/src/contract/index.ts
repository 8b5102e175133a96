import './jitless';
import { adminApi } from './admin';
import { authApi } from './auth';
import { campaignApi } from './campaign';
import { casinoApi } from './casino';
import { cmsApi } from './cms';
import { documentApi } from './document';
import { favouritesApi } from './favourites';
import { jackpotApi } from './jackpot';
import { kycApi } from './kyc';
import { notificationApi } from './notification';
import { paymentApi } from './payment';
import { playerApi } from './player';
import { registrationApi } from './registration';
import { reportApi } from './report';
import { sandboxApi } from './sandbox';
import { surveyApi } from './survey';
import { transactionApi } from './transaction';
import { translationApi } from './translation';
import { winnersApi } from './winners';

export * from './endpoint';
export * from './error';
export * from './envelope';
export * from './fields';
export * from './query';
export * from './admin';
export * from './auth';
export * from './campaign';
export * from './casino';
export * from './cms';
export * from './document';
export * from './game-messages';
export * from './favourites';
export * from './jackpot';
export * from './kyc';
export * from './message';
export * from './notification';
export * from './payment';
export * from './player';
export * from './registration';
export * from './report';
export * from './sandbox';
export * from './skin';
export * from './statistic';
export * from './survey';
export * from './transaction';
export * from './translation';
export * from './winners';

/** Every call of the /v1/ API (and the sandbox's own), by resource. */
export const api = {
  auth: authApi,
  registration: registrationApi,
  me: playerApi,
  translations: translationApi,
  cms: cmsApi,
  casino: casinoApi,
  favourites: favouritesApi,
  winners: winnersApi,
  jackpots: jackpotApi,
  campaigns: campaignApi,
  payments: paymentApi,
  kyc: kycApi,
  documents: documentApi,
  reports: reportApi,
  transactions: transactionApi,
  surveys: surveyApi,
  notifications: notificationApi,
  admin: adminApi,
  sandbox: sandboxApi,
};
