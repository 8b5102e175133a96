import { describe, expect, it } from 'vitest';
import { documentTitle, findPage, parseLocation, type Page } from './router';

describe('parseLocation', () => {
  it('reads the language prefix and the route after it', () => {
    expect(parseLocation('/de/casino')).toEqual({ language: 'de', route: 'casino' });
    expect(parseLocation('/sk/')).toEqual({ language: 'sk', route: '' });
    expect(parseLocation('/en/game/play/3/14')).toEqual({ language: 'en', route: 'game/play/3/14' });
  });

  it('keeps the fallback language for paths without a known prefix', () => {
    expect(parseLocation('/', 'pl')).toEqual({ language: 'pl', route: '' });
    expect(parseLocation('/fr/casino', 'en')).toEqual({ language: 'en', route: 'fr/casino' });
  });
});

describe('findPage', () => {
  const page = (titleKey: string): Page => ({ titleKey, render: () => document.createElement('section') });
  const routes = { promotion: page('list'), 'promotion/*': page('one') };

  it('takes the route its own page, else its parent page with one parameter', () => {
    expect(findPage(routes, 'promotion')?.titleKey).toBe('list');
    expect(findPage(routes, 'promotion/101')?.titleKey).toBe('one');
  });

  it('finds nothing for an empty parameter, a deeper path or an unknown parent', () => {
    expect(findPage(routes, 'promotion/')).toBeUndefined();
    expect(findPage(routes, 'promotion/101/x')).toBeUndefined();
    expect(findPage(routes, 'casino/101')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('names the page, then the brand', () => {
    expect(documentTitle('Help', 'Harbour Casino')).toBe('Help | Harbour Casino');
    expect(documentTitle('Harbour Casino', 'Harbour Casino')).toBe('Harbour Casino');
    expect(documentTitle('', 'Nova Play')).toBe('Nova Play');
    expect(documentTitle('Help', ' ')).toBe('Help');
  });
});
