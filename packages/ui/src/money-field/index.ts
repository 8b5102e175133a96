export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { FormMoneyField, type FormMoneyFieldProps } from './FormMoneyField';
