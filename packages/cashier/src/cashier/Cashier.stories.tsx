import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { cashierStory, sampleAttempt, samplePendingDeposit } from './cashier-fixture';
import { cashierDefinition } from './casino-cashier.definition';
import '../index';

const element = elementMeta(cashierDefinition, {
  states: { 'signed in': cashierStory().casino, 'signed out': {} },
});

const meta = {
  title: 'Cashier/Deposit',
  ...element,
  tags: ['autodocs'],
  args: { view: 'deposit' },
  render: (args) => <StayOnPage>{renderElement(cashierDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// By part, not by label: the stories also run in the other six languages.
const methods = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelectorAll('[part="method"]')).toHaveLength(5));

/** The methods with their pictures; an amount above the card's maximum is refused with it. */
export const Deposit: Story = {
  parameters: cashierStory(),
  play: async ({ canvasElement }) => {
    await methods(canvasElement);
    await userEvent.click(canvasElement.querySelector('[part="method"] input')!);
    await userEvent.type(byPart(canvasElement, 'amount'), '6000');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'amount').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(byPart(canvasElement, 'amount'));
  },
};

/** A bank transfer waiting for the money: its details with copy buttons, and the credit time. */
export const PendingTransfer: Story = {
  parameters: cashierStory({ pendingDeposits: [samplePendingDeposit] }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[part="copy"]')).toHaveLength(4));
  },
};

/** Bank transfer chosen: its IBAN, bank and reference fields; the platform's success stays 8 s. */
export const BankTransfer: Story = {
  parameters: cashierStory({ depositAnswer: { message: 'Transfer registered' } }),
  play: async ({ canvasElement }) => {
    await methods(canvasElement);
    await userEvent.click(canvasElement.querySelector('[part="method"] input[value="14"]')!);
    // The transfer's fields load with its pick.
    await waitFor(() => expect(byPart(canvasElement, 'iban')).not.toBeNull());
    await userEvent.type(byPart(canvasElement, 'amount'), '100');
    await userEvent.type(byPart(canvasElement, 'iban'), 'CZ6508000000192000145399');
    await userEvent.type(byPart(canvasElement, 'bank'), 'Česká spořitelna');
    await userEvent.type(byPart(canvasElement, 'reference'), '42');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'notice').dataset.tone).toBe('success'));
  },
};

/** A provider's answer that is not a form on an allowed origin: refused, and the page stays. */
export const RefusedProviderAnswer: Story = {
  parameters: cashierStory({ depositAnswer: { form: '<form action="https://evil.example/pay"><input type="hidden" name="x" value="1"></form>' } }),
  play: async ({ canvasElement }) => {
    await methods(canvasElement);
    await userEvent.click(canvasElement.querySelector('[part="method"] input')!);
    await userEvent.type(byPart(canvasElement, 'amount'), '20');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'notice').getAttribute('role')).toBe('alert'));
    expect(canvasElement.querySelector('form[action^="https://evil.example"]')).toBeNull();
  },
};

/** A deposit past the weekly limit: the alert names the limit, what is used and left, and when it resets. */
export const RefusedByLimit: Story = {
  parameters: cashierStory({
    depositAnswer: {
      status: 422,
      message: 'This deposit would go past your deposit limit.',
      code: 'limit_reached',
      refusal: { rule: 'max_weekly_deposit', period: 'week', used: 450, remaining: 50, resetsAt: '2026-11-30T00:00:00.000Z' },
    },
  }),
  play: async ({ canvasElement }) => {
    await methods(canvasElement);
    await userEvent.click(canvasElement.querySelector('[part="method"] input')!);
    await userEvent.type(byPart(canvasElement, 'amount'), '80');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'notice').getAttribute('role')).toBe('alert'));
    expect(byPart(canvasElement, 'notice').textContent).toMatch(/450.*50.*2026.*UTC/);
  },
};

/** The address a provider sends the player back to names the attempt; the story's own stays after it. */
function backFromProvider(): () => void {
  const search = location.search;
  history.replaceState(history.state, '', `${location.pathname}${search ? `${search}&` : '?'}attempt=${sampleAttempt.id}`);
  return () => history.replaceState(history.state, '', location.pathname + search);
}

const resumedIs = (canvasElement: HTMLElement, status: string) => waitFor(() => expect(byPart(canvasElement, 'resumed').dataset.status).toBe(status));

/** A crypto transfer that brought less than asked: what arrived was credited, both amounts shown. */
export const Underpaid: Story = {
  parameters: cashierStory({ attempts: [{ ...sampleAttempt, status: 'underpaid', received_amount: 42.5, balance_after: 1042.5 }] }),
  beforeEach: backFromProvider,
  play: async ({ canvasElement }) => {
    await resumedIs(canvasElement, 'underpaid');
    expect(byPart(canvasElement, 'resumed').textContent).toMatch(/42[.,]50.*50[.,]00|50[.,]00.*42[.,]50/);
  },
};

/** A crypto transfer on another network than the one named: nothing credited, the player told to contact support. */
export const WrongNetwork: Story = {
  parameters: cashierStory({ attempts: [{ ...sampleAttempt, status: 'declined', reason_code: 'wrong_network' }] }),
  beforeEach: backFromProvider,
  play: async ({ canvasElement }) => {
    await resumedIs(canvasElement, 'declined');
    expect(byPart(canvasElement, 'resumed').dataset.tone).toBe('error');
  },
};

/** A hosted page left unfinished past its time: expired, as the platform says. */
export const Expired: Story = {
  parameters: cashierStory({ attempts: [{ ...sampleAttempt, payment_method_id: 3, status: 'expired' }] }),
  beforeEach: backFromProvider,
  play: ({ canvasElement }) => resumedIs(canvasElement, 'expired'),
};

/** A self-excluded player sees only the exclusion message. */
export const Excluded: Story = {
  parameters: cashierStory({ player: { status_expires_at: '2999-12-31T00:00:00Z' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'excluded')).not.toBeNull());
    expect(byPart(canvasElement, 'form')).toBeNull();
  },
};

/** A player who has not accepted the terms sees the way to them instead of the form. */
export const TermsNotAccepted: Story = {
  parameters: cashierStory({ player: { marketing: { terms_and_conditions: false, newsletter: false } } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'terms')).not.toBeNull());
  },
};

/** The methods could not be loaded: the retry panel. */
export const LoadError: Story = {
  parameters: cashierStory({ methods: 'fail' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'error')).not.toBeNull(), { timeout: 10_000 });
  },
};

/** Under UKGC, before a first deposit: the deposit-limit prompt, setting one being the default. */
export const FirstDepositLimitPrompt: Story = {
  parameters: { casino: { ...cashierStory({ player: { balance: { total: 0, bonus: 0, available: 0, deposited: 0 } } }).casino, jurisdiction: 'ukgc' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'limit-prompt')).not.toBeNull());
    await userEvent.type(byPart(canvasElement, 'limit-prompt-amount'), '100');
    await userEvent.click(byPart(canvasElement, 'limit-prompt-continue'));
    await methods(canvasElement);
  },
};

/** Under MGA, before the first deposit: the responsible-gaming tools, with links to the limits and the responsible-gaming page. */
export const FirstDepositNotice: Story = {
  parameters: cashierStory({ player: { balance: { total: 0, bonus: 0, available: 0, deposited: 0 } } }),
  play: async ({ canvasElement }) => {
    await methods(canvasElement);
    expect(byPart(canvasElement, 'first-deposit-notice').querySelectorAll('a')).toHaveLength(2);
  },
};

/** Under UKGC, a player whose identity is not verified yet sees the KYC gate and its link instead of the form. */
export const KycGate: Story = {
  parameters: { casino: { ...cashierStory({ player: { is_verified: false } }).casino, jurisdiction: 'ukgc' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'kyc')).not.toBeNull());
    expect(byPart(canvasElement, 'kyc').querySelector('a')?.getAttribute('href')).toMatch(/\/kyc$/);
    expect(byPart(canvasElement, 'form')).toBeNull();
  },
};

/** Under UKGC the cashier shows the net deposits (deposits less withdrawals) and the limits link above the form. */
export const NetDeposits: Story = {
  parameters: { casino: { ...cashierStory({ player: { balance: { total: 50, bonus: 0, available: 50, deposited: 500, net_deposits: 70.25 } } }).casino, jurisdiction: 'ukgc' } },
  play: async ({ canvasElement }) => {
    await methods(canvasElement);
    await waitFor(() => expect(byPart(canvasElement, 'net-deposits').textContent).toMatch(/70[.,]25/));
    expect(byPart(canvasElement, 'limits-link').querySelector('a')?.getAttribute('href')).toMatch(/\/limits$/);
  },
};

/** A visitor is asked to log in. */
export const SignedOut: Story = {
  parameters: { casino: {} },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'sign-in')).not.toBeNull());
  },
};

/** On a phone: the methods two to a row, the bank details under their names. */
export const Phone: Story = {
  parameters: cashierStory({ pendingDeposits: [samplePendingDeposit] }),
  globals: phone,
  play: ({ canvasElement }) => methods(canvasElement),
};
