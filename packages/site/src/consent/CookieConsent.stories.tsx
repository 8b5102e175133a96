import type { Consent } from '@casino-sdk/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { openCookieSettings } from './consent-events';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { cookieConsentDefinition } from './casino-cookie-consent.definition';
import '../index';

/**
 * `<casino-cookie-consent>`: the non-modal cookie panel fixed to the bottom of the viewport. Each
 * story sets the visitor's choice itself, so a cookie saved by an earlier story does not leak in.
 */
const element = elementMeta(cookieConsentDefinition, {
  states: { 'first visit': choice(null).casino, 'choice saved': choice({ functional: true, statistical: false }).casino },
});

const meta = {
  title: 'Site/Cookie consent',
  ...element,
  tags: ['autodocs'],
  render: (args) => (
    <>
      <p className="story-page-text">Page content stays readable and usable behind the panel.</p>
      {renderElement(cookieConsentDefinition, args)}
    </>
  ),
  parameters: { ...element.parameters, canvas: 'flush' },
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's choice before the story renders: null is a first visit (no cookieConfirmed). */
function choice(consent: Consent | null, extra: CasinoStoryParameters = {}) {
  return {
    casino: {
      ...extra,
      afterSession: (runtime) => {
        runtime.store.consent.value = consent;
      },
    } satisfies CasinoStoryParameters,
  };
}

function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-cookie-consent')?.shadowRoot;
  if (!root) throw new Error('<casino-cookie-consent> has no shadow root');
  return root;
}

async function part(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = shadowOf(canvasElement).querySelector<HTMLElement>(`[part~="${name}"]`);
    if (!found) throw new Error(`no ${name} yet`);
    return found;
  });
}

async function openSettings(canvasElement: HTMLElement) {
  const toggle = await part(canvasElement, 'settings-toggle');
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
}

/** No choice yet: the panel with its two main buttons and the closed Settings disclosure. */
export const FirstVisit: Story = {
  parameters: choice(null),
};

/** Settings open: Essential (always on, disabled), Functional and Statistical, and Save and close settings. */
export const SettingsOpen: Story = {
  parameters: choice(null),
  play: ({ canvasElement }) => openSettings(canvasElement),
};

/**
 * A choice exists (functional only, `ef`): the panel is hidden until something sends
 * `casino-open-consent` (a footer link would); it shows again with that choice ticked.
 */
export const ReopenedWithPreviousChoice: Story = {
  parameters: choice({ functional: true, statistical: false }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('casino-cookie-consent')?.shadowRoot).toBeTruthy());
    openCookieSettings();
    const functional = (await part(canvasElement, 'checkbox-functional')) as HTMLInputElement;
    const statistical = (await part(canvasElement, 'checkbox-statistical')) as HTMLInputElement;
    await waitFor(() => expect(functional.checked).toBe(true));
    await expect(statistical.checked).toBe(false);
  },
};

export const Dark: Story = {
  parameters: choice(null),
  globals: { theme: 'dark' },
  play: ({ canvasElement }) => openSettings(canvasElement),
};

export const German: Story = {
  parameters: choice(null),
  globals: { language: 'de' },
  play: ({ canvasElement }) => openSettings(canvasElement),
};

/** A 390 px phone: the buttons stack, the settings scroll inside the panel when tall. */
export const Phone: Story = {
  parameters: choice(null),
  globals: { ...phone },
  play: ({ canvasElement }) => openSettings(canvasElement),
};
