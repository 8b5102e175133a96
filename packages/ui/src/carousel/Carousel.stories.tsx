import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { adoptDocumentStyles } from '../styles/adopt';
import { Carousel } from './Carousel';
import { carouselCss } from './carousel.styles';

const meta = {
  title: 'UI/Carousel',
  // An element adopts the carousel's CSS when it shows one; the story canvas does it here.
  beforeEach: () => adoptDocumentStyles(document, [carouselCss]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const COLOURS = ['#6d28d9', '#db2777', '#0f766e'];

/**
 * Each slide an offer with its own link, as a banner is: the strip scrolls, and axe asks that a
 * scrolling region hold something the keyboard reaches (slides of pictures alone fail it).
 */
function slides() {
  return COLOURS.map((colour, index) => (
    <a key={colour} href={`#offer-${index + 1}`} aria-label={`Offer ${index + 1}`} onClick={(event) => event.preventDefault()}>
      <svg width="100%" viewBox="0 0 300 100" aria-hidden="true">
        <rect width="300" height="100" fill={colour} />
        <text x="24" y="60" fill="#ffffff" fontSize="28" fontWeight="700">
          Offer {index + 1}
        </text>
      </svg>
    </a>
  ));
}

/** Three slides moved by hand: previous, next and a dot per slide; only the shown slide is reachable. */
export const ByHand: Story = {
  render: () => <Carousel label="Offers" slides={slides()} />,
  play: async ({ canvasElement }) => {
    const next = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!;
    next.click();
    await waitFor(() => expect(canvasElement.querySelector('button[aria-label="Slide 2"]')?.getAttribute('aria-current')).toBe('true'));
    const groups = canvasElement.querySelectorAll('[aria-roledescription="slide"]');
    await expect(groups[0]?.hasAttribute('inert')).toBe(true);
    await expect(groups[1]?.hasAttribute('inert')).toBe(false);
    // No auto-advance was asked for: no pause control.
    await expect(canvasElement.querySelector('button[aria-label="Stop the slide show"]')).toBeNull();
  },
};

/** Moving on by itself every 5 s: the pause control comes first, and the slides are not announced while they move. */
export const AutoAdvance: Story = {
  render: () => <Carousel label="Offers" slides={slides()} autoAdvanceMs={5_000} />,
  play: async ({ canvasElement }) => {
    const pause = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Stop the slide show"]')!;
    await expect(canvasElement.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    pause.click();
    await waitFor(() => expect(canvasElement.querySelector('button[aria-label="Start the slide show"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  },
};

/** One slide: nothing to move, no controls. */
export const Single: Story = {
  render: () => <Carousel label="Offers" slides={slides().slice(0, 1)} />,
};
