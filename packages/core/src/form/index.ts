export {
  createForm,
  failureMessage,
  type DraftOptions,
  type FieldOptions,
  type FormField,
  type FormMessage,
  type FormModel,
  type FormOptions,
  type SubmitOutcome,
  type Validator,
} from './form-model';
