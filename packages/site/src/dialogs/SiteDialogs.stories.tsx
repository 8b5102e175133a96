import { logout, type Message, type Runtime } from '@casino-sdk/core';
import { getRuntime } from '@casino-sdk/core/internal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import type { PlatformFixtureOptions } from '@casino-sdk/core/testing/platform-fixture';
import { withTermsAnswer, type DialogsFixtureOptions } from './dialogs-fixture';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { siteDialogsDefinition } from './casino-site-dialogs.definition';
import '../index';

/**
 * `<casino-site-dialogs>` for a signed-in player on a fixture platform. Each story puts the store
 * in the state that brings one dialog up (a message, the terms, the inactivity warning). Buttons
 * that lead elsewhere ask to navigate; the story takes those requests, as a host router would.
 */
const REALITY_CHECK: Message = {
  id: 1,
  type: 'realityCheck',
  subject: 'Reality check',
  body: 'You have been playing for 60 minutes.\nYou have wagered €120.00 and won €95.50 in this session.',
  duration: 45,
};

/** The dialogs a designer switches between with the `state` control (the stories below have them all). */
const element = elementMeta(siteDialogsDefinition, {
  states: {
    'nothing due': casino().casino,
    'inactivity warning': inactivity().casino,
    terms: termsDue().casino,
    'reality check': withMessage(REALITY_CHECK).casino,
  },
});

const meta = {
  title: 'Site/Site dialogs',
  ...element,
  tags: ['autodocs'],
  render: (args) => (
    <>
      <p className="story-page-text">The page behind the dialog.</p>
      {renderElement(siteDialogsDefinition, args)}
    </>
  ),
  beforeEach: () => {
    const take = (event: Event) => event.preventDefault();
    document.addEventListener('casino-navigate', take);
    return () => document.removeEventListener('casino-navigate', take);
  },
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in player; `then` puts the store in the story's state once the player is loaded. */
function casino(platform: PlatformFixtureOptions & DialogsFixtureOptions = {}, then?: (runtime: Runtime) => void): { casino: CasinoStoryParameters } {
  return {
    casino: {
      session: 'player',
      platform,
      afterSession: (runtime) => {
        const fetch = runtime.config.value.fetch;
        // A PUT me that fails or hangs, over the story runtime's fixture.
        if (fetch && platform.acceptTerms) runtime.config.value = { ...runtime.config.value, fetch: withTermsAnswer(fetch, platform.acceptTerms) };
        then?.(runtime);
      },
    },
  };
}

/** A player who has not accepted the terms. */
function termsDue() {
  return casino({ player: { marketing: { terms_and_conditions: false, newsletter: false } } });
}

/** Two minutes before the inactivity logout. */
function inactivity() {
  return casino({}, (runtime) => {
    runtime.store.inactivityLogoutAt.value = Date.now() + 120_000;
  });
}

/** One message: the platform knows it (so closing marks it read) and the store shows it now. */
function withMessage(message: Message) {
  return casino({ messages: [message] }, (runtime) => {
    runtime.store.message.value = message;
  });
}

function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-site-dialogs')?.shadowRoot;
  if (!root) throw new Error('<casino-site-dialogs> has no shadow root');
  return root;
}

const isOpen = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(shadowOf(canvasElement).querySelector('dialog')?.open).toBe(true));
};

/**
 * Reality check: the session's time played and net position, Continue, history and Log out, and a
 * countdown from the message's duration (here 45 s), then it closes as Continue.
 */
export const RealityCheck: Story = {
  args: { state: 'reality check' },
  play: async (context) => {
    await isOpen(context);
    await waitFor(() => expect(shadowOf(context.canvasElement).querySelector('[part="session-summary"]')?.textContent).toContain('1 h 2 min'));
  },
};

export const FirstLogin: Story = {
  parameters: withMessage({
    id: 2,
    type: 'firstLogin',
    subject: 'Welcome to Harbour Casino!',
    body: 'Your account is ready. Make your first deposit to play for real money.',
  }),
  play: isOpen,
};

export const CampaignReached: Story = {
  parameters: withMessage({
    id: 3,
    type: 'campaignReached',
    subject: 'Bonus unlocked',
    body: 'You reached the target of the Spring campaign. Your bonus of €20.00 is waiting.',
  }),
  play: isOpen,
};

export const BonusBetLimit: Story = {
  parameters: withMessage({
    id: 4,
    type: 'bonus-bet-limit',
    subject: 'Bet above the bonus limit',
    body: 'While you play with a bonus, a single bet may not exceed €5.00.',
  }),
  play: isOpen,
};

export const BonusMinBalanceLimit: Story = {
  parameters: withMessage({
    id: 5,
    type: 'bonus-min-balance-limit',
    subject: 'Bonus balance too low',
    body: 'Your bonus balance is below the minimum for this game.',
  }),
  play: isOpen,
};

export const DailyBetLimit: Story = {
  parameters: withMessage({
    id: 6,
    type: 'daily-bet-limit',
    subject: 'Daily bet limit reached',
    body: 'You have reached the daily bet limit you set. You can play again tomorrow.',
  }),
  play: isOpen,
};

export const DailyBetLoss: Story = {
  parameters: withMessage({
    id: 7,
    type: 'daily-bet-loss',
    subject: 'Daily loss limit reached',
    body: 'You have reached the daily loss limit you set. You can play again tomorrow.',
  }),
  play: isOpen,
};

/** A type without buttons of its own: a plain message with Close. The body stays text. */
export const OtherMessage: Story = {
  parameters: withMessage({ id: 8, type: 'news', subject: 'New games', body: 'Ten new slots arrived this week. <b>This is not bold.</b>' }),
  play: isOpen,
};

/** Blocking: no ×, Escape does nothing; Yes or No. */
export const Terms: Story = { args: { state: 'terms' }, play: isOpen };

/** The acceptance cannot be saved: an alert in the dialog. */
export const TermsSaveFailed: Story = {
  parameters: casino({ player: { marketing: { terms_and_conditions: false, newsletter: false } }, acceptTerms: 'fail' }),
  play: async ({ canvasElement }) => {
    await isOpen({ canvasElement });
    shadowOf(canvasElement).querySelector<HTMLButtonElement>('[part="accept-button"]')!.click();
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[role="alert"]')?.textContent).not.toBe(''));
  },
};

/** Two minutes before the inactivity logout: a live countdown and "Stay signed in". */
export const InactivityWarning: Story = { args: { state: 'inactivity warning' }, play: isOpen };

/** After the inactivity logout: why the player is signed out. */
export const SignedOut: Story = {
  parameters: casino(),
  play: async ({ canvasElement }) => {
    await logout(getRuntime(), 'inactive');
    await isOpen({ canvasElement });
  },
};

/** The reality check in German (the message text comes from the platform in the player's language). */
export const German: Story = {
  globals: { language: 'de' },
  parameters: withMessage({
    id: 9,
    type: 'realityCheck',
    subject: 'Realitätscheck',
    body: 'Sie spielen seit 60 Minuten.',
  }),
  play: isOpen,
};

/** The terms dialog in German. */
export const GermanTerms: Story = {
  ...Terms,
  globals: { language: 'de' },
};

/** The inactivity warning on a phone. */
export const Phone: Story = {
  ...InactivityWarning,
  globals: { ...phone },
};
