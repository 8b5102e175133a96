export { createForm, failureMessage, type DraftOptions, type FieldOf, type FieldOptions, type FormField, type FormModel, type FormOptions, type SubmitOutcome } from './form-model';
export type { FormMessage, Validator } from './checks';
export type { ViewLoad } from './view-load';
export { asyncCheck, type AsyncCheck, type AsyncValidator } from './async-check';
export { arrayItems, type ArrayFieldControls, type ArrayItems } from './array-items';
export { fileProblem, fileRules, type FileRules } from './file-rules';
export { createNotices, type Notice, type Notices } from './notices';
