import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { accountStory } from '../account/account-fixture';
import { accountDefinition } from '../account/casino-account.definition';
import { bonusAnswers, weekendBonus, type BonusFixtureOptions } from './my-bonus-fixture';
import '../index';

/** A koruna player on the fixture platform; the bonus's expiry is sent as seconds left, so the countdown reads the same on any day. */
const bonusStory = (options: BonusFixtureOptions = {}) => accountStory({ answers: bonusAnswers({ bonus: { ...weekendBonus, countdown: 3 * 86_400 }, ...options }) });

const element = elementMeta(accountDefinition, { states: { 'signed in': bonusStory().casino, 'signed out': {} } });

const meta = {
  title: 'Account/My bonus',
  ...element,
  tags: ['autodocs'],
  args: { view: 'myBonus' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement, part: string) => waitFor(() => expect(byPart(canvasElement, part)).not.toBeNull());

/** The active bonus (whole koruny, 40 % wagered, three days left) and the campaigns to activate, one available later. */
export const ActiveBonus: Story = {
  parameters: bonusStory(),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, 'bonus-progress');
    expect(byPart<HTMLProgressElement>(canvasElement, 'bonus-progress').value).toBe(40);
    expect(byPart(canvasElement, 'bonus-wagered').textContent).toMatch(/^CZK\s?30,000 of CZK\s?75,000 wagered \(40 %\)$/);
    // Its ticking is a model test on a fake clock; here the time left is three days, less whatever this run took.
    await waitFor(() => expect(byPart(canvasElement, 'bonus-countdown')?.textContent).toMatch(/^[23] days \d\d:\d\d:\d\d$/));
    await waitFor(() => expect(canvasElement.querySelectorAll('[part="campaign"]')).toHaveLength(2));
    await waitFor(() => expect(byPart(canvasElement, 'campaign-how')?.textContent).toMatch(/^Deposit at least CZK\s500 with the bonus code RELOAD100\.$/));
    await waitFor(() => expect(byPart(canvasElement, 'campaign-later')?.textContent).toMatch(/^This bonus will be available from /));
  },
};

/** Delete bonus asks first; Keep leaves it, Delete deletes it and the page loads again without it. */
export const DeleteBonus: Story = {
  parameters: bonusStory(),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, 'delete');
    await userEvent.click(byPart(canvasElement, 'delete'));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector<HTMLDialogElement>('dialog')?.open).toBe(true));
    await userEvent.click(byPart(canvasElement.ownerDocument.body, 'delete-no'));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector<HTMLDialogElement>('dialog')?.open).toBe(false));
    expect(byPart(canvasElement, 'bonus-progress')).not.toBeNull();
    await userEvent.click(byPart(canvasElement, 'delete'));
    await userEvent.click(byPart(canvasElement.ownerDocument.body, 'delete-yes'));
    await shown(canvasElement, 'no-bonus');
    expect(byPart(canvasElement, 'outcome').textContent).toBe('The bonus was deleted.');
  },
};

/** No bonus yet: a saved code gives one at once. */
export const SaveCode: Story = {
  parameters: bonusStory({ bonus: null }),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, 'no-bonus');
    await userEvent.type(byPart(canvasElement, 'code'), 'free250');
    await userEvent.click(byPart(canvasElement, 'code-save'));
    await shown(canvasElement, 'bonus-progress');
    expect(byPart(canvasElement, 'bonus-name').textContent).toBe('Free bonus (FREE250)');
    expect(byPart(canvasElement, 'outcome').textContent).toBe('The bonus is yours: it is active now.');
  },
};

/** A code the platform does not know: its refusal in the player's language, under the form. */
export const CodeRefused: Story = {
  parameters: bonusStory(),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, 'code');
    await userEvent.click(byPart(canvasElement, 'code-save'));
    await waitFor(() => expect(canvasElement.querySelector('[part="code"]')?.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.type(byPart(canvasElement, 'code'), 'NOPE');
    await userEvent.click(byPart(canvasElement, 'code-save'));
    await waitFor(() => expect(byPart(canvasElement, 'code-error').textContent).toBe('Promotional code not valid'));
  },
};

/** Neither a bonus nor a campaign. */
export const Empty: Story = {
  parameters: bonusStory({ bonus: null, campaigns: [] }),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, 'no-campaigns');
    expect(byPart(canvasElement, 'no-bonus')).not.toBeNull();
  },
};

/** The bonus's time is up: it says so instead of a countdown. */
export const Expired: Story = {
  parameters: bonusStory({ bonus: { ...weekendBonus, countdown: 0 } }),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, 'bonus-countdown');
    expect(byPart(canvasElement, 'bonus-countdown').textContent).toBe('Expired');
  },
};

/** While the campaigns load. */
export const Loading: Story = {
  parameters: bonusStory({ campaignsAnswer: 'never' }),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, 'campaigns-loading');
  },
};

/** The campaigns did not load: the panel with Try again. */
export const LoadError: Story = {
  parameters: bonusStory({ campaignsAnswer: { status: 404, message: 'Not found.' } }),
  play: async ({ canvasElement }) => {
    await shown(canvasElement, 'campaigns-error');
    expect(byPart(canvasElement, 'campaigns-error').textContent).toContain('Not found.');
  },
};

/** On a phone: the campaigns stack and the form wraps. */
export const Phone: Story = {
  parameters: bonusStory(),
  globals: phone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[part="campaign"]')).toHaveLength(2));
    expect(canvasElement.querySelector('.casino-account__content')!.scrollWidth).toBeLessThanOrEqual(canvasElement.querySelector('.casino-account__content')!.clientWidth);
  },
};
