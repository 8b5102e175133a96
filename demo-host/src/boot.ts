/**
 * The built page's first script (the build puts it in place of main's, see vite.config.ts). A page
 * whose first paint came with the HTML (first-paint.ts) is painted first, its picture included, and
 * only then is the site's code fetched and run (main's chunk): on a phone's connection and CPU, its
 * 100 KB and half a second of main-thread work would otherwise hold that first paint back. A page
 * without a frame starts at once: it has nothing to show before. Imports nothing: a module
 * shared with main would split main's chunks.
 */

/** Resolves after the next frame has been painted; in a hidden tab, which paints nothing, soon anyway. */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 250);
  });

/**
 * Resolves once the page has painted anything (its first-contentful-paint entry), or after `limitMs`:
 * a hidden tab paints nothing. An observer, not a frame callback and a timer, so that a test's paused
 * page clock does not hold the site back.
 */
function firstPaint(limitMs: number): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return afterPaint();
  return new Promise((resolve) => {
    setTimeout(resolve, limitMs);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once `image` has been painted (its largest-contentful-paint entry, where the browser
 * reports one; else its load and the next frame), has failed, or after `limitMs` at most.
 */
function painted(image: HTMLImageElement, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    image.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, limitMs);
    if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image)) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } else if (image.complete) void afterPaint().then(resolve);
    else image.addEventListener('load', () => void afterPaint().then(resolve), { once: true });
  });
}

/** Preloads main's chunk and the chunks it imports (the build writes their names on this script), then runs it. */
async function start(script: HTMLScriptElement) {
  // A page without a first paint still has the build's own preload links: only the missing ones are added.
  const preloaded = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  for (const href of script.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    if (preloaded.has(href)) continue;
    const link = document.createElement('link');
    Object.assign(link, { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  await import(/* @vite-ignore */ script.dataset.main!);
}

const script = document.querySelector<HTMLScriptElement>('script[data-main]');
const frame = document.querySelector('[data-first-paint]');
const picture = frame?.querySelector('img');
// A content page's frame is text (no picture to wait for): it has painted once a frame has.
const framePainted = picture ? painted(picture, 3000) : frame ? firstPaint(250) : Promise.resolve();
if (script) void framePainted.then(() => start(script));
