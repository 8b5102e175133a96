import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import '../index';

/**
 * `<casino-maintenance>`, the maintenance page. The fixture platform stays in maintenance, so the
 * page keeps checking every 10 s and never asks to leave.
 */
const meta = {
  title: 'Site/Maintenance',
  render: () => <casino-maintenance />,
  parameters: { casino: { platform: { inMaintenance: true } } satisfies CasinoStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** In a 390 px column, as on a phone. */
export const Phone: Story = {
  render: () => (
    <div className="story-narrow">
      <casino-maintenance />
    </div>
  ),
};
