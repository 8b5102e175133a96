import { describe, expect, it } from 'vitest';
import { accountPath, ACCOUNT_MENU, isAccountMenuItem } from './account-menu';

describe('the account menu', () => {
  it("lists the dashboard's eleven children in the spec's order", () => {
    expect(ACCOUNT_MENU).toEqual(['deposit', 'limits', 'passwords', 'informations', 'documents', 'kyc', 'sowq', 'reports', 'transactions', 'withdraw', 'myBonus']);
  });

  it("leads to the site's routes in the player's language, or under the host's base path", () => {
    expect(accountPath('passwords', 'de')).toBe('/de/dashboard/passwords');
    expect(accountPath('informations', 'en')).toBe('/en/dashboard/informations');
    expect(accountPath('kyc', 'en')).toBe('/en/kyc');
    expect(accountPath('kyc', 'en', '/my-account/')).toBe('/my-account/kyc');
    expect(accountPath('deposit', 'cs', '  ')).toBe('/cs/dashboard/deposit');
  });

  it('knows its children and nothing else', () => {
    expect(isAccountMenuItem('myBonus')).toBe(true);
    expect(isAccountMenuItem('admin')).toBe(false);
    expect(isAccountMenuItem(undefined)).toBe(false);
  });
});
