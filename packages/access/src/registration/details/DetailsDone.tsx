import type { Language } from '@casino-sdk/core';
import { rememberReturnPath } from '@casino-sdk/core/internal';
import { localePath, LOGIN_ROUTE, PLAYER_AREA_ROUTES } from '@casino-sdk/core/rules';
import { navigate, useHost, useT, type HeadingTag } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { useEffect, useId, useRef } from 'react';

/** Where registration ends: the login page, which fires the registration-completed event (spec §2). */
export function thankYouPath(language: Language): string {
  return `${localePath(language, LOGIN_ROUTE)}?success=thankyou`;
}

/** The player area's limits page, where a deposit limit is set. */
export function limitsPath(language: Language): string {
  return localePath(language, PLAYER_AREA_ROUTES.limits);
}

/**
 * The registration is saved. Before the login, the prompt to set a deposit limit before the first
 * deposit (issue 11): either way the player goes through the login page with success=thankyou, and
 * the limits choice makes the limits page the page after login.
 */
export function DetailsDone({ language, tag: Tag = 'h2' }: { language: Language; tag?: HeadingTag }) {
  const t = useT();
  const host = useHost();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the keyboard was in is gone: the news takes its place.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="casino-details casino-details--done" part="details-done" aria-labelledby={titleId}>
      <Tag className="casino-details__title" id={titleId} ref={heading} tabIndex={-1}>
        {t('details.done.title')}
      </Tag>
      <p className="casino-details__intro">{t('details.done.text')}</p>
      <div className="casino-details__done-actions">
        <Button block part="done-login" onClick={() => navigate(host, thankYouPath(language))}>
          {t('details.done.login')}
        </Button>
        <Button
          block
          variant="secondary"
          part="done-limits"
          onClick={() => {
            rememberReturnPath(limitsPath(language));
            navigate(host, thankYouPath(language));
          }}
        >
          {t('details.done.limits')}
        </Button>
      </div>
    </section>
  );
}
