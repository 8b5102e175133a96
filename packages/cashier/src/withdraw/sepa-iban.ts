import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * A SEPA withdrawal's IBAN as a real one (country, length and check digits), once it has the
 * spec's shape (withdraw-rules.ts): a typo is caught here rather than by a bank days later.
 */
export function ibanChecksumProblem(value: string): string | null {
  const compact = value.replace(/\s/g, '');
  if (compact === '') return null;
  return isValidIBAN(electronicFormatIBAN(compact) ?? '') ? null : 'cashier.ibanInvalid';
}
