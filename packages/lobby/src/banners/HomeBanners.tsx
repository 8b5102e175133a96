import { isApiError } from '@casino-sdk/core';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { BannerCarousel } from './BannerCarousel';
import type { BannerSlide } from './banner-slides';
import { loadHomeBanners } from './home-banners';
import english from './texts.en.json';

addEnglishTexts(english);

export interface HomeBannersProps {
  /** The lobby section: its banners and those for every lobby. */
  category: string;
  /** No banner to show (none, or the call failed): the lobby lets the box go. */
  onEmpty(): void;
}

/** The lobby's hero carousel: loads its slides, then shows them, moving on by itself on phones. */
export default function HomeBanners({ category, onEmpty }: HomeBannersProps) {
  useSignals();
  const t = useT();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const signedIn = runtime.store.session.value !== null;
  const [slides, setSlides] = useState<readonly BannerSlide[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadHomeBanners(runtime, { language, category, signal: controller.signal }).then(
      (found) => {
        if (controller.signal.aborted) return;
        setSlides(found);
        if (!found.length) onEmpty();
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
        // Banners are the page's decoration: without them the games are still there.
        console.warn('[casino-sdk] The lobby banners could not be loaded.', error);
        onEmpty();
      },
    );
    return () => controller.abort();
  }, [runtime, language, category, signedIn, onEmpty]);

  if (!slides?.length) return null;
  return <BannerCarousel slides={slides} label={t('banners.label')} autoAdvance />;
}
