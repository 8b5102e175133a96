import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { casinoRegistrationStoryFlow } from './registration-story-flow';
import { registrationDefinition } from './casino-registration.definition';
import { FIXTURE_CODE, registrationAnswers, type RegistrationFixtureOptions } from './registration-fixture';
import { createDetailsFixture, SAMPLE_COUNTRIES } from './details/details-fixture';
import '../index';

/** The story platform with registration's calls; `step` starts the flow there (as after a reload). */
function casino(options: RegistrationFixtureOptions = {}, step?: 1 | 2): CasinoStoryParameters {
  return {
    platform: { answers: registrationAnswers(options) },
    afterSession: (runtime: Runtime) => {
      if (step) casinoRegistrationStoryFlow(step);
      if (step === 2) {
        CasinoSDK.update({
          fetch: createDetailsFixture({ fallback: runtime.config.value.fetch }),
          skinSettings: { countries: SAMPLE_COUNTRIES, google_captcha: { key: 'sandbox-captcha' } },
        });
      }
    },
  };
}

/**
 * `<casino-registration>` on a fixture platform: every code is 123456, the nickname `TakenName1`
 * and the e-mail `taken@example.com` are already used, the bonus code `SPRING` exists.
 */
const element = elementMeta(registrationDefinition, {
  states: { account: casino(), codes: casino({}, 1), details: casino({}, 2) },
});

const meta = {
  title: 'Access/Registration',
  ...element,
  tags: ['autodocs'],
  render: (args) => renderElement(registrationDefinition, args),
  beforeEach: () => {
    // Links and the end of the flow ask to navigate; the story stays where it is.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('casino-navigate', stay);
    return () => document.removeEventListener('casino-navigate', stay);
  },
  parameters: { ...element.parameters, casino: casino({ taken: { nickname: 'TakenName1', email: 'taken@example.com' }, bonusCodes: { SPRING: '100 % up to 200 €' } }) },
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

// By part, not by label: the stories also run in the other six languages.
const part = <E extends Element = HTMLInputElement>(root: HTMLElement, name: string) => root.querySelector<E>(`[part~="${name}"]`);
const ready = (root: HTMLElement, name: string) => waitFor(() => expect(part(root, name)).not.toBeNull());
const alertText = (root: HTMLElement) => root.querySelector('[role="alert"]')?.textContent ?? '';
const selects = (root: HTMLElement) => [...root.querySelectorAll<HTMLSelectElement>('select')];

async function fillAccount(root: HTMLElement, nickname = 'NewPlayer7') {
  await ready(root, 'email');
  await userEvent.type(part(root, 'email')!, 'new.player@example.com');
  await userEvent.type(part(root, 'nickname')!, nickname);
  await userEvent.type(part(root, 'password')!, 'Sunny-day-7');
  await userEvent.type(part(root, 'confirm-password')!, 'Sunny-day-7');
  const [currency, campaign] = selects(root);
  await userEvent.selectOptions(currency!, '1');
  await waitFor(() => expect(campaign!.querySelectorAll('option').length).toBeGreaterThan(2));
  await userEvent.selectOptions(campaign!, 'none');
}

/** Step 0 as it first shows: the page's `<h1>`, the step's heading one below, step 1 current. */
export const Account: Story = {
  args: { state: 'account' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'email');
    await expect([...canvasElement.querySelectorAll('casino-registration :is(h1, h2, h3)')].map((heading) => heading.tagName)).toEqual(['H1', 'H2']);
    await expect(canvasElement.querySelectorAll('[part="steps"] [aria-current="step"]')).toHaveLength(1);
  },
};

export const FillAllFields: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'submit-account');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'submit-account')!);
    await waitFor(() => expect(canvasElement.querySelectorAll('.casino-field--flash')).toHaveLength(6));
    await waitFor(() => expect(alertText(canvasElement)).not.toBe(''));
  },
};

export const NicknameTakenAndSpaces: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'nickname');
    await userEvent.type(part(canvasElement, 'nickname')!, 'Taken Name1');
    await userEvent.tab();
    await waitFor(() => expect(part(canvasElement, 'nickname')?.getAttribute('aria-invalid')).toBe('true'));
    expect(part(canvasElement, 'nickname')?.value).toBe('TakenName1');
  },
};

export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'password');
    await userEvent.type(part(canvasElement, 'password')!, 'sunny7');
    await userEvent.type(part(canvasElement, 'confirm-password')!, 'sunny-day');
    await waitFor(() => expect(part(canvasElement, 'confirm-password')?.getAttribute('aria-invalid')).toBe('true'));
    expect(canvasElement.querySelectorAll('[part="password-checks"] li.is-met')).toHaveLength(2);
  },
};

export const CzkAndBonusCode: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'bonus-code');
    await userEvent.selectOptions(selects(canvasElement)[0]!, '42');
    await waitFor(() => expect(part(canvasElement, 'czk-notice')).not.toBeNull());
    await userEvent.type(part(canvasElement, 'bonus-code')!, 'SPRING');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'verify-bonus')!);
    await waitFor(() => expect(part(canvasElement, 'bonus-verified')?.textContent).toContain('100 % up to 200 €'));
  },
};

export const BonusCodeNotValid: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'bonus-code');
    await userEvent.selectOptions(selects(canvasElement)[0]!, '1');
    await userEvent.type(part(canvasElement, 'bonus-code')!, 'NOPE');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'verify-bonus')!);
    await waitFor(() => expect(part(canvasElement, 'bonus-code')?.getAttribute('aria-invalid')).toBe('true'));
  },
};

export const RegistrationFailed: Story = {
  parameters: { casino: casino({ register: 'fail' }) },
  play: async ({ canvasElement }) => {
    await fillAccount(canvasElement);
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'submit-account')!);
    await waitFor(() => expect(alertText(canvasElement)).not.toBe(''));
    expect(part(canvasElement, 'account-form')).not.toBeNull();
  },
};

/** Past a few registrations from one address the platform asks a proof of a person first (decision 0034). */
export const ProofOfPersonAsked: Story = {
  parameters: {
    casino: { ...casino({ register: 'challenge' }), afterSession: () => CasinoSDK.update({ skinSettings: { google_captcha: { key: 'sandbox-captcha' } } }) },
  },
  play: async ({ canvasElement }) => {
    await fillAccount(canvasElement);
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'submit-account')!);
    await ready(canvasElement, 'captcha-picture');
    expect(alertText(canvasElement)).not.toBe('');
    const answer = canvasElement.querySelector<HTMLInputElement>('[part~="captcha"] input')!;
    await waitFor(() => expect(answer.matches(':focus')).toBe(true));
    // What was typed stays.
    expect(part(canvasElement, 'nickname')?.value).toBe('NewPlayer7');
    await userEvent.type(answer, '7');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'submit-account')!);
    await waitFor(() => expect(part(canvasElement, 'account-form')).toBeNull());
  },
};

/** The address's registrations are used up: the calm wait, everything typed kept. */
export const RegistrationLimited: Story = {
  parameters: { casino: casino({ register: 'limited' }) },
  play: async ({ canvasElement }) => {
    await fillAccount(canvasElement);
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'submit-account')!);
    await waitFor(() => expect(alertText(canvasElement)).toContain('42'));
    expect(part(canvasElement, 'email')?.value).toBe('new.player@example.com');
  },
};

export const Sending: Story = {
  parameters: { casino: casino({ register: 'hang' }) },
  play: async ({ canvasElement }) => {
    await fillAccount(canvasElement);
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'submit-account')!);
    await waitFor(() => expect(part(canvasElement, 'submit-account')?.getAttribute('aria-busy')).toBe('true'));
  },
};

/** Step 1 as it first shows: the e-mail resend waits 60 s. */
export const Codes: Story = { args: { state: 'codes' }, parameters: { casino: casino({}, 1) } };

export const CodeWrong: Story = {
  parameters: { casino: casino({}, 1) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'email-code');
    await userEvent.type(part(canvasElement, 'email-code')!, '999999');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'confirm-email')!);
    await waitFor(() => expect(part(canvasElement, 'email-code-error')?.textContent).not.toBe(''));
  },
};

/** The platform failed the code check (5xx): the spec's 'SERVER ERROR', not the wrong-code text. */
export const CodeCheckFailed: Story = {
  parameters: { casino: casino({ verify: 'fail' }, 1) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'email-code');
    await userEvent.type(part(canvasElement, 'email-code')!, FIXTURE_CODE);
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'confirm-email')!);
    await waitFor(() => expect(part(canvasElement, 'email-code-error')?.textContent).toBe('SERVER ERROR'));
  },
};

export const CodeConfirmed: Story = {
  parameters: { casino: casino({}, 1) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'email-code');
    await userEvent.type(part(canvasElement, 'email-code')!, FIXTURE_CODE);
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'confirm-email')!);
    await waitFor(() => expect(part(canvasElement, 'confirm-email')?.classList).toContain('casino-registration__verified'));
    expect(part<HTMLButtonElement>(canvasElement, 'continue')?.disabled).toBe(false);
  },
};

export const PhoneWithPrefix: Story = {
  parameters: { casino: casino({}, 1) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'phone-number');
    await userEvent.type(part(canvasElement, 'phone-prefix')!, '+356');
    await userEvent.type(part(canvasElement, 'phone-number')!, '35699123456');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'send-sms')!);
    await waitFor(() => expect(part(canvasElement, 'phone-number')?.getAttribute('aria-invalid')).toBe('true'));
  },
};

export const SmsSent: Story = {
  parameters: { casino: casino({}, 1) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'phone-number');
    await userEvent.type(part(canvasElement, 'phone-prefix')!, '+356');
    await userEvent.type(part(canvasElement, 'phone-number')!, '99123456');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'send-sms')!);
    await ready(canvasElement, 'sms-code');
    expect(part<HTMLButtonElement>(canvasElement, 'send-sms')?.disabled).toBe(true);
  },
};

/** Step 2 inside the element (its own states are in Registration/Step 2 details). */
export const Details: Story = { args: { state: 'details' }, parameters: { casino: casino({}, 2) } };

/** Step 2 saved: every step done and none current, the closing panel under the page's `<h1>`. */
export const Saved: Story = {
  parameters: { casino: casino({}, 2) },
  play: async ({ canvasElement }) => {
    // By name, not by label: the stories also run in the other six languages.
    const field = <E extends Element = HTMLInputElement>(name: string) => canvasElement.querySelector<E>(`[name="${name}"]`)!;
    await waitFor(() => expect(canvasElement.querySelector('[part="captcha-picture"]')).not.toBeNull(), { timeout: 5000 });
    await userEvent.type(field('firstName'), 'Jana');
    await userEvent.type(field('lastName'), 'Novakova');
    await userEvent.click(canvasElement.querySelector<HTMLInputElement>('input[name="gender"][value="female"]')!);
    await userEvent.selectOptions(field<HTMLSelectElement>('dob-day'), '7');
    await userEvent.selectOptions(field<HTMLSelectElement>('dob-month'), '5');
    await userEvent.selectOptions(field<HTMLSelectElement>('dob-year'), '1990');
    await userEvent.type(field('street'), 'Main Street');
    await userEvent.type(field('streetNumber'), '12A');
    await userEvent.type(field('postalCode'), 'VLT 1000');
    await userEvent.type(field('city'), 'Valletta');
    await userEvent.selectOptions(field<HTMLSelectElement>('country'), 'MT');
    await userEvent.selectOptions(field<HTMLSelectElement>('birthCountry'), 'CZ');
    await userEvent.type(field('phonePrefix'), '+356');
    await userEvent.type(field('phoneNumber'), '79210000');
    await userEvent.click(field('terms'));
    await userEvent.type(field('captchaAnswer'), '7');
    await waitFor(() => expect(part<HTMLButtonElement>(canvasElement, 'register')?.disabled).toBe(false), { timeout: 5000 });
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'register')!);
    await ready(canvasElement, 'details-done');
    await expect(canvasElement.querySelectorAll('[part="steps"] [aria-current]')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[part="steps"] li.is-done')).toHaveLength(3);
    await expect([...canvasElement.querySelectorAll('casino-registration :is(h1, h2, h3)')].map((heading) => heading.tagName)).toEqual(['H1', 'H2']);
  },
};

/** Step -1: the restore link's e-mail check. */
export const Restore: Story = { args: { tempToken: 'link-token' } };

export const RestoreTokenInvalid: Story = {
  args: { tempToken: 'link-token' },
  parameters: { casino: casino({ restore: 'invalid' }) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'restore-email');
    await userEvent.type(part(canvasElement, 'restore-email')!, 'restore@example.com');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'submit-restore')!);
    await waitFor(() => expect(alertText(canvasElement)).not.toBe(''));
  },
};

export const RestoreAlreadyConfirmed: Story = {
  args: { tempToken: 'link-token' },
  parameters: { casino: casino({ restore: 'confirmed' }) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'restore-email');
    await userEvent.type(part(canvasElement, 'restore-email')!, 'restore@example.com');
    await userEvent.click(part<HTMLButtonElement>(canvasElement, 'submit-restore')!);
    await ready(canvasElement, 'restore-recovery-link');
  },
};
