// The cashier family's platform calls. Each contract, with its zod schemas, loads with the first call
// that needs it, not with the element (decision 0005). Models call the platform through these; views never do.
export const paymentCalls = () => import('@casino-sdk/core/contract/payment').then((module) => module.paymentApi);
export const cmsCalls = () => import('@casino-sdk/core/contract/cms').then((module) => module.cmsApi);
export const surveyCalls = () => import('@casino-sdk/core/contract/survey').then((module) => module.surveyApi);
export const playerCalls = () => import('@casino-sdk/core/contract/player').then((module) => module.playerApi);
