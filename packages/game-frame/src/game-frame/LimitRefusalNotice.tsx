import type { Language } from '@casino-sdk/core';
import type { LimitRefusal } from '@casino-sdk/core/contract/error';
import { limitRefusalMessage } from '@casino-sdk/core/money';
import { useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';

export interface LimitRefusalNoticeProps {
  refusal: LimitRefusal;
  currency: string;
  language: Language;
  onClose: () => void;
}

/** A round the platform refused for one of the player's limits: which limit, and when it resets. */
export function LimitRefusalNotice({ refusal, currency, language, onClose }: LimitRefusalNoticeProps) {
  const t = useT();
  const message = limitRefusalMessage(refusal, currency, language);
  return (
    <div className="casino-game-frame__refusal" part="limit-refusal" role="alert">
      <p className="casino-game-frame__refusal-text">{t(message.key, message.values)}</p>
      <Button variant="secondary" size="small" part="limit-refusal-close" onClick={onClose}>
        {t('gameFrame.refusalClose')}
      </Button>
    </div>
  );
}
