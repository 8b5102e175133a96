
/**
 * An amount as a whole number of its currency's minor units (cents, haléře), so sums never drift
 * the way the platform's JSON decimals do (0.1 + 0.2). The contract keeps the platform's numbers;
 * `parseMoney` turns them into Money where a model takes them in.
 */
export interface Money {
  readonly minor: number;
  readonly currency: string;
}

const digitsByCurrency = new Map<string, number>();

/** How many decimals the currency's minor unit has (ISO 4217 as Intl knows it: EUR and CZK 2, JPY 0). */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/** A number's shortest decimal text (1.005 stays "1.005"); tiny ones, which JS writes as 1e-7, spelled out. */
function decimalText(amount: number): string {
  const text = String(amount);
  return /e-/i.test(text) ? amount.toFixed(20) : text;
}

/**
 * The platform's decimal (a JSON number or a numeric string such as "12.34") as Money. Read from its
 * decimal text, not multiplied as a float, so 0.29 is 29 and 1.005 is 101; digits past the minor unit
 * round half away from zero. Throws a RangeError for anything that is not a finite decimal.
 */
export function parseMoney(amount: number | string, currency: string): Money {
  const text = typeof amount === 'number' ? decimalText(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${String(amount)}`);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = currencyDigits(currency);
  const roundsUp = (fraction[digits] ?? '0') >= '5';
  const size = Number(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (roundsUp ? 1 : 0);
  if (!Number.isSafeInteger(size)) throw new RangeError(`Amount out of range: ${String(amount)}`);
  return { minor: sign === '-' && size !== 0 ? -size : size, currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { minor: a.minor + b.minor, currency: a.currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { minor: a.minor - b.minor, currency: a.currency };
}

/** Negative, zero or positive as a is less than, equal to or more than b (an Array.sort comparator). */
export function compareMoney(a: Money, b: Money): number {
  sameCurrency(a, b);
  return Math.sign(a.minor - b.minor);
}

/** A share of an amount (a wagering percentage of a target), to the nearest minor unit. */
export function moneyTimes(money: Money, factor: number): Money {
  return { minor: Math.round(money.minor * factor) || 0, currency: money.currency };
}

/** The spec's displayed balance: total plus bonus (front-end spec, section 9). */
export function displayedBalance(balance: { total: number; bonus: number }, currency: string): Money {
  return addMoney(parseMoney(balance.total, currency), parseMoney(balance.bonus, currency));
}
