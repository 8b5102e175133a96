import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-game-frame>`: the element registers from it, and its docs and types are generated from it. */
export const gameFrameDefinition = {
  tag: 'casino-game-frame',
  summary: 'The game page: launches a game for real or for fun and plays it in a sandboxed frame, with bonus progress and the reality check.',
  description: `Loads \`static/casinoGames/{gameId}?provider_id\`, then \`POST casino/play/{provider_slug}\`: a signed-in
player plays for real (the spec's real payload; a waiting \`awaiting_reality_check\` is first put to the player
as the reality-check dialog, whose Continue answers it with \`POST me/mga/realityCheck {minutes: 0}\`; the campaign is pinged for \`useBonus\` and the forced-campaign call
gives the bonus shown), a visitor plays the demo in EUR. The launch URL is loaded only when its origin is
one of the skin's \`game_origins\`, in an iframe sandboxed without \`allow-top-navigation\`; messages are
taken only from that origin and in the shapes of \`core/contract/game-messages.ts\`.

Outcomes, each with the spec's text: game not available; insufficient balance (one sentence: demoNotAvailableMessage
with the game's \`min_bet\` in the player's currency, or the server's message where the game has none; Deposit Now
to \`/{lang}/deposit\` and, where the game has a demo, Play the demo); KYC not valid (to \`/{lang}/kyc\`); risky
country (to \`/{lang}/kyc?lv=selfie\`); self-excluded ("Your player account is disable until to {date}", then
home); terms not accepted (a warning: Yes accepts them, No goes home; when the player's figures say so too, the site's blocking terms dialog asks and the warning has no buttons). A refusal that sends the player
on does so after 4 s, or at once with its button.

Real-money play runs the spec's \`mgaCounter\` timer (a cookie; reality_minutes × 60, or 3600 s): at 61 s or
less it posts \`me/mga/realityCheck {minutes}\`, whose message the site dialogs show. The platform holds the
check too: past the interval without an answer it refuses real rounds with \`awaiting_reality_check\`, and the
frame shows its reality-check dialog (time played and net position of the session, from \`GET casino/sessions\`):
Continue answers it and the game goes on, Leave stops the game and goes back to the lobby. While a reality
check is open the frame is inert and the game is told to pause. Desktop: a bar with back, the game's name,
fullscreen and links to the terms and responsible gaming. Phone (below 768 px): the game fills the
screen under a slim bar, and the bonus box folds away.`,
  shadow: true,
  attributes: {
    providerId: { type: 'number', description: 'The provider of the game (the route\'s `{providerId}`).' },
    gameId: { type: 'number', description: 'The game (the route\'s `{gameId}`).' },
    demo: { type: 'boolean', default: 'false', description: 'A signed-in player asked for the demo (the lobby\'s demo link); visitors always play the demo.' },
  },
  events: {
    'casino-navigate': {
      detail: '{ path: string; back?: boolean }',
      cancelable: true,
      description:
        'Back to the games (also Leave on the reality check), Deposit Now, Play the demo, the KYC page, home after a refusal, the terms and responsible-gaming links. Back to the games carries `back: true` when `path` is the history entry before the game (the lobby it was opened from): go back to it, and the lobby is as the player left it.',
    },
  },
  parts: {
    frame: 'The `<section>` around everything.',
    bar: 'The bar above the game: back, name, fullscreen and links.',
    back: 'The back button.',
    'real-play': "On a demo: the line that says it is for fun, with the way to play for money.",
    'real-play-link': 'Its link: Play for real (a player: the real launch) or Register to play for real (a visitor).',
    title: "The game's name.",
    fullscreen: 'The fullscreen toggle (`aria-pressed`).',
    links: 'The links to the terms and responsible gaming.',
    stage: 'The box the game fills (what goes fullscreen).',
    game: 'The game `<iframe>`.',
    loading: 'Shown while the game launches.',
    outcome: 'The panel of a launch that did not start a game.',
    'outcome-action': 'A button of that panel.',
    bonus: 'The bonus box.',
    'bonus-toggle': 'On a phone: the button that folds the bonus box (`aria-expanded`).',
    'bonus-bar': 'The wagering progress bar.',
    'reality-check-summary': "The reality-check dialog's time played and net position.",
    'reality-check-continue': "The reality-check dialog's Continue button.",
    'reality-check-leave': "The reality-check dialog's Leave button.",
    'limit-refusal': "A round the platform refused because of one of the player's limits: which limit, what is used and left, when it resets (`role=\"alert\"`).",
    'limit-refusal-close': 'Its close button.',
  },
  cssProperties: {
    '--casino-color-primary': 'Buttons, focus ring and the progress bar.',
    '--casino-color-surface': 'The bar and the bonus box.',
    '--casino-color-border': 'Their outlines.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-text-muted': 'Secondary figures.',
    '--casino-color-danger': "The outline of a limit's refusal.",
    '--casino-game-frame-height': 'Height of the whole frame on desktop (default: the viewport less 16 px).',
  },
  slots: {},
} as const satisfies ElementDefinition;
