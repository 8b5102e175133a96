import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { catalogue, lobbyMeta, shadowOf } from '../lobby/lobby-stories';
import '../index';

/**
 * The home page's rails over the grid (`home`, no filter chosen): Popular, New, Jackpots and Live, and
 * a signed-in player's Recently played first; each rail loads its games as it nears the viewport.
 */
const meta = { title: 'Lobby/Rails', ...lobbyMeta({ section: 'casino', home: true }) } satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

const rails = (canvasElement: HTMLElement) => [...shadowOf(canvasElement).querySelectorAll<HTMLElement>('[part~="rail"]')];
const railNamed = (canvasElement: HTMLElement, name: string) => rails(canvasElement).find((rail) => rail.querySelector('h2')?.textContent === name);
const railCards = (rail: HTMLElement | undefined) => [...(rail?.querySelectorAll<HTMLElement>('[part="card"]') ?? [])];

/** Every rail with its games, its heading and "See all". */
export const Loaded: Story = {
  parameters: catalogue(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rails(canvasElement).map((rail) => rail.querySelector('h2')?.textContent)).toEqual(['Popular', 'New', 'Jackpots', 'Live casino']));
    await waitFor(() => expect(railCards(railNamed(canvasElement, 'Popular'))).toHaveLength(10));
    await expect(railNamed(canvasElement, 'Popular')!.querySelector('[part="see-all"]')).toHaveAttribute('href', '?tab=popular');
    await expect(railNamed(canvasElement, 'Live casino')!.querySelector('[part="see-all"]')).toHaveAttribute('href', '/en/live-casino');
  },
};

/** The games on their way: skeleton cards in each rail's box. */
export const Loading: Story = {
  parameters: catalogue({ sectionGames: { 3: 'hang', 6: 'hang', 7: 'hang', 9: 'hang' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rails(canvasElement)).toHaveLength(4));
    for (const rail of rails(canvasElement)) await expect(rail.querySelector('[aria-busy="true"] .casino-skeleton')).not.toBeNull();
  },
};

/** One rail could not load its games: a small retry line in its box; the others and the grid are there. */
export const RailFailed: Story = {
  parameters: catalogue({ sectionGames: { 6: 'fail' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(railNamed(canvasElement, 'Popular')?.querySelector('[part="rail-error"] [role="alert"]')?.textContent).toContain('These games could not be loaded.'));
    await expect(railNamed(canvasElement, 'Popular')!.querySelector('[part="rail-error"] button')).not.toBeNull();
    await waitFor(() => expect(shadowOf(canvasElement).querySelectorAll('[part="grid"] [part="card"]').length).toBeGreaterThan(0));
  },
};

/** A signed-in player: their Recently played comes first, with hearts on every card. */
export const SignedInRecentlyPlayed: Story = {
  parameters: catalogue({ favourites: [5], recent: [12, 5, 9, 30, 41] }, { session: 'player' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(railCards(railNamed(canvasElement, 'Recently played'))).toHaveLength(5));
    await expect(rails(canvasElement)[0]).toHaveAttribute('part', 'rail recently-played');
    await expect(railNamed(canvasElement, 'Recently played')!.querySelector('[part="see-all"]')).toBeNull();
    await expect(railNamed(canvasElement, 'Recently played')!.querySelectorAll('[part="favourite"][aria-pressed="true"]')).toHaveLength(1);
  },
};

/** A phone: three cards of the grid's size in view, the row swiped sideways (no previous/next buttons). */
export const Phone: Story = {
  parameters: catalogue(),
  globals: { ...phone },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(railCards(railNamed(canvasElement, 'Popular')).length).toBeGreaterThan(0));
  },
};

/** The keyboard: the rail is one Tab stop (the current card's controls); the arrows, Home and End move between its cards. */
export const KeyboardWalk: Story = {
  parameters: catalogue(),
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(railCards(railNamed(canvasElement, 'Popular'))).toHaveLength(10));
    const cards = railCards(railNamed(canvasElement, 'Popular'));
    const play = (index: number) => cards[index]!.querySelector<HTMLElement>('a[href]')!;
    const inTabOrder = () => cards.map((card) => [...card.querySelectorAll('a[href], button')].every((control) => control.getAttribute('tabindex') !== '-1'));
    await expect(inTabOrder()).toEqual(cards.map((_, index) => index === 0));
    play(0).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(root.activeElement).toBe(play(2));
    await expect(inTabOrder()).toEqual(cards.map((_, index) => index === 2));
    await userEvent.keyboard('{End}');
    await expect(root.activeElement).toBe(play(9));
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(root.activeElement).toBe(play(0));
    await expect(inTabOrder()).toEqual(cards.map((_, index) => index === 0));
  },
};

/** Previous and next, for pointers: each off at its end of the row, on while there is more that way. */
export const Paging: Story = {
  parameters: catalogue(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(railCards(railNamed(canvasElement, 'Popular'))).toHaveLength(10));
    const rail = railNamed(canvasElement, 'Popular')!;
    const previous = rail.querySelector<HTMLButtonElement>('[part="rail-previous"]')!;
    const next = rail.querySelector<HTMLButtonElement>('[part="rail-next"]')!;
    await waitFor(() => expect(next).toBeEnabled());
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    const row = rail.querySelector<HTMLElement>('[role="list"]')!;
    row.scrollTo({ left: row.scrollWidth, behavior: 'instant' });
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeEnabled();
  },
};
