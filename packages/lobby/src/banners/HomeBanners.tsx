import { isApiError } from '@casino-sdk/core';
import type { Banner } from '@casino-sdk/core/contract/cms';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import type { Language } from '@casino-sdk/core/rules';
import { useT } from '@casino-sdk/ui';
import { useEffect, useState } from 'react';
import { BannerCarousel } from './BannerCarousel';
import { bannerSlides, bannersFor, type BannerSlide } from './banner-slides';
import english from './texts.en.json';

addEnglishTexts(english);

export interface HomeBannersProps {
  /** The banners of the home tag, asked for by the lobby. */
  request: Promise<Banner[]>;
  language: Language;
  /** The lobby section: its banners and those for every lobby. */
  category: string;
  /** No banner to show (none, or the call failed): the lobby lets the box go. */
  onEmpty(): void;
}

/** The lobby's hero carousel: its slides for the section, moving on by itself on phones. */
export default function HomeBanners({ request, language, category, onEmpty }: HomeBannersProps) {
  const t = useT();
  const [slides, setSlides] = useState<readonly BannerSlide[] | null>(null);

  useEffect(() => {
    let current = true;
    request.then(
      (banners) => {
        if (!current) return;
        const found = bannerSlides(bannersFor(banners, category), language);
        setSlides(found);
        if (!found.length) onEmpty();
      },
      (error: unknown) => {
        if (!current || (isApiError(error) && error.kind === 'aborted')) return;
        // Banners are the page's decoration: without them the games are still there.
        console.warn('[casino-sdk] The lobby banners could not be loaded.', error);
        onEmpty();
      },
    );
    return () => {
      current = false;
    };
  }, [request, language, category, onEmpty]);

  if (!slides?.length) return null;
  return <BannerCarousel slides={slides} label={t('banners.label')} autoAdvance />;
}
