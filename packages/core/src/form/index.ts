export {
  createForm,
  failureMessage,
  type ArrayFieldControls,
  type AsyncValidator,
  type DraftOptions,
  type FieldOf,
  type FieldOptions,
  type FormField,
  type FormMessage,
  type FormModel,
  type FormOptions,
  type SubmitOutcome,
  type Validator,
} from './form-model';
export { fileProblem, fileRules, type FileRules } from './file-rules';
