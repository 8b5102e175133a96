export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
export { DateOfBirthField, type DateOfBirthFieldProps } from './DateOfBirthField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export { FileField, type FileFieldProps } from './FileField';
export {
  FormTextField,
  FormPasswordField,
  FormSelectField,
  FormCheckboxField,
  FormChoiceField,
  FormDateOfBirthField,
  FormMoneyField,
  FormDateRangeField,
  FormFileField,
  FormAlert,
  messageText,
  type FormTextFieldProps,
  type FormPasswordFieldProps,
  type FormSelectFieldProps,
  type FormCheckboxFieldProps,
  type FormChoiceFieldProps,
  type FormDateOfBirthFieldProps,
  type FormMoneyFieldProps,
  type FormDateRangeFieldProps,
  type FormFileFieldProps,
  type FormAlertProps,
} from './FormFields';
export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { fieldCss, formCardCss, formCss } from './field.styles';
