import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { cashierStory } from '../cashier/cashier-fixture';
import { cashierDefinition } from '../cashier/casino-cashier.definition';
import '../index';

/** `<casino-cashier view="limits">` on a fixture platform: no limits set yet. */
const element = elementMeta(cashierDefinition, { states: { 'signed in': cashierStory().casino, 'signed out': {} } });

const meta = {
  title: 'Cashier/Limits',
  ...element,
  tags: ['autodocs'],
  args: { view: 'limits' },
  render: (args) => <StayOnPage>{renderElement(cashierDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** The daily deposit limit writes 31 times itself into the weekly and monthly ones. */
export const Limits: Story = {
  parameters: cashierStory(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull());
    await userEvent.type(byPart(canvasElement, 'limit-max-daily-deposit'), '50');
    await waitFor(() => expect(byPart(canvasElement, 'limit-max-monthly-deposit').value).toBe('1550'));
  },
};

/** A looser loss limit waits its day: the field is locked, the request says when, and it can be deleted. */
export const PendingRequest: Story = {
  parameters: cashierStory({ requests: [{ id: 7, field: 'max_daily_loss', status: 'pending', activated_at: hoursFromNow(20), created_at: hoursFromNow(-4), response: { max_daily_loss: 80 } }] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'request')).not.toBeNull());
    expect(byPart(canvasElement, 'limit-max-daily-loss').readOnly).toBe(true);
    expect(byPart(canvasElement, 'limits-wait')).not.toBeNull();
    await userEvent.click(byPart(canvasElement, 'delete'));
    await userEvent.click(byPart(canvasElement, 'delete-confirm'));
    await waitFor(() => expect(byPart(canvasElement, 'request')).toBeNull());
  },
};

/** On a phone. */
export const Phone: Story = {
  parameters: cashierStory(),
  globals: phone,
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull()),
};
