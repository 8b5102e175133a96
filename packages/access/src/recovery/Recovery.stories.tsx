import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { recoveryDefinition } from './casino-recovery.definition';
import '../index';

/** `<casino-recovery>` on a fixture platform: the recovery call is taken unless a story says otherwise. */
const element = elementMeta(recoveryDefinition, {
  states: { visitor: {}, 'platform down': { platform: { recovery: 'fail' } } },
});

const meta = {
  title: 'Access/Recovery',
  ...element,
  tags: ['autodocs'],
  render: (args) => <StayOnPage>{renderElement(recoveryDefinition, args)}</StayOnPage>,
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const recovery = (platform: CasinoStoryParameters['platform'] = {}) => ({ casino: { platform } satisfies CasinoStoryParameters });
// By part, not by label: the stories also run in the other six languages.
const email = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('[part="email"]')!;
const submit = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLButtonElement>('[part="submit"]')!;

async function send(canvasElement: HTMLElement, address: string) {
  await waitFor(() => expect(email(canvasElement)).not.toBeNull());
  await userEvent.type(email(canvasElement), address);
  await userEvent.click(submit(canvasElement));
}

/** The page's one `<h1>` is the form's title, then the sent panel's. */
const pageHeading = async (canvasElement: HTMLElement) => {
  // The story canvas has a hidden h1 of its own: the element's are counted.
  await waitFor(() => expect(canvasElement.querySelectorAll('casino-recovery h1')).toHaveLength(1));
  await expect(canvasElement.querySelector('casino-recovery h1')?.className).toBe('casino-recovery__title');
};

export const Empty: Story = { parameters: recovery(), play: ({ canvasElement }) => pageHeading(canvasElement) };

/** Recover with nothing typed: the field says so and takes the keyboard. */
export const Required: Story = {
  parameters: recovery(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(submit(canvasElement)).not.toBeNull());
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(email(canvasElement).getAttribute('aria-invalid')).toBe('true'));
    await expect(document.activeElement).toBe(email(canvasElement));
  },
};

/** An address that is not well formed is not sent. */
export const InvalidEmail: Story = {
  parameters: recovery(),
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'alex@example');
    await waitFor(() => expect(email(canvasElement).getAttribute('aria-invalid')).toBe('true'));
    await expect(canvasElement.querySelector('[part="sent"]')).toBeNull();
  },
};

export const Sending: Story = {
  parameters: recovery({ recovery: 'hang' }),
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'alex@example.com');
    await waitFor(() => expect(submit(canvasElement).getAttribute('aria-busy')).toBe('true'));
  },
};

/** The same note for every address: whether an account uses it is never told. */
export const Sent: Story = {
  parameters: recovery(),
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'alex@example.com');
    await waitFor(() => expect(canvasElement.querySelector('[part="sent-text"]')?.textContent).toContain('alex@example.com'));
    await pageHeading(canvasElement);
  },
};

/** The platform could not take it: an alert, the address kept. */
export const Failed: Story = {
  parameters: recovery({ recovery: 'fail' }),
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'alex@example.com');
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')?.textContent).not.toBe(''), { timeout: 20_000 });
    await expect(email(canvasElement).value).toBe('alex@example.com');
  },
};

export const Czech: Story = {
  parameters: recovery(),
  globals: { language: 'cs' },
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'alex@example.com');
    await waitFor(() => expect(canvasElement.querySelector('[part="sent"]')).not.toBeNull());
  },
};

export const Phone: Story = {
  parameters: recovery(),
  globals: { ...phone },
};
