import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { accountDefinition } from '../account/casino-account.definition';
import { ledgerStory, sampleTransactionRows } from '../ledger/ledger-fixture';
import '../index';

/** `<casino-account view="transactions">` on a fixture platform: one row of each status. */
const element = elementMeta(accountDefinition, { states: { 'signed in': ledgerStory().casino, 'signed out': {} } });

const meta = {
  title: 'Account/Transactions',
  ...element,
  tags: ['autodocs'],
  args: { view: 'transactions' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => waitFor(() => expect(byPart(canvasElement, 'cards')).not.toBeNull());

/** The deposit total, withdraw total and net cards, and each status in its word and colour. */
export const Rows: Story = {
  parameters: ledgerStory(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const statuses = [...canvasElement.querySelectorAll<HTMLElement>('.casino-ledger__status')];
    expect(statuses.map((status) => status.dataset.status)).toEqual(['reverted', 'authorized', 'pending', 'initialized', 'declined', 'success']);
    expect(statuses.every((status) => status.textContent !== '')).toBe(true);
    const success = getComputedStyle(statuses.at(-1)!).color;
    const declined = getComputedStyle(statuses.at(-2)!).color;
    expect(success).not.toBe(declined);
  },
};

/** Two thousand rows: the table renders only those near the visible part. */
export const Many: Story = {
  parameters: ledgerStory({ transactionRows: Array.from({ length: 2000 }, (_, i) => ({ ...sampleTransactionRows[5]!, id: 10_000 - i })) }),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('table')?.getAttribute('aria-rowcount')).toBe('2001'));
    expect(canvasElement.querySelectorAll('tbody tr').length).toBeLessThan(100);
  },
};

/** No transactions in the period. */
export const Empty: Story = {
  parameters: ledgerStory({ transactionRows: [] }),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(1);
  },
};

/** While the rows load. */
export const Loading: Story = {
  parameters: ledgerStory({ transactions: 'hang' }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'loading')).not.toBeNull()),
};

/** The platform refuses: its message and a retry. */
export const Failed: Story = {
  parameters: ledgerStory({ transactions: 'fail' }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'error').textContent).toContain('The history is not available.')),
};

/** On a phone. */
export const Phone: Story = {
  parameters: ledgerStory(),
  globals: phone,
  play: ({ canvasElement }) => cards(canvasElement),
};
