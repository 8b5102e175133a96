import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { catalogue, lobbyMeta, shadowOf } from './lobby-stories';
import '../index';

/**
 * `<casino-lobby>` on a generated catalogue. Choosing a game or another route's tab asks to
 * navigate; the story takes those requests so the frame stays. Filters go into the frame's URL.
 */
const meta = {
  title: 'Lobby/Lobby',
  ...lobbyMeta({ section: 'casino' }, {
    states: { list: catalogue().casino, loading: catalogue({ behaviour: 'hang' }).casino, error: catalogue({ behaviour: 'fail' }).casino },
  }),
  tags: ['autodocs'],
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

const cards = (canvasElement: HTMLElement) => shadowOf(canvasElement).querySelectorAll('[part="card"]');

/** 48 cards of 200, "Load more" under them. */
export const List: Story = {
  parameters: catalogue(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await expect(shadowOf(canvasElement).querySelector('[part="load-more"]')).not.toBeNull();
  },
};

/** Waiting for the catalogue: skeleton cards, never a blank grid. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelectorAll('.casino-skeleton').length).toBeGreaterThan(0));
  },
};

/** Nothing matches: the spec's "No game with these criteria". */
export const Empty: Story = {
  parameters: catalogue({ games: 0 }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="empty"]')?.textContent).toBe('No game with these criteria'));
  },
};

/** Two characters typed: the inline, announced "at least three characters" message; the list stays. */
export const SearchTooShort: Story = {
  parameters: catalogue(),
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    const input = await waitFor(() => {
      const found = root.querySelector<HTMLInputElement>('input[type="search"]');
      if (!found || !cards(canvasElement).length) throw new Error('not loaded yet');
      return found;
    });
    // React listens for `input`: set the value the way typing does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'go');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toBe('You must enter at least three characters'));
  },
};

/** Prime: the reel filter buttons beside the provider select. */
export const Prime: Story = {
  parameters: catalogue(),
  args: { section: 'prime' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelectorAll('[part="reel"]')).toHaveLength(4));
  },
};

/** A signed-in player: "Recently played" over the list, a heart on every card, a Favourites tab. */
export const SignedIn: Story = {
  parameters: catalogue({ favourites: [3, 8], recent: [12, 5, 9, 30, 41] }, { session: 'player' }),
  args: { home: true },
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelectorAll('[part~="recently-played"] [part="card"]')).toHaveLength(5));
    await waitFor(() => expect(root.querySelectorAll('[part="favourite"][aria-pressed="true"]').length).toBeGreaterThan(0));
    await expect(root.querySelector('[part~="favourites-tab"]')).not.toBeNull();
  },
};

/** The Favourites tab (`?tab=favourites`): the player's own games. */
export const FavouritesTab: Story = {
  parameters: catalogue({ favourites: [3, 8, 15, 22] }, { session: 'player' }),
  beforeEach: () => {
    history.replaceState(history.state, '', `${location.pathname}?tab=favourites`);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelectorAll('[part="favourite"][aria-pressed="true"]')).toHaveLength(4));
  },
};

/** No favourites yet: the tab says how to keep one. */
export const FavouritesEmpty: Story = {
  parameters: catalogue({}, { session: 'player' }),
  beforeEach: () => {
    history.replaceState(history.state, '', `${location.pathname}?tab=favourites`);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="empty"]')?.textContent).toContain('No favourite games yet'));
  },
};

/** The platform refused a heart (the 200-game limit): it goes back, and an alert says so. */
export const FavouriteRefused: Story = {
  parameters: catalogue({ favourites: [3], favouriteChanges: 'fail' }, { session: 'player' }),
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    const heart = await waitFor(() => {
      const found = root.querySelector<HTMLButtonElement>('[part="favourite"][aria-pressed="false"]');
      if (!found) throw new Error('no heart yet');
      return found;
    });
    heart.click();
    await waitFor(() => expect(root.querySelector('[part="favourite-error"]')?.textContent).toContain('Your favourites could not be changed.'));
    await expect(heart.getAttribute('aria-pressed')).toBe('false');
  },
};

/** The catalogue could not be loaded: an alert with the reason and a retry button (the one RetryPanel). */
export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="error"] [role="alert"]')).not.toBeNull());
    await expect(shadowOf(canvasElement).querySelector('[part="error"] button')).not.toBeNull();
  },
};

/** Two columns on a phone. */
export const Phone: Story = {
  parameters: catalogue(),
  globals: { ...phone },
};

const infoButton = (canvasElement: HTMLElement, id: number) => shadowOf(canvasElement).querySelector<HTMLButtonElement>(`[data-info-game="${id}"]`);
const infoPanel = (canvasElement: HTMLElement) => shadowOf(canvasElement).querySelector<HTMLDialogElement>('dialog.casino-game-info');

/** The "i" of a slot's card opens its info panel (its own chunk): RTP, volatility, bets, reels, lines, Play and Demo; Escape closes it and gives the focus back. */
export const GameInfo: Story = {
  parameters: catalogue(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(infoButton(canvasElement, 1)).not.toBeNull());
    const button = infoButton(canvasElement, 1)!;
    await expect(button).toHaveAccessibleName('About Fruit Reels 1');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(infoPanel(canvasElement)?.querySelector('[part="info-facts"]')).toBeTruthy());
    const panel = infoPanel(canvasElement)!;
    await expect(panel).toHaveAccessibleName('Fruit Reels 1');
    await expect(panel.querySelector('[part="info-facts"]')).toHaveTextContent('Return to player (RTP)96.12%VolatilityHighBets€0.10 – €10.00Reels4Paylines20');
    await expect(panel.querySelector('[part="info-play"]')).toHaveAttribute('href', '/en/game/play/2/1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(infoPanel(canvasElement)).toBeNull());
    await expect(shadowOf(canvasElement).activeElement).toBe(button);
  },
};

/** A live game's panel: no volatility, reels or lines, and no demo. */
export const GameInfoLive: Story = {
  parameters: catalogue(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(infoButton(canvasElement, 5)).not.toBeNull());
    await userEvent.click(infoButton(canvasElement, 5)!);
    await waitFor(() => expect(infoPanel(canvasElement)?.querySelector('[part="info-facts"]')).toBeTruthy());
    await expect(infoPanel(canvasElement)!.querySelectorAll('dt')).toHaveLength(2);
  },
};

/** The panel while the platform has not answered, then when it cannot: the reason and a retry. */
export const GameInfoLoading: Story = {
  parameters: catalogue({ gameInfo: 'hang' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(infoButton(canvasElement, 1)).not.toBeNull());
    await userEvent.click(infoButton(canvasElement, 1)!);
    await waitFor(() => expect(infoPanel(canvasElement)).toHaveTextContent("Loading the game's details…"));
  },
};

export const GameInfoError: Story = {
  parameters: catalogue({ gameInfo: 'fail' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(infoButton(canvasElement, 1)).not.toBeNull());
    await userEvent.click(infoButton(canvasElement, 1)!);
    await waitFor(() => expect(infoPanel(canvasElement)?.querySelector('[part="info-error"]')).toBeTruthy());
  },
};
