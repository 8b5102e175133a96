import { type Runtime } from '@casino-sdk/core';
import { adminLogin, setShowTextKeys } from '@casino-sdk/core/internal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { addAdminPlatform, FIXTURE_ADMIN } from './admin-fixture';
import { elementMeta, renderElement, StayOnPage, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { adminBarDefinition } from './casino-admin-bar.definition';
import '../index';
// The login form below the bar is the access family's element: each story file loads on its own.
import '@casino-sdk/access/elements/casino-login';

/**
 * `<casino-admin-bar>` under the header, with a login form below so the effect of "Show text
 * keys" is visible: the form shows its keys, the bar stays readable.
 */
const element = elementMeta(adminBarDefinition, {
  states: { 'not in admin mode': {}, 'admin mode': adminMode().casino, 'text keys shown': adminMode({ keys: true }).casino },
});

const meta = {
  title: 'Site/Admin bar',
  ...element,
  tags: ['autodocs'],
  parameters: { ...element.parameters, canvas: 'flush' },
  render: (args) => (
    <StayOnPage>
      {renderElement(adminBarDefinition, args)}
      <div className="story-page-text">
        <casino-login />
      </div>
    </StayOnPage>
  ),
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin mode opened through the fixture platform before the story shows; `keys` switches them on. */
function adminMode({ keys = false } = {}): { casino: CasinoStoryParameters; canvas: 'flush' } {
  return {
    canvas: 'flush',
    casino: {
      afterSession: (runtime: Runtime) => {
        addAdminPlatform(runtime);
        void adminLogin(runtime, FIXTURE_ADMIN).then(() => {
          if (keys) setShowTextKeys(runtime, true);
        });
      },
    },
  };
}

const inBar = (canvasElement: HTMLElement, part: string) =>
  canvasElement.querySelector('casino-admin-bar')?.shadowRoot?.querySelector<HTMLElement>(`[part="${part}"]`) ?? null;

/** Outside admin mode the bar renders nothing. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(inBar(canvasElement, 'bar')).toBeNull();
  },
};

export const Shown: Story = {
  parameters: adminMode(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(inBar(canvasElement, 'bar')).not.toBeNull());
  },
};

/** Keys instead of texts in every element; the bar's own words stay readable. */
export const KeysShown: Story = {
  parameters: adminMode({ keys: true }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect((inBar(canvasElement, 'keys-switch') as HTMLInputElement | null)?.checked).toBe(true));
    await waitFor(() => expect(canvasElement.querySelector('casino-login h1')?.textContent).toBe('login.title'));
  },
};

/** 'Are you sure you want to exit Admin Mode?' with Exit and Cancel. */
export const ExitConfirmation: Story = {
  parameters: adminMode(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(inBar(canvasElement, 'exit-button')).not.toBeNull());
    await userEvent.click(inBar(canvasElement, 'exit-button')!);
    await waitFor(() => expect(canvasElement.querySelector('casino-admin-bar')?.shadowRoot?.querySelector('dialog')?.open).toBe(true));
  },
};

export const Phone: Story = {
  parameters: adminMode(),
  globals: { ...phone },
  render: (args) => (
    <StayOnPage>
      <div className="story-narrow">
        {renderElement(adminBarDefinition, args)}
        <div className="story-page-text">
          <casino-login />
        </div>
      </div>
    </StayOnPage>
  ),
};
