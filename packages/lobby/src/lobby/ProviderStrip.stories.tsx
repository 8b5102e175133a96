import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { catalogue, lobbyMeta, shadowOf } from './lobby-stories';
import '../index';

/**
 * The providers' logos under the tabs: filter chips for pointers and fingers, the chosen one pressed;
 * the select beside them stays the keyboard's and screen reader's way. The fixture's providers have no
 * logo URL, so their chips show the names, as they do for a logo that is not an http(s) URL or a path.
 */
const meta = { title: 'Lobby/Provider strip', ...lobbyMeta({ section: 'casino' }) } satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

const chips = (canvasElement: HTMLElement) => [...shadowOf(canvasElement).querySelectorAll<HTMLButtonElement>('[part="provider-chip"]')];

/** A shared link names a provider: its chip is pressed, as the select shows it; a chip chooses another. */
export const ChosenProvider: Story = {
  parameters: catalogue(),
  beforeEach: () => {
    history.replaceState(history.state, '', `${location.pathname}?provider=2`);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chips(canvasElement).map((chip) => chip.textContent)).toEqual(['All providers', 'Red Kite Studios', 'Aurora Reels']));
    await expect(chips(canvasElement).find((chip) => chip.getAttribute('aria-pressed') === 'true')?.textContent).toBe('Aurora Reels');
    chips(canvasElement)[1]!.click();
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('select')).toHaveValue('1'));
    await expect(location.search).toBe('?provider=1');
    await expect(shadowOf(canvasElement).querySelector('[part="provider-strip"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Twenty providers on a phone: one row that scrolls sideways, the page does not; a link's choice is scrolled into the row's view. */
export const ManyProvidersPhone: Story = {
  parameters: catalogue({ providers: 20 }),
  globals: { ...phone },
  beforeEach: () => {
    history.replaceState(history.state, '', `${location.pathname}?provider=20`);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chips(canvasElement)).toHaveLength(21));
    const strip = shadowOf(canvasElement).querySelector<HTMLElement>('[part="provider-strip"]')!;
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // Beside the select, room for more than one chip.
    await expect(strip.clientWidth).toBeGreaterThan(180);
    const chosen = chips(canvasElement).find((chip) => chip.getAttribute('aria-pressed') === 'true')!;
    await waitFor(() => {
      const [row, chip] = [strip.getBoundingClientRect(), chosen.getBoundingClientRect()];
      expect(chip.left).toBeGreaterThanOrEqual(row.left);
      expect(chip.right).toBeLessThanOrEqual(row.right);
    });
  },
};
