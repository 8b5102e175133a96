import type { Page } from '../router';
import { lazyElement } from '../lazy-element';

const loadRecovery = lazyElement(() => import('@casino-sdk/access/elements/casino-recovery'));

/** `recovery-password`: `<casino-recovery>`, which shows its own heading. */
export const recoveryPage: Page = {
  titleKey: 'pages.recovery-password.title',
  load: loadRecovery,
  render() {
    loadRecovery();
    const section = document.createElement('section');
    section.className = 'page page--narrow';
    section.append(document.createElement('casino-recovery'));
    return section;
  },
};
