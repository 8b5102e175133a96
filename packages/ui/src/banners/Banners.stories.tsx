import type { Banner } from '@casino-sdk/core/contract/cms';
import { HostProvider, useLanguage } from '@casino-sdk/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { phone } from '../../../../.storybook/viewports';
import { BannerCarousel } from './BannerCarousel';
import { bannerSlides } from './banner-slides';
import { FIXTURE_BANNERS as BANNERS } from './banner-fixture';

const HOSTILE: Banner = {
  id: 99,
  title: 'Hostile banner',
  options: {
    html: '<h2 onclick="alert(1)">Free money</h2><img src="x" onerror="alert(\'xss\')"><script>alert("html")</script><a href="javascript:alert(1)">Click</a>',
    button_text: 'Claim',
    button_url: 'javascript:alert("button")',
  },
  medias: BANNERS[0]!.medias,
};

/** The carousel inside a stand-in host element (it adopts its CSS there and sends navigation from it). */
function Stage({ banners }: { banners: Banner[] }) {
  const language = useLanguage();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setHost} className="casino-banners">
      {host ? (
        <HostProvider value={host}>
          <BannerCarousel slides={bannerSlides(banners, language, false)} label="Featured offers" autoAdvance />
        </HostProvider>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Lobby/Banners',
  beforeEach: () => {
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('casino-navigate', stay);
    return () => document.removeEventListener('casino-navigate', stay);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lobby's hero: text and buttons over the calm part of the art, controls bottom right. */
export const Hero: Story = {
  render: () => <Stage banners={BANNERS} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('h2')?.textContent).toBe('Welcome bonus 100% up to €500'));
    const image = canvasElement.querySelector('img')!;
    await expect(image.getAttribute('fetchpriority')).toBe('high');
    await expect(image.getAttribute('loading')).toBe('eager');
    await expect(canvasElement.querySelector('a[href="/en/registration"]')).not.toBeNull();
  },
};

/** On a phone: the mobile picture and text, a caption under the picture, and the pause control. */
export const Phone: Story = {
  globals: { ...phone },
  render: () => (
    <div className="story-narrow">
      <Stage banners={BANNERS} />
    </div>
  ),
};

/** A banner whose HTML tries a handler, a script, an image and a javascript: link: only the text stays. */
export const HostileHtml: Story = {
  render: () => <Stage banners={[HOSTILE]} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.casino-banner__html')?.innerHTML).toBe('<h2>Free money</h2>Click'));
    await expect(canvasElement.querySelectorAll('a, script, [onclick]')).toHaveLength(0);
  },
};
