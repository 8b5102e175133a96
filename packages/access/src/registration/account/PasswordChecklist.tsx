import type { PasswordChecks } from '@casino-sdk/core/rules';
import { useT } from '@casino-sdk/ui';

const ORDER = ['length', 'lower', 'upper', 'digit', 'symbol'] as const;

/** The password rule as a live checklist: each part says done or missing in words, not only by colour. */
export function PasswordChecklist({ checks, id }: { checks: PasswordChecks; id: string }) {
  const t = useT();
  return (
    <div className="casino-registration__checks" part="password-checks" id={id}>
      <p className="casino-registration__checks-title">{t('registration.passwordChecks')}</p>
      <ul>
        {ORDER.map((name) => (
          <li key={name} className={checks[name] ? 'is-met' : undefined}>
            <span aria-hidden="true" className="casino-registration__check-mark" />
            {t(`registration.check.${name}`)}
            <span className="casino-visually-hidden">: {t(checks[name] ? 'registration.checkMet' : 'registration.checkMissing')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
