import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { addPlayerUpdate, type PlayerUpdateOptions } from './change-password-fixture';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart, fillNewPassword } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { changePasswordDefinition } from './casino-change-password.definition';
import '../index';

/**
 * `<casino-change-password>` for an imported player (`is_crypt: false`) on a fixture platform:
 * the password update succeeds unless the story makes it fail or hang.
 */
const element = elementMeta(changePasswordDefinition, {
  states: { 'imported player': imported().casino, 'other player': { session: 'player' }, 'signed out': {} },
});

const meta = {
  title: 'Access/Change password',
  ...element,
  tags: ['autodocs'],
  render: (args) => (
    <StayOnPage>
      {renderElement(changePasswordDefinition, args)}
    </StayOnPage>
  ),
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in imported player; `update` decides how PUT static/players/{id} answers. */
function imported(update: PlayerUpdateOptions = {}): { casino: CasinoStoryParameters } {
  return {
    casino: {
      session: 'player',
      platform: { player: { is_crypt: false } },
      afterSession: (runtime) => {
        addPlayerUpdate(runtime, update);
      },
    },
  };
}

// By part, not by label: the stories also run in the other six languages.

const submit = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLButtonElement>('[part="submit"]')!;

/** The page's one `<h1>` is the element's title (the story canvas has a hidden h1 of its own). */
export const Empty: Story = {
  parameters: imported(),
  play: ({ canvasElement }) =>
    waitFor(() => expect([...canvasElement.querySelectorAll('casino-change-password h1')].map((heading) => heading.className)).toEqual(['casino-change-password__title'])),
};

/** The rule shows as an error once the new-password field was left. */
export const Invalid: Story = {
  parameters: imported(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(byPart(canvasElement, 'new-password')).not.toBeNull());
    await userEvent.type(byPart(canvasElement, 'new-password'), 'password-1');
    await userEvent.tab();
    await waitFor(() => expect(byPart(canvasElement, 'new-password').getAttribute('aria-invalid')).toBe('true'));
    await expect(submit(canvasElement).disabled).toBe(true);
  },
};

/** "Password doesn't match" from the fifth character of the confirmation. */
export const Mismatch: Story = {
  parameters: imported(),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'Abcdefg1!', 'Abcdefg2!');
    await waitFor(() => expect(byPart(canvasElement, 'confirm-password').getAttribute('aria-invalid')).toBe('true'));
    await expect(submit(canvasElement).disabled).toBe(true);
  },
};

/** Both fields valid and equal: the button is enabled. */
export const Ready: Story = {
  parameters: imported(),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'Abcdefg1!', 'Abcdefg1!');
    await waitFor(() => expect(submit(canvasElement).disabled).toBe(false));
  },
};

export const Saving: Story = {
  parameters: imported({ update: 'hang' }),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'Abcdefg1!', 'Abcdefg1!');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(submit(canvasElement).getAttribute('aria-busy')).toBe('true'));
  },
};

/** The platform refuses: its message in the alert, both values kept. */
export const ServerError: Story = {
  parameters: imported({ update: 'fail', updateError: { status: 422, message: 'The password may only contain letters, digits and @$!%*?&.' } }),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'Abcdefg1!', 'Abcdefg1!');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')?.textContent).toContain('The password may only contain'));
    await expect(byPart(canvasElement, 'new-password').value).toBe('Abcdefg1!');
  },
};

export const NetworkError: Story = {
  parameters: imported({ update: 'offline' }),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'Abcdefg1!', 'Abcdefg1!');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')?.textContent).not.toBe(''), { timeout: 20_000 });
  },
};

/** Saved: the thanks that shows while the host moves on to the casino. */
export const Saved: Story = {
  parameters: imported(),
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'Abcdefg1!', 'Abcdefg1!');
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('[part="done"]')).not.toBeNull());
  },
};

export const German: Story = {
  parameters: imported(),
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'Abcdefg1!', 'Abcdx');
    await waitFor(() => expect(byPart(canvasElement, 'confirm-password').getAttribute('aria-invalid')).toBe('true'));
  },
};

export const Phone: Story = {
  parameters: imported(),
  globals: { ...phone },
};

/** A player with a password of their own, who never needed this page. */
export const NotNeeded: Story = {
  parameters: { casino: { session: 'player' } satisfies CasinoStoryParameters },
};

export const SignedOut: Story = {};
