// The account family's platform calls. Each contract, with its zod schemas, loads with the first call
// that needs it, not with the element (decision 0005). Models call the platform through these; views never do.
export const playerCalls = () => import('@casino-sdk/core/contract/player').then((module) => module.playerApi);
export const notificationCalls = () => import('@casino-sdk/core/contract/notification').then((module) => module.notificationApi);
export const reportCalls = () => import('@casino-sdk/core/contract/report').then((module) => module.reportApi);
export const transactionCalls = () => import('@casino-sdk/core/contract/transaction').then((module) => module.transactionApi);
export const paymentCalls = () => import('@casino-sdk/core/contract/payment').then((module) => module.paymentApi);
export const kycCalls = () => import('@casino-sdk/core/contract/kyc').then((module) => module.kycApi);
export const campaignCalls = () => import('@casino-sdk/core/contract/campaign').then((module) => module.campaignApi);
export const documentCalls = () => import('@casino-sdk/core/contract/document').then((module) => module.documentApi);
export const surveyCalls = () => import('@casino-sdk/core/contract/survey').then((module) => module.surveyApi);
