import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adoptDocumentStyles } from '../styles/adopt';
import { Tabs, type Tab } from './Tabs';
import { tabsCss } from './tabs.styles';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  // An element adopts the tabs' CSS when it shows them; the story canvas does it here.
  beforeEach: () => adoptDocumentStyles(document, [tabsCss]),
  args: {
    label: 'Transactions',
    tabs: [
      { id: 'deposits', label: 'Deposits', panel: <p>Your deposits of the last 90 days.</p> },
      { id: 'withdrawals', label: 'Withdrawals', panel: <p>Your withdrawals of the last 90 days.</p> },
      { id: 'bets', label: 'Bets', panel: <p>Your bets of the last 90 days.</p> },
    ] satisfies Tab[],
    onSelect: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows select as they move (and wrap), Home and End go to the ends; one Tab stop, then the panel. */
export const Automatic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [deposits, withdrawals, bets] = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: 'Transactions' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(deposits).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Deposits' })).toHaveTextContent('deposits');

    await userEvent.keyboard('{ArrowRight}');
    await expect(withdrawals).toHaveFocus();
    await expect(withdrawals).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('withdrawals');
    await expect(canvas.getByRole('tabpanel', { name: 'Withdrawals' })).toHaveTextContent('withdrawals');

    await userEvent.keyboard('{End}');
    await expect(bets).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(deposits).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(bets).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(deposits).toHaveAttribute('aria-selected', 'true');

    // Only the selected tab is a Tab stop: the next Tab lands in the panel.
    await expect(canvas.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([deposits]);
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Arrows only move focus; Enter or Space selects (for panels that load). */
export const Manual: Story = {
  args: { activation: 'manual', initialSelected: 'bets' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [deposits, , bets] = canvas.getAllByRole('tab');
    await expect(bets).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(bets!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(deposits).toHaveFocus();
    await expect(bets).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(deposits).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Deposits' })).toBeVisible();
  },
};

/** Controlled from outside (a route): the tabs show what the caller says. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [selected, setSelected] = useState('withdrawals');
    return (
      <>
        <p>Route: {selected}</p>
        <Tabs {...args} selected={selected} onSelect={setSelected} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Bets' }));
    await expect(canvas.getByText('Route: bets')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Bets' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Right to left: the arrows follow the row as drawn (ArrowLeft is the next tab). */
export const RightToLeft: Story = {
  // The style too: jsdom computes no direction from `dir`, a browser does.
  render: (args) => (
    <div dir="rtl" style={{ direction: 'rtl' }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Deposits' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveFocus();
  },
};
