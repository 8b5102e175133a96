// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CasinoSDK } from '@casino-sdk/core';
import en from './texts.en.json';
import { fixtureFetch } from '../../packages/core/src/testing/fixtures';
import { testSkin } from '../../packages/core/src/testing/platform';
import { COMING_SOON_ROUTES, routes } from './routes';

afterEach(() => CasinoSDK.destroy());

describe('coming-soon routes', () => {
  it('gives every unbuilt destination its own page, titled by its own translated name', () => {
    for (const [name, route] of Object.entries(COMING_SOON_ROUTES)) {
      const page = routes[route];
      expect(page, route).toBeDefined();
      expect(page!.titleKey).toBe(`pages.${name}.title`);
      expect(en).toHaveProperty([page!.titleKey]);
      expect(page).not.toBe(routes.casino);
    }
  });

  it('says the page is coming soon under its own heading, with a way back to the casino', async () => {
    CasinoSDK.init({ skin: testSkin, fetch: fixtureFetch({}), language: 'en' });
    await CasinoSDK.ready();
    const section = routes.sowq!.render({ language: 'de', route: 'sowq' });
    expect(section.querySelector('h1')?.textContent).toBe('Source of wealth questionnaire');
    expect(section.textContent).toContain('This page is not ready yet. It is coming soon.');
    const back = section.querySelector('a')!;
    expect(back.getAttribute('href')).toBe('/de/casino');
    let asked = '';
    document.addEventListener('casino-navigate', (event) => {
      event.preventDefault();
      asked = (event as CustomEvent<{ path: string }>).detail.path;
    });
    document.body.append(section);
    back.click();
    expect(asked).toBe('/de/casino');
  });
});
