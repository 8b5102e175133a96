import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { loginDefinition } from './casino-login.definition';
import '../index';

/**
 * `<casino-login>` on a fixture platform: any username and password log in unless the story makes
 * the platform refuse or hang.
 */
const element = elementMeta(loginDefinition, { states: { visitor: {}, player: { session: 'player' } } });

const meta = {
  title: 'Access/Login',
  ...element,
  tags: ['autodocs'],
  render: (args) => renderElement(loginDefinition, args),
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const casino = (parameters: CasinoStoryParameters) => ({ casino: parameters });

async function fillAndSubmit(canvasElement: HTMLElement, username = 'alexplayer', password = 'Secret1!') {
  // By part, not by label: the stories also run in the other six languages.
  const input = (part: string) => canvasElement.querySelector<HTMLInputElement>(`[part="${part}"]`)!;
  await waitFor(() => expect(input('username')).not.toBeNull());
  await userEvent.type(input('username'), username);
  await userEvent.type(input('password'), password);
  await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[part="submit"]')!);
}

/** The page's one `<h1>` is the form's title (the signed-in panel's too). */
const pageHeading = async (canvasElement: HTMLElement) => {
  // The story canvas has a hidden h1 of its own: the element's are counted.
  await waitFor(() => expect(canvasElement.querySelectorAll('casino-login h1')).toHaveLength(1));
  await expect(canvasElement.querySelector('casino-login h1')?.className).toBe('casino-login__title');
};

export const Visitor: Story = { args: { state: 'visitor' }, play: ({ canvasElement }) => pageHeading(canvasElement) };

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('[part="submit"]')!;
    await userEvent.click(submit);
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2));
  },
};

export const Loading: Story = {
  parameters: casino({ platform: { login: 'hang' } }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[part="submit"]')?.getAttribute('aria-busy')).toBe('true'));
  },
};

export const ServerError: Story = {
  parameters: casino({
    platform: { login: 'fail', loginError: { status: 401, message: 'These credentials do not match our records.' } },
  }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'alexplayer', 'wrong');
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')?.textContent).toContain('These credentials do not match our records.'));
    // What was typed stays; the button is ready again.
    await expect(canvasElement.querySelector<HTMLInputElement>('[part="username"]')?.value).toBe('alexplayer');
    await expect(canvasElement.querySelector('[part="submit"]')?.hasAttribute('aria-busy')).toBe(false);
  },
};

/** The platform's login throttle (429 with Retry-After): the spec's Attention dialog with links to recovery and support. */
export const TooManyAttempts: Story = {
  parameters: casino({
    platform: {
      login: 'fail',
      loginError: {
        status: 429,
        code: 'too_many_attempts',
        message: 'You have made too many login attempts. Please try again in 10 minutes.',
        retryAfterSeconds: 600,
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'alexplayer', 'wrong');
    await waitFor(() => expect(canvasElement.querySelector('dialog[open] [part="blocked-text"]')).not.toBeNull());
  },
};

/**
 * The browser's own count (spec §4): four refused logins in the last 10 minutes, so this 5th is not
 * sent; the same dialog shows, and the recovery status cookie becomes sendRecovery.
 */
export const FifthAttempt: Story = {
  parameters: casino({ platform: { login: 'fail', loginError: { status: 401, message: 'These credentials do not match our records.' } } }),
  beforeEach: () => {
    document.cookie = `loginAttempts=${encodeURIComponent(`4:${Date.now() + 10 * 60 * 1000}`)}; Path=/`;
    return () => {
      for (const name of ['loginAttempts', 'recoveryStatus']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    };
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'alexplayer', 'wrong');
    await waitFor(() => expect(canvasElement.querySelector('dialog[open] [part="blocked-text"]')?.textContent).toContain('10'));
    await expect(canvasElement.querySelector('[role="alert"]')?.textContent ?? '').toBe('');
  },
};

const SUM_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="136" height="60"><rect width="100%" height="100%" fill="#f3f3f0"/><text x="24" y="40" font-size="28" font-family="monospace">3+4=?</text></svg>';
const challenge = () =>
  new Response(JSON.stringify({ token: 'challenge-1', svg: SUM_PICTURE, alt: 'A sum of two numbers: type the result.', expires_at: '2030-01-01T00:00:00Z' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The account is under attack from many addresses and this one has not logged in to it before
 * (decision 0035): the platform asks for the security check, and the form shows it under the password.
 */
export const CaptchaAsked: Story = {
  parameters: casino({
    platform: {
      login: 'fail',
      loginError: { status: 422, code: 'captcha_required', message: 'Please solve the security check to log in.', errors: { captcha: ['captcha_required'] } },
      answers: (method, path) => (method === 'GET' && path === '/v1/auth/captcha' ? challenge() : undefined),
    },
  }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[part="captcha-picture"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[role="alert"]')?.textContent).not.toBe('');
    await expect(canvasElement.querySelector('[part="captcha"] input')).not.toBeNull();
  },
};

export const NetworkError: Story = {
  parameters: casino({ platform: { login: 'offline' } }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')?.textContent).not.toBe(''));
  },
};

export const Player: Story = { args: { state: 'player' }, play: ({ canvasElement }) => pageHeading(canvasElement) };
