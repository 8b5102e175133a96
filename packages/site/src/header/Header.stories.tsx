import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import '../index';

/** `<casino-header>` on a fixture platform, in each of its states. */
const meta = {
  title: 'Site/Header',
  render: () => (
    <>
      <casino-header current="casino" />
      <p className="story-page-text">Page content</p>
    </>
  ),
  parameters: { canvas: 'flush' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const casino = (parameters: CasinoStoryParameters) => ({ casino: parameters });

function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-header')?.shadowRoot;
  if (!root) throw new Error('<casino-header> has no shadow root');
  return root;
}

export const Visitor: Story = {};

export const Loading: Story = {
  parameters: casino({ session: 'pending', platform: { me: 'hang' } }),
};

export const Player: Story = {
  parameters: casino({ session: 'player' }),
};

export const SummaryOpen: Story = {
  parameters: casino({ session: 'player' }),
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    const toggle = await waitFor(() => {
      const found = root.querySelector<HTMLButtonElement>('[part="summary-toggle"]');
      if (!found) throw new Error('no summary toggle yet');
      return found;
    });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  },
};

export const BalanceHidden: Story = {
  parameters: casino({ session: 'player' }),
  play: async ({ canvasElement }) => {
    const toggle = shadowOf(canvasElement).querySelector<HTMLButtonElement>('[part="balance-toggle"]')!;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
  },
};

/** The balance poll fails: the last figure stays, marked as possibly out of date. */
export const BalanceStale: Story = {
  parameters: casino({
    session: 'player',
    platform: { balance: 'fail' },
    afterSession: (runtime) => {
      runtime.store.balanceStale.value = true;
    },
  }),
};

/** GET me fails: the spec logs the player out, so the header falls back to the visitor actions. */
export const PlayerLoadFailed: Story = {
  parameters: casino({ session: 'pending', platform: { me: 'fail' } }),
};

export const NarrowVisitor: Story = {
  render: () => (
    <div className="story-narrow">
      <casino-header current="live-casino" />
    </div>
  ),
};

export const NarrowPlayer: Story = {
  parameters: casino({ session: 'player' }),
  render: () => (
    <div className="story-narrow">
      <casino-header current="casino" />
    </div>
  ),
};
