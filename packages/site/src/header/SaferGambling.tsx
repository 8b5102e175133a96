import { localePath, RESPONSIBLE_GAMING_ROUTE } from '@casino-sdk/core/rules';
import { linkClick, useHost, useRuntime, useT } from '@casino-sdk/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { LicenceSeal } from './licence-seal';

/**
 * "18+ Safer gambling": the mark and the words in one run of text with a space between them, so the
 * link's name keeps them two words (as boxes of their own, a name read from the text runs them
 * together). The styles may hide the words (`wordsClassName`); they are still spoken.
 */
export function SaferGamblingText({ wordsClassName }: { wordsClassName?: string }) {
  const t = useT();
  return (
    <span className="casino-header__safer-text">
      <span className="casino-header__age-mark">{t('header.ageMark')}</span> <span className={wordsClassName}>{t('header.saferGambling')}</span>
    </span>
  );
}

/**
 * The bar's link to the responsible-gaming page: the 18+ mark, and its words where the bar has room
 * (hidden by the styles, still spoken, where it has not: a player's desktop bar, the phone bar).
 */
export function SaferGamblingLink() {
  useSignals();
  const t = useT();
  const host = useHost();
  const path = localePath(useRuntime().store.language.value, RESPONSIBLE_GAMING_ROUTE);
  return (
    <a className="casino-header__safer" part="safer-gambling" href={path} title={t('header.saferGambling')} onClick={linkClick(host, path)}>
      <SaferGamblingText wordsClassName="casino-header__safer-label" />
    </a>
  );
}

/**
 * The skin's licence seal, linked to the regulator's page for the licence in a new tab (as regulated
 * sites do), or shown alone when the skin names no such page. The picture's words are the link's name.
 */
export function LicenceSealLink({ seal, className }: { seal: LicenceSeal; className: string }) {
  const t = useT();
  const licence = seal.license ? t('header.licence', { license: seal.license }) : t('header.licenceUnnumbered');
  const picture = (alt: string) => <img className="casino-header__seal-image" src={seal.src} alt={alt} width={36} height={36} />;
  return seal.href ? (
    <a className={className} part="licence-seal" href={seal.href} target="_blank" rel="noopener noreferrer" title={licence}>
      {picture(t('header.licenceCheck', { licence }))}
    </a>
  ) : (
    <span className={className} part="licence-seal" title={licence}>
      {picture(licence)}
    </span>
  );
}
