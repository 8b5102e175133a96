export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { FormTextField, FormPasswordField, FormAlert, messageText, type FormTextFieldProps, type FormPasswordFieldProps, type FormAlertProps } from './FormFields';
export { fieldCss, formCss } from './field.styles';
