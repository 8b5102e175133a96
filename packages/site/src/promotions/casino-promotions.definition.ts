import type { ElementDefinition } from '@casino-sdk/ui';

/** The public contract of `<casino-promotions>`: the element registers from it, and its docs and types are generated from it. */
export const promotionsDefinition = {
  tag: 'casino-promotions',
  summary: 'The promotions list, or one promotion with `promotion-id`.',
  description: `List: \`GET cms/pages?type=promotion&campaign_visible=1&language={lang}\`, one card per promotion
with its picture (the media titled \`card\`, a default picture when it has none, in a fixed 16:9 box),
name, comment and a button. Only a valid promotion (\`is_valid\`) is clickable: the button (stretched
over the card) asks to navigate to \`/{lang}/promotion/{id}\`. Otherwise the button is disabled and reads
"This bonus will available from {valid_from}", the date in the page language (UTC).

Detail (\`promotion-id\`): \`GET cms/pages/{id}?language={lang}\`: a back link to all promotions, the
promotion's pictures in the banner carousel (desktop or mobile picture at 600 px; parts \`banners\`,
\`banner\`, \`carousel-previous\`, \`carousel-next\`, \`carousel-dot\`), its name as the \`<h1>\`, the
comment, and its HTML content sanitised with DOMPurify like \`<casino-content-page>\`'s. A 404 or a page
that is not a promotion says the promotion is not available. The carousel and DOMPurify load with
the promotion, in their own chunk. Both load again when the language changes.`,
  shadow: true,
  attributes: {
    promotionId: {
      type: 'string',
      description: "A promotion's id: show its page. Without it, the list.",
    },
  },
  events: {
    'casino-navigate': { detail: '{ path: string }', cancelable: true, description: "A valid promotion's card, the back link, a site link in the content." },
  },
  parts: {
    promotions: 'The list: the `<section>` around everything.',
    promotion: 'The detail: the `<article>` around everything.',
    title: 'The `<h1>`: "Promotions", or the promotion name.',
    list: 'The card grid.',
    card: 'One promotion card.',
    badge: 'The "Coming soon" badge of a promotion not yet valid.',
    'card-button': 'A card’s button: a link when valid, a disabled button otherwise.',
    back: 'The detail’s link back to all promotions.',
    upcoming: 'The detail’s "This bonus will available from …" notice.',
    content: 'The sanitised content of a promotion.',
    loading: 'The skeletons shown while loading.',
    empty: 'No promotion, or one that is not available.',
    error: 'The error panel with its retry button.',
  },
  cssProperties: {
    '--casino-color-primary': 'Card glow, focus ring, list markers.',
    '--casino-color-accent': 'The default card picture’s gradient.',
    '--casino-color-surface': 'Cards.',
    '--casino-color-surface-raised': 'The disabled button and the upcoming notice.',
    '--casino-color-text': 'Text colour.',
    '--casino-color-text-muted': 'Comments and the intro line.',
    '--casino-radius-lg': 'Card and picture corners.',
    '--casino-prose-width': 'Line length of the content (default 72ch).',
  },
  slots: {},
} as const satisfies ElementDefinition;
