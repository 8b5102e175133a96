// The lobby family's platform calls. Each contract, with its zod schemas, loads with the first call
// that needs it, not with the element (decision 0005). Models call the platform through these; views never do.
export const casinoCalls = () => import('@casino-sdk/core/contract/casino').then((module) => module.casinoApi);
export const cmsCalls = () => import('@casino-sdk/core/contract/cms').then((module) => module.cmsApi);
export const favouriteCalls = () => import('@casino-sdk/core/contract/favourites').then((module) => module.favouritesApi);
export const winnerCalls = () => import('@casino-sdk/core/contract/winners').then((module) => module.winnersApi);
export const jackpotCalls = () => import('@casino-sdk/core/contract/jackpot').then((module) => module.jackpotApi);
