import type { Runtime } from '@casino-sdk/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { gameFrameDefinition } from './casino-game-frame.definition';
import { allowFixtureOrigin, createGameFixture, fixtureBonus, fixtureGameId, fixtureProviderId, type GameFixtureOptions } from './game-frame-fixture';
import '../index';

/** The story platform plus the game calls (game-frame-fixture.ts); the skin allows the fixture's game origin. */
function game(options: GameFixtureOptions = {}, more: CasinoStoryParameters = {}): { casino: CasinoStoryParameters } {
  return {
    casino: {
      ...more,
      afterSession: (runtime: Runtime) => {
        allowFixtureOrigin(runtime);
        const fetch = runtime.config.value.fetch;
        if (fetch) runtime.config.value = { ...runtime.config.value, fetch: createGameFixture({ ...options, next: fetch }) };
        more.afterSession?.(runtime);
      },
    },
  };
}

const refusal = (status: number, code: string, message = 'Refused.') => ({ play: { status, code, message } }) as const;

const element = elementMeta(gameFrameDefinition, {
  states: {
    demo: game().casino,
    real: game({}, { session: 'player' }).casino,
    loading: game({ play: 'hang' }).casino,
    'not available': game({ play: 'empty' }).casino,
  },
});

/**
 * `<casino-game-frame>` on a fixture platform. The launch URL points at a fixture origin the skin
 * allows, so the frame itself stays empty here; the states around it are what these stories show.
 */
const meta = {
  title: 'Game frame/Game frame',
  ...element,
  tags: ['autodocs'],
  args: { providerId: fixtureProviderId, gameId: fixtureGameId },
  render: (args) => renderElement(gameFrameDefinition, args),
  parameters: element.parameters,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<Meta<ElementArgs>>;

function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-game-frame')?.shadowRoot;
  if (!root) throw new Error('<casino-game-frame> has no shadow root');
  return root;
}

const text = (canvasElement: HTMLElement) => shadowOf(canvasElement).textContent ?? '';
const frame = (canvasElement: HTMLElement) => shadowOf(canvasElement).querySelector('iframe');

/** While the game launches. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="loading"]')).not.toBeNull());
  },
};

/** A visitor plays the demo (EUR); the frame is sandboxed without top navigation. */
export const PlayingDemo: Story = {
  parameters: game(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frame(canvasElement)?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms'));
    await expect(text(canvasElement)).toContain('Demo');
    // The way to play for money: a visitor registers first.
    const realPlay = shadowOf(canvasElement).querySelector('[part="real-play-link"]');
    await expect(realPlay).toHaveTextContent('Register to play for real');
    await expect(realPlay).toHaveAttribute('href', '/en/registration');
  },
};

/** A signed-in player on a demo: the same game for money is one link away. */
export const PlayingDemoSignedIn: Story = {
  args: { demo: true },
  parameters: game({}, { session: 'player' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="real-play-link"]')).toHaveTextContent('Play for real'));
    await expect(shadowOf(canvasElement).querySelector('[part="real-play-link"]')).toHaveAttribute('href', `/en/game/play/${fixtureProviderId}/${fixtureGameId}`);
  },
};

/** A signed-in player plays for real. */
export const PlayingReal: Story = {
  parameters: game({}, { session: 'player' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frame(canvasElement)).not.toBeNull());
    await expect(text(canvasElement)).toContain('Real money');
  },
};

/** Playing through a bonus: wagering, free spins and the campaign's max bet. */
export const BonusProgress: Story = {
  parameters: game({ bonus: fixtureBonus, useBonus: true }, { session: 'player', platform: { player: { bonus: fixtureBonus } } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="bonus-bar"]')?.getAttribute('aria-valuenow')).toBe('40'));
    await expect(text(canvasElement)).toContain('Free spins: 15 of 20 left');
  },
};

/** On a phone the game takes the screen and the bonus box folds under its toggle. */
export const PhoneBonusBox: Story = {
  ...BonusProgress,
  globals: { ...phone },
  play: undefined,
};

/** A reality check is open: the frame is inert and says the game is paused. */
export const RealityCheck: Story = {
  parameters: game(
    {},
    {
      session: 'player',
      afterSession: (runtime) => {
        runtime.store.message.value = { id: 1, type: 'realityCheck', subject: 'Reality check', body: 'You have been playing for 60 minutes.', duration: 60 };
      },
    },
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="stage"]')?.hasAttribute('inert')).toBe(true));
    // The stage is inert from the start; the paused note comes once the game is in.
    await waitFor(() => expect(text(canvasElement)).toContain('The game is paused until you answer the reality check.'));
  },
};

/** The dialog of the reality check the platform holds real play for, once it is on screen. */
async function heldCheck(canvasElement: HTMLElement): Promise<HTMLDialogElement> {
  return waitFor(() => {
    const dialog = shadowOf(canvasElement).querySelector<HTMLDialogElement>('dialog.casino-game-frame__reality-check[open]');
    if (!dialog) throw new Error('no reality check yet');
    return dialog;
  });
}

const awaitingCheck = { session: 'player', platform: { player: { status_reason: 'awaiting_reality_check' } } } as const;

/**
 * The platform holds real play for a reality check (`awaiting_reality_check`): the frame asks before
 * the launch, with the session's time played and net position from the platform.
 */
export const HeldRealityCheck: Story = {
  parameters: game({}, awaitingCheck),
  play: async ({ canvasElement }) => {
    const dialog = await heldCheck(canvasElement);
    await waitFor(() => expect(dialog.textContent).toContain('1 h 2 min'));
    await expect(dialog.textContent).toContain('Net position this session');
    await expect(dialog.querySelector('[part~="reality-check-continue"]')?.textContent).toBe('Continue playing');
    await expect(dialog.querySelector('[part~="reality-check-leave"]')?.textContent).toBe('Leave the game');
  },
};

/** Continue could not be saved: the dialog stays, says so, and Continue can be tried again. */
export const HeldRealityCheckFailed: Story = {
  parameters: game({ realityCheckFails: true }, awaitingCheck),
  play: async ({ canvasElement }) => {
    const dialog = await heldCheck(canvasElement);
    dialog.querySelector<HTMLButtonElement>('[part~="reality-check-continue"]')!.click();
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Your answer could not be saved. Please try again.'));
    await expect(dialog.hasAttribute('open')).toBe(true);
  },
};

const outcome = (parameters: { casino: CasinoStoryParameters }, expected: string): Story => ({
  parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="outcome"]')?.textContent).toContain(expected));
  },
});

export const NotAvailable = outcome(game({ play: 'empty' }), 'This game is not available at the moment.');
/** One sentence with the game's smallest bet in the player's currency, Deposit Now and the game's demo. */
export const InsufficientBalance: Story = {
  parameters: game(refusal(422, 'insufficient_balance', 'Your balance is too low to play.'), { session: 'player' }),
  play: async ({ canvasElement }) => {
    const panel = await waitFor(() => {
      const found = shadowOf(canvasElement).querySelector('[part="outcome"]');
      if (!found) throw new Error('no outcome yet');
      return found;
    });
    await expect(panel.querySelector('[role="alert"]')?.textContent).toBe('Your balance is too low to play this game for real money: the smallest bet is €0.10.');
    await expect([...panel.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Deposit Now', 'Play the demo']);
  },
};
/** A game without a demo, whose smallest bet the platform does not say: the server's message and Deposit Now. */
export const InsufficientBalanceNoDemo: Story = {
  parameters: game({ ...refusal(422, 'insufficient_balance', 'Your balance is too low to play.'), game: { has_demo: false, min_bet: null } }, { session: 'player' }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shadowOf(canvasElement).querySelector('[part="outcome"] [role="alert"]')?.textContent).toBe('Your balance is too low to play.'));
    await expect([...shadowOf(canvasElement).querySelectorAll('[part="outcome"] button')].map((button) => button.textContent)).toEqual(['Deposit Now']);
  },
};
export const KycNotValid = outcome(game(refusal(403, 'kyc_required'), { session: 'player' }), 'Your KYC status is not valid. You will be redirect to KYC page');
export const RiskyCountry = outcome(game(refusal(403, 'kyc_selfie_required'), { session: 'player' }), 'an approved identity check with a selfie');
export const SelfExcluded = outcome(
  game(refusal(403, 'self_excluded', 'The player account is disabled until 2027-03-01T00:00:00.000Z.'), { session: 'player' }),
  'Your player account is disable until to March 1, 2027',
);
export const TermsNotAccepted = outcome(game(refusal(403, 'terms_not_accepted'), { session: 'player' }), 'You have to accept the current terms and conditions');
export const AccountInactive = outcome(game(refusal(403, 'account_inactive'), { session: 'player' }), 'Your player account is not active.');
