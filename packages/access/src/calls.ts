// The access family's platform calls. Each contract, with its zod schemas, loads with the first call
// that needs it, not with the element (decision 0005). Models call the platform through these; views never do.
export const authCalls = () => import('@casino-sdk/core/contract/auth').then((module) => module.authApi);
export const campaignCalls = () => import('@casino-sdk/core/contract/campaign').then((module) => module.campaignApi);
export const cmsCalls = () => import('@casino-sdk/core/contract/cms').then((module) => module.cmsApi);
export const notificationCalls = () => import('@casino-sdk/core/contract/notification').then((module) => module.notificationApi);
export const playerCalls = () => import('@casino-sdk/core/contract/player').then((module) => module.playerApi);
export const registrationCalls = () => import('@casino-sdk/core/contract/registration').then((module) => module.registrationApi);
