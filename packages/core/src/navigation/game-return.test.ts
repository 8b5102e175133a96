import { describe, expect, it } from 'vitest';
import { gameReturn, rememberGameLaunch, type GameReturnWindow } from './game-return';

/** A tab in memory: its entries (URL and state), the current one, and its session storage. */
function tab(start: string) {
  const storage = new Map<string, string>();
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(start, 'https://casino.example'), state: null }];
  let index = 0;
  const current = () => entries[index]!;
  const view: GameReturnWindow & { push(path: string): void; back(): void } = {
    location: {
      get pathname() {
        return current().url.pathname;
      },
      get search() {
        return current().url.search;
      },
      get href() {
        return current().url.href;
      },
      origin: 'https://casino.example',
    },
    history: {
      get state() {
        return current().state;
      },
      scrollRestoration: 'auto',
      replaceState(state: unknown, _unused: string, url?: string | URL | null) {
        entries[index] = { url: new URL(url ?? current().url, current().url), state: structuredClone(state) };
      },
    } as GameReturnWindow['history'],
    sessionStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    push(path) {
      entries.splice(index + 1, entries.length, { url: new URL(path, current().url), state: null });
      index += 1;
    },
    back() {
      index -= 1;
    },
  };
  return view;
}

describe('the way back from a game', () => {
  it('goes back to the lobby entry the game was opened from, also after a reload', () => {
    const view = tab('/en/crash-games?tab=popular&q=rocket');
    rememberGameLaunch(view, '/en/crash-games?tab=popular&q=rocket', '/en/game/play/18/1002?demo=1');
    view.push('/en/game/play/18/1002?demo=1');
    expect(gameReturn(view)).toEqual({ path: '/en/crash-games?tab=popular&q=rocket', back: true });
    // A reload opens the same entry again, its state kept.
    expect(gameReturn(view)).toEqual({ path: '/en/crash-games?tab=popular&q=rocket', back: true });
  });

  it('goes back to the marked entry after a trip to the cashier and Back, and to the lobby URL from a later entry of the same game', () => {
    const view = tab('/en/live-casino');
    rememberGameLaunch(view, '/en/live-casino', '/en/game/play/3/7');
    view.push('/en/game/play/3/7');
    expect(gameReturn(view)?.back).toBe(true);
    view.push('/en/deposit');
    view.back();
    expect(gameReturn(view)).toEqual({ path: '/en/live-casino', back: true });
    view.push('/en/deposit');
    view.push('/en/game/play/3/7');
    // Not the entry after the lobby: the lobby's own URL, a new entry.
    expect(gameReturn(view)).toEqual({ path: '/en/live-casino', back: false });
  });

  it('goes to the casino page from a game page the lobby did not open, or opened for another game', () => {
    const direct = tab('/en/game/play/1/1');
    expect(gameReturn(direct)).toBeNull();
    const other = tab('/en/prime');
    rememberGameLaunch(other, '/en/prime', '/en/game/play/1/2');
    other.push('/en/game/play/1/3');
    expect(gameReturn(other)).toBeNull();
  });

  it("follows only this site's paths", () => {
    for (const from of ['//evil.example/', 'https://evil.example/en/casino', 'javascript:alert(1)']) {
      const view = tab('/en/casino');
      rememberGameLaunch(view, from, '/en/game/play/1/1');
      view.push('/en/game/play/1/1');
      expect(gameReturn(view), from).toBeNull();
    }
    const marked = tab('/en/game/play/1/1');
    marked.history.replaceState({ casinoGameFrom: '//evil.example/' }, '', marked.location.href);
    expect(gameReturn(marked)).toBeNull();
  });
});
