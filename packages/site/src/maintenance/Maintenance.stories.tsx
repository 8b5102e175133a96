import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { maintenanceDefinition } from './casino-maintenance.definition';
import '../index';

/**
 * `<casino-maintenance>`, the maintenance page. The fixture platform stays in maintenance, so the
 * page keeps checking every 10 s and never asks to leave.
 */
const element = elementMeta(maintenanceDefinition);

const meta = {
  title: 'Site/Maintenance',
  ...element,
  tags: ['autodocs'],
  render: (args) => renderElement(maintenanceDefinition, args),
  parameters: { ...element.parameters, casino: { platform: { inMaintenance: true } } satisfies CasinoStoryParameters },
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** In a 390 px column, as on a phone. */
export const Phone: Story = {
  globals: { ...phone },
  render: (args) => (
    <div className="story-narrow">
      {renderElement(maintenanceDefinition, args)}
    </div>
  ),
};
