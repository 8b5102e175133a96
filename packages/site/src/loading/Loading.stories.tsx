import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { SLOW_CONNECTION_AFTER_MS } from './loading-model';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { loadingDefinition } from './casino-loading.definition';
import '../index';

/** `<casino-loading active>`: the full-viewport loading screen the host shows until the SDK is ready. */
const element = elementMeta(loadingDefinition);

const meta = {
  title: 'Site/Loading screen',
  ...element,
  tags: ['autodocs'],
  args: { active: true },
  render: (args) => renderElement(loadingDefinition, args),
  parameters: { ...element.parameters, canvas: 'flush' },
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Welcome line with the skin's name and the pulsing dots (still under reduced motion). */
export const Loading: Story = {};

/**
 * After 12 s: the slow-connection message. The story fast-forwards that one timer on the
 * runtime's scheduler rather than make you wait.
 */
export const Slow: Story = {
  parameters: {
    casino: {
      afterSession: (runtime) => {
        const after = runtime.scheduler.after;
        runtime.scheduler.after = (ms, task) => after(ms === SLOW_CONNECTION_AFTER_MS ? 0 : ms, task);
      },
    } satisfies CasinoStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('casino-loading')?.shadowRoot?.querySelector('[part="slow-message"]')).toBeTruthy());
  },
};

export const SlowDark: Story = { ...Slow, globals: { theme: 'dark' } };

export const SlowGerman: Story = { ...Slow, globals: { language: 'de' } };
