import type { Runtime } from '@casino-sdk/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { promotionsDefinition } from './casino-promotions.definition';
import { withPromotions, type PromotionsFixtureOptions } from './promotions-fixture';
import '../index';

/** The story runtime's fixture plus the promotion calls. */
function casino(options: PromotionsFixtureOptions = {}): CasinoStoryParameters {
  return {
    afterSession: (runtime: Runtime) => {
      const fetch = runtime.config.value.fetch;
      if (fetch) runtime.config.value = { ...runtime.config.value, fetch: withPromotions(fetch, options) };
    },
  };
}

/**
 * `<casino-promotions>` on a fixture platform with four promotions: three valid (one without a
 * card picture, which gets the default one) and one valid only from 1 July 2031.
 */
const element = elementMeta(promotionsDefinition, {
  states: { loaded: casino(), loading: casino({ promotions: 'hang' }), error: casino({ promotions: 'offline' }) },
});

const meta = {
  title: 'Site/Promotions',
  ...element,
  tags: ['autodocs'],
  render: (args) => renderElement(promotionsDefinition, args),
  beforeEach: () => {
    // Cards and the back link ask to navigate; the story stays where it is.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('casino-navigate', stay);
    return () => document.removeEventListener('casino-navigate', stay);
  },
  parameters: { ...element.parameters, casino: casino() },
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-promotions')?.shadowRoot;
  if (!root) throw new Error('<casino-promotions> has no shadow root');
  return root;
}

/** The list: valid cards open their page; the one not yet valid has a disabled button with its date. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelectorAll('article')).toHaveLength(4));
    const waiting = root.querySelector<HTMLButtonElement>('button[disabled]');
    await expect(waiting?.textContent).toBe('This bonus will available from July 1, 2031');
    await expect(root.querySelectorAll('a[part="card-button"]')).toHaveLength(3);
  },
};

/** The list on a phone: one card a row. */
export const ListOnPhone: Story = { globals: { ...phone } };

/** A promotion: back link, its pictures in the banner carousel, name and content. */
export const Detail: Story = {
  args: { promotionId: '1' },
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Welcome bonus'));
    await waitFor(() => expect(root.querySelector('[part="content"] li')).not.toBeNull());
  },
};

/** A promotion not yet valid: its page says from when. */
export const DetailNotYetValid: Story = {
  args: { promotionId: '4' },
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('[part="upcoming"]')?.textContent).toBe('This bonus will available from July 1, 2031'));
  },
};

/** An id the platform does not know: not available, with the way back. */
export const Missing: Story = {
  args: { promotionId: '99' },
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('[part="empty"]')?.textContent).toContain('This promotion is not available any more.'));
    await expect(root.querySelector('[part="empty"] h1')?.textContent).toBe('Promotion not found');
  },
};

/** Waiting for the platform: skeleton cards. */
export const Loading: Story = { args: { state: 'loading' } };

/** The platform cannot be reached: an alert and a retry button. */
export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[role="alert"]')).not.toBeNull(), { timeout: 10_000 });
  },
};

/** In German: the date of the promotion not yet valid is written the German way. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('button[disabled]')?.textContent).toBe('Dieser Bonus ist ab 1. Juli 2031 verfügbar'));
  },
};
