import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { cashierStory, samplePendingWithdrawal } from '../cashier/cashier-fixture';
import { cashierDefinition } from '../cashier/casino-cashier.definition';
import '../index';

/** `<casino-cashier view="withdraw">` on a fixture platform: a SEPA method and an e-wallet, €1,000.00 available. */
const element = elementMeta(cashierDefinition, { states: { 'signed in': cashierStory().casino, 'signed out': {} } });

const meta = {
  title: 'Cashier/Withdraw',
  ...element,
  tags: ['autodocs'],
  args: { view: 'withdraw' },
  render: (args) => <StayOnPage>{renderElement(cashierDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// By part, not by label: the stories also run in the other six languages.
const form = (canvasElement: HTMLElement) => waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull());

/** A SEPA method asks for an IBAN, checked as a real one. */
export const Withdraw: Story = {
  parameters: cashierStory(),
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await userEvent.selectOptions(byPart<HTMLSelectElement>(canvasElement, 'account'), '51');
    await userEvent.type(byPart(canvasElement, 'amount'), '50');
    await userEvent.type(byPart(canvasElement, 'iban'), 'CZ65 0800 0000 1920 0014 5390');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'iban').getAttribute('aria-invalid')).toBe('true'));
  },
};

/** A pending withdrawal: its own view, cancelled after confirmation. */
export const Pending: Story = {
  parameters: cashierStory({ pendingWithdrawals: [samplePendingWithdrawal] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'cancel')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'cancel'));
    await userEvent.click(byPart(canvasElement, 'cancel-confirm'));
    await form(canvasElement);
  },
};

/** An unverified player gets the message instead of the form. */
export const Unverified: Story = {
  parameters: cashierStory({ player: { is_verified: false } }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'unverified')).not.toBeNull()),
};

/** Under UKGC the net deposits (deposits less withdrawals) above the form. */
export const NetDeposits: Story = {
  parameters: { casino: { ...cashierStory({ player: { balance: { total: 1000, bonus: 0, available: 1000, deposited: 1500, net_deposits: 1200 } } }).casino, jurisdiction: 'ukgc' } },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await waitFor(() => expect(byPart(canvasElement, 'net-deposits').textContent).toMatch(/1[.,\s\u00a0]?200/));
  },
};

/** The source-of-wealth questionnaire is required and unanswered: its link. */
export const Questionnaire: Story = {
  parameters: cashierStory({ questionnaire: 'required' }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'questionnaire')).not.toBeNull()),
};

/** On a phone. */
export const Phone: Story = {
  parameters: cashierStory(),
  globals: phone,
  play: ({ canvasElement }) => form(canvasElement),
};
