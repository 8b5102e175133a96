export { FileField, type FileFieldProps } from './FileField';
export { FormFileField, type FormFileFieldProps } from './FormFileField';
