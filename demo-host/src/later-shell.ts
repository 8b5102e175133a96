import { effect } from '@preact/signals-core';
import { getRuntime } from '@casino-sdk/core/internal';
import { lazyElement } from './lazy-element';

const loadFooter = lazyElement(() => import('@casino-sdk/site/elements/casino-footer'));
const loadAdminBar = lazyElement(() => import('@casino-sdk/site/elements/casino-admin-bar'));
const loadSiteDialogs = lazyElement(() => import('@casino-sdk/site/elements/casino-site-dialogs'));

/** How long after the first page the footer loads even if nobody scrolls towards it. */
export const FOOTER_IDLE_MS = 2_000;

/**
 * The shell's parts the first paint does not show, loaded when they are needed so their code,
 * rendering and requests stay off the first page's path: the footer (below the fold: `main` holds
 * the viewport) when it comes within a screen of view, or shortly after the first page; the admin
 * bar once admin mode is on; the site dialogs once a player has a session (every dialog they show
 * belongs to a session, the "signed out" notice included).
 */
export function loadShellWhenNeeded(footer: Element | null): void {
  if (footer) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadFooter();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(footer);
    setTimeout(() => {
      observer.disconnect();
      loadFooter();
    }, FOOTER_IDLE_MS);
  }
  effect(() => {
    const { store } = getRuntime();
    if (store.admin.value !== null) loadAdminBar();
    if (store.session.value !== null) loadSiteDialogs();
  });
}
