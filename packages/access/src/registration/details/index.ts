export { createDetailsModel, SPECIAL_WARNING_MS, FIELD_CHECK_DELAY_MS, type DetailsHandoff, type DetailsModel, type DetailsOptions, type DetailsOutcome, type FieldsCheck } from './details-model';
export { savePayload, type DetailsValues, type Gender } from './details-payload';
export { DetailsStep, type DetailsStepProps } from './DetailsStep';
export { thankYouPath, limitsPath } from './DetailsDone';
export { detailsCss } from './details.styles';
