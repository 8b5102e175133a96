// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PLAYER_AREA_ROUTES } from '@casino-sdk/core/rules';
import en from './texts.en.json';
import { routes } from './routes';

describe('the player area routes', () => {
  it('gives every player-area destination a page of its own with a translated title, never the casino page', () => {
    for (const route of Object.values(PLAYER_AREA_ROUTES)) {
      const page = routes[route];
      expect(page, route).toBeDefined();
      expect(en, route).toHaveProperty([page!.titleKey]);
      expect(page, route).not.toBe(routes.casino);
    }
  });
});
