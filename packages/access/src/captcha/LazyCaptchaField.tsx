import { lazyNamed } from '@casino-sdk/ui';
import { Suspense, type ComponentProps } from 'react';

const CaptchaField = lazyNamed(() => import('./CaptchaField'), 'CaptchaField');

/**
 * The captcha field, its code loaded when a form first shows it: login and admin access ask for a
 * captcha only after failed attempts, so their elements' entries do not carry it.
 */
export function LazyCaptchaField(props: ComponentProps<typeof CaptchaField>) {
  return (
    <Suspense fallback={null}>
      <CaptchaField {...props} />
    </Suspense>
  );
}
