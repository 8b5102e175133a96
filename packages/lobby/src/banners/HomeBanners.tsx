import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useT } from '@casino-sdk/ui';
import { BannerCarousel } from '@casino-sdk/ui/banners/BannerCarousel';
import type { BannerSlide } from '@casino-sdk/ui/banners/banner-slides';
import english from './texts.en.json';

addEnglishTexts(english);

/** The lobby's hero carousel: its section's slides, moving on by itself on phones. */
export default function HomeBanners({ slides }: { slides: readonly BannerSlide[] }) {
  const t = useT();
  return <BannerCarousel slides={slides} label={t('banners.label')} autoAdvance />;
}
