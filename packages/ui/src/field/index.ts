export { TextField, type TextFieldProps } from './TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
export { DateOfBirthField, type DateOfBirthFieldProps } from './DateOfBirthField';
export {
  FormTextField,
  FormTextAreaField,
  FormPasswordField,
  FormSelectField,
  FormCheckboxField,
  FormChoiceField,
  FormDateOfBirthField,
  FormAlert,
  FormNotice,
  messageText,
  type FormTextFieldProps,
  type FormTextAreaFieldProps,
  type FormPasswordFieldProps,
  type FormSelectFieldProps,
  type FormCheckboxFieldProps,
  type FormChoiceFieldProps,
  type FormDateOfBirthFieldProps,
  type FormAlertProps,
  type FormNoticeProps,
} from './FormFields';
export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { fieldCss, formCardCss, formCss } from './field.styles';
