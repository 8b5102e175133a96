import { describe, expect, it } from 'vitest';
import { decideRoute, isStaticPage, PLAYER_AREA_ROUTES, splitPath, transactionRoute, withLanguage, type RouteState } from './routes';

const visitor: RouteState = { maintenance: false, signedIn: false, mustChangePassword: false };
const player: RouteState = { ...visitor, signedIn: true };

describe('decideRoute', () => {
  it('sends a visitor from a player route to login and keeps the wanted path', () => {
    expect(decideRoute('dashboard/limits', visitor, '/de/dashboard/limits')).toEqual({ kind: 'redirect', route: 'login', returnTo: '/de/dashboard/limits' });
    expect(decideRoute('deposit', visitor, '/en/deposit')).toMatchObject({ route: 'login' });
  });

  it('keeps the whole player area for players, but the newsletter opt-out, which a visitor opens from a mail', () => {
    for (const [name, route] of Object.entries(PLAYER_AREA_ROUTES)) {
      const path = route.replace(':transactionId', '42');
      expect(decideRoute(path, visitor, `/en/${path}`), name).toEqual(name === 'newsletterOptOut' ? { kind: 'stay' } : { kind: 'redirect', route: 'login', returnTo: `/en/${path}` });
    }
    expect(transactionRoute(42)).toBe('transactions/42');
  });

  it('lets a visitor see public pages', () => {
    for (const route of ['', 'casino', 'help', 'login', 'registration', 'promotion/4']) expect(decideRoute(route, visitor, '/')).toEqual({ kind: 'stay' });
  });

  it('sends a signed-in player from login, registration and recovery to the casino page', () => {
    for (const route of ['login', 'registration', 'registration/abc', 'recovery-password']) {
      expect(decideRoute(route, player, '/')).toEqual({ kind: 'redirect', route: 'casino' });
    }
  });

  it('sends an imported player to the password change on every route, and lets them stay there', () => {
    const imported = { ...player, mustChangePassword: true };
    expect(decideRoute('casino', imported, '/')).toEqual({ kind: 'redirect', route: 'changePassword' });
    expect(decideRoute('dashboard', imported, '/')).toEqual({ kind: 'redirect', route: 'changePassword' });
    expect(decideRoute('changePassword', imported, '/')).toEqual({ kind: 'stay' });
  });

  it('lets maintenance win over everything, and leaves the maintenance page when it ends', () => {
    const down = { ...player, mustChangePassword: true, maintenance: true };
    expect(decideRoute('changePassword', down, '/')).toEqual({ kind: 'redirect', route: 'in-maintenance' });
    expect(decideRoute('in-maintenance', down, '/')).toEqual({ kind: 'stay' });
    expect(decideRoute('in-maintenance', visitor, '/')).toEqual({ kind: 'redirect', route: '' });
  });

  it('keeps the admin access page reachable during maintenance, so staff can enter admin mode', () => {
    expect(decideRoute('kajot-prime_access_for_admin', { ...visitor, maintenance: true }, '/')).toEqual({ kind: 'stay' });
    expect(decideRoute('login', { ...visitor, maintenance: true }, '/')).toEqual({ kind: 'redirect', route: 'in-maintenance' });
  });
});

describe('paths', () => {
  it('splits the language prefix off', () => {
    expect(splitPath('/de/dashboard/limits?x=1#y', 'en')).toEqual({ language: 'de', route: 'dashboard/limits' });
    expect(splitPath('/casino', 'pl')).toEqual({ language: 'pl', route: 'casino' });
    expect(splitPath('/', 'en')).toEqual({ language: 'en', route: '' });
  });

  it('swaps the prefix and keeps the rest', () => {
    expect(withLanguage('/en/help?x=1#withdrawals', 'de')).toBe('/de/help?x=1#withdrawals');
    expect(withLanguage('/casino', 'cs')).toBe('/cs/casino');
    expect(withLanguage('/', 'sk')).toBe('/sk/');
  });

  it('knows the static pages', () => {
    expect(isStaticPage('amlcft')).toBe(true);
    expect(isStaticPage('dashboard')).toBe(false);
  });
});
