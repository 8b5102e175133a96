import type { DayRange } from '@casino-sdk/core/dates';
import { useBoundField, type Bound } from '../field/FormFields';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';

export type FormDateRangeFieldProps = Bound<DateRangeFieldProps, DayRange>;

/** From and to dates bound to one form model field holding both (`dateRangeRules` checks them). */
export function FormDateRangeField({ field, t, onBlur, onValueChange, ...props }: FormDateRangeFieldProps) {
  const { name, ...bound } = useBoundField(field, t, { onBlur, onValueChange });
  return (
    <DateRangeField
      {...bound}
      name={name}
      {...props}
    />
  );
}
