import type { Runtime } from '@casino-sdk/core';
import type { BigWin } from '@casino-sdk/core/contract/winners';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { lobbyMeta, shadowOf } from '../lobby/lobby-stories';
import { createLobbyFixture } from '../lobby/lobby-fixture';
import '../index';

/** The home page's lobby on a small catalogue (24 games: less page for axe to scan), with these wins; `topWinnings` is the skin's flag. */
function home(winners?: readonly BigWin[] | 'fail', topWinnings = true) {
  const platform = { calls: [] as URL[] };
  return {
    platform,
    parameters: {
      casino: {
        afterSession: (runtime: Runtime) => {
          const fetch = runtime.config.value.fetch;
          if (!fetch) return;
          const fixture = createLobbyFixture({ games: 24, ...(winners === undefined ? {} : { winners }), next: fetch });
          platform.calls = fixture.calls;
          runtime.config.value = { ...runtime.config.value, fetch: fixture };
          const skin = runtime.store.skinSettings.value;
          runtime.store.skinSettings.value = { ...skin, ui_options: { ...skin.ui_options, top_winnings: topWinnings } };
        },
      },
    },
  };
}

/**
 * "Recent big wins" on the home page (`home`), over the grid, when the skin's
 * `ui_options.top_winnings` is on: masked nicknames, the game's art and name, the amount in its
 * currency, each a link to the game; refreshed every 30 s on the scheduler.
 */
const meta = { title: 'Lobby/Winners feed', ...lobbyMeta({ section: 'casino', home: true }, {}) } satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

const feed = (canvasElement: HTMLElement) => shadowOf(canvasElement).querySelector<HTMLElement>('[part="winners"]');
const grid = (canvasElement: HTMLElement) => shadowOf(canvasElement).querySelectorAll('[part="card"]');

/** Eight wins in EUR, CZK and PLN; Tab reaches the first, Enter asks for its game. */
export const WithWins: Story = {
  parameters: home().parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(feed(canvasElement)?.querySelectorAll('a')).toHaveLength(8));
    const section = feed(canvasElement)!;
    await expect(section).toHaveAccessibleName('Recent big wins');
    const first = section.querySelector('a')!;
    await expect(first).toHaveAccessibleName('j***8 Dragon Reels 2 €120.00');
    await expect(first).toHaveAttribute('href', '/en/game/play/3/2');
    await expect(section.querySelectorAll('a')[2]).toHaveAccessibleName(/^l\*\*\*k Dragon Fortune 10 CZK\s4,875\.00$/);
    const asked = new Promise<string>((resolve) => canvasElement.addEventListener('casino-navigate', (event) => resolve((event as CustomEvent<{ path: string }>).detail.path), { once: true }));
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await asked).toBe('/en/game/play/3/2');
  },
};

/** No big win lately: no heading, no empty box; the games come first. */
export const Empty: Story = {
  parameters: home([]).parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(grid(canvasElement).length).toBeGreaterThan(0));
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('.casino-winners')).toBeNull());
  },
};

/** The call failed: nothing shows (the feed is decoration); the console has the warning. */
export const Failed: Story = {
  parameters: home('fail').parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(grid(canvasElement).length).toBeGreaterThan(0));
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('.casino-winners')).toBeNull());
  },
};

const off = home(undefined, false);
/** A skin without `top_winnings`: no feed, and the platform is not asked. */
export const SkinWithout: Story = {
  parameters: off.parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(grid(canvasElement).length).toBeGreaterThan(0));
    await expect(off.platform.calls.some((url) => url.pathname.endsWith('/casino/games'))).toBe(true);
    await expect(feed(canvasElement)).toBeNull();
    await expect(off.platform.calls.some((url) => url.pathname.endsWith('/casino/winners'))).toBe(false);
  },
};

/** A phone: the row scrolls sideways, the wins keep their width. */
export const Phone: Story = {
  parameters: home().parameters,
  globals: { ...phone },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(feed(canvasElement)?.querySelectorAll('a')).toHaveLength(8));
    const row = feed(canvasElement)!.querySelector('ul')!;
    await waitFor(() => expect(row.scrollWidth).toBeGreaterThan(row.clientWidth));
  },
};
