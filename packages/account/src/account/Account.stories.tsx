import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { accountStory } from './account-fixture';
import { accountDefinition } from './casino-account.definition';
import '../index';

/** `<casino-account>` on a fixture platform: the menu and the passwords view (the cashier's views have their own stories). */
const element = elementMeta(accountDefinition, { states: { 'signed in': accountStory().casino, 'signed out': {} } });

const meta = {
  title: 'Account/Account',
  ...element,
  tags: ['autodocs'],
  args: { view: 'passwords' },
  render: (args) => <StayOnPage>{renderElement(accountDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// By part, not by label: the stories also run in the other six languages.
const form = (canvasElement: HTMLElement) => waitFor(() => expect(byPart(canvasElement, 'form')).not.toBeNull());

/** The menu of the eleven children, the current one marked; the new password checked as it is typed, then saved. */
export const Passwords: Story = {
  parameters: accountStory(),
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    const links = canvasElement.querySelectorAll('[part="menu-link"]');
    expect(links).toHaveLength(11);
    expect(canvasElement.querySelector('[part="menu-link"][aria-current="page"]')?.getAttribute('href')).toMatch(/\/dashboard\/passwords$/);
    expect(byPart<HTMLButtonElement>(canvasElement, 'submit').disabled).toBe(true);
    await userEvent.type(byPart(canvasElement, 'current-password'), 'Old-pass-1!');
    await userEvent.type(byPart(canvasElement, 'new-password'), 'New-pass-2?');
    await userEvent.type(byPart(canvasElement, 'confirm-password'), 'New-pass-2?');
    await waitFor(() => expect(byPart<HTMLButtonElement>(canvasElement, 'submit').disabled).toBe(false));
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'status').textContent).not.toBe(''));
  },
};

/** The confirmation that does not match, shown from its fifth character. */
export const Mismatch: Story = {
  parameters: accountStory(),
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await userEvent.type(byPart(canvasElement, 'new-password'), 'New-pass-2?');
    await userEvent.type(byPart(canvasElement, 'confirm-password'), 'New-p');
    await waitFor(() => expect(byPart(canvasElement, 'confirm-password').getAttribute('aria-invalid')).toBe('true'));
    expect(byPart<HTMLButtonElement>(canvasElement, 'submit').disabled).toBe(true);
  },
};

/** The platform refuses the current password: the alert, and nothing typed is lost. */
export const WrongCurrentPassword: Story = {
  parameters: accountStory({ passwordAnswer: { status: 422, message: 'The current password is not correct.', code: 'wrong_current_password' } }),
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await userEvent.type(byPart(canvasElement, 'current-password'), 'Wrong-pass-1!');
    await userEvent.type(byPart(canvasElement, 'new-password'), 'New-pass-2?');
    await userEvent.type(byPart(canvasElement, 'confirm-password'), 'New-pass-2?');
    await userEvent.click(byPart(canvasElement, 'submit'));
    await waitFor(() => expect(byPart(canvasElement, 'error').textContent).not.toBe(''));
    expect(byPart<HTMLInputElement>(canvasElement, 'new-password').value).toBe('New-pass-2?');
  },
};

/** An account never changed since it was made: a note instead of the fields. */
export const Unchangeable: Story = {
  parameters: accountStory({ player: { created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' } }),
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'password-unchangeable')).not.toBeNull()),
};

/** A visitor is asked to log in. */
export const SignedOut: Story = {
  parameters: { casino: {} },
  play: ({ canvasElement }) => waitFor(() => expect(byPart(canvasElement, 'sign-in')).not.toBeNull()),
};

/** On a phone the menu is one scrolling row above the view. */
export const Phone: Story = {
  parameters: accountStory(),
  globals: phone,
  play: ({ canvasElement }) => form(canvasElement),
};
