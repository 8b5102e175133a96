import { effect } from '@preact/signals-core';
import { CasinoSDK, type Runtime } from '@casino-sdk/core';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { adoptDocumentStyles, HostProvider, useRuntime } from '@casino-sdk/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../../.storybook/platform';
import { createDetailsFixture, SAMPLE_COUNTRIES, SAMPLE_HANDOFF, type DetailsFixtureOptions } from './details-fixture';
import { createDetailsModel, type DetailsHandoff, type DetailsModel } from './details-model';
import { detailsCss } from './details.styles';
import { DetailsStep } from './DetailsStep';
import registrationEnglish from '../texts.en.json';

/**
 * Registration step 2 on its own, on a fixture platform: the sandbox's kind of captcha picture
 * (the answer is 7), `auth/checkfields` and the save answering as each story says. The
 * `<casino-registration>` element shows this step after the codes.
 */
adoptDocumentStyles(document, [detailsCss]);
// The element's entry registers these before step 2 loads; here step 2 stands alone.
addEnglishTexts(registrationEnglish);

interface DetailsStoryArgs {
  handoff?: Partial<DetailsHandoff>;
  /** What the player did before the picture was taken. */
  prepare?: (model: DetailsModel) => void;
}

function DetailsStory({ handoff, prepare }: DetailsStoryArgs) {
  const runtime = useRuntime();
  const model = useMemo(() => {
    const created = createDetailsModel(runtime, { ...SAMPLE_HANDOFF, ...handoff });
    created.start();
    prepare?.(created);
    return created;
  }, [runtime, handoff, prepare]);
  // A stand-in host: the step's navigation goes to the Actions panel, never away from the canvas.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!host) return;
    const log = action('casino-navigate');
    const take = (event: Event) => {
      event.preventDefault();
      log((event as CustomEvent).detail);
    };
    host.addEventListener('casino-navigate', take);
    return () => host.removeEventListener('casino-navigate', take);
  }, [host]);
  return (
    <div ref={setHost}>
      {host ? (
        <HostProvider value={host}>
          <DetailsStep model={model} />
        </HostProvider>
      ) : null}
    </div>
  );
}

/** The step's calls answer from the details fixture; the rest (texts) from the story's platform. */
function platform(options: DetailsFixtureOptions = {}): CasinoStoryParameters {
  return {
    afterSession: (runtime: Runtime) =>
      CasinoSDK.update({
        fetch: createDetailsFixture({ ...options, fallback: runtime.config.value.fetch }),
        skinSettings: { countries: SAMPLE_COUNTRIES, google_captcha: { key: 'sandbox-captcha' } },
      }),
  };
}

const meta = {
  title: 'Access/Registration/Step 2 details',
  component: DetailsStory,
  parameters: { casino: platform() },
} satisfies Meta<typeof DetailsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function fillIn(model: DetailsModel) {
  const { fields } = model.form;
  model.setName('firstName', 'Jana');
  model.setName('lastName', 'Novakova');
  fields.gender.set('female');
  fields.street.set('Main Street');
  fields.streetNumber.set('12A');
  fields.city.set('Valletta');
  fields.postalCode.set('VLT 1000');
  fields.country.set('MT');
  fields.birthCountry.set('CZ');
  fields.dob.set({ year: '1990', month: '5', day: '7' });
  fields.terms.set(true);
  fields.captchaAnswer.set('7');
}

/** Fills everything in and presses Register once the picture is there to answer. */
function fillInAndRegister(model: DetailsModel) {
  fillIn(model);
  const stop = effect(() => {
    if (model.captcha.state.value.kind !== 'picture') return;
    queueMicrotask(() => stop());
    void model.submit();
  });
}

const part = (root: HTMLElement, name: string) => root.querySelector(`[part="${name}"]`);
const pictureShown = (root: HTMLElement) => waitFor(() => expect(part(root, 'captcha-picture')).not.toBeNull());

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await pictureShown(canvasElement);
    await expect(part(canvasElement, 'register')).toHaveProperty('disabled', true);
  },
};

/** Every field filled in: Register is enabled. */
export const Complete: Story = {
  args: { prepare: fillIn },
  play: async ({ canvasElement }) => {
    await pictureShown(canvasElement);
    await waitFor(() => expect(part(canvasElement, 'register')).toHaveProperty('disabled', false));
  },
};

/** Special characters taken out of a name, an under-age date, a number with its country prefix, the PEP note. */
export const Errors: Story = {
  args: {
    handoff: { hasPhone: false },
    prepare: (model) => {
      const { fields } = model.form;
      model.setName('firstName', 'Jean-Luc!');
      fields.dob.set({ year: '2009', month: '6', day: '1' });
      model.setPhonePrefix('+356');
      model.setPhoneNumber('35679210000');
      fields.phoneNumber.blur();
      fields.isPep.set(true);
    },
  },
  play: async ({ canvasElement }) => {
    await pictureShown(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBe(4));
  },
};

/** Someone with this name and date of birth is registered already (`auth/checkfields`). */
export const FieldsAlreadyUsed: Story = {
  parameters: { casino: platform({ checkFields: 'taken' }) },
  args: { prepare: fillIn },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('select[aria-invalid="true"]')).toHaveLength(3), { timeout: 3000 });
    await expect(part(canvasElement, 'register')).toHaveProperty('disabled', true);
  },
};

/** The platform refused the captcha answer: a new picture, the answer cleared, the rest kept. */
export const CaptchaWrong: Story = {
  parameters: { casino: platform({ save: 'captcha_wrong' }) },
  args: { prepare: fillInAndRegister },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')?.textContent).not.toBe(''), { timeout: 3000 });
    await pictureShown(canvasElement);
  },
};

/** The platform failed the save (5xx, after the client's retries): the spec's 'ERROR SERVER', all typed kept. */
export const ServerError: Story = {
  parameters: { casino: platform({ save: 'fail' }) },
  args: { prepare: fillInAndRegister },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')?.textContent).toBe('ERROR SERVER'), { timeout: 10_000 });
  },
};

export const Saving: Story = {
  parameters: { casino: platform({ save: 'hang' }) },
  args: { prepare: fillInAndRegister },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, 'register')?.getAttribute('aria-busy')).toBe('true'), { timeout: 3000 });
  },
};

/** Saved: the deposit-limit prompt before the login page. */
export const Saved: Story = {
  args: { prepare: fillInAndRegister },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, 'details-done')).not.toBeNull(), { timeout: 3000 });
  },
};

/** Under UKGC: the deposit-limit prompt, setting a daily limit chosen already; Register waits for its amount. */
export const DepositLimitPrompt: Story = {
  parameters: { casino: { ...platform(), jurisdiction: 'ukgc' } },
  args: { prepare: fillIn },
  play: async ({ canvasElement }) => {
    await pictureShown(canvasElement);
    const limit = part(canvasElement, 'deposit-limit')!;
    await expect(limit.querySelector<HTMLInputElement>('input[type="radio"][value="limit"]')?.checked).toBe(true);
    await expect(part(canvasElement, 'register')).toHaveProperty('disabled', true);
    await userEvent.type(part(canvasElement, 'deposit-limit-amount') as HTMLInputElement, '50');
    await waitFor(() => expect(part(canvasElement, 'register')).toHaveProperty('disabled', false));
  },
};
