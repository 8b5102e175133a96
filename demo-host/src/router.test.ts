import { describe, expect, it } from 'vitest';
import { documentTitle, findPage, parseLocation } from './router';

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

describe('documentTitle', () => {
  it('names the page, then the brand', () => {
    expect(documentTitle('Help', 'Harbour Casino')).toBe('Help | Harbour Casino');
    expect(documentTitle('Harbour Casino', 'Harbour Casino')).toBe('Harbour Casino');
    expect(documentTitle('', 'Nova Play')).toBe('Nova Play');
    expect(documentTitle('Help', ' ')).toBe('Help');
  });
});

describe('findPage', () => {
  const page = (titleKey: string) => ({ titleKey, render: () => document.createElement('section') });
  const table = { casino: page('casino'), 'game/play/:providerId/:gameId': page('game'), 'game/play/top': page('top') };

  it('takes the exact key first, then a key whose :name segments match one segment each', () => {
    expect(findPage(table, 'casino')?.titleKey).toBe('casino');
    expect(findPage(table, 'game/play/3/41')?.titleKey).toBe('game');
    expect(findPage(table, 'game/play/top')?.titleKey).toBe('top');
    expect(findPage(table, 'game/play/3')).toBeUndefined();
    expect(findPage(table, 'game/play/3/41/x')).toBeUndefined();
    expect(findPage(table, 'game/play//41')).toBeUndefined();
    expect(findPage(table, 'toString')).toBeUndefined();
  });

  it('gives a one-parameter route its page beside the list (promotion and promotion/101)', () => {
    const promotions = { promotion: page('list'), 'promotion/:promotionId': page('one') };
    expect(findPage(promotions, 'promotion')?.titleKey).toBe('list');
    expect(findPage(promotions, 'promotion/101')?.titleKey).toBe('one');
    expect(findPage(promotions, 'promotion/')).toBeUndefined();
    expect(findPage(promotions, 'promotion/101/x')).toBeUndefined();
  });
});
