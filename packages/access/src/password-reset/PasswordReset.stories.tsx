import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart, fillNewPassword } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { passwordResetDefinition } from './casino-password-reset.definition';
import '../index';

/** `<casino-password-reset>` with a link token on a fixture platform: the link is good and the reset answers 204 unless a story says otherwise. */
const element = elementMeta(passwordResetDefinition, {
  states: { 'valid link': {}, 'expired link': { platform: { resetLink: 'expired' } }, 'reset refused': { platform: { resetStatus: 422 } } },
});

const meta = {
  title: 'Access/Password reset',
  ...element,
  tags: ['autodocs'],
  args: { token: 'story-link-token' },
  render: (args) => <StayOnPage>{renderElement(passwordResetDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const reset = (platform: CasinoStoryParameters['platform'] = {}) => ({ casino: { platform } satisfies CasinoStoryParameters });
// By part, not by label: the stories also run in the other six languages.
const submit = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLButtonElement>('[part="submit"]')!;

/** The page's one `<h1>` is the element's title (the story canvas has a hidden h1 of its own). */
const pageHeading = (canvasElement: HTMLElement) =>
  waitFor(() => expect([...canvasElement.querySelectorAll('casino-password-reset h1')].map((heading) => heading.className)).toEqual(['casino-password-reset__title']));

/** The form once the link checked out; the e-mail is only in a hidden field for password managers. */
export const Empty: Story = {
  parameters: reset(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'new-password')).not.toBeNull());
    await pageHeading(canvasElement);
    const account = canvasElement.querySelector<HTMLInputElement>('input[autocomplete="username"]')!;
    await expect(account.hidden).toBe(true);
    await expect(submit(canvasElement).disabled).toBe(true);
  },
};

export const Checking: Story = { parameters: reset({ resetLink: 'hang' }) };

/** login.linkExpired with a button home. */
export const Expired: Story = {
  parameters: reset({ resetLink: 'expired' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[part="home-button"]')).not.toBeNull());
  },
};

/** The check itself failed: try again. */
export const CheckFailed: Story = {
  parameters: reset({ resetLink: 'offline' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[part="retry-button"]')).not.toBeNull(), { timeout: 20_000 });
  },
};

/** The rule shows once the field was left. */
export const Invalid: Story = {
  parameters: reset(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'new-password')).not.toBeNull());
    await userEvent.type(byPart(canvasElement, 'new-password'), 'password');
    await userEvent.tab();
    await waitFor(() => expect(byPart(canvasElement, 'new-password').getAttribute('aria-invalid')).toBe('true'));
    await expect(submit(canvasElement).disabled).toBe(true);
  },
};

/** "The password doesn't match" from the 5th character of the confirmation. */
export const Mismatch: Story = {
  parameters: reset(),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'New-pass-1', 'New-p');
    await waitFor(() => expect(byPart(canvasElement, 'confirm-password').getAttribute('aria-invalid')).toBe('true'));
    await expect(submit(canvasElement).disabled).toBe(true);
  },
};

export const Ready: Story = {
  parameters: reset(),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'New-pass-1', 'New-pass-1');
    await waitFor(() => expect(submit(canvasElement).disabled).toBe(false));
  },
};

/** 204: "password changed", then the way to log in. */
export const Changed: Story = {
  parameters: reset(),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'New-pass-1', 'New-pass-1');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('[part="changed"]')).not.toBeNull());
    await pageHeading(canvasElement);
  },
};

/** Any other status: contact customer support. */
export const Refused: Story = {
  parameters: reset({ resetStatus: 422 }),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'New-pass-1', 'New-pass-1');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')?.textContent).not.toBe(''));
  },
};

export const Polish: Story = {
  parameters: reset(),
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'New-pass-1', 'New-pX');
    await waitFor(() => expect(byPart(canvasElement, 'confirm-password').getAttribute('aria-invalid')).toBe('true'));
  },
};

export const Phone: Story = {
  parameters: reset(),
  globals: { ...phone },
};
