/**
 * The fields every form uses. Kinds fewer forms need are their own imports, so an element loads
 * only the kinds it shows: `./field/choice`, `./field/date-of-birth`, `./field/textarea`,
 * `./field/new-password`.
 */
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export {
  FormTextField,
  FormPasswordField,
  FormSelectField,
  FormCheckboxField,
  FormAlert,
  FormNotice,
  messageText,
  type FormTextFieldProps,
  type FormPasswordFieldProps,
  type FormSelectFieldProps,
  type FormCheckboxFieldProps,
  type FormAlertProps,
  type FormNoticeProps,
} from './FormFields';
export { fieldCss, formCardCss, formCss } from './field.styles';
