import type { currencies } from '../db/schema';

/** The five currencies the spec ships. CZK's id is fixed by the spec (the identity-card notice). */
export const CZK_ID = 42;
export const EUR_ID = 1;
export const PLN_ID = 45;

export const seedCurrencies: (typeof currencies.$inferInsert)[] = [
  { id: EUR_ID, code: 'EUR', name: 'Euro', symbol: '€', rate: '1.000000' },
  { id: 2, code: 'USD', name: 'US Dollar', symbol: '$', rate: '1.085000' },
  { id: 3, code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', rate: '1.475000' },
  { id: CZK_ID, code: 'CZK', name: 'Czech Koruna', symbol: 'Kč', rate: '25.150000', bonusDecimals: 0 },
  { id: PLN_ID, code: 'PLN', name: 'Polish Złoty', symbol: 'zł', rate: '4.310000' },
];
