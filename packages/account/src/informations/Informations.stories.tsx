import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { accountStory } from '../account/account-fixture';
import { accountDefinition } from '../account/casino-account.definition';
import '../index';

/** `<casino-account view="informations">` on a fixture platform. */
const element = elementMeta(accountDefinition, { states: { 'signed in': accountStory().casino, 'signed out': {} } });

const meta = {
  title: 'Account/My details',
  ...element,
  tags: ['autodocs'],
  args: { view: 'informations' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player's details; the e-mail not confirmed yet: Confirm sends a code, counts down 60 s, and the code confirms it. */
export const Informations: Story = {
  parameters: accountStory({ player: { email_verified_at: null } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'details')).not.toBeNull());
    await userEvent.click(byPart(canvasElement, 'email-confirm'));
    await waitFor(() => expect(byPart(canvasElement, 'email-code')).not.toBeNull());
    expect(byPart<HTMLButtonElement>(canvasElement, 'email-confirm').disabled).toBe(true);
    await userEvent.type(byPart(canvasElement, 'email-code'), '1234');
    await userEvent.click(byPart(canvasElement, 'email-verify'));
    await waitFor(() => expect(byPart<HTMLInputElement>(canvasElement, 'email').readOnly).toBe(true));
  },
};

/** A refused mobile number: the spec's words for 5 s. */
export const PhoneRefused: Story = {
  parameters: accountStory({ updateAnswer: { status: 422, message: 'phone_already_used', code: 'validation_failed' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'phone')).not.toBeNull());
    await userEvent.clear(byPart(canvasElement, 'phone'));
    await userEvent.type(byPart(canvasElement, 'phone'), '+420 601 234 567');
    await userEvent.click(byPart(canvasElement, 'phone-confirm'));
    await waitFor(() => expect(byPart(canvasElement, 'phone-notice').getAttribute('role')).toBe('alert'));
    expect(byPart(canvasElement, 'phone-notice').textContent).not.toBe('');
  },
};

/** On a phone. */
export const Phone: Story = {
  parameters: accountStory(),
  globals: phone,
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'details')).not.toBeNull()),
};
