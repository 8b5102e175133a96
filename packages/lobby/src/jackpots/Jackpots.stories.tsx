import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { catalogue, lobbyMeta, shadowOf } from '../lobby/lobby-stories';
import '../index';

/**
 * The live jackpots on the home page: the ticker after the banners (largest first, linking to the
 * Jackpots tab) and the amount on a jackpot game's card, both from `casino/jackpots`.
 */
const meta = { title: 'Lobby/Jackpots', ...lobbyMeta({ section: 'casino', home: true }) } satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

const ticker = (canvasElement: HTMLElement) => shadowOf(canvasElement).querySelector<HTMLElement>('[part="jackpots"]');

/** Each provider's jackpot, largest first; the title links to the Jackpots tab. Nothing in it is a live region. */
export const Ticker: Story = {
  // 24 games: the rows under test on a smaller page (axe scans all of it).
  parameters: catalogue({ games: 24 }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(ticker(canvasElement)?.querySelector('ul')).toBeTruthy());
    const row = ticker(canvasElement)!;
    await expect(row).toHaveAccessibleName('Jackpot amounts');
    await expect(row.querySelector('ul')).toHaveTextContent('Aurora Reels Jackpot€87,311.25Red Kite Studios Jackpot€12,480.50Velvet Spin Jackpot€4,020.00');
    await expect(row.querySelector('a')).toHaveAttribute('href', '?tab=jackpots');
    await expect(row.querySelector('[aria-live]')).toBeNull();
  },
};

/** Waiting for the first answer: the row says so, at its final height. */
export const TickerLoading: Story = {
  parameters: catalogue({ games: 24, jackpots: 'hang' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(ticker(canvasElement)).toHaveTextContent('Loading the jackpots…'));
  },
};

/** The platform refused: the row says the amounts are not there now, and the poll tries again later. */
export const TickerError: Story = {
  parameters: catalogue({ games: 24, jackpots: 'fail' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(ticker(canvasElement)).toHaveTextContent('The jackpot amounts could not be loaded just now.'));
  },
};

/** A platform with no jackpots: no row at all. */
export const NoJackpots: Story = {
  parameters: catalogue({ games: 24, jackpots: 'none' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelectorAll('[part="card"]').length).toBeGreaterThan(0));
    await waitFor(() => expect(ticker(canvasElement)).toBeNull());
  },
};

/** A jackpot game's card carries its jackpot's amount on the art; other cards carry none. */
export const JackpotTile: Story = {
  parameters: catalogue({ games: 24 }),
  play: async ({ canvasElement }) => {
    const card = (id: number) => shadowOf(canvasElement).querySelector(`[data-info-game="${id}"]`)?.closest('[part="card"]');
    await waitFor(() => expect(card(7)?.querySelector('[part="jackpot"]')).toBeTruthy());
    await expect(card(7)!.querySelector('[part="jackpot"]')).toHaveTextContent('Jackpot €87,311');
    await expect(card(6)!.querySelector('[part="jackpot"]')).toBeNull();
  },
};

export const TickerPhone: Story = {
  parameters: catalogue({ games: 24 }),
  globals: { ...phone },
  play: Ticker.play,
};
