import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { cashierStory } from '../cashier/cashier-fixture';
import { cashierDefinition } from '../cashier/casino-cashier.definition';
import '../index';

/** `<casino-cashier view="exclusion">` on a fixture platform. */
const element = elementMeta(cashierDefinition, { states: { 'signed in': cashierStory().casino, 'signed out': {} } });

const meta = {
  title: 'Cashier/Self-exclusion',
  ...element,
  tags: ['autodocs'],
  args: { view: 'exclusion' },
  render: (args) => <StayOnPage>{renderElement(cashierDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A period, the plan it makes, and the confirmation before anything is sent. */
export const Exclusion: Story = {
  parameters: cashierStory(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull());
    await userEvent.selectOptions(byPart<HTMLSelectElement>(canvasElement, 'period'), '30');
    await waitFor(() => expect(byPart(canvasElement, 'plan')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'confirm')).not.toBeNull());
  },
};

/** Already excluded, with a pending request to extend it. */
export const Excluded: Story = {
  parameters: cashierStory({
    player: { status_expires_at: daysFromNow(20) },
    requests: [{ id: 9, status: 'pending', activated_at: daysFromNow(1), created_at: daysFromNow(0), response: { status_expires_at: daysFromNow(91) } }],
  }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'request')).not.toBeNull());
    expect(byPart(canvasElement, 'excluded')).not.toBeNull();
  },
};

/** An end before the exclusion in force asks for a reason (reasonReq) before it goes on. */
export const ReasonRequired: Story = {
  parameters: cashierStory({ player: { status_expires_at: daysFromNow(20) } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull());
    await userEvent.selectOptions(byPart<HTMLSelectElement>(canvasElement, 'period'), '7');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'reason').getAttribute('aria-invalid')).toBe('true'));
    expect(byPart(canvasElement, 'confirm')).toBeNull();
  },
};

/** On a phone. */
export const Phone: Story = {
  parameters: cashierStory(),
  globals: phone,
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull()),
};
