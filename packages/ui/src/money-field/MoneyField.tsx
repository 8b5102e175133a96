import { useMemo, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useElementStyles } from '../element/host';
import { moneyFieldCss } from './money-field.styles';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useLanguage, useT } from '../runtime/use-runtime';
import { controlAria, FieldFrame, useFieldIds } from '../field/field-parts';
import { formatAmount, parseAmount, separatorsOf, type Separators } from '@casino-sdk/core/money';
import english from './texts.en.json';

addEnglishTexts(english);

export interface MoneyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'type' | 'min' | 'max' | 'inputMode'> {
  label: string;
  /** Integer minor units (1050 is 10.50); null while empty. */
  value: number | null;
  onValueChange: (minor: number | null) => void;
  /** The currency as the player sees it beside the amount: a symbol (€) or a code (CZK). */
  currency: string;
  /** Places after the decimal mark: 2 for EUR, 0 where the spec shows whole CZK. */
  decimals?: number;
  /** Limits in minor units, said in the hint (the check itself is the form's `amountLimits`). */
  min?: number;
  max?: number;
  /** Replaces the limits' hint. */
  hint?: string;
  /** Shown under the field, linked with aria-describedby, and sets aria-invalid. */
  error?: string | null;
  inputPart?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** Where the language puts a currency: before the amount (English) or after it. */
function currencyFirst(language: string): boolean {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).formatToParts(1);
  return parts.findIndex((part) => part.type === 'currency') < parts.findIndex((part) => part.type === 'integer');
}

/** An amount with its currency in the player's language, grouped: "1.000,00 €", "€1,000.00". */
export function useAmountText(currency: string, decimals: number): (minor: number) => string {
  const language = useLanguage();
  return useMemo(() => {
    const separators = separatorsOf(language);
    const first = currencyFirst(language);
    return (minor) => {
      const amount = formatAmount(minor, decimals, separators, true);
      return first ? `${currency}${amount}` : `${amount}\u00a0${currency}`;
    };
  }, [language, currency, decimals]);
}

function limitsHint(t: ReturnType<typeof useT>, amount: (minor: number) => string, min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return t('field.amountBetween', { min: amount(min), max: amount(max) });
  if (min !== undefined) return t('field.amountAtLeast', { min: amount(min) });
  if (max !== undefined) return t('field.amountAtMost', { max: amount(max) });
  return undefined;
}

/**
 * An amount input over integer minor units. It takes only what reads as an amount (digits, the
 * decimal mark, grouping; at most `decimals` places): anything else typed does not appear, so the
 * form never holds half an amount. Leaving the field writes the amount out in full ("10,5" →
 * "10,50"), so the player sees what was understood. A text input with `inputmode="decimal"`, not
 * `type="number"`: that one takes "1e5", rounds, and ignores the language's decimal comma.
 */
export function MoneyField({ label, value, onValueChange, currency, decimals = 2, min, max, hint, error, inputPart, required, id, className, ref, onBlur, 'aria-describedby': describedBy, ...rest }: MoneyFieldProps) {
  useElementStyles(moneyFieldCss);
  const t = useT();
  const language = useLanguage();
  const ids = useFieldIds(id);
  const separators: Separators = useMemo(() => separatorsOf(language), [language]);
  const amountText = useAmountText(currency, decimals);
  const write = (minor: number | null) => (minor === null ? '' : formatAmount(minor, decimals, separators, true));
  const [text, setText] = useState(() => write(value));
  const [shown, setShown] = useState(value);
  // The form changed the amount itself (a reset, a preset button): show the new one.
  if (shown !== value) {
    setShown(value);
    if (parseAmount(text, decimals, separators) !== value) setText(write(value));
  }
  const first = useMemo(() => currencyFirst(language), [language]);
  const affixId = `${ids.control}-currency`;
  const shownHint = hint ?? limitsHint(t, amountText, min, max);
  const aria = controlAria(ids, [affixId, describedBy].filter(Boolean).join(' '), required, shownHint, error);

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={shownHint} error={error} className={['casino-field', 'casino-field--money', first ? 'casino-field--currency-first' : null, className].filter(Boolean).join(' ')}>
      <input
        autoComplete="transaction-amount"
        {...rest}
        {...aria}
        ref={ref}
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        className="casino-field__input casino-field__input--amount"
        part={inputPart}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          const minor = parseAmount(next, decimals, separators);
          if (minor === undefined) return;
          setText(next);
          setShown(minor);
          onValueChange(minor);
        }}
        onBlur={(event) => {
          setText(write(value));
          onBlur?.(event);
        }}
      />
      <span className="casino-field__affix" id={affixId}>
        {currency}
      </span>
    </FieldFrame>
  );
}
