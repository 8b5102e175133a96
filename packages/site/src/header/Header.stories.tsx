import { adoptDocumentStyles } from '@casino-sdk/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { phone as phoneViewport, tablet as tabletViewport } from '../../../../.storybook/viewports';
import { headerDefinition } from './casino-header.definition';
import '../index';

// A long page to scroll in the compact and Back to top stories (a sheet: no style attributes).
adoptDocumentStyles(document, [
  `.header-story-page { min-height: 320vh; padding: var(--casino-space-4, 16px); }
   .header-story-page p { max-width: 40rem; }
   .header-story-tall { min-height: 320vh; }`,
]);

const element = elementMeta(headerDefinition, {
  states: { visitor: {}, player: { session: 'player' }, loading: { session: 'pending', platform: { me: 'hang' } } },
});

/**
 * `<casino-header>` on a fixture platform, in each of its states. Stories are pinned to the viewport
 * whose layout they show: the desktop bar needs 1280 px (it starts at 1200), the mobile bar 390 px.
 */
const meta = {
  title: 'Site/Header',
  ...element,
  tags: ['autodocs'],
  args: { current: 'casino' },
  render: (args) => (
    <>
      {renderElement(headerDefinition, args)}
      <p className="story-page-text">Page content</p>
    </>
  ),
  parameters: { ...element.parameters, canvas: 'flush' },
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const casino = (parameters: CasinoStoryParameters) => ({ casino: parameters });

function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-header')?.shadowRoot;
  if (!root) throw new Error('<casino-header> has no shadow root');
  return root;
}

export const Visitor: Story = { args: { state: 'visitor' } };

/** A skin whose settings name a licence seal and the regulator's page (the stories above have none). */
const withSeal = (session?: CasinoStoryParameters['session']) =>
  casino({
    session,
    afterSession: (runtime) => {
      runtime.store.skinSettings.value = {
        ...runtime.store.skinSettings.value,
        license_seal_url: '/fixture-art/seal-mga.svg',
        license_verification_url: 'https://regulator.example/licence/987',
      };
    },
  });

async function sealLink(canvasElement: HTMLElement): Promise<HTMLAnchorElement> {
  const root = shadowOf(canvasElement);
  return waitFor(() => {
    const found = root.querySelector<HTMLAnchorElement>('.casino-header__safer-gambling a[part="licence-seal"]');
    if (!found) throw new Error('no seal yet');
    return found;
  });
}

/** A visitor's bar has room for the words: "18+ Safer gambling", then the seal, linked to the regulator in a new tab. */
export const VisitorWithSeal: Story = {
  parameters: withSeal(),
  play: async ({ canvasElement }) => {
    const seal = await sealLink(canvasElement);
    await expect(seal.getAttribute('target')).toBe('_blank');
    await expect(seal.getAttribute('href')).toBe('https://regulator.example/licence/987');
  },
};

/** A player's bar keeps the 18+ mark (its words spoken) and the seal beside the balance. */
export const PlayerWithSeal: Story = {
  parameters: withSeal('player'),
  play: async ({ canvasElement }) => {
    await sealLink(canvasElement);
    const label = shadowOf(canvasElement).querySelector<HTMLElement>('[part="safer-gambling"] .casino-header__safer-label')!;
    // Spoken, not shown.
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Loading: Story = { args: { state: 'loading' } };

/** The desktop player bar: balance with the eye toggle, Account summary and Dashboard. */
export const Player: Story = { args: { state: 'player' } };

/** A tablet is below 1200 px: the mobile bar, with the player's balance in it. */
export const TabletPlayer: Story = { args: { state: 'player' }, globals: { ...tabletViewport } };

export const SummaryOpen: Story = {
  parameters: casino({ session: 'player' }),
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    const toggle = await waitFor(() => {
      const found = root.querySelector<HTMLButtonElement>('[part="summary-toggle"]');
      if (!found) throw new Error('no summary toggle yet');
      return found;
    });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  },
};

export const BalanceHidden: Story = {
  parameters: casino({ session: 'player' }),
  play: async ({ canvasElement }) => {
    const toggle = shadowOf(canvasElement).querySelector<HTMLButtonElement>('[part="balance-toggle"]')!;
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
  },
};

/** The balance poll fails: the last figure stays, marked as possibly out of date. */
export const BalanceStale: Story = {
  parameters: casino({
    session: 'player',
    platform: { balance: 'fail' },
    afterSession: (runtime) => {
      runtime.store.balanceStale.value = true;
    },
  }),
};

/** GET me fails: the spec logs the player out, so the header falls back to the visitor actions. */
export const PlayerLoadFailed: Story = {
  parameters: casino({ session: 'pending', platform: { me: 'fail' } }),
};

/** Below 1200 px the header is the mobile bar; a 390 px column and a phone viewport. */
const phone = {
  globals: { ...phoneViewport },
  render: (args) => (
    <div className="story-narrow">
      {renderElement(headerDefinition, args)}
      <p className="story-page-text">Page content</p>
    </div>
  ),
} satisfies Partial<Story>;

async function button(canvasElement: HTMLElement, part: string): Promise<HTMLButtonElement> {
  const root = shadowOf(canvasElement);
  return waitFor(() => {
    const found = root.querySelector<HTMLButtonElement>(`[part="${part}"]`);
    if (!found) throw new Error(`no ${part} yet`);
    return found;
  });
}

async function openDrawer(canvasElement: HTMLElement, part: 'menu-button' | 'account-button') {
  const opener = await button(canvasElement, part);
  await userEvent.click(opener);
  const drawer = shadowOf(canvasElement).getElementById(opener.getAttribute('aria-controls')!) as HTMLDialogElement;
  await waitFor(() => expect(drawer.open).toBe(true));
}

export const MobileVisitor: Story = { ...phone, args: { state: 'visitor' } };

export const MobilePlayer: Story = { ...phone, args: { state: 'player' } };

/** The left menu: the six links, the current one marked. */
export const MobileMenuOpen: Story = {
  ...phone,
  parameters: casino({ session: 'player' }),
  play: ({ canvasElement }) => openDrawer(canvasElement, 'menu-button'),
};

/** The phone bar keeps the 18+ link; the words and the seal are in the left menu, under the six links. */
export const MobileMenuWithSeal: Story = {
  ...phone,
  parameters: withSeal(),
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement, 'menu-button');
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('.casino-header__drawer-safer a[part="licence-seal"]')).not.toBeNull());
  },
};

/** The right menu of a player: welcome line, balance (to deposit), account links, Log out. */
export const MobileAccountMenuOpen: Story = {
  ...phone,
  parameters: casino({ session: 'player' }),
  play: ({ canvasElement }) => openDrawer(canvasElement, 'account-button'),
};

/** The right menu of a visitor: Log in, Sign up, Help. */
export const MobileVisitorAccountMenu: Story = {
  ...phone,
  play: ({ canvasElement }) => openDrawer(canvasElement, 'account-button'),
};

const longPage = (args: ElementArgs) => (
  <>
    {renderElement(headerDefinition, args)}
    <div className="header-story-page">
      <p className="story-page-text">Scroll the page: past 300 px the header turns compact, past 800 px a Back to top button shows.</p>
    </div>
  </>
);

async function scrollPage(canvasElement: HTMLElement, y: number) {
  const view = canvasElement.ownerDocument.defaultView!;
  view.scrollTo({ top: y, behavior: 'instant' });
  const host = canvasElement.querySelector('casino-header')!;
  await waitFor(() => expect(host.hasAttribute('data-compact')).toBe(y > 300));
}

/** After 300 px of scrolling: the lower bar and smaller logo (`data-compact` on the element). */
export const Compact: Story = {
  parameters: { canvas: 'flush', ...casino({ session: 'player' }) },
  render: longPage,
  play: ({ canvasElement }) => scrollPage(canvasElement, 400),
};

export const CompactMobile: Story = {
  ...phone,
  render: (args) => (
    <div className="story-narrow header-story-tall">
      {renderElement(headerDefinition, args)}
      <p className="story-page-text">Page content</p>
    </div>
  ),
  play: ({ canvasElement }) => scrollPage(canvasElement, 400),
};

/** After 800 px of scrolling: the Back to top button, bottom right. */
export const ScrollTopVisible: Story = {
  render: longPage,
  parameters: { canvas: 'flush' },
  play: async ({ canvasElement }) => {
    await scrollPage(canvasElement, 1000);
    await button(canvasElement, 'scroll-top');
  },
};
