import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-lobby>`: the element registers from it, and its docs and types are generated from it. */
export const lobbyDefinition = {
  tag: 'casino-lobby',
  summary: 'The game list of a lobby route: search, section tabs, provider and reel filters, game cards.',
  description: `Loads \`casino/sections\`, the route section's providers (\`casino/sections/{id}/providers\`, or
\`casino/providers?is_visible=1\` when that fails) and \`casino/games\` (48 a page,
\`sort_by=rank\`, the route's \`section_id\` or the chosen tab's; live-casino adds \`is_live=1\`, others
\`is_live=0\`; \`is_mobile=1\` below 768 px, otherwise \`is_desktop=1\`). Shows 48 games, then 50 more per
"Load more" and whenever the end of the list nears the viewport. The grid is virtualised: only rows
near the viewport are in the DOM, whatever the catalogue size. While the next list loads, the last one
stays for up to 300 ms (the grid \`aria-busy\`), so a quick answer replaces it at once; after that, and
for a first list, skeleton cards hold the place.

Filters live in the page URL's query (\`tab\`, \`provider\`, \`reels\`, \`q\`): a reload or a shared link shows
the same list, and each filter is a history entry that Back undoes (typing a search replaces the entry).
Search: one or two characters show "You must enter at least three characters" (announced) and search
nothing; an empty box resets the list to its first page.

A card's art and name are its play link: \`/{lang}/game/play/{providerId}/{gameId}\` (the game frame
plays for real for a player and the demo for a visitor, as the spec says). A game with a demo also has a
Demo link to the same path with \`?demo=1\`, the marker the game frame reads to launch the demo for a
player too. The tab of another lobby route asks for \`/{lang}/{section}\`.

A signed-in player also gets (ours, beyond the spec: \`me/favourites\`, \`me/recently-played\`) a heart
on every card (a toggle button named "Favourite: {game}", \`aria-pressed\`; it changes at once and goes
back, with an alert, if the platform refuses), a Favourites tab (\`?tab=favourites\`: their games with the
bar's filters applied; a game taken off there keeps its card, heart empty, until the tab is left) and a "Recently played" rail
on the home page, newest first. A visitor sees none of them.

With \`home\`, while no filter is chosen, rails go above the grid (their code loads as its own chunk):
the player's Recently played, then Popular, New, Jackpots and Live (the platform's sections of those
slugs; live-casino's with \`is_live=1\`), each the grid's cards in one row that scrolls sideways. A rail
asks for its first 16 games (\`casino/games\` with its \`section_id\` and the device flag) once the grid's
first list has been drawn, and only as it nears the viewport; its box keeps one height while skeletons,
cards or a retry line fill it. The row is one
Tab stop: the arrow keys move between its cards, Home and End go to the first and last. "See all" opens
the rail's tab (\`?tab=popular\`) or, for Live, asks for \`/{lang}/live-casino\`; pointers get previous
and next buttons.

On the home page (\`home\`, no filter chosen), when the skin's \`ui_options.top_winnings\` is on, "Recent big
wins" comes right before the grid (ours: \`casino/winners\`, decision 0059): the platform's latest big wins,
nickname masked by the platform, each a link to its game (the cards' path) with the game's art, name and the
amount in its currency, in a row that scrolls sideways. Asked again every 30 s (paused while the tab is
hidden); nothing shows when there is no win or the call failed. Its code loads in its own chunk while a box
of its height holds the place.

Above the bar, the banner carousel: \`cms/banners?language&user_id&tag[]=home\`, the banners whose media
comment prefix (\`live-casino:hero\`) is the route's section or \`all\`. Desktop or mobile picture at
600 px (\`url_webp\` where there is one), the first one fetched with high priority; \`options\` HTML
(sanitised with DOMPurify: text formatting only) and buttons, with their mobile variants; buttons to
the site's own paths ask to navigate, http(s) ones open a new tab, any other is dropped. It moves on
every 5 s at widths up to 700 px only, never while hovered, focused, paused or with
\`prefers-reduced-motion\`; swipe on touch. Its code and DOMPurify load in their own chunk while a
box of the art's size holds the place.

Live jackpots (ours: \`casino/jackpots?currency_id\`, decision 0058): a jackpot game's card (its
\`jackpot_id\`) shows its jackpot's amount on the art, and the home page's unfiltered list has a row
"Jackpots" after the banners with every jackpot's amount, largest first, its title linking to
\`?tab=jackpots\`. Amounts are in the player's currency (a visitor's: the skin's first), asked for every
10 s while a ticker or a jackpot card is in the viewport, never while the tab is hidden; the numbers are
not a live region; a platform without the call (404) shows none. Their code loads in its own chunk when
first shown.

Under the tabs, the providers' logos (the provider's \`image\`, used only when it is an http(s) URL or a
path of the site) as filter chips in one row that scrolls sideways: a chip sets the same \`provider\` as the
select, and the chosen one is pressed. The row is for pointers and fingers; the select stays the way for
the keyboard and screen readers. The logos, like the rails, come once the grid's first list has been drawn
(decision 0063).`,
  shadow: true,
  attributes: {
    section: {
      type: 'string',
      values: ['casino', 'prime', 'live-casino', 'crash-games', 'others'],
      default: 'casino',
      description: 'Which lobby route this is; prime adds the reel filter. Another value shows the casino list.',
    },
    home: {
      type: 'boolean',
      default: 'false',
      description: "The site's home page: the rails, the jackpot ticker and the winners feed go above the grid while no filter is chosen.",
    },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: 'A game card, its demo link, or the tab of another lobby route.' },
  },
  parts: {
    lobby: 'The `<section>` around everything.',
    'filter-bar': 'Search, tabs and selects; sticky once the page has scrolled 550 px.',
    search: 'The search form.',
    tabs: 'The section tabs (`<nav>`).',
    tab: 'One section tab (`aria-current="page"` when chosen).',
    'provider-select': 'The provider `<select>`, drawn as a chip (filled with the primary colour once a provider is chosen).',
    'provider-strip': "The providers' logos as a row of filter chips that scrolls sideways (for pointers; hidden from screen readers and the Tab order, where the select is the way).",
    'provider-chip': 'One provider chip (`aria-pressed` when chosen); the first is all providers.',
    reels: 'Prime only: the reel filter buttons.',
    reel: 'One reel filter button (`aria-pressed`).',
    grid: 'The game grid.',
    card: 'One game card.',
    demo: "A card's demo link.",
    'play-cue': 'The Play label over the art on hover and focus (decorative).',
    favourite: "A card's heart (signed in; `aria-pressed`).",
    info: "A card's \"i\" button: opens the game's info panel (a dialog, loaded when first opened).",
    'info-facts': "The info panel's facts (`<dl>`): RTP, volatility, bets, reels, paylines — those the platform gives.",
    'info-play': "The info panel's Play link.",
    'info-demo': "The info panel's demo link (games with a demo).",
    'info-error': "The info panel's error with its retry button.",
    jackpots: "The home page's jackpot row (`<section>` named \"Jackpots\").",
    jackpot: "A jackpot game's amount on its card's art.",
    'favourites-tab': 'The Favourites tab (signed in; also has the part `tab`).',
    rail: 'One home rail (`<section>`): heading, "See all", previous/next and its row of cards.',
    'see-all': 'A rail\'s "See all" link to its list.',
    'rail-previous': "A rail's previous button (pointer devices only; the keyboard has the arrow keys).",
    'rail-next': "A rail's next button (pointer devices only).",
    'rail-error': "A rail's retry line when its games could not be loaded.",
    'recently-played': 'The "Recently played" rail (signed in; also has the part `rail`).',
    winners: 'The "Recent big wins" feed (`<section>`; home page, skins with `top_winnings`).',
    win: "One win of the feed (a list item holding the game's link).",
    'favourite-error': 'The alert shown when the platform refused a favourite change.',
    'load-more': 'The "Load more" button.',
    loading: 'The skeleton cards shown while a list loads (a next list: after 300 ms).',
    empty: '"No game with these criteria".',
    error: 'The error panel with its retry button.',
    banners: 'The banner carousel (`<section aria-roledescription="carousel">`).',
    banner: 'One banner: picture, text and buttons.',
    'banner-button': "A banner's button.",
    'carousel-controls': 'The row of carousel controls.',
    'carousel-pause': 'The pause/play control (only while the banners move on their own).',
    'carousel-previous': 'The previous-slide button.',
    'carousel-next': 'The next-slide button.',
    'carousel-dot': 'One slide button (`aria-current` on the shown one).',
  },
  cssProperties: {
    '--casino-lobby-sticky-top': 'Where the stuck filter bar sits, below a fixed site header (default 0).',
    '--casino-color-primary': 'Chosen tab and provider chip, focused search box, hover glow, the Play label.',
    '--casino-color-focus': 'Focus ring of the heart and demo link.',
    '--casino-color-backdrop': 'The art dimmed on hover and focus.',
    '--casino-color-danger': "A favourite's filled heart.",
    '--casino-color-danger-surface': 'The refused-favourite alert.',
    '--casino-color-bg': 'The stuck filter bar.',
    '--casino-color-surface': 'Tabs, reel buttons, the focused search box.',
    '--casino-color-surface-raised': 'Search pill and provider chip; art placeholder before the picture arrives.',
    '--casino-color-border': 'Outline of the tabs and reel buttons; the search pill and provider chip on hover.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-text-muted': 'Provider names and counts.',
    '--casino-radius-md': 'Card corners.',
  },
  slots: {
    'first-banner':
      'A `<picture>` of the first banner the page already drew from its HTML (its first paint, @casino-sdk/lobby/first-paint): shown where the first slide goes until the carousel draws the same picture. Without it the lobby draws its own.',
  },
} as const satisfies ElementDefinition;
