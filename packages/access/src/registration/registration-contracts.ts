// The calls' schemas (zod) load with the first call, not with the element (decision 0005).
export { authApi } from '@casino-sdk/core/contract/auth';
export { campaignApi } from '@casino-sdk/core/contract/campaign';
export { notificationApi } from '@casino-sdk/core/contract/notification';
export { playerApi } from '@casino-sdk/core/contract/player';
export { registrationApi } from '@casino-sdk/core/contract/registration';
