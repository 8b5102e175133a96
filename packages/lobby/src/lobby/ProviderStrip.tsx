import type { Provider } from '@casino-sdk/core/contract/casino';
import { isSafeImageUrl } from '@casino-sdk/core/rules';
import { useElementStyles } from '@casino-sdk/ui';
import { useRef } from 'react';
import { useChosenInView } from './chosen-in-view';
import { providerStripCss } from './provider-strip.styles';

export interface ProviderStripProps {
  providers: readonly Provider[];
  /** The provider filter (the URL's `provider`); null is all. */
  chosen: number | null;
  onChoose: (provider: number | null) => void;
  allLabel: string;
}

/**
 * The providers' logos as a row of filter chips that scrolls sideways, for pointers and fingers: the
 * provider select beside it stays the way for the keyboard and screen readers, so the row is hidden
 * from them and out of the Tab order (decision 0060). A logo is the platform's URL, used only when
 * it is an http(s) address or a path of this site; otherwise the chip shows the name.
 */
export default function ProviderStrip({ providers, chosen, onChoose, allLabel }: ProviderStripProps) {
  const row = useRef<HTMLDivElement>(null);
  useElementStyles(providerStripCss);

  useChosenInView(row, '[aria-pressed="true"]', [chosen, providers]);

  if (providers.length === 0) return <div className="casino-lobby__providers" />;
  return (
    <div ref={row} className="casino-lobby__providers" part="provider-strip" aria-hidden="true">
      <button type="button" tabIndex={-1} className="casino-lobby__provider-chip" part="provider-chip" aria-pressed={chosen === null} onClick={() => onChoose(null)}>
        {allLabel}
      </button>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          tabIndex={-1}
          className="casino-lobby__provider-chip"
          part="provider-chip"
          aria-pressed={chosen === provider.id}
          title={provider.name}
          onClick={() => onChoose(provider.id)}
        >
          {isSafeImageUrl(provider.image) ? <img src={provider.image!} alt={provider.name} width={108} height={36} loading="lazy" decoding="async" /> : provider.name}
        </button>
      ))}
    </div>
  );
}
