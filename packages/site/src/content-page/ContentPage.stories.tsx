import type { Runtime } from '@casino-sdk/core';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { withPages, type ContentPageFixtureOptions } from './content-page-fixture';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { contentPageDefinition } from './casino-content-page.definition';
import '../index';

/** The paths elements asked to go to: the story takes them, as a host router would, and lists them. */
const asked = signal<string[]>([]);

function NavigationLog() {
  useSignals();
  if (!asked.value.length) return null;
  return <p className="story-page-text">casino-navigate: {asked.value.join(', ')}</p>;
}

/**
 * `<casino-content-page>` on a fixture platform that serves a few CMS pages (terms, help, cookies; terms
 * also in German). Links inside the content ask to navigate; the story takes those requests and
 * lists them under the page instead of leaving the frame.
 */
const element = elementMeta(contentPageDefinition, {
  states: { loaded: casino().casino, loading: casino({ page: 'hang' }).casino, error: casino({ page: 'offline' }).casino },
});

const meta = {
  title: 'Site/ContentPage',
  ...element,
  tags: ['autodocs'],
  args: { page: 'terms-and-conditions' },
  render: (args) => (
    <>
      {renderElement(contentPageDefinition, args)}
      <NavigationLog />
    </>
  ),
  beforeEach: () => {
    asked.value = [];
    const take = (event: Event) => {
      event.preventDefault();
      asked.value = [...asked.value, (event as CustomEvent<{ path: string }>).detail.path];
    };
    document.addEventListener('casino-navigate', take);
    return () => document.removeEventListener('casino-navigate', take);
  },
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

/** The story runtime's fixture plus GET cms/pages/{id}. */
function casino(pages: ContentPageFixtureOptions = {}, more: CasinoStoryParameters = {}) {
  return {
    casino: {
      ...more,
      afterSession: (runtime: Runtime) => {
        const fetch = runtime.config.value.fetch;
        if (fetch) runtime.config.value = { ...runtime.config.value, fetch: withPages(fetch, pages) };
        more.afterSession?.(runtime);
      },
    } satisfies CasinoStoryParameters,
  };
}

function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-content-page')?.shadowRoot;
  if (!root) throw new Error('<casino-content-page> has no shadow root');
  return root;
}

async function heading(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const found = shadowOf(canvasElement).querySelector<HTMLElement>('h1');
    if (!found) throw new Error('not loaded yet');
    return found;
  });
}

/** Headings, lists, an external link (new tab), the site's own links and a mailto: link. */
export const Terms: Story = {
  parameters: casino(),
  play: async ({ canvasElement }) => {
    await expect((await heading(canvasElement)).textContent).toBe('Terms and Conditions');
  },
};

/** The help page with the section the URL hash names (#withdrawals) open and scrolled to. */
export const HelpSectionOpen: Story = {
  parameters: casino(),
  args: { page: 'help' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    history.replaceState(history.state, '', '#withdrawals');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const section = shadowOf(canvasElement).getElementById('withdrawals') as HTMLDetailsElement;
    await waitFor(() => expect(section.open).toBe(true));
  },
};

/** The cookie policy, with its table and the "Change cookie settings" button. */
export const Cookies: Story = {
  parameters: casino(),
  args: { page: 'cookies' },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = { args: { state: 'loading' } };

/** The platform cannot be reached (after the client's retries): an alert and a retry button. */
export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[role="alert"]')).not.toBeNull(), { timeout: 10_000 });
  },
};

/** A page that is not a static page: the element asks to go to / (listed under it). */
export const UnknownPage: Story = {
  parameters: casino(),
  args: { page: 'no-such-page' },
  play: async () => {
    await waitFor(() => expect(asked.value).toEqual(['/']));
  },
};

/** The terms in German: the page comes in the page language and its links get the /de/ prefix. */
export const German: Story = {
  parameters: casino(),
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect((await heading(canvasElement)).textContent).toBe('Allgemeine Geschäftsbedingungen');
  },
};

/** The page in a 390 px column: text wraps, the table fits. */
export const Phone: Story = {
  parameters: casino(),
  globals: { ...phone },
  args: { page: 'cookies' },
  render: (args) => (
    <div className="story-narrow">
      {renderElement(contentPageDefinition, args)}
    </div>
  ),
};
