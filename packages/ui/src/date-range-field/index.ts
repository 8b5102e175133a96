export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export { FormDateRangeField, type FormDateRangeFieldProps } from './FormDateRangeField';
