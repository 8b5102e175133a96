import { type Runtime } from '@casino-sdk/core';
import { adminLogin } from '@casino-sdk/core/internal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { addAdminPlatform, FIXTURE_ADMIN, type AdminFixtureOptions } from './admin-fixture';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { byPart } from '../../../../.storybook/play';
import { phone } from '../../../../.storybook/viewports';
import { adminDefinition } from './casino-admin.definition';
import '../index';

/**
 * `<casino-admin>`, the admin access page, on a fixture platform that knows one admin:
 * `operator-admin` / `Admin-pass-1!` (the sandbox's seeded admin). Anything else is
 * 'Incorrect credentials'. The story canvas has its own `<h1>`, so the element's heading is an h2.
 */
const element = elementMeta(adminDefinition);

const meta = {
  title: 'Site/Admin access',
  ...element,
  tags: ['autodocs'],
  args: { headingLevel: 2 },
  render: (args) => (
    <StayOnPage>
      {renderElement(adminDefinition, args)}
    </StayOnPage>
  ),
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin calls in front of the story's platform; `signedIn` opens admin mode first. */
const admin = (options: AdminFixtureOptions & { signedIn?: boolean } = {}): { casino: CasinoStoryParameters } => ({
  casino: {
    afterSession: (runtime: Runtime) => {
      addAdminPlatform(runtime, options);
      if (options.signedIn) void adminLogin(runtime, FIXTURE_ADMIN);
    },
  },
});

// By part, not by label: the stories also run in the other six languages.

async function fillAndSubmit(canvasElement: HTMLElement, username: string, password: string) {
  await waitFor(() => expect(byPart(canvasElement, 'username')).not.toBeNull());
  await userEvent.type(byPart(canvasElement, 'username'), username);
  await userEvent.type(byPart(canvasElement, 'password'), password);
  await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[part="submit"]')!);
}

const alertText = (canvasElement: HTMLElement) => canvasElement.querySelector('[part="error"]')?.textContent ?? '';

export const Form: Story = { parameters: admin() };

export const RequiredFields: Story = {
  parameters: admin(),
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[part="submit"]')!);
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2));
  },
};

/** 'Incorrect credentials' (verbatim from the spec); the username stays, the password is cleared. */
export const WrongCredentials: Story = {
  parameters: admin(),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'operator-admin', 'wrong-password');
    await waitFor(() => expect(alertText(canvasElement)).not.toBe(''));
    await expect(byPart(canvasElement, 'username').value).toBe('operator-admin');
    await expect(byPart(canvasElement, 'password').value).toBe('');
  },
};

/** Five failures in ten minutes: the platform answers 429 with Retry-After (here 4 minutes). */
export const TooManyAttempts: Story = {
  parameters: admin({ login: 'throttled', retryAfterSeconds: 240 }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'operator-admin', 'wrong-password');
    await waitFor(() => expect(alertText(canvasElement)).toContain('4'));
  },
};

export const NetworkError: Story = {
  parameters: admin({ login: 'offline' }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, FIXTURE_ADMIN.username, FIXTURE_ADMIN.password);
    await waitFor(() => expect(alertText(canvasElement)).not.toBe(''));
  },
};

export const Checking: Story = {
  parameters: admin({ login: 'hang' }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, FIXTURE_ADMIN.username, FIXTURE_ADMIN.password);
    await waitFor(() => expect(canvasElement.querySelector('[part="submit"]')?.getAttribute('aria-busy')).toBe('true'));
  },
};

/** Already in admin mode: who is signed in, and the exit button. */
export const InAdminMode: Story = {
  parameters: admin({ signedIn: true }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[part="signed-in"]')).not.toBeNull());
  },
};

/** 'Are you sure you want to exit Admin Mode?' */
export const ExitConfirmation: Story = {
  parameters: admin({ signedIn: true }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[part="exit-button"]')).not.toBeNull());
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[part="exit-button"]')!);
    await waitFor(() => expect(canvasElement.querySelector<HTMLDialogElement>('dialog')?.open).toBe(true));
  },
};

export const Phone: Story = {
  parameters: admin(),
  globals: { ...phone },
};
