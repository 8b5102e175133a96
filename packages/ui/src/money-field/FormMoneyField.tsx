import { useCallback } from 'react';
import { useBoundField, useWordedValues, type Bound } from '../field/FormFields';
import { MoneyField, useAmountText, type MoneyFieldProps } from './MoneyField';

export type FormMoneyFieldProps = Bound<MoneyFieldProps, number | null>;

/** An amount bound to a form model field of minor units; `amountLimits`' min and max are worded in its currency. */
export function FormMoneyField({ field, t, onBlur, onValueChange, ...props }: FormMoneyFieldProps) {
  const amount = useAmountText(props.currency, props.decimals ?? 2);
  const word = useCallback(
    (values: Record<string, unknown>) => ({
      ...values,
      ...(typeof values.min === 'number' ? { min: amount(values.min) } : {}),
      ...(typeof values.max === 'number' ? { max: amount(values.max) } : {}),
    }),
    [amount],
  );
  const bound = useBoundField(field, useWordedValues(t, word), { onBlur, onValueChange });
  return (
    <MoneyField
      {...bound}
      {...props}
    />
  );
}
