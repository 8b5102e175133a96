import { isPlainClick, navigate, useHost, useModel, useRuntime, useT } from '@casino-sdk/ui';
import { Button } from '@casino-sdk/ui/button';
import { RetryPanel } from '@casino-sdk/ui/retry';
import { Skeleton } from '@casino-sdk/ui/loading';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { openCookieSettings } from '../consent/consent-events';
import { COOKIES_PAGE, createContentPageModel, sectionFromHash, type ContentPageMessage } from './content-page-model';
import { addEnglishTexts } from '@casino-sdk/core/internal';
import english from './texts.en.json';

// These English texts travel with this element's code, not in the shared runtime.
addEnglishTexts(english);

export interface ContentPageProps {
  /** Route name of the CMS page: terms-and-conditions, help, cookies, ... (STATIC_PAGES). */
  page?: string;
}

function prefersReducedMotion(view: Window | null): boolean {
  return view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Opens the section (or any element) with this id in the content, and the `<details>` around
 * it, scrolls it into view and puts the keyboard on its summary. False when there is none.
 */
function revealSection(container: HTMLElement, id: string | null): boolean {
  if (!id) return false;
  // Compared by value, not by a CSS selector built from the hash.
  const target = Array.from(container.querySelectorAll<HTMLElement>('[id]')).find((element) => element.id === id);
  if (!target) return false;
  for (let node: HTMLElement | null = target; node && node !== container; node = node.parentElement) {
    if (node.tagName === 'DETAILS') (node as HTMLDetailsElement).open = true;
  }
  const view = container.ownerDocument.defaultView;
  target.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion(view) ? 'auto' : 'smooth' });
  const summary = target.tagName === 'DETAILS' ? target.querySelector<HTMLElement>(':scope > summary') : null;
  summary?.focus({ preventScroll: true });
  return true;
}

/**
 * The `<casino-content-page>` view: a CMS page by route name in the page language. The content is
 * sanitised (cms-sanitizer) and inserted as DOM nodes; React never sees it as HTML.
 */
export function ContentPage({ page }: ContentPageProps) {
  useSignals();
  const t = useT();
  const host = useHost();
  const runtime = useRuntime();
  const language = runtime.store.language.value;
  const model = useModel(() => createContentPageModel(runtime), [runtime]);
  const state = model.state.value;
  const article = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const ready = state.kind === 'ready';

  // Loads again when the page or the language changes.
  useEffect(() => {
    void model.load(page, language);
  }, [model, page, language]);

  // The spec: an unknown generic page redirects to /.
  useEffect(() => {
    if (state.kind === 'missing') navigate(host, '/');
  }, [state, host]);

  // The sanitised content goes in as nodes; then the section the URL names opens (help page).
  const newTabLabel = t('page.newTab');
  useEffect(() => {
    const container = content.current;
    if (!container || state.kind !== 'ready') return;
    container.replaceChildren(
      state.sanitize(state.page.content ?? '', { language: state.language, doc: container.ownerDocument, newTabLabel }),
    );
    revealSection(container, sectionFromHash(globalThis.location?.hash ?? ''));
  }, [state, newTabLabel]);

  useEffect(() => {
    const container = content.current;
    if (!ready || !container) return;
    const view = container.ownerDocument.defaultView;
    if (!view) return;

    const onHashChange = () => revealSection(container, sectionFromHash(view.location.hash));

    // `toggle` does not bubble: listen in the capture phase. Opening a section names it in the
    // URL (replaceState: no navigation, no history entry); closing it takes the name away.
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.tagName !== 'DETAILS' || !details.id || !container.contains(details)) return;
      const current = sectionFromHash(view.location.hash);
      if (details.open && current !== details.id) {
        view.history.replaceState(view.history.state, '', `#${encodeURIComponent(details.id)}`);
      } else if (!details.open && current === details.id) {
        view.history.replaceState(view.history.state, '', view.location.pathname + view.location.search);
      }
    };

    // The site's own links (root-relative, language-prefixed by the sanitiser) go through the
    // host's router on a plain left click; modified clicks open tabs as usual.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!anchor || !container.contains(anchor)) return;
      const href = anchor.getAttribute('href') ?? '';
      if (!href.startsWith('/')) return;
      event.preventDefault();
      navigate(host, href);
      // A router that only pushed a new hash on this same page fires no hashchange.
      revealSection(container, sectionFromHash(view.location.hash));
    };

    view.addEventListener('hashchange', onHashChange);
    container.addEventListener('toggle', onToggle, true);
    container.addEventListener('click', onClick);
    return () => {
      view.removeEventListener('hashchange', onHashChange);
      container.removeEventListener('toggle', onToggle, true);
      container.removeEventListener('click', onClick);
    };
  }, [ready, host]);

  const text = (message: ContentPageMessage) => ('text' in message ? message.text : t(message.key));

  const retry = () => {
    // The retry button goes away with the error: keep the keyboard in the page.
    article.current?.focus({ preventScroll: true });
    void model.retry();
  };

  return (
    <article
      ref={article}
      className="casino-content-page"
      part="page"
      tabIndex={-1}
      aria-labelledby={ready ? titleId : undefined}
    >
      {state.kind === 'ready' ? (
        <>
          <h1 className="casino-page__title" part="title" id={titleId}>
            {state.page.name}
          </h1>
          <div className="casino-page__content" part="content" ref={content} />
          {page === COOKIES_PAGE ? (
            <div className="casino-page__actions">
              <Button variant="secondary" part="cookie-settings" onClick={() => openCookieSettings(host)}>
                {t('page.cookieSettings')}
              </Button>
            </div>
          ) : null}
        </>
      ) : state.kind === 'error' ? (
        <RetryPanel className="casino-page__error" part="error" buttonPart="retry-button" message={`${t('page.loadFailed')} ${text(state.error)}`} onRetry={retry} />
      ) : (
        <div className="casino-page__loading" part="loading">
          <span className="casino-visually-hidden" role="status">
            {t('page.loading')}
          </span>
          <Skeleton shape="medium" className="casino-page__title-skeleton" />
          <Skeleton />
          <Skeleton />
          <Skeleton shape="long" />
          <Skeleton />
          <Skeleton shape="medium" />
        </div>
      )}
    </article>
  );
}
